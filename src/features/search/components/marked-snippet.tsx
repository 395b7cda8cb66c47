// A search result's snippet: HTML-escaped text with the matching words in <mark>…</mark> (the API's only
// markup). Drawn as text and <mark> elements: any other tag in it stays text, and nothing is set as HTML.
import { Fragment, type ReactNode } from 'react';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/** The escaped text's characters (only the entities the API writes; anything else stays as written). */
export function unescapeText(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ENTITIES[name]!);
}

/** The snippet in parts: text, and the marked words (odd places). */
export function snippetParts(snippet: string): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let marked = false;
  for (const piece of snippet.split(/(<mark>|<\/mark>)/)) {
    if (piece === '<mark>') marked = true;
    else if (piece === '</mark>') marked = false;
    else if (piece) parts.push({ text: unescapeText(piece), marked });
  }
  return parts;
}

/** The snippet's words as a reader reads them, without its marks. */
export const snippetText = (snippet: string): string =>
  snippetParts(snippet)
    .map((part) => part.text)
    .join('');

/**
 * Which of a snippet's characters are English words between Devanagari ones: a search entry holds an item's fields one
 * after another, some translated and some not yet. A stretch without Devanagari is English when it has a small Latin
 * letter (initials such as PF or GST are written so in Marathi and Hindi too).
 */
export function englishStretches(text: string): boolean[] {
  const english = Array.from({ length: text.length }, () => false);
  for (const match of text.matchAll(/[^\p{Script=Devanagari}]+/gu)) {
    const stretch = match[0];
    if (!/\p{Ll}/u.test(stretch) || !/\p{Script=Latin}/u.test(stretch)) continue;
    // Its words, without the spaces that part it from the Devanagari around it.
    const start = match.index + stretch.length - stretch.trimStart().length;
    const end = match.index + stretch.trimEnd().length;
    english.fill(true, start, end);
  }
  return english;
}

/** A text in pieces of one language each: the English ones marked `lang="en"`. */
function inLanguages(text: string, english: readonly boolean[], offset: number): ReactNode {
  const pieces: ReactNode[] = [];
  let start = 0;
  for (let at = 1; at <= text.length; at += 1) {
    if (at < text.length && english[offset + at] === english[offset + start]) continue;
    const piece = text.slice(start, at);
    pieces.push(
      english[offset + start] ? (
        <span key={start} lang="en">
          {piece}
        </span>
      ) : (
        piece
      ),
    );
    start = at;
  }
  return pieces;
}

/**
 * The snippet as text and <mark> elements. `mixed`: a snippet of a Marathi or Hindi page that holds both Devanagari and
 * English (some of its item's fields not translated yet): its English words are marked `lang="en"`.
 */
export function MarkedSnippet({ snippet, mixed = false }: { snippet: string; mixed?: boolean }) {
  const parts = snippetParts(snippet);
  const english = mixed ? englishStretches(parts.map((part) => part.text).join('')) : [];
  // Where each part starts in the snippet's text.
  const starts = parts.map((_, index) => parts.slice(0, index).reduce((length, part) => length + part.text.length, 0));
  return (
    <>
      {parts.map((part, index) => {
        const text = mixed ? inLanguages(part.text, english, starts[index]!) : part.text;
        return part.marked ? <mark key={index}>{text}</mark> : <Fragment key={index}>{text}</Fragment>;
      })}
    </>
  );
}

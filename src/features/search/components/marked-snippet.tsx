// A search result's snippet: HTML-escaped text with the matching words in <mark>…</mark> (the API's only
// markup). Drawn as text and <mark> elements: any other tag in it stays text, and nothing is set as HTML.
import { Fragment } from 'react';

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

export function MarkedSnippet({ snippet }: { snippet: string }) {
  return (
    <>
      {snippetParts(snippet).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </>
  );
}

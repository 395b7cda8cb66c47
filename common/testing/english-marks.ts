// What a screen reader would read in the wrong language on a Marathi or Hindi page: an English text (or a picture's
// English description) whose element, or the nearest around it, is not marked `lang="en"`. The site marks each text it
// shows in English there (not translated yet) with `useEnglishMark` (src/lib/language.tsx).

const LATIN = /\p{Script=Latin}/u;
const DEVANAGARI = /\p{Script=Devanagari}/u;
/** NodeFilter.SHOW_TEXT, without the browser's globals (a server test reads a page with jsdom's). */
const SHOW_TEXT = 4;

/**
 * Text in English only: Latin words and no Devanagari. Initials (GST, GSTIN, CGST) are written so in Marathi and Hindi
 * too, and an e-mail address is no language's.
 */
const inEnglishOnly = (text: string) => /\p{Ll}/u.test(text) && LATIN.test(text) && !DEVANAGARI.test(text) && !text.includes('@');

const languageOf = (node: Node) => (node.nodeType === 1 ? (node as Element) : node.parentElement)?.closest('[lang]')?.getAttribute('lang');

/** Each English text inside `root` read as another language, and each picture's English description (`picture: …`). */
export function englishReadAsOtherLanguage(root: Element): string[] {
  const wrong: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (inEnglishOnly(text) && languageOf(node) !== 'en') wrong.push(text.trim());
  }
  for (const image of root.querySelectorAll('img')) {
    if (inEnglishOnly(image.alt) && languageOf(image) !== 'en') wrong.push(`picture: ${image.alt}`);
  }
  return wrong;
}

/**
 * Each of these words (staff's, in English) where it shows inside `root` without `lang="en"` around it: inside a text of
 * the page's language too (लेखक: Asha Kulkarni), which `englishReadAsOtherLanguage` leaves to the catalogue's words.
 */
export function wordsReadAsOtherLanguage(root: Element, words: readonly string[]): string[] {
  const wrong: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (languageOf(node) !== 'en' && words.some((word) => text.includes(word))) wrong.push(text.trim());
  }
  return wrong;
}

// What a paste from Word or Google Docs brings that an allow-list alone would get wrong, put right before the
// HTML is cleaned (server/pages/rich-text.ts) and before the rich-text editor reads a paste (rich-text-editor.tsx):
// Word draws a list as paragraphs (`style="mso-list:l0 level1 lfo1"`) whose bullet or number is text, which would
// stay as "·  Due dates" paragraphs; both wrap lines in breaks between blocks. Plain string work, no DOM: the
// server and the browser share it.

/** A run of Word's list paragraphs, one after the other. */
const WORD_LIST_RUN = /(?:<p\b[^>]*mso-list:[^>]*>[\s\S]*?<\/p>\s*)+/gi;
const WORD_LIST_ITEM = /<p\b[^>]*mso-list:[^>]*>([\s\S]*?)<\/p>/gi;
/** The bullet or number Word draws as text: in a "supportLists" conditional, or a span marked mso-list:Ignore. */
const WORD_MARKER =
  /<!--\[if !supportLists\]-->([\s\S]*?)<!--\[endif\]-->|<!\[if !supportLists\]>([\s\S]*?)<!\[endif\]>|<span[^>]*mso-list:\s*Ignore[^>]*>([^<]*)(?:<span[^>]*>[^<]*<\/span>)?<\/span>/i;
/** A number's marker ("1.", "a)", "iv.") rather than a bullet ("·", "o", "§"). */
const NUMBERED = /^\(?([0-9]+|[a-z]{1,4})[.)]/i;
/** A line break right after a block or right before one: Google Docs puts one between blocks for a blank line. */
const BREAK_BETWEEN_BLOCKS =
  /(<\/(?:p|ul|ol|h[1-6]|table|blockquote)>)\s*<br\s*\/?>|<br\s*\/?>\s*(?=<(?:p|ul|ol|h[1-6]|table|blockquote)\b)/gi;

/** Word's list paragraphs as a list (`<ol>` when the first marker is a number), each without its drawn marker. */
function wordLists(html: string): string {
  return html.replace(WORD_LIST_RUN, (run) => {
    let numbered = false;
    const items = [...run.matchAll(WORD_LIST_ITEM)].map(([, inner = ''], index) => {
      const marker = WORD_MARKER.exec(inner);
      const drawn = (marker?.[1] ?? marker?.[2] ?? marker?.[3] ?? '').replace(/<[^>]*>|&nbsp;|\s/g, '');
      if (index === 0) numbered = NUMBERED.test(drawn);
      return `<li>${marker ? inner.replace(marker[0], '') : inner}</li>`;
    });
    const tag = numbered ? 'ol' : 'ul';
    return `<${tag}>${items.join('')}</${tag}>`;
  });
}

/** The HTML with Word's lists as lists and the breaks between blocks gone; anything else as it was. */
export function fromOffice(html: string): string {
  const listed = /mso-list:/i.test(html) ? wordLists(html) : html;
  return listed.replace(BREAK_BETWEEN_BLOCKS, '$1');
}

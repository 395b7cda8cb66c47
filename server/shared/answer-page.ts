// The page answering a plain form post (a form staff built, the quotation builder) before scripts arrive: in the
// language of the page it came from (`back`), what to correct (or the confirmation), and the way back to that page;
// in the browser's own light or dark colours, as the visitor's system asks.
import { languageOfPath, languageTag } from '../../common/languages.ts';

import { escapeHtml } from './escape-html.ts';
import { wordsIn, type Words } from './words.ts';

/**
 * The answer page: `title` and `backLabel` in the page's words; `note` undefined says the answers are still in the
 * form, empty says nothing.
 */
export function answerPage(
  title: (t: Words) => string,
  lines: readonly string[],
  back: string,
  note?: string,
  backLabel: (t: Words) => string = (t) => t('Back to the page'),
): string {
  const lang = languageOfPath(back).lang;
  const t = wordsIn(lang);
  const heading = escapeHtml(title(t));
  const items = lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('');
  const said = note ?? t('Go back with your browser’s Back button: what you typed is still in the form.');
  return `<!doctype html><html lang="${languageTag(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="robots" content="noindex"><title>${heading}</title></head><body><main><h1>${heading}</h1>${items ? `<ul>${items}</ul>` : ''}${said ? `<p>${escapeHtml(said)}</p>` : ''}<p><a href="${escapeHtml(back)}">${escapeHtml(backLabel(t))}</a></p></main></body></html>`;
}

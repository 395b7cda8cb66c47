// The server's own words in a page's language (docs/languages.md): what it writes to a visitor of a Marathi or Hindi
// page — a form's messages, the page answering a form post without scripts, the reply e-mail, a quotation's page, PDF
// and e-mail — from the interface's catalogues (src/i18n/mr.json, hi.json) and the server's own (server/i18n/mr.json,
// hi.json: words no page shows, kept out of the pages' first load), formatted as the browser formats them
// (common/message-format.ts). Each is read once, when a visitor of its language first needs it.
import { readFileSync } from 'node:fs';

import { DEFAULT_LANGUAGE, fillPlaces, type Language } from '../../common/languages.ts';
import { formatterOf, type Catalogue, type FormatMessage } from '../../common/message-format.ts';

/** English with `{name}` places filled; on Marathi and Hindi pages the catalogue's message keyed by that English. */
export type Words = (english: string, values?: Readonly<Record<string, string | number>>) => string;

const formatters = new Map<Language, FormatMessage>();

function formatterIn(lang: Language): FormatMessage {
  let format = formatters.get(lang);
  if (!format) {
    const read = (folder: string) =>
      JSON.parse(readFileSync(new URL(`../../${folder}/i18n/${lang}.json`, import.meta.url), 'utf8')) as Catalogue;
    const catalogue = { ...read('src'), ...read('server') };
    formatters.set(lang, (format = formatterOf(catalogue, lang)));
  }
  return format;
}

/** The words of a language; English's are the code's own. */
export function wordsIn(lang: Language): Words {
  if (lang === DEFAULT_LANGUAGE) return fillPlaces;
  const format = formatterIn(lang);
  return (english, values) => format(english, values) ?? fillPlaces(english, values);
}

// Formats a catalogue's ICU messages (src/i18n/catalogue.ts loads it with the catalogue, for Marathi and Hindi pages).
import { IntlMessageFormat } from 'intl-messageformat';

import { formatLocale, type Language } from '@common/languages';
import type { FormatMessage } from '@/lib/language';

import type { Catalogue } from './catalogue';

/** What makes a message more than its words: a place or plural (`{`), or ICU's escaped quote (`''`). */
const PLACES = /[{}]|''/;

/** Formats a catalogue's messages, each parsed once, in the language's plural rules with the digits 0–9 (formatLocale). */
export function formatterOf(messages: Catalogue, lang: Language): FormatMessage {
  const parsed = new Map<string, IntlMessageFormat>();
  return (id, values) => {
    const source = messages[id];
    if (source === undefined) return undefined;
    // Most messages are words alone: they need no parsing (the page's first render does not wait for it).
    if (!PLACES.test(source)) return source;
    let message = parsed.get(id);
    if (!message) parsed.set(id, (message = new IntlMessageFormat(source, formatLocale(lang))));
    return String(message.format(values));
  };
}

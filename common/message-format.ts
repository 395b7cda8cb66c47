// Formats a catalogue's ICU messages: in the browser src/i18n/catalogue.ts loads it with the catalogue, for Marathi
// and Hindi pages; the server's words in a language (server/shared/words.ts) read the same catalogues with it. The
// built site's catalogues come with their messages parsed already (./message-compile.ts): the browser downloads no
// ICU parser and parses nothing.
import { IntlMessageFormat } from 'intl-messageformat';

import { formatLocale, type Language } from './languages.ts';

// intl-messageformat resolves each message's locale to an Intl.Locale through Intl.NumberFormat.supportedLocalesOf:
// the first Intl call of a page, which loads the browser's locale data, a long task during a Marathi or Hindi page's
// first paint (tens of ms on a desktop, four times that on a phone). The resolved locale only chooses an hour cycle for
// date skeletons, which the catalogues do not use; the library goes without it where Intl.Locale is missing, and so does
// the site. Formatting still uses the language's locale (formatLocale) for plurals and numbers, when a message has them.
IntlMessageFormat.resolveLocale = () => undefined;

/** A language's catalogue (src/i18n/mr.json, hi.json): ICU messages keyed by their English. */
export type Catalogue = Readonly<Record<string, string>>;

/** An ICU message as written, or parsed ahead into its syntax tree (the built site's, ./message-compile.ts). */
export type Message = ConstructorParameters<typeof IntlMessageFormat>[0];

/** A catalogue whose messages with places may be parsed ahead: what formatterOf reads. */
export type CompiledCatalogue = Readonly<Record<string, Message>>;

/** A catalogue's message for an English text, formatted with its values; undefined when the catalogue has none. */
export type FormatMessage = (id: string, values?: Readonly<Record<string, string | number>>) => string | undefined;

/** What makes a message more than its words: a place or plural (`{`), or ICU's escaped quote (`''`). */
const PLACES = /[{}]|''/;

/** Whether a message written as text needs ICU to be shown: words alone are shown as they are. */
export const hasPlaces = (message: string): boolean => PLACES.test(message);

/** Formats a catalogue's messages, each parsed once, in the language's plural rules with the digits 0–9 (formatLocale). */
export function formatterOf(messages: CompiledCatalogue, lang: Language): FormatMessage {
  const parsed = new Map<string, IntlMessageFormat>();
  return (id, values) => {
    if (!Object.hasOwn(messages, id)) return undefined;
    const source = messages[id]!;
    // Most messages are words alone: they need no parsing (the page's first render does not wait for it).
    if (typeof source === 'string' && !hasPlaces(source)) return source;
    let message = parsed.get(id);
    if (!message) parsed.set(id, (message = new IntlMessageFormat(source, formatLocale(lang))));
    return String(message.format(values));
  };
}

// The language a page is drawn in (docs/languages.md): English at the site's addresses, Marathi under /mr/ and Hindi
// under /hi/. The render and the browser's start give it with the interface's messages in that language; a part reads
// it with `useLanguage` and its words with `useMessages`. English needs no catalogue: its words are written where they
// are used, so English pages load nothing more.
import { createContext, useContext } from 'react';

import { DEFAULT_LANGUAGE, fillPlaces, isEnglishFallback, type Language } from '@common/languages';
import type { FormatMessage } from '@common/message-format';
import type { PageMeta } from '@common/page-handle';

/** A message of the catalogue in the page's language, its values put in (ICU); undefined when the catalogue has none. */
export type { FormatMessage };

export interface PageLanguage {
  lang: Language;
  format?: FormatMessage;
}

const LanguageContext = createContext<PageLanguage>({ lang: DEFAULT_LANGUAGE });

export const LanguageProvider = LanguageContext.Provider;

/** The language the page is drawn in. */
export const useLanguage = (): Language => useContext(LanguageContext).lang;

/** `t('Send enquiry')`: the English as written, or its message in the page's language (what `useMessages` gives). */
export type Translate = (english: string, values?: Readonly<Record<string, string | number>>) => string;

/** The English as written, its `{name}` places filled: what `useMessages` gives on an English page. */
export const inEnglish: Translate = fillPlaces;

/**
 * The interface's words in the page's language. `t('Send enquiry')` is the English as written, or its message in the
 * Marathi or Hindi catalogue (src/i18n/mr.json, hi.json, keyed by the English); `t('{count} results', { count })` fills
 * the places in English, and formats the catalogue's ICU message (its plurals in that language's rules) otherwise. A
 * text the catalogue lacks shows in English.
 */
export function useMessages(): Translate {
  const { format } = useContext(LanguageContext);
  return (english, values) => format?.(english, values) ?? inEnglish(english, values);
}

/** `lang="en"` for a text of a Marathi or Hindi page that is shown in English (not translated yet); nothing otherwise. */
export function useEnglishMark(): (text: string | undefined) => 'en' | undefined {
  const lang = useLanguage();
  return (text) => (isEnglishFallback(text, lang) ? 'en' : undefined);
}

/**
 * A page's built-in title, description and line under its title (its entry in common/routes.ts: search, Insights,
 * customer stories, a quotation, the 404 page) in the page's language, from the catalogues, which hold each of them
 * (common/catalogue-lists.ts).
 */
export function useRouteMeta(meta: PageMeta): PageMeta {
  const t = useMessages();
  return { title: t(meta.title), description: t(meta.description), subtitle: t(meta.subtitle) };
}

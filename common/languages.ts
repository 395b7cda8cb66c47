// The site's languages (issue #54): English, as the site has always been, and Marathi and Hindi, which staff translate
// the company's content into. A field is translated when its declaration says `translatable` (common/content-model);
// what is not translated yet is shown in English. Pure: no React, no server code.

export const LANGUAGES = [
  { code: 'en', native: 'English' },
  { code: 'mr', native: 'मराठी' },
  { code: 'hi', native: 'हिंदी' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

/** The language content is written in first, and what a missing translation falls back to. */
export const DEFAULT_LANGUAGE = 'en' satisfies Language;

/** The languages staff translate into (translation-states.ts lists them). */
export type TranslatedLanguage = Exclude<Language, typeof DEFAULT_LANGUAGE>;

/** The address prefix of a translated language: `/mr/…`, `/hi/…`. English has none. */
const LANGUAGE_PREFIX = /^\/(mr|hi)(?=\/|$)/;

/** The language an address is in, and the page's address within it (`/mr/contact` → mr, `/contact`; `/mr` → mr, `/`). */
export function languageOfPath(pathname: string): { lang: Language; path: string } {
  const prefix = LANGUAGE_PREFIX.exec(pathname);
  if (!prefix) return { lang: DEFAULT_LANGUAGE, path: pathname };
  return { lang: prefix[1] as TranslatedLanguage, path: pathname.slice(prefix[0].length) || '/' };
}

/** A page's address in a language: `/contact` in Marathi is `/mr/contact`, the home page `/mr/`. */
export function pathInLanguage(lang: Language, path: string): string {
  return lang === DEFAULT_LANGUAGE ? path : `/${lang}${path}`;
}

/** The router's base in a language (React Router's `basename`): undefined in English. */
export const languageBase = (lang: Language): string | undefined => (lang === DEFAULT_LANGUAGE ? undefined : `/${lang}`);

/** The BCP 47 tag written in `<html lang>` and `hreflang`: English as India writes it. */
export const languageTag = (lang: Language): string => (lang === DEFAULT_LANGUAGE ? 'en-IN' : lang);

/**
 * What the site's Noto Sans Devanagari file draws (src/styles/fonts/noto-sans-devanagari-400.woff2), as a CSS
 * `unicode-range`: the Devanagari block, ZWNJ and ZWJ, and the dotted circle. The site's `@font-face`
 * (src/styles/_fonts.scss) and the quotation page's declare it; devanagari-font.test.ts holds both to the file.
 */
export const DEVANAGARI_FONT_RANGE = 'U+0900-097F, U+200C-200D, U+25CC';

/**
 * The names the system's own Noto Sans Devanagari goes by (an Android phone has it), which the site's `@font-face`
 * (src/styles/_fonts.scss) and the quotation page's take before the site's file (devanagari-font.test.ts holds the
 * site's to these).
 */
export const DEVANAGARI_FONT_LOCAL_NAMES = ['Noto Sans Devanagari Regular', 'NotoSansDevanagari-Regular'] as const;

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN_LETTER = /[A-Za-z]/;

/**
 * Whether a text shown on a Marathi or Hindi page is its English (a field not translated yet, which falls back to the
 * English): it has Latin letters and no Devanagari. The page marks it `lang="en"` for screen readers and search.
 */
export function isEnglishFallback(text: string | undefined, lang: Language): boolean {
  return lang !== DEFAULT_LANGUAGE && !!text && LATIN_LETTER.test(text) && !DEVANAGARI.test(text);
}

/**
 * A page's words for search results that staff may leave empty for others — its search title for its heading, its
 * search description for its summary: its own, unless on a Marathi or Hindi page they are still the English while the
 * others are translated. A Marathi page's title in search results is Marathi once its heading is.
 */
export function ownUnlessUntranslated(own: string | undefined, otherwise: string, lang: Language): string {
  const words = own?.trim();
  if (!words) return otherwise;
  return isEnglishFallback(words, lang) && otherwise.trim() !== '' && !isEnglishFallback(otherwise, lang) ? otherwise : words;
}

/**
 * The locale dates and numbers are written in: India's (its time and its digit grouping, 1,59,000), in the page's
 * language, with the digits 0–9 that prices and phone numbers are written in across Pune.
 */
export const formatLocale = (lang: Language): string => (lang === DEFAULT_LANGUAGE ? 'en-IN' : `${lang}-IN-u-nu-latn`);

/** A month (`2026-11`) as a language writes it: November 2026, नोव्हेंबर 2026, नवंबर 2026 (digits 0–9). */
export const monthIn = (month: string, lang: Language): string =>
  new Intl.DateTimeFormat(formatLocale(lang), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${month}-01T00:00:00Z`),
  );

/** Words in a page's language by their English, `{name}` places filled: the catalogue's, or the English itself. */
export type Translate = (english: string, values?: Readonly<Record<string, string | number>>) => string;

/** English words with their `{name}` places filled (the words of an English page; a place without a value stays). */
export const fillPlaces: Translate = (text, values) =>
  values ? text.replace(/\{(\w+)\}/g, (place, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : place)) : text;

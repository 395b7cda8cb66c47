// The site's languages (issue #54): English, as the site has always been, and Marathi and Hindi, which staff translate
// the company's content into. A field is translated when its declaration says `translatable` (common/content-model);
// what is not translated yet is shown in English. Pure: no React, no server code.

export const LANGUAGES = [
  { code: 'en', name: 'English', native: 'English' },
  { code: 'mr', name: 'Marathi', native: 'मराठी' },
  { code: 'hi', name: 'Hindi', native: 'हिंदी' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

/** The language content is written in first, and what a missing translation falls back to. */
export const DEFAULT_LANGUAGE = 'en' satisfies Language;

/** The languages staff translate into. */
export const TRANSLATED_LANGUAGES = ['mr', 'hi'] as const satisfies readonly Language[];
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export function isTranslatedLanguage(value: unknown): value is TranslatedLanguage {
  return typeof value === 'string' && (TRANSLATED_LANGUAGES as readonly string[]).includes(value);
}

/** A language's name in English, for staff ("Marathi"). */
export const languageName = (code: Language) => LANGUAGES.find((language) => language.code === code)!.name;

/**
 * Where a translation of an item stands against the English it was made from: none yet, made from the English as it is
 * now, or made from English that has changed since (shown with what changed).
 */
export const TRANSLATION_STATES = ['missing', 'translated', 'outdated'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/** The kinds of field a translation is written in: one line, a few paragraphs, or formatted text. */
export type TranslatedFieldType = 'text' | 'long-text' | 'rich-text';

/** A part of the English's change since a translation was made: words kept, added or removed. */
export interface EnglishChange {
  text: string;
  change: 'same' | 'added' | 'removed';
}

/**
 * A translated address (an article's slug in Marathi): letters of any script with their marks, digits, and single
 * hyphens between words; Latin letters in lower case. Sent percent-encoded, as any address outside ASCII.
 */
export const TRANSLATED_SLUG = /^[\p{Ll}\p{Lo}\p{M}\p{Nd}]+(-[\p{Ll}\p{Lo}\p{M}\p{Nd}]+)*$/u;

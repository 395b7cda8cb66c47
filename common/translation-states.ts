// What staff and the server know of translations (docs/languages.md): their states, the kinds of field a translation is
// written in, an English change, a translated address's shape, the languages' names for staff and a read's language.
// Apart from ./languages.ts, which every visitor's page loads: none of this is in their first download. Pure.
import { DEFAULT_LANGUAGE, type Language, type TranslatedLanguage } from './languages.ts';

/** The languages staff translate into. */
export const TRANSLATED_LANGUAGES = ['mr', 'hi'] as const satisfies readonly TranslatedLanguage[];

export function isTranslatedLanguage(value: unknown): value is TranslatedLanguage {
  return typeof value === 'string' && (TRANSLATED_LANGUAGES as readonly string[]).includes(value);
}

const NAMES: Readonly<Record<Language, string>> = { en: 'English', mr: 'Marathi', hi: 'Hindi' };

/** A language's name in English, for staff ("Marathi"). */
export const languageName = (code: Language) => NAMES[code];

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

/** The language a read's `lang` parameter names: English when absent; undefined for anything but a language of the site. */
export function readLanguage(value: unknown): Language | undefined {
  if (value === undefined || value === '' || value === DEFAULT_LANGUAGE) return DEFAULT_LANGUAGE;
  return isTranslatedLanguage(value) ? value : undefined;
}

/** What a save of a translation was, in its history: saved live, saved as a draft, or a draft discarded. */
export const TRANSLATION_SAVES = ['saved', 'draft', 'discarded'] as const;

/** One save of a translation in a language, as its history shows it (newest first). */
export interface TranslationHistoryEntry {
  at: string;
  by: string;
  /** Who that was, as colleagues read them (their display name, else their e-mail's name part); null: the site's own. */
  byName: string | null;
  what: (typeof TRANSLATION_SAVES)[number];
  /** Field → the text saved (none for a discarded draft). */
  values: Record<string, string>;
}

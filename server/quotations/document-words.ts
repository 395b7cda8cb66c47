// A quotation's words in the language of the page it was asked from (docs/quotations.md): its page, PDF and e-mail
// speak Marathi or Hindi to a visitor who asked on a Marathi or Hindi page — the labels from the interface's catalogues
// (server/shared/words.ts), the dates with the month in the language's words, the total in words as an invoice in that
// language writes it. Prices, GST's names, GSTINs and the price book's items stay as they are.
import { ToWordsCore } from 'to-words/core';
import Hindi from 'to-words/hi-IN';
import Marathi from 'to-words/mr-IN';

import { amountInWordsWith, type AmountInWords } from '../../common/amount-in-words.ts';
import { rupeesInWords } from '../../common/gst.ts';
import { formatIndiaDay, INDIA_TIME_ZONE, isDay } from '../../common/india-time.ts';
import { DEFAULT_LANGUAGE, formatLocale, type Language, type TranslatedLanguage } from '../../common/languages.ts';
import type { QuotationDocument } from '../../common/quotation.ts';
import { wordsIn, type Words } from '../shared/words.ts';

/** The language a quotation speaks: its page's; English for one made before quotations had a language. */
export const quotationLanguage = (document: Pick<QuotationDocument, 'lang'>): Language => document.lang ?? DEFAULT_LANGUAGE;

/** A quotation's words: the catalogue's of its language. */
export const quotationWords = (document: Pick<QuotationDocument, 'lang'>): Words => wordsIn(quotationLanguage(document));

const LOCALES = { mr: Marathi, hi: Hindi } as const;
const inWords = new Map<TranslatedLanguage, AmountInWords>();

/** A total in words: "Rupees One Lakh … only" in English, "एक लाख … रुपये फक्त" in Marathi, "… रुपये मात्र" in Hindi. */
export function totalInWords(paise: number, lang: Language): string {
  if (lang === DEFAULT_LANGUAGE) return rupeesInWords(paise);
  let words = inWords.get(lang);
  if (!words) inWords.set(lang, (words = amountInWordsWith(ToWordsCore, LOCALES[lang], lang)));
  const t = wordsIn(lang);
  return t('{amountInWords} only', { amountInWords: words(paise) });
}

const dayFormats = new Map<TranslatedLanguage, Intl.DateTimeFormat>();

/** An India date (YYYY-MM-DD) in a language: "15 Dec 2026", "15 डिसें, 2026", "15 दिस॰ 2026" (digits 0–9). */
export function dayIn(day: string, lang: Language): string {
  if (lang === DEFAULT_LANGUAGE || !isDay(day)) return formatIndiaDay(day);
  let format = dayFormats.get(lang);
  if (!format)
    dayFormats.set(lang, (format = new Intl.DateTimeFormat(formatLocale(lang), { timeZone: INDIA_TIME_ZONE, dateStyle: 'medium' })));
  // Noon UTC of that date is the same date in India.
  return format.format(new Date(`${day}T12:00:00Z`));
}

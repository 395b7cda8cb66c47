// A quotation's total in words in Marathi or Hindi, as an Indian invoice writes it: to-words' locale of the language
// (its own entry, a few KB, never the package's root, which holds every locale), with the words it has wrong put right.
// The builder loads it when a builder is drawn on a page in that language (`loadAmountInWords`); the server writes a
// quotation's words with it (server/quotations/amount-words.ts). Reviewed by the company with the rest of the copy
// (docs/pages.md). Pure: no React, no server code.
import type { ToWordsCore } from 'to-words/core';
import type { LocaleConfig, NumberWordMap } from 'to-words/types';

import type { TranslatedLanguage } from './languages.ts';

/**
 * Where to-words' words differ from how an invoice writes them, by number: the number's words wherever it stands,
 * alone or in a larger one (61 in 61,000 too).
 * - Marathi: 100 alone is शंभर (एकशे only leads a hundred and more: एकशे पन्नास): ₹53,100 is त्रेपन्न हजार शंभर;
 *   61–68 end in -सष्ट (एकसष्ट, सदुसष्ट), not -सष्ठ.
 * - Hindi: 100 alone is एक सौ (₹53,100 is तिरेपन हज़ार एक सौ, not तिरेपन हज़ार सौ); 51 is इक्यावन.
 */
const CORRECTIONS: Readonly<Record<TranslatedLanguage, readonly NumberWordMap[]>> = {
  mr: [
    { number: 100, value: 'शंभर' },
    ...['एकसष्ट', 'बासष्ट', 'त्रेसष्ट', 'चौसष्ट', 'पासष्ट', 'सहासष्ट', 'सदुसष्ट', 'अडुसष्ट'].map((value, index) => ({ number: 61 + index, value })),
  ],
  hi: [
    { number: 100, value: 'एक सौ' },
    { number: 51, value: 'इक्यावन' },
  ],
};

/** A to-words locale's class, as its module's default export. */
type LocaleClass = new () => { config: LocaleConfig };

const LOCALES: Record<TranslatedLanguage, () => Promise<{ default: LocaleClass }>> = {
  mr: () => import('to-words/mr-IN'),
  hi: () => import('to-words/hi-IN'),
};

/** Paise as the decimal text of their rupees, without floating point: 7965024 → "79650.24", 13500000 → "135000.00". */
export const rupeesOfPaise = (paise: number): string => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/** An amount in paise in words with its currency: "त्रेपन्न हजार शंभर रुपये" (without "only", which the catalogue adds). */
export type AmountInWords = (paise: number) => string;

/** The language's words from to-words' core and the language's locale, corrected. */
export function amountInWordsWith(Core: typeof ToWordsCore, Locale: LocaleClass, lang: TranslatedLanguage): AmountInWords {
  class Corrected extends Locale {
    constructor() {
      super();
      this.config = { ...this.config, exactWordsMapping: [...(this.config.exactWordsMapping ?? []), ...CORRECTIONS[lang]] };
    }
  }
  const converter = new Core().setLocale(Corrected);
  return (paise) => converter.convert(rupeesOfPaise(paise), { currency: true });
}

/** Loads the language's words (to-words' core and its locale, corrected): a chunk of their own in the browser. */
export async function loadAmountInWords(lang: TranslatedLanguage): Promise<AmountInWords> {
  const [{ ToWordsCore }, { default: Locale }] = await Promise.all([import('to-words/core'), LOCALES[lang]()]);
  return amountInWordsWith(ToWordsCore, Locale, lang);
}

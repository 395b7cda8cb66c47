// A quotation as it is kept and shown (issue #55): what the visitor asked for, priced on its date with the price
// book's prices and rates then (docs/quotations.md), so later price or rate changes never alter it. The page at its
// private link, its PDF and its e-mail all draw this one shape. Pure: no React, no server code.
import type { QuoteTotals } from './gst.ts';
import type { TranslatedLanguage } from './languages.ts';

/** The unit an item is priced per, as staff choose it and as a quotation's line names it. */
export const PRICE_UNITS = [
  { value: 'licence', label: 'per licence' },
  { value: 'user-month', label: 'per user per month' },
  { value: 'year', label: 'per year' },
  { value: 'day', label: 'per day' },
  { value: 'seat', label: 'per seat' },
] as const;

export type PriceUnit = (typeof PRICE_UNITS)[number]['value'];

/** The unit's words on a quotation's line ("per user per month"). */
export const unitLabel = (unit: string) => PRICE_UNITS.find((entry) => entry.value === unit)?.label ?? '';

/** A line of a quotation: the item as it was priced then, and its amounts in paise. */
export interface QuotationLine {
  /** The price book item's id (kept for reports; the line keeps its own words and prices). */
  itemId: number;
  name: string;
  description: string;
  /** HSN code (goods) or SAC code (services). */
  hsnSac: string;
  unit: string;
  quantity: number;
  /** The unit price of this quantity (its tier), in paise. */
  unitPaise: number;
  /** The GST rate on the quotation's date, a percentage. */
  rate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** The seller as the quotation names it: the Site settings when it was made. */
export interface QuotationSeller {
  name: string;
  legalName: string;
  gstin: string;
  /** The address, one line per entry (street; city, PIN; state). */
  address: readonly string[];
  phone: string;
  email: string;
}

/** The buyer as the visitor gave it. */
export interface QuotationBuyer {
  name: string;
  company: string;
  /** Empty when not given; checked (shape, check character, the state's code) when given. */
  gstin: string;
  stateCode: string;
  stateName: string;
  email: string;
  phone: string;
}

export interface QuotationDocument {
  /** DX-Q-2026-00042, never reused; a revision adds -R1, -R2 (`quotationNumber`). */
  number: string;
  revision: number;
  /** India dates, YYYY-MM-DD. */
  date: string;
  validUntil: string;
  seller: QuotationSeller;
  buyer: QuotationBuyer;
  lines: readonly QuotationLine[];
  totals: Omit<QuoteTotals, 'lines'>;
  /** The total in words ("Rupees One Lakh Thirty-Five Thousand only"). */
  words: string;
  /** The terms from Site settings, one paragraph per line. */
  terms: string;
  /**
   * The language of the page it was asked from, which its page, PDF and e-mail speak (its `words` too); absent for
   * English, and for a quotation made before quotations had a language.
   */
  lang?: TranslatedLanguage;
}

/** A quotation's number as shown: DX-Q-2026-00042, and DX-Q-2026-00042-R1 for its first revision. */
export function quotationNumber(year: number, serial: number, revision = 0): string {
  return `DX-Q-${year}-${String(serial).padStart(5, '0')}${revision > 0 ? `-R${revision}` : ''}`;
}

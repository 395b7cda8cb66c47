// The arithmetic of a quotation under India's GST (issue #55's price book and quotations build on it): the states and
// their GST codes, the rate an item has on a date, the price of a quantity by its tiers, each line's tax — CGST + SGST
// when the buyer is in the seller's state, IGST when in another — the total rounded to the rupee as invoices are, with
// its round-off, and the total in words the Indian way (lakh, crore). Money is whole paise throughout: no floating
// point reaches a total. Pure: no React, no server code.
import { groupIndian } from './indian-digits.ts';

/** A state or union territory of India, by its GST state code (the first two digits of a GSTIN). */
export interface IndianState {
  code: string;
  name: string;
}

/**
 * The states and union territories a buyer can be in, by GST state code, in the order of their codes. Left out: 25
 * (Daman and Diu, merged into 26 in 2020), 28 (Andhra Pradesh before 2014; 37 now), 97 (other territory) and 99
 * (centre jurisdiction), which no buyer chooses.
 */
export const INDIAN_STATES: readonly IndianState[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
];

/** The company's state: Maharashtra (Pune). */
export const SELLER_STATE_CODE = '27';

/** The state a GST code names, or undefined for a code no buyer is in. */
export function stateOfCode(code: string): IndianState | undefined {
  return INDIAN_STATES.find((state) => state.code === code);
}

/** A GST rate (a percentage, such as 18) and the India date it holds from (YYYY-MM-DD). */
export interface GstRate {
  from: string;
  rate: number;
}

/**
 * The rate that holds on `day` (an India date, YYYY-MM-DD): the one with the latest `from` on or before it, so a
 * change on a date applies to quotations from that date and earlier quotations keep theirs. Undefined before the first.
 */
export function rateOn(rates: readonly GstRate[], day: string): number | undefined {
  let found: GstRate | undefined;
  for (const rate of rates) if (rate.from <= day && (!found || rate.from > found.from)) found = rate;
  return found?.rate;
}

/** A price from a quantity up: the unit price of `min` and more units, in paise. */
export interface PriceTier {
  min: number;
  paise: number;
}

/** The unit price of a quantity: the tier with the highest `min` the quantity reaches, else the item's own price. */
export function unitPriceOf(paise: number, tiers: readonly PriceTier[], quantity: number): number {
  let price = paise;
  let reached = 0;
  for (const tier of tiers) {
    if (quantity >= tier.min && tier.min > reached) {
      price = tier.paise;
      reached = tier.min;
    }
  }
  return price;
}

/** Rounds to the nearest whole number, halves away from zero (as tax amounts in paise and totals in rupees are). */
function roundHalfUp(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** A line of a quotation as priced: its taxable value and its GST rate. */
export interface QuoteLineInput {
  /** The unit price, in paise (the tier of the quantity already chosen: unitPriceOf). */
  unitPaise: number;
  quantity: number;
  /** The GST rate that holds on the quotation's date (rateOn), a percentage. */
  rate: number;
}

/** A line's amounts, in paise: CGST and SGST within the seller's state, IGST across states (the others 0). */
export interface QuoteLineTax {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface QuoteTotals {
  lines: QuoteLineTax[];
  /** Whether the tax is CGST + SGST (the buyer in the seller's state) rather than IGST. */
  intraState: boolean;
  /** Sums of the lines, in paise. */
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** What the total is before rounding, and what rounding to the rupee adds (−49 to +50 paise). */
  exact: number;
  roundOff: number;
  /** The total, in paise: always whole rupees. */
  total: number;
}

/**
 * The totals of a quotation: each line's taxable value (unit price × quantity) and its tax, each tax rounded to the
 * paisa (half up) on its line; CGST and SGST each half the rate when the buyer's state is the seller's, else IGST at the
 * rate; the total rounded to the rupee (50 paise and more up), with the round-off shown as invoices show it.
 */
export function quoteTotals(lines: readonly QuoteLineInput[], buyerStateCode: string, sellerStateCode = SELLER_STATE_CODE): QuoteTotals {
  const intraState = buyerStateCode === sellerStateCode;
  const taxed = lines.map(({ unitPaise, quantity, rate }): QuoteLineTax => {
    const taxable = unitPaise * quantity;
    if (!intraState) return { taxable, cgst: 0, sgst: 0, igst: roundHalfUp((taxable * rate) / 100) };
    const half = roundHalfUp((taxable * rate) / 200);
    return { taxable, cgst: half, sgst: half, igst: 0 };
  });
  const sum = (key: keyof QuoteLineTax) => taxed.reduce((total, line) => total + line[key], 0);
  const [taxable, cgst, sgst, igst] = [sum('taxable'), sum('cgst'), sum('sgst'), sum('igst')];
  const exact = taxable + cgst + sgst + igst;
  const total = roundHalfUp(exact / 100) * 100;
  return { lines: taxed, intraState, taxable, cgst, sgst, igst, exact, roundOff: total - exact, total };
}

/** Paise as rupees the Indian way: 18425524 → "₹1,84,255.24". */
export function formatRupees(paise: number): string {
  // Digits written out, not toLocaleString: a page's first Intl formatter is a long task (./indian-digits.ts).
  const units = Math.round(Math.abs(paise));
  const sign = paise < 0 && units > 0 ? '−' : '';
  return `${sign}₹${groupIndian(String(Math.floor(units / 100)))}.${String(units % 100).padStart(2, '0')}`;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1–99 in words: "Thirty-Five". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]}-${ONES[unit]}` : TENS[Math.floor(n / 10)]!;
}

/** 1–999 in words: "Seven Hundred Eighty-Nine". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in words, Indian grouping: crore (10⁷), lakh (10⁵), thousand, hundred; crores may be many. */
function inWords(n: number): string {
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${inWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A total in words as an Indian invoice writes it: 13500000 paise → "Rupees One Lakh Thirty-Five Thousand only";
 * paise, when there are any, follow ("… and Twenty-Four Paise only").
 */
export function rupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount of paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${inWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} only`;
}

// The tax arithmetic of a quotation against worked examples: 2 TallyPrime Gold licences, a year's renewal and 3
// training seats, bought from Pune (CGST + SGST) and from Bengaluru (IGST); a rate change on a date; tiers; rounding
// to the rupee with its round-off; totals in words up to crores.
import { describe, expect, it, vi } from 'vitest';

import {
  formatRupees,
  INDIAN_STATES,
  quoteTotals,
  rateOn,
  rupeesInWords,
  SELLER_STATE_CODE,
  stateOfCode,
  unitPriceOf,
  type QuoteLineInput,
} from './gst.ts';

/** ₹67,500 × 2, ₹12,150 × 1 and ₹2,999.50 × 3, each at 18%: ₹1,56,148.50 before tax. */
const ORDER: QuoteLineInput[] = [
  { unitPaise: 67_500_00, quantity: 2, rate: 18 },
  { unitPaise: 12_150_00, quantity: 1, rate: 18 },
  { unitPaise: 2_999_50, quantity: 3, rate: 18 },
];

describe('a quotation’s tax', () => {
  it('is CGST + SGST at half the rate each for a buyer in Maharashtra, each rounded to the paisa on its line', () => {
    const totals = quoteTotals(ORDER, '27');
    expect(totals.intraState).toBe(true);
    // 9% of ₹8,998.50 is ₹809.865: ₹809.87 on its line.
    expect(totals.lines).toEqual([
      { taxable: 135_000_00, cgst: 12_150_00, sgst: 12_150_00, igst: 0 },
      { taxable: 12_150_00, cgst: 1_093_50, sgst: 1_093_50, igst: 0 },
      { taxable: 8_998_50, cgst: 809_87, sgst: 809_87, igst: 0 },
    ]);
    expect(totals).toMatchObject({ taxable: 156_148_50, cgst: 14_053_37, sgst: 14_053_37, igst: 0, exact: 184_255_24 });
    // ₹1,84,255.24 is invoiced as ₹1,84,255, the 24 paise shown as the round-off.
    expect(totals.total).toBe(184_255_00);
    expect(totals.roundOff).toBe(-24);
    expect(formatRupees(totals.exact)).toBe('₹1,84,255.24');
    expect(rupeesInWords(totals.total)).toBe('Rupees One Lakh Eighty-Four Thousand Two Hundred Fifty-Five only');
  });

  it('writes paise as rupees the Indian way, as Intl would, without making an Intl formatter', () => {
    const intl = (paise: number) =>
      `${paise < 0 ? '−' : ''}₹${(Math.abs(paise) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const amounts = [0, 1, 5, 10, 99, 100, 105, 99_999, 1_00_000_00, 1_84_255_24, 12_34_56_789_01, -24, -1_35_000_00];
    const toLocaleString = vi.spyOn(Number.prototype, 'toLocaleString');
    const written = amounts.map(formatRupees);
    expect(toLocaleString).not.toHaveBeenCalled();
    toLocaleString.mockRestore();
    expect(written).toEqual(amounts.map(intl));
    expect(formatRupees(-24)).toBe('−₹0.24');
  });

  it('is IGST at the whole rate for a buyer in another state', () => {
    const totals = quoteTotals(ORDER, '29');
    expect(totals.intraState).toBe(false);
    expect(totals.lines.map((line) => line.igst)).toEqual([24_300_00, 2_187_00, 1_619_73]);
    expect(totals).toMatchObject({ cgst: 0, sgst: 0, igst: 28_106_73, exact: 184_255_23, total: 184_255_00, roundOff: -23 });
  });

  it('rounds the total to the nearest rupee, 50 paise and more up', () => {
    const total = (paise: number) => quoteTotals([{ unitPaise: paise, quantity: 1, rate: 0 }], SELLER_STATE_CODE);
    expect(total(100_50)).toMatchObject({ total: 101_00, roundOff: 50 });
    expect(total(100_49)).toMatchObject({ total: 100_00, roundOff: -49 });
    expect(total(100_00)).toMatchObject({ total: 100_00, roundOff: 0 });
  });

  it('takes the rate that holds on the quotation’s date: a change applies from its date, earlier quotations keep theirs', () => {
    const rates = [
      { from: '2017-07-01', rate: 18 },
      { from: '2026-12-01', rate: 12 },
    ];
    expect(rateOn(rates, '2026-11-30')).toBe(18);
    expect(rateOn(rates, '2026-12-01')).toBe(12);
    expect(rateOn([...rates].reverse(), '2027-04-01')).toBe(12);
    expect(rateOn(rates, '2017-06-30')).toBeUndefined();
    const priced = (day: string) => quoteTotals([{ unitPaise: 1_000_00, quantity: 1, rate: rateOn(rates, day)! }], '29').igst;
    expect([priced('2026-11-30'), priced('2026-12-01')]).toEqual([180_00, 120_00]);
  });

  it('prices a quantity by the highest tier it reaches', () => {
    const tiers = [
      { min: 10, paise: 540_00 },
      { min: 5, paise: 570_00 },
    ];
    expect([1, 4, 5, 9, 10, 50].map((quantity) => unitPriceOf(600_00, tiers, quantity))).toEqual([
      600_00, 600_00, 570_00, 570_00, 540_00, 540_00,
    ]);
  });
});

describe('a total in words', () => {
  it('groups the Indian way, in lakhs and crores', () => {
    expect(rupeesInWords(135_000_00)).toBe('Rupees One Lakh Thirty-Five Thousand only');
    expect(rupeesInWords(123_456_789_00)).toBe('Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine only');
    expect(rupeesInWords(10_000_000_00)).toBe('Rupees One Crore only');
    expect(rupeesInWords(1_234_00_00_000_00)).toBe('Rupees One Thousand Two Hundred Thirty-Four Crore only');
    expect(rupeesInWords(20_00_015_00)).toBe('Rupees Twenty Lakh Fifteen only');
    expect(rupeesInWords(101_00)).toBe('Rupees One Hundred One only');
    expect(rupeesInWords(0)).toBe('Rupees Zero only');
    expect(rupeesInWords(99_24)).toBe('Rupees Ninety-Nine and Twenty-Four Paise only');
  });

  it('refuses what is no amount', () => {
    for (const amount of [-1, 1.5, Number.NaN, 2 ** 53]) expect(() => rupeesInWords(amount), String(amount)).toThrow(RangeError);
  });
});

describe('the states', () => {
  it('are India’s states and union territories by GST code, once each, Maharashtra the seller’s', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES.map((state) => state.code)).size).toBe(36);
    expect(stateOfCode(SELLER_STATE_CODE)?.name).toBe('Maharashtra');
    expect(stateOfCode('29')?.name).toBe('Karnataka');
    for (const gone of ['25', '28', '97', '99', '00', '39']) expect(stateOfCode(gone), gone).toBeUndefined();
  });
});

// The rules of a quotation request: quantities as typed, the lines priced on a date (the rate that holds then, the
// tier a quantity reaches), and the buyer's GSTIN against their state.
import { describe, expect, it } from 'vitest';

import { CONSENT_VERSION } from './enquiry-rules.ts';
import type { PriceItem } from './kinds/price-book.ts';
import { checkQuoteRequest, priceLines, quantityOf, quoteMessages } from './quotation-rules.ts';

const cloud: PriceItem = {
  id: 5,
  name: 'Tally on Cloud',
  description: '',
  hsn_sac: '998315',
  unit: 'user-month',
  price: 800,
  gst_rates: [
    { from: '2017-07-01', rate: 18 },
    { from: '2027-04-01', rate: 12 },
  ],
  tiers: [{ min: 5, price: 700 }],
  service_ids: [11],
};

const request = (more: Record<string, unknown> = {}) => ({
  'qty-5': '3',
  state: '27',
  full_name: 'Asha Kulkarni',
  phone: '+91 98220 11111',
  consent_version: CONSENT_VERSION,
  ...more,
});

describe('quotation rules', () => {
  it('read quantities as whole numbers from 0 to 10,000, empty as 0', () => {
    expect(['', null, undefined, '0', '7', 7, ' 12 ', '10000'].map(quantityOf)).toEqual([0, 0, 0, 0, 7, 7, 12, 10_000]);
    expect(['-1', '1.5', '1e3', '10001', 'two', '٣', 1.5, -2, '0x10'].map(quantityOf)).toEqual(Array(9).fill(undefined));
  });

  it('price a line with the rate that holds on the quotation’s date, and the tier its quantity reaches', () => {
    const before = priceLines([cloud], new Map([[5, 3]]), '2027-03-31', '27');
    const after = priceLines([cloud], new Map([[5, 6]]), '2027-04-01', '29');
    expect('lines' in before && before.lines[0]).toMatchObject({
      unitPaise: 800_00,
      rate: 18,
      taxable: 2_400_00,
      cgst: 216_00,
      sgst: 216_00,
    });
    expect('lines' in after && after.lines[0]).toMatchObject({ unitPaise: 700_00, rate: 12, taxable: 4_200_00, igst: 504_00, cgst: 0 });
  });

  it('refuse an item without a rate on the date at its quantity, and a GSTIN of another state at the GSTIN', () => {
    const early = checkQuoteRequest([cloud], request(), '2017-06-30');
    expect(early).toEqual({ ok: false, errors: { 'qty-5': quoteMessages.noRate('Tally on Cloud') } });
    const otherState = checkQuoteRequest([cloud], request({ state: '29', gstin: '27AAHFD4821K1ZC' }), '2026-11-30');
    expect(otherState).toEqual({ ok: false, errors: { gstin: quoteMessages.gstinState('Karnataka') } });
    const made = checkQuoteRequest([cloud], request({ gstin: ' 27aahfd4821k1zc ' }), '2026-11-30');
    expect(made.ok && made.request.buyer).toMatchObject({ gstin: '27AAHFD4821K1ZC', stateName: 'Maharashtra', phone: '+91 98220 11111' });
    expect(made.ok && made.request.words).toBe('Rupees Two Thousand Eight Hundred Thirty-Two only');
  });

  it('pass over an empty or 0 quantity of an item since deleted from the price book, and refuse a number of its units', () => {
    // A form posted without scripts sends every item's field, those of items deleted after the page was loaded too.
    for (const left of ['', '0', 0]) {
      const made = checkQuoteRequest([cloud], request({ 'qty-9': left }), '2026-11-30');
      expect(made.ok, JSON.stringify(left)).toBe(true);
      expect(made.ok && made.request.lines.map((line) => [line.itemId, line.quantity])).toEqual([[5, 3]]);
    }
    expect(checkQuoteRequest([cloud], request({ 'qty-9': '2' }), '2026-11-30')).toEqual({
      ok: false,
      errors: { 'qty-9': quoteMessages.unknownItem },
    });
    expect(checkQuoteRequest([cloud], request({ 'qty-9': 'two' }), '2026-11-30')).toEqual({
      ok: false,
      errors: { 'qty-9': quoteMessages.unknownItem },
    });
    // Only a deleted item's empty field: nothing is chosen.
    expect(checkQuoteRequest([cloud], request({ 'qty-5': '', 'qty-9': '' }), '2026-11-30')).toEqual({
      ok: false,
      errors: { items: quoteMessages.noItems },
    });
  });
});

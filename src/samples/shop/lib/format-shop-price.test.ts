import { describe, expect, it } from 'vitest';

import { formatUsdPrice, formatUsdTotal, formatUsdWhole } from './format-shop-price';

describe('shop formatters', () => {
  it('writes a price with cents', () => {
    expect(formatUsdPrice(20)).toBe('$20.00');
    expect(formatUsdPrice(1605.5)).toBe('$1,605.50');
    expect(formatUsdPrice(0)).toBe('$0.00');
  });

  it('writes whole dollars for the price filter', () => {
    expect(formatUsdWhole(10)).toBe('$10');
    expect(formatUsdWhole(405)).toBe('$405');
    expect(formatUsdWhole(9.5)).toBe('$10');
  });

  it('writes a total with its currency code after the amount, as toFixed(2) did', () => {
    expect(formatUsdTotal(605)).toBe('605.00 USD');
    expect(formatUsdTotal(1605.5)).toBe('1605.50 USD');
    for (const amount of [0, 12.5, 99.99, 605, 1234]) expect(formatUsdTotal(amount)).toBe(`${amount.toFixed(2)} USD`);
  });
});

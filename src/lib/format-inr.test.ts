import { describe, expect, it } from 'vitest';

import { formatInr } from './format-inr';

const intl = (amount: number, minimumFractionDigits = 0, maximumFractionDigits = 2) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits, maximumFractionDigits }).format(amount);

describe('formatInr', () => {
  it('groups the last three digits, then by twos: thousands, lakhs and crores', () => {
    expect(formatInr(999)).toBe('₹999');
    expect(formatInr(4500)).toBe('₹4,500');
    expect(formatInr(22_500)).toBe('₹22,500');
    expect(formatInr(1_35_000)).toBe('₹1,35,000');
    expect(formatInr(2_70_000)).toBe('₹2,70,000');
    expect(formatInr(10_00_000)).toBe('₹10,00,000');
    expect(formatInr(1_00_00_000)).toBe('₹1,00,00,000');
    expect(formatInr(12_34_56_789)).toBe('₹12,34,56,789');
  });

  it('writes paise only when there are any, up to 2 decimals, rounding half up', () => {
    expect(formatInr(0)).toBe('₹0');
    expect(formatInr(99.5)).toBe('₹99.5');
    expect(formatInr(1_35_000.5, { minimumFractionDigits: 2 })).toBe('₹1,35,000.50');
    expect(formatInr(12.345)).toBe('₹12.35');
    expect(formatInr(1_00_000.999)).toBe('₹1,00,001');
  });

  it('writes what Intl writes in the en-IN locale', () => {
    for (const amount of [
      0, 0.5, 7, 87.49, 700, 4500, 9999.995, 22_500, 26_550, 67_500, 1_35_000, 2_70_000, 31_50_000, 1e7, 9.87e9, 1e12,
    ]) {
      expect(formatInr(amount)).toBe(intl(amount));
      expect(formatInr(amount, { minimumFractionDigits: 2 })).toBe(intl(amount, 2));
    }
    expect(formatInr(-42_500.5)).toBe(intl(-42_500.5));
  });
});

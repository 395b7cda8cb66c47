import { describe, expect, it } from 'vitest';

import { formatUsd } from './format-usd';

const intl = (amount: number, minimumFractionDigits = 0, maximumFractionDigits = 2) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits, maximumFractionDigits }).format(amount);

describe('formatUsd', () => {
  it('groups thousands and drops trailing zero decimals by default', () => {
    expect(formatUsd(1200)).toBe('$1,200');
    expect(formatUsd(1234567.5)).toBe('$1,234,567.5');
    expect(formatUsd(99.5)).toBe('$99.5');
    expect(formatUsd(0)).toBe('$0');
  });

  it('rounds half up to two decimals', () => {
    expect(formatUsd(12.345)).toBe('$12.35');
    expect(formatUsd(1.005)).toBe('$1.01');
    expect(formatUsd(99.999)).toBe('$100');
  });

  it('keeps the decimals asked for', () => {
    expect(formatUsd(24, { minimumFractionDigits: 2 })).toBe('$24.00');
    expect(formatUsd(1605.5, { minimumFractionDigits: 2 })).toBe('$1,605.50');
    expect(formatUsd(405, { maximumFractionDigits: 0 })).toBe('$405');
    expect(formatUsd(9.5, { maximumFractionDigits: 0 })).toBe('$10');
  });

  it('writes what Intl writes for the amounts the site shows', () => {
    for (const amount of [0, 0.5, 1, 9.99, 49, 87.49, 99.99, 450, 999.995, 1000, 3240, 3600, 12500.25, 1e6]) {
      expect(formatUsd(amount)).toBe(intl(amount));
      expect(formatUsd(amount, { minimumFractionDigits: 2 })).toBe(intl(amount, 2));
    }
    expect(formatUsd(-42.5)).toBe(intl(-42.5));
  });
});

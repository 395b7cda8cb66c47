import { describe, expect, it } from 'vitest';

import { groupIndian } from './indian-digits.ts';

describe('groupIndian', () => {
  it('groups the last three digits, then by two (lakh, crore), and leaves short numbers alone', () => {
    expect(['', '1', '12', '123'].map(groupIndian)).toEqual(['', '1', '12', '123']);
    expect(groupIndian('1234')).toBe('1,234');
    expect(groupIndian('135000')).toBe('1,35,000');
    expect(groupIndian('123456789012')).toBe('1,23,45,67,89,012');
  });
});

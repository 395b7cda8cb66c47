import { describe, expect, it } from 'vitest';

import { dayError } from './day-field';

describe('dayError', () => {
  it('lets through a day of 1900 to 2100, and an empty box (no bound)', () => {
    for (const value of ['', '1900-01-01', '2026-11-24', '2100-12-31']) expect(dayError(value), value).toBe('');
  });

  it('names the years for a date outside them, and the calendar for a text that is not a date', () => {
    for (const value of ['0201-11-01', '1899-12-31', '2101-01-01', '3000-02-29'])
      expect(dayError(value), value).toBe('Choose a day between 1900 and 2100.');
    for (const value of ['2026-02-30', '24-11-2026', 'today']) expect(dayError(value), value).toBe('Choose a day on the calendar.');
  });
});

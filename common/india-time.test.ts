import { describe, expect, it } from 'vitest';

import {
  addDays,
  daysBetween,
  formatIndiaDay,
  formatIndiaLongDay,
  formatIndiaTime,
  indiaDay,
  indiaDayStart,
  isDay,
  toIndiaIso,
  weekStart,
} from './india-time.ts';

describe('India time', () => {
  it('writes a stored UTC time as ISO 8601 with +05:30, and for people in en-IN', () => {
    expect(toIndiaIso('2026-11-24T06:08:49Z')).toBe('2026-11-24T11:38:49+05:30');
    expect(toIndiaIso('2026-11-24T20:00:00.000Z')).toBe('2026-11-25T01:30:00+05:30');
    expect(toIndiaIso('not a time')).toBe('');
    expect(formatIndiaTime('2026-11-24T06:08:49.000Z')).toBe('24 Nov 2026, 11:38 am');
    expect(formatIndiaTime('garbled')).toBe('garbled');
    expect(formatIndiaDay('2026-11-24')).toBe('24 Nov 2026');
    expect(formatIndiaDay('24/11/2026')).toBe('24/11/2026');
    expect(formatIndiaLongDay('2026-12-01')).toBe('Tuesday, 1 December 2026');
    expect(formatIndiaLongDay('someday')).toBe('someday');
  });

  it('knows the India date of an instant, when an India day starts, and its week’s Monday', () => {
    expect(indiaDay(new Date('2026-11-24T18:29:59Z'))).toBe('2026-11-24');
    expect(indiaDay(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
    expect(indiaDayStart('2026-11-25')).toBe('2026-11-24T18:30:00.000Z');
    expect(weekStart('2026-11-02')).toBe('2026-11-02');
    expect(weekStart('2026-11-08')).toBe('2026-11-02');
    expect(weekStart('2026-11-09')).toBe('2026-11-09');
  });

  it('checks and counts calendar dates', () => {
    expect(isDay('2028-02-29')).toBe(true);
    for (const text of ['2026-02-29', '2026-13-01', '2026-1-1', '2026-11-24T00:00', '', '24-11-2026'])
      expect(isDay(text), text).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2024-01-01', '2026-01-01')).toBe(731);
  });

  it('takes as a day only the years 1900 to 2100', () => {
    for (const text of ['1900-01-01', '2100-12-31']) expect(isDay(text), text).toBe(true);
    for (const text of ['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31']) expect(isDay(text), text).toBe(false);
  });

  it('counts days of any year 0000–9999, and throws rather than answer a text that is not a day', () => {
    expect(weekStart('0000-01-05')).toBe('0000-01-03');
    expect(addDays('0001-01-01', -1)).toBe('0000-12-31');
    expect(addDays('9999-12-30', 1)).toBe('9999-12-31');
    expect(daysBetween('0000-01-01', '0001-01-01')).toBe(366);
    // Year 0's first days are in a week that begins in year -1, which YYYY-MM-DD cannot write.
    expect(() => weekStart('0000-01-01')).toThrow(RangeError);
    expect(() => addDays('0000-01-01', -1)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    for (const text of ['-000001-12', '-000001-12-27', '+010000-01-01', '2026-02-30', '2026-11-24T00:00', ''])
      expect(() => addDays(text, 7), text).toThrow(RangeError);
    expect(() => daysBetween('2026-11-24', 'someday')).toThrow(RangeError);
    expect(() => indiaDayStart('2026-13-01')).toThrow(RangeError);
    expect(() => addDays('2026-11-24', 0.5)).toThrow(RangeError);
  });
});

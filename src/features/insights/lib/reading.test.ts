import { afterEach, describe, expect, it, vi } from 'vitest';

import { publishedDay, readingMinutes } from './reading';

afterEach(() => vi.restoreAllMocks());

describe('publishedDay', () => {
  it('writes the India date a UTC time falls on, as en-IN writes it, without making an Intl.DateTimeFormat', () => {
    const format = vi.spyOn(Intl, 'DateTimeFormat');
    // 18:30 UTC is midnight in India.
    expect(publishedDay('2026-11-28T18:29:59Z')).toBe('28 Nov 2026');
    expect(publishedDay('2026-11-28T18:30:00Z')).toBe('29 Nov 2026');
    expect(publishedDay('2026-12-31T20:00:00Z')).toBe('1 Jan 2027');
    expect(publishedDay('2026-09-05T04:00:00Z')).toBe('5 Sep 2026');
    expect(publishedDay('not a time')).toBe('');
    expect(format).not.toHaveBeenCalled();
  });

  it('agrees with Intl for every month', () => {
    const intl = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });
    for (let month = 0; month < 12; month += 1) {
      const time = new Date(Date.UTC(2026, month, 15, 21, 0));
      // ICU writes September 'Sept' in some versions; the page keeps three letters.
      expect(publishedDay(time.toISOString())).toBe(intl.format(time).replace('Sept', 'Sep'));
    }
  });
});

describe('readingMinutes', () => {
  it('counts 200 words a minute, at least one', () => {
    expect(readingMinutes('<p>one two</p>')).toBe(1);
    expect(readingMinutes(`<p>${'word '.repeat(1000)}</p>`)).toBe(5);
  });
});

// The languages' own ways of writing a month: the privacy notice's "Last changed" on English, Marathi and Hindi pages.
import { describe, expect, it } from 'vitest';

import { monthIn } from './languages.ts';

describe('monthIn', () => {
  it('writes a month in the page’s language with the digits 0–9', () => {
    expect(monthIn('2026-11', 'en')).toBe('November 2026');
    expect(monthIn('2026-11', 'mr')).toBe('नोव्हेंबर 2026');
    expect(monthIn('2026-11', 'hi')).toBe('नवंबर 2026');
  });
});

// The languages' own ways of writing a month: the privacy notice's "Last changed" on English, Marathi and Hindi pages;
// and which words a page gives search results in its language.
import { describe, expect, it } from 'vitest';

import { monthIn, ownUnlessUntranslated } from './languages.ts';

describe('monthIn', () => {
  it('writes a month in the page’s language with the digits 0–9', () => {
    expect(monthIn('2026-11', 'en')).toBe('November 2026');
    expect(monthIn('2026-11', 'mr')).toBe('नोव्हेंबर 2026');
    expect(monthIn('2026-11', 'hi')).toBe('नवंबर 2026');
  });
});

describe('ownUnlessUntranslated', () => {
  const heading = 'टॅलीप्राइम गोल्ड परवाना';
  it('gives a page’s own search words, or the others when it has none', () => {
    expect(ownUnlessUntranslated('TallyPrime Gold price in Pune', 'TallyPrime Gold licence', 'en')).toBe('TallyPrime Gold price in Pune');
    expect(ownUnlessUntranslated('  ', 'TallyPrime Gold licence', 'en')).toBe('TallyPrime Gold licence');
    expect(ownUnlessUntranslated(undefined, heading, 'mr')).toBe(heading);
    expect(ownUnlessUntranslated('पुण्यात गोल्डची किंमत', heading, 'mr')).toBe('पुण्यात गोल्डची किंमत');
  });

  it('on a Marathi or Hindi page, leaves its own English for the others once those are translated', () => {
    expect(ownUnlessUntranslated('TallyPrime Gold price in Pune', heading, 'mr')).toBe(heading);
    // Nothing translated to take instead (a brand alone, or nothing): its own English stays.
    expect(ownUnlessUntranslated('TallyPrime Gold price in Pune', 'TallyPrime Gold', 'hi')).toBe('TallyPrime Gold price in Pune');
    expect(ownUnlessUntranslated('TallyPrime Gold price in Pune', '', 'hi')).toBe('TallyPrime Gold price in Pune');
  });
});

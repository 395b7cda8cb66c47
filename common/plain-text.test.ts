import { describe, expect, it } from 'vitest';

import { breaksOneLine, breaksPlainLines, isBlankText, oneLine } from './plain-text.ts';

// Marathi and Hindi words written with a zero-width joiner or non-joiner (U+200D, U+200C).
const WITH_JOINERS = ['र\u094d\u200dया', 'क\u094d\u200dष', 'पुनर\u094d\u200cविचार'];

describe('plain text', () => {
  it('has nothing to read in spaces, control characters and invisible format characters alone', () => {
    for (const text of ['', ' \t\n', '\u200b\u200b', '\u200b\u202e', '\u0001', '\ufeff', '\u200d', '\u200c\u00a0', '\u2066\u2069'])
      expect(isBlankText(text), JSON.stringify(text)).toBe(true);
    for (const text of ['A', ' Asha ', '\u200bA', '0', ...WITH_JOINERS]) expect(isBlankText(text), JSON.stringify(text)).toBe(false);
  });

  it('finds what breaks one line: control characters, separators and direction controls, not joiners or marks', () => {
    for (const text of [
      'Asha\tRao',
      'Asha\nRao',
      'Asha\u0000',
      'Asha\u007f',
      'Asha\u0085',
      '\u0001',
      'Asha\u2028',
      '\u202eahsA',
      'a\u2066b\u2069',
    ])
      expect(breaksOneLine(text), JSON.stringify(text)).toBe(true);
    for (const text of ['Asha Rao', 'Asha\u200bRao', 'عربي\u200f', ...WITH_JOINERS])
      expect(breaksOneLine(text), JSON.stringify(text)).toBe(false);
  });

  it('finds what breaks several lines of plain text: control characters but tabs and line breaks, separators and direction controls', () => {
    for (const text of [
      'Asha\u0000',
      'Asha\u001b[31mRao',
      'Asha\u0007',
      'Asha\fRao',
      'Asha\vRao',
      'Asha\u007f',
      'Asha\u0085',
      'Asha\u009f',
      'Asha\u2028Rao',
      'Asha\u2029Rao',
      '\u202eahsA',
      'a\u202ab\u202c',
      'a\u2066b\u2069',
    ])
      expect(breaksPlainLines(text), JSON.stringify(text)).toBe(true);
    for (const text of [
      'Asha Rao',
      'Asha\tRao',
      'Asha\nRao',
      'Asha\r\nRao\r\n\r\nAgain',
      'Asha\u200bRao',
      'عربي\u200f',
      ...WITH_JOINERS,
      WITH_JOINERS.join('\n\n'),
    ])
      expect(breaksPlainLines(text), JSON.stringify(text)).toBe(false);
  });

  it('makes a text one line: spaces for line breaks and control characters, direction controls dropped, joiners kept', () => {
    expect(oneLine('  Asha\t\n Rao  ')).toBe('Asha Rao');
    expect(oneLine('Asha\u0001Rao')).toBe('Asha Rao');
    expect(oneLine('Asha \u202eRao\u202c')).toBe('Asha Rao');
    expect(oneLine('\u200b\u202e')).toBe('');
    expect(oneLine(' \u200b\u200b ')).toBe('');
    for (const word of WITH_JOINERS) expect(oneLine(` ${word} `)).toBe(word);
  });
});

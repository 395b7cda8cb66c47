import { describe, expect, it } from 'vitest';

import { devanagariToLatin } from './devanagari-latin.ts';
import { INSIGHT_SLUG_PATTERN } from './kinds/insights.ts';
import { slugFromTitle } from './slug.ts';

const slug = (title: string, max?: number) => slugFromTitle(title, max).slug;

describe('an address made from a title', () => {
  it('is lowercase Latin letters, digits and hyphens, accents folded and "&" as "and"', () => {
    expect(slug('Café & Tally Prime')).toBe('cafe-and-tally-prime');
    expect(slug('  GST: E-Invoicing — 2026/27!  ')).toBe('gst-e-invoicing-2026-27');
    expect(slug('Straße, Ærø, Łódź, Ñandú')).toBe('strasse-aero-lodz-nandu');
    expect(slug('Dexterity’s GST')).toBe('dexteritys-gst');
    expect(slug('ＴａｌｌｙＰｒｉｍｅ ①')).toBe('tallyprime-1');
  });

  it('always matches the addresses’ own pattern, or is empty', () => {
    const pattern = new RegExp(INSIGHT_SLUG_PATTERN.source);
    for (const title of ['--a--b--', 'Ünïcödé', 'मराठी ब्लॉग', 'a\u0000b', '1 & 2', 'x'.repeat(300), '🎉 GST 🎉']) {
      const made = slug(title);
      expect(made === '' || pattern.test(made), `${title} → ${made}`).toBe(true);
    }
  });

  it('keeps within the most characters, cut at a hyphen where it can be', () => {
    expect(slug('tally prime on the cloud for small firms', 20)).toBe('tally-prime-on-the');
    expect(slug('a'.repeat(50), 20)).toBe('a'.repeat(20));
    expect(slug('x'.repeat(300)).length).toBe(120);
  });

  it('writes Devanagari in Latin letters', () => {
    expect(slug('मराठी')).toBe('marathi');
    expect(slug('GST रिटर्न कसा भरावा')).toBe('gst-ritarn-kasa-bharava');
    expect(slug('पुणे येथील टॅली प्रशिक्षण')).toBe('pune-yethil-tali-prashikshan');
  });

  it('says when the title gives no address, or letters it cannot spell, and never makes one up', () => {
    expect(slugFromTitle('🎉🎉🎉')).toEqual({ slug: '', unspelt: false });
    expect(slugFromTitle('   ')).toEqual({ slug: '', unspelt: false });
    expect(slugFromTitle('தமிழ்')).toEqual({ slug: '', unspelt: true });
    expect(slugFromTitle('GST தமிழ்')).toEqual({ slug: 'gst', unspelt: true });
    expect(slugFromTitle('மராठी').unspelt).toBe(true);
    expect(slugFromTitle('Tally 🎉').unspelt).toBe(false);
  });

  it('drops zero-width joiners and non-joiners (they only shape a glyph)', () => {
    expect(slug('क्\u200dष')).toBe('ksh');
    expect(slug('र्\u200dयाला')).toBe('ryala');
    expect(slug('Tally\u200bPrime')).toBe('tallyprime');
    expect(slugFromTitle('क्\u200cष').unspelt).toBe(false);
  });
});

describe('Devanagari in Latin letters', () => {
  it.each([
    ['भारत', 'bharat'],
    ['कमल', 'kamal'],
    ['मित्र', 'mitra'],
    ['कार्य', 'karya'],
    ['धर्म', 'dharm'],
    ['संपर्क', 'sampark'],
    ['हिंदी', 'hindi'],
    ['हिन्दी', 'hindi'],
    ['चाय', 'chay'],
    ['छत्रपती', 'chhatrapati'],
    ['ज्ञान', 'jnan'],
    ['शिक्षण', 'shikshan'],
    ['ऋषी', 'rishi'],
    ['दुःख', 'duhkh'],
    ['ॐ', 'om'],
    ['क', 'ka'],
    ['आई', 'ai'],
    ['औषध', 'aushadh'],
  ])('%s → %s', (text, latin) => {
    expect(devanagariToLatin(text)).toBe(latin);
  });

  it('writes a nukta’s sound, typed as one letter or as the consonant and the nukta', () => {
    expect(devanagariToLatin('\u0958ानून')).toBe('qanun');
    expect(devanagariToLatin('क\u093cानून')).toBe('qanun');
    expect(devanagariToLatin('ज़िंदगी')).toBe('zindagi');
    expect(devanagariToLatin('फ़ाइल')).toBe('fail');
    expect(devanagariToLatin('पढ़ाई')).toBe('parhai');
  });

  it('writes the vowels of English words, digits and dandas', () => {
    expect(devanagariToLatin('बॅंक')).toBe('bank');
    expect(devanagariToLatin('ऑफिस')).toBe('ophis');
    expect(devanagariToLatin('टॅली सॉफ्टवेअर')).toBe('tali sophtavear');
    expect(devanagariToLatin('२०२६')).toBe('2026');
    expect(devanagariToLatin('नमस्ते। धन्यवाद॥')).toBe('namaste  dhanyavad ');
  });

  it('leaves other text as it is and a stray sign out', () => {
    expect(devanagariToLatin('GST 2026')).toBe('GST 2026');
    expect(devanagariToLatin('\u094d')).toBe('');
    expect(devanagariToLatin('ि')).toBe('');
  });
});

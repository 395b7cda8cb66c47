// The site's Noto Sans Devanagari file is a subset of fontsource's (scripts/subset-devanagari.sh): it must draw every
// Marathi and Hindi word the site writes exactly as the package's file does (its conjuncts, half forms, reph and vowel
// signs come from its shaping tables, which a careless subset drops), and hold the characters its `unicode-range`
// promises, no fewer (a letter missing would be drawn in another font inside a word) and no more (bytes for nothing).
import { readFileSync } from 'node:fs';

import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';

import { DEVANAGARI_FONT_LOCAL_NAMES, DEVANAGARI_FONT_RANGE } from '@common/languages';

const read = (path: string) => readFileSync(new URL(path, import.meta.url));
const open = (path: string) => fontkit.create(read(path)) as fontkit.Font;

/** The site's file, and the package's it was made from. */
const SITE_FILE = './noto-sans-devanagari-400.woff2';
const PACKAGE_FILE = '../../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';

const site = open(SITE_FILE);
const packaged = open(PACKAGE_FILE);

/** Every run of Devanagari in a catalogue (ZWNJ and ZWJ included), each once, a space between them. */
const wordsOf = (catalogue: string) =>
  [
    ...new Set(
      [
        ...read(catalogue)
          .toString()
          .matchAll(/[\u0900-\u097F\u200C\u200D]+/g),
      ].map(([word]) => word),
    ),
  ].join(' ');
const marathi = wordsOf('../../i18n/mr.json');
const hindi = wordsOf('../../i18n/hi.json');

const outlines = new Map<fontkit.Font, Map<number, string>>([
  [site, new Map()],
  [packaged, new Map()],
]);

/** A glyph's outline, drawn once per font. */
function outlineOf(font: fontkit.Font, glyph: fontkit.Glyph): string {
  const known = outlines.get(font)!;
  if (!known.has(glyph.id)) known.set(glyph.id, glyph.path.toSVG());
  return known.get(glyph.id)!;
}

/**
 * Text as a font draws it, one line per glyph: its outline and where it is put. Spaces are left out (Inter draws
 * them; the site's file has none). Laid out as one text: fontkit shapes a long text much faster than its words apart.
 */
function drawn(font: fontkit.Font, text: string, language: string): string[] {
  const run = font.layout(text, undefined, 'deva', language);
  return run.glyphs.flatMap((glyph, i) => {
    if (glyph.codePoints.length === 1 && glyph.codePoints[0] === 0x20) return [];
    const { xAdvance, xOffset, yOffset } = run.positions[i]!;
    return [`${outlineOf(font, glyph)} ${xAdvance} ${xOffset} ${yOffset}`];
  });
}

/** The code points a `unicode-range` names. */
function codePointsOf(range: string): number[] {
  return [...range.matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/gi)].flatMap(([, from = '', to = from]) => {
    const [start, end] = [parseInt(from, 16), parseInt(to, 16)];
    return Array.from({ length: end - start + 1 }, (_, i) => start + i);
  });
}

describe("the site's Noto Sans Devanagari file", () => {
  it('draws every Marathi and Hindi word of the catalogues as the package’s file does, conjuncts and all', () => {
    for (const [text, language] of [
      [marathi, 'MAR'],
      [hindi, 'HIN'],
    ] as const) {
      const [ours, theirs] = [drawn(site, text, language), drawn(packaged, text, language)];
      // Conjuncts, half forms and reph: fewer glyphs than letters, from the shaping tables.
      expect(ours.length, language).toBeLessThan(text.replace(/ /g, '').length);
      expect(ours.length, language).toBe(theirs.length);
      expect(
        ours.filter((glyph, i) => glyph !== theirs[i]),
        language,
      ).toEqual([]);
    }
    expect(drawn(site, 'क्ष', 'MAR'), 'क्ष as one glyph').toHaveLength(1);
    // Marathi's own forms (locl): ल and श as Marathi writes them, unlike Hindi.
    expect(drawn(site, 'ल श', 'MAR')).not.toEqual(drawn(site, 'ल श', 'HIN'));
  });

  it('holds every character its unicode-range names, and the site and the quotation page name that range', () => {
    const characters = new Set(site.characterSet);
    const assigned = codePointsOf(DEVANAGARI_FONT_RANGE).filter((codePoint) => packaged.hasGlyphForCodePoint(codePoint));
    expect(assigned.filter((codePoint) => !characters.has(codePoint))).toEqual([]);
    expect([...characters].filter((codePoint) => codePoint > 0x7f && codePoint < 0xffff && !assigned.includes(codePoint))).toEqual([]);
    expect(site.characterSet.length).toBeGreaterThan(120);

    const declared = /\$devanagari-range:\s*([^;]+);/.exec(read('../_fonts.scss').toString())?.[1];
    expect(declared).toBe(DEVANAGARI_FONT_RANGE);
    // The system's own copy first, by the names the quotation page gives it too.
    const face = /@font-face\s*{[^}]*'Noto Sans Devanagari'[^}]*}/.exec(read('../_fonts.scss').toString())?.[0] ?? '';
    expect([...face.matchAll(/local\('([^']+)'\)/g)].map((match) => match[1])).toEqual(DEVANAGARI_FONT_LOCAL_NAMES);
    // The staff screens' own name for it (drawn when it comes): the same names, range and file.
    const staff = read('../../features/translations/components/translations.scss').toString();
    const staffFace = /@font-face\s*{[^}]*'Noto Sans Devanagari Staff'[^}]*}/.exec(staff)?.[0] ?? '';
    expect([...staffFace.matchAll(/local\('([^']+)'\)/g)].map((match) => match[1])).toEqual(DEVANAGARI_FONT_LOCAL_NAMES);
    expect(/unicode-range:\s*([^;]+);/.exec(staffFace)?.[1]).toBe(DEVANAGARI_FONT_RANGE);
    expect(staffFace).toMatch(/url\('[./]+\/styles\/fonts\/noto-sans-devanagari-400\.woff2'\)/);
    expect(staffFace).toContain('font-display: swap');
  });

  it('is smaller than the package’s file', () => {
    expect(read(SITE_FILE).length).toBeLessThan(read(PACKAGE_FILE).length * 0.85);
  });
});

// An address made from a title, as the editor fills a new page's, article's or category's Address while staff have
// not typed one (docs/staff-area.md): lowercase Latin letters, digits and hyphens, accents folded ("Café" → "cafe"),
// "&" as "and", Devanagari written in Latin letters (./devanagari-latin.ts). What has no Latin spelling here —
// emoji, other scripts — is left out, and the answer says so, so the form can ask for an address instead of
// saving an empty or partial one without a word.
import { devanagariToLatin } from './devanagari-latin.ts';

export interface SlugFromTitle {
  /** The address; '' when the title gives none. */
  slug: string;
  /** Letters or digits of the title the address could not spell (another script's): the address leaves them out. */
  unspelt: boolean;
}

/** Latin letters that are not a letter and an accent, so NFKD leaves them whole. */
const WHOLE_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
};

/**
 * The address a title gives, at most `max` characters (cut at a hyphen where it can be): "Café & Tally Prime" →
 * "cafe-and-tally-prime", "मराठी" → "marathi", "🎉🎉" → "" (unspelt).
 */
export function slugFromTitle(title: string, max = 120): SlugFromTitle {
  const latin = devanagariToLatin(title)
    .normalize('NFKD')
    // Accents, and zero-width and other format characters: gone, not a break between words.
    .replace(/[\p{M}\p{Cf}]/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðþłı]/g, (letter) => WHOLE_LETTERS[letter] ?? letter)
    .replace(/&/g, ' and ')
    // "Dexterity's" is one word, not "dexterity-s".
    .replace(/['’‘`]/g, '');
  const unspelt = /[^\P{L}a-z]|[^\P{N}0-9]/u.test(latin);
  let slug = latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length > max) {
    const cut = slug.slice(0, max + 1);
    const lastBreak = cut.lastIndexOf('-');
    slug = (lastBreak > 0 ? cut.slice(0, lastBreak) : cut.slice(0, max)).replace(/-+$/, '');
  }
  return { slug, unspelt };
}

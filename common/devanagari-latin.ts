// Devanagari (Hindi, Marathi) in plain Latin letters, for an address made from a title: ISO 15919 without its
// diacritics (ā → a, ṭ → t, ś and ṣ → sh), with च/छ as ch/chh as Indian readers write them, and the inherent
// vowel dropped at a word's end ("भारत" → "bharat") but kept after a cluster ending in य, र, ल or व ("मित्र" →
// "mitra"). Medial schwas stay ("मराठी" → "marathi"): Marathi keeps them, and a rule that drops them for Hindi
// ("समझना") breaks Marathi words. A table cannot give back the English spelling of a borrowed word
// ("सॉफ्टवेअर" → "sophtavear", not "software"): the address stays editable for that.

const CONSONANTS: Readonly<Record<string, string>> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  ऩ: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ऱ: 'r',
  ल: 'l',
  ळ: 'l',
  ऴ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};

/**
 * A consonant with a nukta: the sounds of Urdu and English words. NFC writes the precomposed letters (क़, ज़, फ़…)
 * as the consonant and the combining nukta, as most keyboards type them.
 */
const WITH_NUKTA: Readonly<Record<string, string>> = { क: 'q', ख: 'kh', ग: 'g', ज: 'z', ड: 'r', ढ: 'rh', फ: 'f', य: 'y' };

const VOWELS: Readonly<Record<string, string>> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ॠ: 'ri',
  ऌ: 'li',
  ॡ: 'li',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऎ: 'e',
  ऒ: 'o',
  // The vowels of English words in Marathi and Hindi: "ऍ" as in bank, "ऑ" as in office.
  ऍ: 'a',
  ऑ: 'o',
};

/** Vowel signs after a consonant: they replace its inherent "a". */
const SIGNS: Readonly<Record<string, string>> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'ॄ': 'ri',
  'ॢ': 'li',
  'ॣ': 'li',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॆ': 'e',
  'ॊ': 'o',
  'ॅ': 'a',
  'ॉ': 'o',
};

const VIRAMA = '्';
const NUKTA = '़';
/** Nasal signs: "m" before p, ph, b, bh and m (संपर्क → sampark), else "n" (हिंदी → hindi). */
const NASALS = new Set(['ं', 'ँ', 'ऀ']);
const LABIALS = new Set(['प', 'फ', 'ब', 'भ', 'म']);
const OTHER: Readonly<Record<string, string>> = { 'ः': 'h', ऽ: '', ॐ: 'om', '।': ' ', '॥': ' ', ॱ: '' };
/** A cluster ending in one of these keeps its final "a": mitra, karya, shastra. */
const KEEPS_FINAL_A = new Set(['य', 'र', 'ल', 'व']);

const isConsonant = (c: string | undefined) => c !== undefined && c in CONSONANTS;
const isDevanagari = (c: string | undefined) => c !== undefined && c >= '\u0900' && c <= '\u097f';
/** A letter or sign of a word: Devanagari but its dandas and digits. */
const inWord = (c: string | undefined) => isDevanagari(c) && !(c! >= '\u0964' && c! <= '\u096f');

/** Whether a text holds any Devanagari. */
export const hasDevanagari = (text: string): boolean => /[\u0900-\u097f]/.test(text);

/**
 * The text with its Devanagari written in Latin letters; everything else as it was. Zero-width joiners and
 * non-joiners (which only choose a glyph's shape) are dropped.
 */
export function devanagariToLatin(text: string): string {
  const chars = [...text.normalize('NFC').replace(/[\u200c\u200d]/g, '')];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (isConsonant(c)) {
      let latin = CONSONANTS[c]!;
      if (chars[i + 1] === NUKTA) {
        latin = WITH_NUKTA[c] ?? latin;
        i++;
      }
      const next = chars[i + 1];
      if (next !== undefined && next in SIGNS) {
        out += latin + SIGNS[next];
        i++;
      } else if (next === VIRAMA) {
        out += latin;
        i++;
      } else {
        out += latin + (dropsFinalA(chars, i) ? '' : 'a');
      }
    } else if (c in VOWELS) out += VOWELS[c];
    else if (NASALS.has(c)) out += LABIALS.has(chars[i + 1] ?? '') ? 'm' : 'n';
    else if (c in OTHER) out += OTHER[c];
    else if (c >= '०' && c <= '९') out += String(c.charCodeAt(0) - 0x0966);
    // A stray sign, virama or nukta (a title typed half-way) is left out.
    else if (!isDevanagari(c)) out += c;
  }
  return out;
}

/**
 * Whether the consonant at `at` (followed by no sign) ends its word and so loses its inherent "a": not in a
 * word of one letter, not after a cluster ending in य, र, ल or व.
 */
function dropsFinalA(chars: readonly string[], at: number): boolean {
  if (inWord(chars[at + 1])) return false;
  const start = at === 0 || !inWord(chars[at - 1]);
  if (start) return false;
  const inCluster = chars[at - 1] === VIRAMA;
  return !(inCluster && KEEPS_FINAL_A.has(chars[at]!));
}

// The interface's catalogues (src/i18n/mr.json, hi.json, and the server's own, server/i18n) against the words the code
// asks for: every `t('…')` of src, common and the server (which writes a form's messages, answer page and reply, and a
// quotation's page, PDF and e-mail, in the page's language), and every name of the lists the code translates by value
// (common/catalogue-lists.ts: the states, the price book's units), has its message in Marathi and Hindi, each message
// is ICU that parses and fills the places its English has, no message waits for words the code no longer asks for, the
// server's own catalogue holds only what the server alone asks for, and plurals follow each language's rules.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it, vi } from 'vitest';

import { CATALOGUE_LISTS } from '@common/catalogue-lists';
import type { Catalogue } from '@common/message-format';
import { compileCatalogue } from '@common/message-compile';
import { formatterOf } from '@common/message-format';
import serverHi from '../../server/i18n/hi.json';
import serverMr from '../../server/i18n/mr.json';
import hi from './hi.json';
import mr from './mr.json';
import privacyHi from './privacy/hi.json';
import privacyMr from './privacy/mr.json';

const SRC = join(import.meta.dirname, '..');
const ROOT = join(SRC, '..');
/** Where the site's words are written: the site, what it shares with the server, and the server. */
const FOLDERS = ['src', 'common', 'server'].map((folder) => join(ROOT, folder));
/**
 * Each language's messages: the pages' (src/i18n), the privacy notice's, which only its page loads (src/i18n/privacy),
 * and those only the server writes (server/i18n), as the server reads them.
 */
const catalogues: Record<'mr' | 'hi', Catalogue> = { mr: { ...mr, ...privacyMr, ...serverMr }, hi: { ...hi, ...privacyHi, ...serverHi } };
const serverOnly: Record<'mr' | 'hi', Catalogue> = { mr: serverMr, hi: serverHi };
const privacyOnly: Record<'mr' | 'hi', Catalogue> = { mr: privacyMr, hi: privacyHi };
/** Where the privacy notice's words are asked for. */
const PRIVACY_NOTICE = 'src/copy/privacy.ts';

/** The site's source files: not the tests, not the template's samples (English only). */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return relative(SRC, path) === 'samples' || entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Comments say how `t` is called without calling it: left out. Addresses in strings ('https://…') are kept. */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** `t('…')` and `t("…")`: the English each call asks for, with the files asking. */
const T_CALL = /\bt\(\s*(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)")/g;
/** The English the code asks for, with where it is asked: each call's, and each name of a list translated by value. */
function askedFor(): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  const ask = (key: string, where: string) => keys.set(key, [...(keys.get(key) ?? []), where]);
  for (const file of FOLDERS.flatMap(sourceFiles)) {
    for (const match of withoutComments(readFileSync(file, 'utf8')).matchAll(T_CALL)) {
      ask((match[1] ?? match[2]!).replace(/\\(.)/g, '$1'), relative(ROOT, file));
    }
  }
  for (const [list, names] of Object.entries(CATALOGUE_LISTS)) for (const name of names) ask(name, list);
  return keys;
}

/** An English text's places: `{name}`. */
const englishPlaces = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!));

type Element = ReturnType<InstanceType<typeof IntlMessageFormat>['getAst']>[number];

/** An ICU message's places (not its literal text, 0, nor a tag's name, 8): its arguments, a plural's or select's among them, inside branches and tags too. */
function icuPlaces(elements: readonly Element[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && element.type !== 0 && element.type !== 8) found.add(String(element.value));
    if ('options' in element) for (const option of Object.values(element.options)) icuPlaces(option.value, found);
    if ('children' in element) icuPlaces(element.children, found);
  }
  return found;
}

const asked = askedFor();

describe.each(['mr', 'hi'] as const)('the %s catalogue', (lang) => {
  const catalogue = catalogues[lang];

  it("has a message for every t('…') of the site", () => {
    const missing = [...asked].filter(([key]) => !Object.hasOwn(catalogue, key)).map(([key, files]) => `${key} (${files.join(', ')})`);
    expect(missing, `missing from src/i18n/${lang}.json`).toEqual([]);
  });

  it('holds messages that parse and fill exactly the places of their English', () => {
    const wrong: string[] = [];
    for (const [english, message] of Object.entries(catalogue)) {
      let places: Set<string>;
      try {
        places = icuPlaces(new IntlMessageFormat(message, lang).getAst());
      } catch (error) {
        wrong.push(`${english}: does not parse (${String(error)})`);
        continue;
      }
      const expected = [...englishPlaces(english)].sort();
      if (JSON.stringify([...places].sort()) !== JSON.stringify(expected)) wrong.push(`${english}: {${[...places].join('}, {')}}`);
    }
    expect(wrong).toEqual([]);
  });

  it('formats each message the same parsed ahead, as the built site sends it, as written', () => {
    const written = formatterOf(catalogue, lang);
    const compiled = compileCatalogue(catalogue);
    const parsedAhead = formatterOf(compiled, lang);
    for (const english of Object.keys(catalogue)) {
      // A number for each place, 1 and 5 for a plural's two forms, and text.
      for (const value of [1, 5, 'GST']) {
        const values = Object.fromEntries([...englishPlaces(english)].map((place) => [place, value]));
        expect(parsedAhead(english, values), english).toBe(written(english, values));
      }
    }
    // Only the messages with places are parsed; words alone stay as they are.
    expect(Object.values(compiled).filter((message) => typeof message !== 'string').length).toBe(
      Object.values(catalogue).filter((message) => /[{}]/.test(message)).length,
    );
  });

  it('holds no message the site no longer asks for', () => {
    expect(Object.keys(catalogue).filter((key) => !asked.has(key))).toEqual([]);
  });

  it('keeps in the server’s catalogue only words the server alone asks for, none of them also a page’s', () => {
    const pages = lang === 'mr' ? mr : hi;
    const elsewhere = Object.keys(serverOnly[lang]).filter(
      (key) => Object.hasOwn(pages, key) || (asked.get(key) ?? []).some((file) => !file.startsWith('server/')),
    );
    expect(elsewhere, `in server/i18n/${lang}.json, asked outside the server or also in src/i18n/${lang}.json`).toEqual([]);
  });

  it('keeps the privacy notice’s words in its own catalogue, which only its page loads, and nothing else there', () => {
    const pages = lang === 'mr' ? mr : hi;
    const notice = [...asked].filter(([, files]) => files.includes(PRIVACY_NOTICE)).map(([key]) => key);
    expect(notice.length).toBeGreaterThan(15);
    expect(notice.filter((key) => !Object.hasOwn(privacyOnly[lang], key) || Object.hasOwn(pages, key))).toEqual([]);
    const elsewhere = Object.keys(privacyOnly[lang]).filter((key) => (asked.get(key) ?? []).some((file) => file !== PRIVACY_NOTICE));
    expect(elsewhere, `in src/i18n/privacy/${lang}.json, asked outside ${PRIVACY_NOTICE}`).toEqual([]);
  });
});

describe('formatterOf', () => {
  it('formats a plural by the rules of Marathi and Hindi, with the digits 0–9', () => {
    const marathi = formatterOf(mr, 'mr');
    expect(marathi('{count} result for “{q}”', { count: 1, q: 'GST' })).toBe('“GST” साठी 1 निकाल');
    expect(marathi('{minutes} min read', { minutes: 1 })).toBe('1 मिनिटाचे वाचन');
    expect(marathi('{minutes} min read', { minutes: 12 })).toBe('12 मिनिटांचे वाचन');
    const hindi = formatterOf(hi, 'hi');
    expect(hindi('{count} result for “{q}”', { count: 1, q: 'GST' })).toBe('“GST” के लिए 1 नतीजा');
    expect(hindi('{count} results for “{q}”', { count: 1250, q: 'GST' })).toBe('“GST” के लिए 1250 नतीजे');
    // Hindi counts nothing as one; Marathi does not.
    expect(hindi('{count} results for “{q}”', { count: 0, q: 'GST' })).toBe('“GST” के लिए 0 नतीजा');
    expect(marathi('{minutes} min read', { minutes: 0 })).toBe('0 मिनिटांचे वाचन');
  });

  it('fills words into places without loading the browser’s locale data, a long task of a page’s first paint', () => {
    // Any Intl object, or the list of the locales Intl has, makes the browser load its locale data the first time.
    const touched = [vi.spyOn(Intl, 'Locale'), vi.spyOn(Intl, 'NumberFormat'), vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf')];
    const hindi = formatterOf(hi, 'hi');
    expect(hindi('Quote for {service} (plan: {plan})', { service: 'TallyPrime', plan: 'Gold' })).toBe(
      'TallyPrime के लिए कोटेशन (प्लान: Gold)',
    );
    expect(hindi('Last changed: {date}.', { date: '30 नवंबर 2026' })).toBe('पिछला बदलाव: 30 नवंबर 2026।');
    for (const spy of touched) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }
  });

  it('fills places and leaves what the catalogue lacks to the English', () => {
    const marathi = formatterOf(mr, 'mr');
    expect(marathi('Step {step} of {steps}', { step: 2, steps: 3 })).toBe('3 पैकी पायरी 2');
    expect(marathi('No such words')).toBeUndefined();
  });
});

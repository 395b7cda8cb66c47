// The company's own words in Marathi and Hindi as a new site starts with them (seed-translations.json; docs/pages.md
// lists them for the company to review): per kind, item id (as the seed gives it; a single document's is 1) and
// translatable field, the English it was written from and its Marathi and Hindi. A new database gets them after the seed
// content (server/content/service.ts), each made from the English its item has, so each is translated, not outdated; a
// site that was running got them from migration 41, only where its English was still the seed's.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type Database from 'better-sqlite3';

import { textAt, translatableAt } from '../../common/content-model/translated-fields.ts';
import { kindNamed } from '../../common/content-model/kinds.ts';
import { type TranslatedLanguage } from '../../common/languages.ts';
import { TRANSLATED_LANGUAGES } from '../../common/translation-states.ts';

import { viewById } from './content-items.ts';
import { TranslationStore } from './translations.ts';

export const SEED_TRANSLATIONS_FILE = fileURLToPath(new URL('./seed-translations.json', import.meta.url));

/** Who a seed translation was saved by, as its row records (updated_by). */
export const SEED_AUTHOR = 'seed';

/** One field of one item in Marathi and Hindi, with the English it was written from. */
export interface SeedTranslation {
  kind: string;
  itemId: number;
  field: string;
  english: string;
  values: Record<TranslatedLanguage, string>;
}

type SeedFile = {
  format: string;
  version: number;
  translations: Record<string, Record<string, Record<string, Record<string, unknown>>>>;
};

let cache: SeedTranslation[] | undefined;

/**
 * The seed translations, in the file's order; a file that names a kind or field that is not translated, an id that is
 * not a whole number, or a language without its text is refused, naming where.
 */
export function readSeedTranslations(): SeedTranslation[] {
  if (cache) return cache;
  const file = JSON.parse(readFileSync(SEED_TRANSLATIONS_FILE, 'utf8')) as SeedFile;
  const problem = (where: string, what: string) => new Error(`The seed translations ${SEED_TRANSLATIONS_FILE}: ${where} ${what}.`);
  if (file.format !== 'dexterity-seed-translations' || file.version !== 1)
    throw problem('the file', 'is not version 1 of seed translations');
  const list: SeedTranslation[] = [];
  for (const [kindName, items] of Object.entries(file.translations)) {
    const kind = kindNamed(kindName);
    if (!kind) throw problem(kindName, 'is not a kind');
    for (const [id, fields] of Object.entries(items)) {
      const itemId = Number(id);
      if (!Number.isInteger(itemId) || itemId < 1) throw problem(`${kindName} ${id}`, 'is not an item id');
      for (const [field, texts] of Object.entries(fields)) {
        const where = `${kindName} ${id} ${field}`;
        if (!translatableAt(kind.fields, field)) throw problem(where, 'is not a translatable field');
        if (typeof texts.en !== 'string' || texts.en === '') throw problem(where, 'has no English');
        const values = {} as Record<TranslatedLanguage, string>;
        for (const lang of TRANSLATED_LANGUAGES) {
          const value = texts[lang];
          if (typeof value !== 'string' || value === '') throw problem(where, `has no text in ${lang}`);
          values[lang] = value;
        }
        list.push({ kind: kindName, itemId, field, english: texts.en, values });
      }
    }
  }
  cache = list;
  return list;
}

/**
 * Keeps the seed translations in a database just seeded with the seed content: each where its item has the English it
 * was written from (made from that English, so translated), replacing any row there (a new database has no staff's).
 * Answers how many rows it wrote. A database without the translations table (migrations before 40) gets none.
 */
export function seedTranslationsInto(db: Database.Database, at = new Date()): number {
  const hasTable = db.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'translations'").pluck().get() === 1;
  if (!hasTable) return 0;
  const store = new TranslationStore(db);
  let written = 0;
  db.transaction(() => {
    for (const seed of readSeedTranslations()) {
      const kind = kindNamed(seed.kind)!;
      const item = viewById(db, kind, seed.itemId);
      const english = item && textAt(kind.fields, item, seed.field);
      if (english !== seed.english) continue;
      for (const lang of TRANSLATED_LANGUAGES) {
        store.put(seed.kind, seed.itemId, lang, seed.field, seed.values[lang], english, SEED_AUTHOR, at);
        written += 1;
      }
    }
  }).immediate();
  return written;
}

// The content as a whole, over its repositories (server/db): the database opened with its migrations run first, the
// seed imported on the very first start with the Marathi and Hindi of its words (server/db/seed-translations.ts), and
// the search index filled when migrations brought an older database up to date; an import of all content (the seed,
// `content import`), its rich text cleaned and the search index brought in step in the import's transaction; and the
// record of a change (the staff editor's): the sitemap's dates and the search entries, in the change's transaction.
// The repositories call no service: what follows a change of content is done here
// (docs/decisions/0033-server-layers-one-way.md).
import type { ContentDocument } from '../../common/content-model/schema.ts';
import { recordChangeDates, type ChangeScope } from '../db/content-changes.ts';
import { importDocument } from '../db/content-import.ts';
import { ContentStore } from '../db/content-store.ts';
import { cannotUse, openMigrated, readSeedContent, type MigrateOptions, type SqliteDatabase } from '../db/database.ts';
import { seedTranslationsInto } from '../db/seed-translations.ts';
import { cleanDocument } from '../pages/rich-text.ts';
import { fillSearchIndex, updateSearchIndex } from '../search/index.ts';

export interface OpenOptions extends MigrateOptions {
  /** Seed the content when the database is created (default true). */
  seed?: boolean;
}

/**
 * Opens the database, creating it and applying pending migrations first; a new one is seeded with the seed content and
 * the Marathi and Hindi of its words (unless `seed` is false), and one that migrations brought up to date has its search
 * index filled from its content.
 * Any failure names the file and the reason (a DatabaseError).
 */
export function openDatabase(path: string, options: OpenOptions = {}): SqliteDatabase {
  const { db, fresh, ran } = openMigrated(path, options);
  try {
    if (fresh && options.seed !== false) seedInto(db);
    // A database brought up to date (the site search's migration among what ran) has its index filled from its content.
    else if (!fresh && ran > 0) fillSearchIndex(db);
    return db;
  } catch (error) {
    db.close();
    throw cannotUse(path, error);
  }
}

/**
 * The seed content and the Marathi and Hindi of its words, then the search index of both (the translations are found
 * in their language from the first start), in one transaction.
 */
function seedInto(db: SqliteDatabase): void {
  db.transaction(() => {
    const document = importDocument(db, cleanDocument(readSeedContent()));
    seedTranslationsInto(db);
    updateSearchIndex(db, document);
  }).immediate();
}

/** Opens (creating, migrating and seeding as needed) the database and prepares its queries. */
export function openContentStore(path: string, options: OpenOptions = {}): ContentStore {
  return new ContentStore(openDatabase(path, options));
}

/**
 * Replaces all content with the document, its rich text cleaned to the allow-list first, in one transaction that takes
 * the write lock at its start and brings the search index in step: on any error nothing changes.
 */
export function importContentInto(db: SqliteDatabase, document: ContentDocument): void {
  const cleaned = cleanDocument(document);
  db.transaction(() => updateSearchIndex(db, importDocument(db, cleaned))).immediate();
}

/** Replaces all content through a store (importContentInto), then drops every cached answer. */
export function importContent(store: ContentStore, document: ContentDocument): void {
  importContentInto(store.db, document);
  store.contentChanged();
}

/**
 * Records a change of content in its transaction: the dates of what it changed (the sitemap's lastmod) and the site
 * search's entries of what it wrote. `document` is the content as stored, or the part of it the change reached
 * (`scope`, server/db/content-changes.ts); without a scope, anything may have changed.
 */
export function recordContentChanges(db: SqliteDatabase, document: ContentDocument, now = new Date(), scope?: ChangeScope): void {
  recordChangeDates(db, document, now, scope);
  updateSearchIndex(db, document, scope);
}

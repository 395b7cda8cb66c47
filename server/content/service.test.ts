// The content's service over its repositories: an import cleans the document's rich text and brings the search index
// in step in its own transaction (nothing of either when it fails), the store's answers follow it, and a new database
// is opened migrated and seeded with its index filled.
import { afterEach, describe, expect, it } from 'vitest';

import type { ContentDocument } from '../../common/content-model/schema.ts';
import { contentChangeTimes } from '../db/content-changes.ts';
import { exportDocument } from '../db/content-items.ts';
import type { SqliteDatabase } from '../db/database.ts';
import { migrations } from '../db/migrations.ts';
import { seedWithPage } from '../pages/test-pages.ts';
import { searchSite } from '../search/index.ts';

import { importContent, importContentInto, openContentStore, openDatabase } from './service.ts';

const opened: SqliteDatabase[] = [];
const open = () => {
  const db = openDatabase(':memory:');
  opened.push(db);
  return db;
};
afterEach(() => opened.splice(0).forEach((db) => db.close()));

/** The seed with the example page, its rich text as someone pasted it: a script, an event handler. */
function withDirtyPage(): ContentDocument {
  const document = seedWithPage();
  document.pages![0]!.blocks = [
    { type: 'rich-text', html: '<p onmouseover="x()">Tally for tractor dealers</p><script>tractorscript()</script>' },
  ];
  return document;
}

describe('the content service', () => {
  it('opens a new database with every migration run, the seed imported and its search index filled', () => {
    const db = open();
    expect(db.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(migrations.length);
    expect(exportDocument(db).offerings.length).toBeGreaterThan(0);
    expect(searchSite(db, 'TallyPrime').length).toBeGreaterThan(0);
    expect(contentChangeTimes(db).size).toBeGreaterThan(0);
  });

  it('cleans an import’s rich text before it is stored, and indexes what is stored', () => {
    const db = open();
    importContentInto(db, withDirtyPage());
    expect(exportDocument(db).pages![0]!.blocks).toEqual([{ type: 'rich-text', html: '<p>Tally for tractor dealers</p>' }]);
    expect(searchSite(db, 'tractor dealers').map((result) => result.url)).toEqual(['/gst-e-invoicing-webinar']);
    expect(searchSite(db, 'tractorscript')).toEqual([]);
  });

  it('leaves the content and the search index as they were when an import fails', () => {
    const db = open();
    const before = exportDocument(db);
    const broken = withDirtyPage();
    // Two pages with one id: the second insert fails inside the import's transaction.
    broken.pages = [broken.pages![0]!, { ...broken.pages![0]!, slug: 'another-page' }];
    expect(() => importContentInto(db, broken)).toThrow(/UNIQUE constraint failed/);
    expect(exportDocument(db)).toEqual(before);
    expect(searchSite(db, 'tractor dealers')).toEqual([]);
  });

  it('drops a store’s cached answers after an import through it', () => {
    const store = openContentStore(':memory:');
    opened.push(store.db);
    const revision = store.revision();
    importContent(store, withDirtyPage());
    expect(store.revision()).not.toBe(revision);
    expect(store.exportContent().pages).toHaveLength(1);
  });
});

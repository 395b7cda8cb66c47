// A database made before the site search gets its index filled from its content when the search's migration runs;
// an import (the seed, `content import`) brings the index in step in its own transaction.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, expect, it } from 'vitest';

import type { ContentDocument } from '../../common/content-model/schema.ts';
import { importContentInto, openDatabase } from '../content/service.ts';
import { migrations } from '../db/migrations.ts';
import { seedWithPage } from '../pages/test-pages.ts';

import { searchSite } from './index.ts';

const dir = mkdtempSync(join(tmpdir(), 'search-fill-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('fills the index of a database brought up to date from the content it holds', () => {
  const path = join(dir, 'site.db');
  // Content as a database of that time held it, written as rows: today's import writes columns later
  // migrations added (an article's author, migration 27), which that database does not have yet.
  const before = openDatabase(path, { seed: false, migrations: migrations.filter((migration) => migration.id < 25) });
  expect(before.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'site_search'").pluck().get()).toBe(0);
  before.exec(`
    INSERT INTO offerings (id, offering_name, sort_order) VALUES (1, 'All', 0), (2, 'Tally Software & Services', 1);
    INSERT INTO services (id, offering_id, heading, description, sort_order) VALUES
      (1, 2, 'Single-user TallyPrime for owner-run businesses', 'TallyPrime Silver Licence', 0),
      (2, 2, 'Multi-user TallyPrime for teams on a local network', 'TallyPrime Gold Licence', 1);
  `);
  before.close();
  const after = openDatabase(path);
  try {
    expect(searchSite(after, 'Gold Licence')[0]).toMatchObject({ type: 'Service', url: '/service/service-2' });
    expect(searchSite(after, 'Silver Licence')[0]).toMatchObject({ type: 'Service', url: '/service/service-1' });
  } finally {
    after.close();
  }
});

it('follows an import: its pages are found, and a document that leaves the pages out keeps them', () => {
  const db = openDatabase(':memory:');
  try {
    expect(searchSite(db, 'webinar')).toEqual([]);
    importContentInto(db, seedWithPage());
    expect(searchSite(db, 'webinar').map((result) => result.url)).toEqual(['/gst-e-invoicing-webinar']);
    const { pages: _left, ...withoutPages } = seedWithPage();
    importContentInto(db, withoutPages as ContentDocument);
    expect(searchSite(db, 'webinar').map((result) => result.url)).toEqual(['/gst-e-invoicing-webinar']);
    importContentInto(db, { ...seedWithPage(), pages: [] });
    expect(searchSite(db, 'webinar')).toEqual([]);
  } finally {
    db.close();
  }
});

// A database made before the site search gets its index filled from its content when the search's migration runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, expect, it } from 'vitest';

import { openDatabase } from '../db/database.ts';
import { migrations } from '../db/migrations.ts';

import { searchSite } from './index.ts';

const dir = mkdtempSync(join(tmpdir(), 'search-fill-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('fills the index of a database brought up to date from the content it holds', () => {
  const path = join(dir, 'site.db');
  const before = openDatabase(path, { migrations: migrations.filter((migration) => migration.id < 25) });
  expect(before.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'site_search'").pluck().get()).toBe(0);
  before.close();
  const after = openDatabase(path);
  try {
    expect(searchSite(after, 'Gold Licence')[0]).toMatchObject({ type: 'Service', url: '/service/service-2' });
    expect(after.prepare('SELECT count(*) FROM site_search').pluck().get()).toBeGreaterThan(10);
  } finally {
    after.close();
  }
});

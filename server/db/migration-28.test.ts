// Migration 28 (articles name several services) on a database made before it: an article that named a service
// names it in its list, one that named none an empty list, and the drafts and trash entries of articles, which
// hold the article as the document writes it, name theirs the same way (so they still publish and come back).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';

import { migrate } from './database.ts';
import { migrations } from './migrations.ts';

const dir = mkdtempSync(join(tmpdir(), 'dexterity-migration-28-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ARTICLE = { title: 'GST rates', summary: '', body: '<p>Rates</p>', cover_image: '', cover_alt: '', category_id: null };

describe('migration 28: articles name several services', () => {
  it('moves each article’s service into its list, in its drafts and trash entries too, and drops the old column', () => {
    const db = new Database(join(dir, 'before.db'));
    migrate(
      db,
      migrations.filter((migration) => migration.id <= 27),
    );
    db.exec(`
      INSERT INTO articles (id, title, slug, service_id) VALUES (1, 'GST rates', 'gst-rates', 3), (2, 'TDS', 'tds', NULL);
      INSERT INTO content_drafts (kind, item_id, values_json, created_by, created_at, updated_by, updated_at) VALUES
        ('articles', NULL, '${JSON.stringify({ ...ARTICLE, slug: 'new', service_id: 5 })}', 'a@example.in', 't', 'a@example.in', 't'),
        ('articles', 2, '${JSON.stringify({ summary: 'Changed' })}', 'a@example.in', 't', 'a@example.in', 't'),
        ('pages', NULL, '${JSON.stringify({ title: 'Webinar', service_id: 5 })}', 'a@example.in', 't', 'a@example.in', 't');
      INSERT INTO content_trash (kind, item_id, title, position, snapshot_json, deleted_at, deleted_by) VALUES
        ('articles', 9, 'Old', 0, '${JSON.stringify({ id: 9, ...ARTICLE, slug: 'old', service_id: null })}', 't', 'a@example.in');
    `);
    migrate(db, migrations);

    expect(db.prepare('SELECT id, service_ids FROM articles ORDER BY id').all()).toEqual([
      { id: 1, service_ids: '[3]' },
      { id: 2, service_ids: '[]' },
    ]);
    expect((db.pragma('table_info(articles)') as { name: string }[]).map((column) => column.name)).not.toContain('service_id');
    const drafts = (db.prepare('SELECT values_json FROM content_drafts ORDER BY id').pluck().all() as string[]).map((json) =>
      JSON.parse(json),
    );
    expect(drafts[0]).toEqual({ ...ARTICLE, slug: 'new', service_ids: [5] });
    // A change that did not name the service leaves the list as the article has it.
    expect(drafts[1]).toEqual({ summary: 'Changed' });
    // Another kind's draft is not an article's.
    expect(drafts[2]).toEqual({ title: 'Webinar', service_id: 5 });
    expect(JSON.parse(db.prepare('SELECT snapshot_json FROM content_trash').pluck().get() as string)).toEqual({
      id: 9,
      ...ARTICLE,
      slug: 'old',
      service_ids: [],
    });
    db.close();
  });
});

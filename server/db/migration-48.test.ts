// Migration 48 (a draft sets a take-down only when a save set one) on a database made before it: a draft whose
// take-down is the copy of its live page's follows the live page's from then on; one whose take-down differs keeps it.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';

import { migrate } from './database.ts';
import { migrations } from './migrations.ts';

describe('migration 48: a draft follows its live page’s take-down until a save sets one', () => {
  it('marks the drafts holding the live take-down’s copy as following it, and keeps the ones set by a save', () => {
    const db = new Database(':memory:');
    migrate(
      db,
      migrations.filter((migration) => migration.id <= 47),
    );
    const at = '2026-12-20T04:30:00.000Z';
    db.exec(`
      INSERT INTO content_take_downs (kind, item_id, at, send_to, scheduled_by, scheduled_at) VALUES
        ('pages', 1, '${at}', '/contact', 'asha@example.in', '2026-12-01T00:00:00.000Z');
      INSERT INTO content_drafts (kind, item_id, values_json, unpublish_at, unpublish_to, created_by, created_at, updated_by, updated_at) VALUES
        ('pages', 1, '{}', '${at}', '/contact', 'asha@example.in', '2026-12-01', 'asha@example.in', '2026-12-01'),
        ('pages', 2, '{}', NULL, NULL, 'asha@example.in', '2026-12-01', 'asha@example.in', '2026-12-01'),
        ('pages', 3, '{}', '${at}', NULL, 'asha@example.in', '2026-12-01', 'asha@example.in', '2026-12-01'),
        ('pages', NULL, '{}', '${at}', NULL, 'asha@example.in', '2026-12-01', 'asha@example.in', '2026-12-01');
    `);
    migrate(db, migrations);
    expect(db.prepare('SELECT item_id, unpublish_at, unpublish_to, take_down_set FROM content_drafts ORDER BY id').all()).toEqual([
      { item_id: 1, unpublish_at: null, unpublish_to: null, take_down_set: 0 },
      { item_id: 2, unpublish_at: null, unpublish_to: null, take_down_set: 0 },
      { item_id: 3, unpublish_at: at, unpublish_to: null, take_down_set: 1 },
      { item_id: null, unpublish_at: at, unpublish_to: null, take_down_set: 1 },
    ]);
    db.close();
  });
});

// Migration 47 (an enquiry's quotations go with it) on a database made before it: a quotation whose enquiry was
// deleted before it (by staff, the retention period or a privacy erasure) is deleted, every revision, and its link
// with it; the others stay, and from then on deleting an enquiry deletes its quotations.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';

import { migrate } from './database.ts';
import { migrations } from './migrations.ts';

describe('migration 47: an enquiry’s quotations go with it', () => {
  it('deletes the quotations of enquiries deleted before it, and those of an enquiry deleted after it', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(
      db,
      migrations.filter((migration) => migration.id <= 46),
    );
    db.exec(`
      INSERT INTO enquiries (id, full_name, email, phone, page_details, project_brief, received_at) VALUES
        (1, 'Asha Kulkarni', 'asha@example.in', '', '', 'Quotation', '2026-03-01T00:00:00.000Z'),
        (2, 'Ravi Patil', 'ravi@example.in', '', '', 'Quotation', '2026-03-02T00:00:00.000Z'),
        (3, 'Meera Joshi', 'meera@example.in', '', '', 'Quotation', '2026-03-03T00:00:00.000Z');
      INSERT INTO quotations (year, serial, revision, token, enquiry_id, total_paise, document, created_at) VALUES
        (2026, 1, 0, 'a', 1, 100, '{}', '2026-03-01T00:00:00.000Z'),
        (2026, 1, 1, 'b', 1, 120, '{}', '2026-03-05T00:00:00.000Z'),
        (2026, 2, 0, 'c', 2, 100, '{}', '2026-03-02T00:00:00.000Z'),
        (2026, 3, 0, 'd', 3, 100, '{}', '2026-03-03T00:00:00.000Z');
      DELETE FROM enquiries WHERE id = 1;
    `);
    const left = () => db.prepare('SELECT token FROM quotations ORDER BY id').pluck().all();
    expect(left()).toEqual(['a', 'b', 'c', 'd']);

    migrate(db, migrations);
    expect(left()).toEqual(['c', 'd']);
    db.prepare('DELETE FROM enquiries WHERE id = 2').run();
    expect(left()).toEqual(['d']);
    db.close();
  });
});

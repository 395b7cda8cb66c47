// Recently deleted's lookups by the entry another went with (a page's menu entries) read through an index
// (migration 46): each page of the list, and each entry brought back, costs its own rows, not a read of the whole trash.
import { describe, expect, it, vi } from 'vitest';

import { openDatabase } from '../content/service.ts';

import { insertTrashEntry, companionRows, trashPage } from './trash.ts';

describe('the trash', () => {
  it('finds the entries that went with another through an index, whatever the trash holds', () => {
    const db = openDatabase(':memory:', { seed: false });
    const entry = (title: string, withEntry?: number) =>
      insertTrashEntry(db, {
        kind: 'pages',
        itemId: 1,
        title,
        parentId: null,
        position: 0,
        snapshot: {},
        deletedAt: '2026-12-04T08:00:00.000Z',
        deletedBy: 'meera@example.in',
        withEntry,
      });
    const page = entry('/webinar');
    const menuEntry = entry('Webinar', page);
    entry('/old-offer');

    // The statements the lookups prepare, as they run them.
    const asked: string[] = [];
    const prepare = db.prepare.bind(db);
    vi.spyOn(db, 'prepare').mockImplementation((source: string) => {
      asked.push(source);
      return prepare(source);
    });
    expect(companionRows(db, page).map((row) => row.entry)).toEqual([menuEntry]);
    expect(trashPage(db, 0, 50).companions.map((row) => row.entry)).toEqual([menuEntry]);
    vi.restoreAllMocks();

    const lookups = asked.filter((source) => /\bwith_entry (=|IN)/.test(source));
    expect(lookups).toHaveLength(2);
    for (const source of lookups) {
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${source}`).all(source.includes('json_each') ? '[1]' : 1) as { detail: string }[]).map(
        (row) => row.detail,
      );
      expect(plan, source).toContain('SEARCH content_trash USING INDEX content_trash_by_with_entry (with_entry=?)');
      expect(
        plan.filter((detail) => detail.startsWith('SCAN content_trash')),
        source,
      ).toEqual([]);
    }
    db.close();
  });
});

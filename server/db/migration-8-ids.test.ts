// Migration 8 ends the reuse of ids: from then on no id is given twice, not even one only the audit log
// remembers.
import { describe, expect, it } from 'vitest';

import { DELETED_ENQUIRY, DELETED_SERVICE, ENTITY, ID_TABLES, insertInto, migrated, oldDatabase, tempPath } from './test-migration-8.ts';

describe('the database before migration 8', () => {
  it('gives a deleted enquiry’s id, with its audit history, to the next enquiry (what migration 8 ends)', () => {
    const db = oldDatabase(tempPath());
    const id = insertInto(db, 'enquiries', 1);
    expect(id).toBe(DELETED_ENQUIRY);
    expect(db.prepare("SELECT count(*) FROM audit_log WHERE entity = 'enquiry' AND entity_id = ?").pluck().get(id)).toBe(3);
    db.close();
  });
});

describe('migration 8: ids never reused', () => {
  it('counts each table on from the highest id it or the audit log ever held', () => {
    const { db, before } = migrated();
    const sequence = Object.fromEntries(
      (db.prepare('SELECT name, seq FROM sqlite_sequence').all() as { name: string; seq: number }[]).map(({ name, seq }) => [name, seq]),
    );
    expect(sequence).toEqual({
      offerings: 7,
      services: DELETED_SERVICE,
      service_sections: 25,
      quick_facts: 33,
      pricing_entries: 44,
      pricing_plans: 60,
      enquiries: DELETED_ENQUIRY,
      enquiry_notes: 4,
      audit_log: 14,
      staff_accounts: 2,
      staff_sign_in_failures: 3,
    });
    // The same, worked out from the old rows.
    for (const table of ID_TABLES) {
      const entity = ENTITY[table];
      const audited = entity
        ? before.rows.audit_log!.filter((row) => row.entity === entity && row.entity_id !== null).map((row) => row.entity_id as number)
        : [];
      expect(sequence[table], table).toBe(Math.max(0, ...before.rows[table]!.map((row) => row.id as number), ...audited));
    }
    db.close();
  });

  it('never gives an id twice: not after deleting the highest row, nor one only the audit log remembers', () => {
    const { db, before } = migrated();
    const auditedCount = db.prepare('SELECT count(*) FROM audit_log WHERE entity = ? AND entity_id = ?').pluck();

    const enquiry = insertInto(db, 'enquiries', 1);
    expect(enquiry).toBe(DELETED_ENQUIRY + 1);
    expect(auditedCount.get('enquiry', enquiry)).toBe(0);
    const service = insertInto(db, 'services', 1);
    expect(service).toBe(DELETED_SERVICE + 1);
    expect(auditedCount.get('service', service)).toBe(0);

    for (const table of ID_TABLES) {
      const highestBefore = Math.max(0, ...before.rows[table]!.map((row) => row.id as number));
      const first = table === 'enquiries' ? enquiry : table === 'services' ? service : insertInto(db, table, 1);
      expect(first, table).toBeGreaterThan(highestBefore);
      const entity = ENTITY[table];
      if (entity) expect(auditedCount.get(entity, first), table).toBe(0);
      expect(db.prepare(`SELECT max(id) FROM ${table}`).pluck().get(), table).toBe(first);
      db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(first);
      const second = insertInto(db, table, 2);
      expect(second, table).toBe(first + 1);
    }
    db.close();
  });
});

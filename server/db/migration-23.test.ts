// Migration 23: the chat button's WhatsApp number follows the main phone unless staff set it apart — a
// number that was the phone's digits is cleared (so a new phone moves the chat too); another is kept.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';

import { migrate } from './database.ts';
import { migrations } from './migrations.ts';

function databaseBefore23(whatsapp: string, phone = '+91 98220 45110') {
  const db = new Database(':memory:');
  migrate(
    db,
    migrations.filter((migration) => migration.id <= 22),
  );
  db.prepare('UPDATE site_settings SET phone = ?, whatsapp_number = ?').run(phone, whatsapp);
  migrate(db);
  return db.prepare('SELECT whatsapp_number FROM site_settings').pluck().get();
}

describe('migration 23: WhatsApp following the phone', () => {
  it('clears a number equal to the main phone’s digits, and keeps one set apart', () => {
    expect(databaseBefore23('919822045110')).toBe('');
    expect(databaseBefore23('919822045110', '+91 (98220) 45-110')).toBe('');
    expect(databaseBefore23('917700011122')).toBe('917700011122');
  });
});

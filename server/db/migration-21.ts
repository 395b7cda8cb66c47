// Migration 21: the log of requests people make about their data (DPDP Act 2023): access, correction or
// erasure, the India date it was received and the date the answer is due by, when and by whom it was
// answered, and how many enquiries it covered. Nothing in it identifies the person, so an erasure leaves
// the log as it is.
import type { Migration } from './migrations.ts';

export const migration21: readonly Migration[] = [
  {
    id: 21,
    name: 'privacy requests',
    sql: `CREATE TABLE privacy_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('access', 'correction', 'erasure')),
  received_on TEXT NOT NULL,
  due_on TEXT NOT NULL,
  answered_at TEXT NOT NULL,
  answered_by TEXT NOT NULL,
  enquiries INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX privacy_requests_answered ON privacy_requests (answered_at, id);`,
  },
];

CREATE TABLE staff_accounts (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  password_changed_at TEXT NOT NULL,
  last_sign_in_at TEXT
);
CREATE TABLE staff_sessions (
  id_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES staff_accounts(id) ON DELETE CASCADE,
  csrf_secret TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL
);
CREATE INDEX staff_sessions_by_account ON staff_sessions(account_id);
CREATE TABLE staff_sign_in_failures (
  id INTEGER PRIMARY KEY,
  subject TEXT NOT NULL,
  failed_at INTEGER NOT NULL
);
CREATE INDEX staff_sign_in_failures_by_subject ON staff_sign_in_failures(subject, failed_at);
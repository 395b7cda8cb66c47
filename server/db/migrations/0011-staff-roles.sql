CREATE TABLE new_staff_accounts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  password_changed_at TEXT NOT NULL,
  last_sign_in_at TEXT,
  role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'sales'))
);
INSERT INTO new_staff_accounts (id, email, password_hash, created_at, password_changed_at, last_sign_in_at, role)
  SELECT id, email, password_hash, created_at, password_changed_at, last_sign_in_at, 'owner' FROM staff_accounts;
DELETE FROM sqlite_sequence WHERE name = 'new_staff_accounts';
INSERT INTO sqlite_sequence (name, seq) SELECT 'new_staff_accounts', seq FROM sqlite_sequence WHERE name = 'staff_accounts';
DROP TABLE staff_accounts;
ALTER TABLE new_staff_accounts RENAME TO staff_accounts;

      CREATE TABLE staff_two_factor (
        account_id INTEGER PRIMARY KEY REFERENCES staff_accounts(id) ON DELETE CASCADE,
        secret TEXT NOT NULL,
        created_at TEXT NOT NULL,
        enabled_at TEXT,
        last_step INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE staff_recovery_codes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        account_id INTEGER NOT NULL REFERENCES staff_accounts(id) ON DELETE CASCADE,
        code_hash TEXT NOT NULL,
        used_at TEXT,
        UNIQUE (account_id, code_hash)
      );
      CREATE TABLE staff_pending_sign_ins (
        id_hash TEXT PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES staff_accounts(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE staff_password_resets (
        token_hash TEXT PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES staff_accounts(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      );
      CREATE INDEX staff_password_resets_by_account ON staff_password_resets(account_id);
    
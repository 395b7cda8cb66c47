-- A draft keeps every version it had: two people drafting one item are merged against the version each
-- started from. It may be in review (a writer asked for it) and may carry the time its item is taken down.
-- A draft whose item was deleted waits in the trash with it (trash_entry), out of Pending changes.
ALTER TABLE content_drafts ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE content_drafts ADD COLUMN unpublish_at TEXT;
ALTER TABLE content_drafts ADD COLUMN unpublish_to TEXT;
ALTER TABLE content_drafts ADD COLUMN review TEXT CHECK (review IN ('in-review', 'sent-back'));
ALTER TABLE content_drafts ADD COLUMN trash_entry INTEGER;
CREATE TABLE content_draft_versions (
  draft_id INTEGER NOT NULL,
  version INTEGER NOT NULL,
  values_json TEXT NOT NULL,
  saved_by TEXT NOT NULL,
  saved_at TEXT NOT NULL,
  PRIMARY KEY (draft_id, version)
);
INSERT INTO content_draft_versions (draft_id, version, values_json, saved_by, saved_at)
  SELECT id, 1, values_json, updated_by, updated_at FROM content_drafts;
-- A draft's review, step by step: submitted with a note, commented on, sent back, approved.
CREATE TABLE content_draft_reviews (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  draft_id INTEGER NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('submit', 'comment', 'send-back', 'approve')),
  note TEXT NOT NULL,
  actor TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX content_draft_reviews_by_draft ON content_draft_reviews(draft_id, id);
-- When a live page or article leaves the site on its own, and where its address then sends visitors (NULL: 410 Gone).
CREATE TABLE content_take_downs (
  kind TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  at TEXT NOT NULL,
  send_to TEXT,
  scheduled_by TEXT NOT NULL,
  scheduled_at TEXT NOT NULL,
  PRIMARY KEY (kind, item_id)
);
-- The addresses of what was taken down: 410 Gone, or a redirect to send_to, until something is at the address again.
CREATE TABLE content_gone (
  path TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  trash_entry INTEGER,
  send_to TEXT,
  gone_at TEXT NOT NULL
);
-- A trash entry deleted together with another (a menu entry taken out with its page) comes back with it;
-- why it is there: deleted, or taken down at its time.
ALTER TABLE content_trash ADD COLUMN with_entry INTEGER;
ALTER TABLE content_trash ADD COLUMN reason TEXT NOT NULL DEFAULT 'delete' CHECK (reason IN ('delete', 'take-down'));
-- Writers (WordPress's contributors): they write drafts and submit them for review.
CREATE TABLE new_staff_accounts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  password_changed_at TEXT NOT NULL,
  last_sign_in_at TEXT,
  role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'writer', 'sales')),
  display_name TEXT NOT NULL DEFAULT ''
);
INSERT INTO new_staff_accounts (id, email, password_hash, created_at, password_changed_at, last_sign_in_at, role, display_name)
  SELECT id, email, password_hash, created_at, password_changed_at, last_sign_in_at, role, display_name FROM staff_accounts;
DELETE FROM sqlite_sequence WHERE name = 'new_staff_accounts';
INSERT INTO sqlite_sequence (name, seq) SELECT 'new_staff_accounts', seq FROM sqlite_sequence WHERE name = 'staff_accounts';
DROP TABLE staff_accounts;
ALTER TABLE new_staff_accounts RENAME TO staff_accounts;
CREATE TABLE new_staff_invitations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token_hash TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE,
  role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'writer', 'sales')),
  invited_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
INSERT INTO new_staff_invitations (id, token_hash, email, role, invited_by, created_at, expires_at)
  SELECT id, token_hash, email, role, invited_by, created_at, expires_at FROM staff_invitations;
DELETE FROM sqlite_sequence WHERE name = 'new_staff_invitations';
INSERT INTO sqlite_sequence (name, seq) SELECT 'new_staff_invitations', seq FROM sqlite_sequence WHERE name = 'staff_invitations';
DROP TABLE staff_invitations;
ALTER TABLE new_staff_invitations RENAME TO staff_invitations;

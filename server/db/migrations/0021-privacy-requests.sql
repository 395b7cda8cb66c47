CREATE TABLE privacy_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('access', 'correction', 'erasure')),
  received_on TEXT NOT NULL,
  due_on TEXT NOT NULL,
  answered_at TEXT NOT NULL,
  answered_by TEXT NOT NULL,
  enquiries INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX privacy_requests_answered ON privacy_requests (answered_at, id);
-- pinned: cbfaf7e3b75d941248751e0e044f288e875422801f16144351bcdce85850a681
-- Files visitors send with a form (docs/forms.md): PDF, JPEG or PNG, at most 10 MB, recognised by their bytes and kept
-- here, in the database, not under /media: staff download them from the enquiry; backups hold them with the rest; they go
-- with their enquiry when it is deleted (the inbox, the retention purge, a privacy erasure).
CREATE TABLE enquiry_files (
  id INTEGER PRIMARY KEY,
  enquiry_id INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  field_key TEXT NOT NULL,
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('application/pdf', 'image/jpeg', 'image/png')),
  bytes INTEGER NOT NULL,
  data BLOB NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX enquiry_files_of_enquiry ON enquiry_files (enquiry_id);

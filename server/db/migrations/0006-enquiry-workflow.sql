ALTER TABLE enquiries ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'quoted', 'won', 'lost', 'spam'));
ALTER TABLE enquiries ADD COLUMN consent_version TEXT NOT NULL DEFAULT '';
ALTER TABLE enquiries ADD COLUMN sent_from_page TEXT NOT NULL DEFAULT '';
ALTER TABLE enquiries ADD COLUMN referrer_origin TEXT NOT NULL DEFAULT '';
ALTER TABLE enquiries ADD COLUMN utm_source TEXT NOT NULL DEFAULT '';
ALTER TABLE enquiries ADD COLUMN utm_medium TEXT NOT NULL DEFAULT '';
ALTER TABLE enquiries ADD COLUMN utm_campaign TEXT NOT NULL DEFAULT '';
ALTER TABLE enquiries ADD COLUMN utm_term TEXT NOT NULL DEFAULT '';
ALTER TABLE enquiries ADD COLUMN utm_content TEXT NOT NULL DEFAULT '';
CREATE INDEX enquiries_by_received ON enquiries(received_at);
CREATE INDEX enquiries_by_status ON enquiries(status);
CREATE TABLE enquiry_notes (
  id INTEGER PRIMARY KEY,
  enquiry_id INTEGER NOT NULL REFERENCES enquiries(id) ON DELETE CASCADE,
  author TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX enquiry_notes_by_enquiry ON enquiry_notes(enquiry_id, id);
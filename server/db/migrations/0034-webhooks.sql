-- pinned: c4a45cf91ab70ca66da5592db991d0fe944b0bdf7903c714a0fbda599d5887a9
-- Outgoing webhooks (docs/enquiries.md, "Webhooks"): each endpoint gets every new enquiry, or only the answers to one form,
-- signed with its secret (HMAC-SHA256, shown to staff once). Each delivery keeps the JSON it sends (the same on every
-- try), its tries, the last answer and the next try; a delivery goes with its enquiry when the enquiry is deleted
-- (the inbox, the retention purge, a privacy erasure), by the trigger below.
CREATE TABLE webhooks (
  id INTEGER PRIMARY KEY,
  url TEXT NOT NULL,
  form_id INTEGER,
  secret TEXT NOT NULL,
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE webhook_deliveries (
  id INTEGER PRIMARY KEY,
  webhook_id INTEGER NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  enquiry_id INTEGER NOT NULL,
  body TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  response_code INTEGER,
  last_error TEXT NOT NULL DEFAULT '',
  next_try_at TEXT,
  created_at TEXT NOT NULL,
  delivered_at TEXT
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (status, next_try_at);
CREATE INDEX webhook_deliveries_of_hook ON webhook_deliveries (webhook_id, id);
CREATE INDEX webhook_deliveries_of_enquiry ON webhook_deliveries (enquiry_id);
CREATE TRIGGER enquiry_deleted_deliveries AFTER DELETE ON enquiries
BEGIN
  DELETE FROM webhook_deliveries WHERE enquiry_id = OLD.id;
END;

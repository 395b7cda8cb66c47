CREATE TABLE taps (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('call', 'whatsapp', 'email')),
  service_id INTEGER NOT NULL DEFAULT 0,
  plan TEXT NOT NULL DEFAULT '',
  taps INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, path, kind, service_id, plan)
) WITHOUT ROWID;
UPDATE site_settings SET whatsapp_number = ''
  WHERE whatsapp_number = ltrim(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '+');

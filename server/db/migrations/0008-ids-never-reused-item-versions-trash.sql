CREATE TABLE new_offerings (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  offering_name TEXT NOT NULL UNIQUE,
  sort_order INTEGER NOT NULL,
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_offerings (id, offering_name, sort_order)
  SELECT id, offering_name, sort_order FROM offerings;
DROP TABLE offerings;
ALTER TABLE new_offerings RENAME TO offerings;
CREATE TABLE new_services (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  offering_id INTEGER NOT NULL REFERENCES offerings(id) ON DELETE CASCADE,
  heading TEXT NOT NULL,
  description TEXT NOT NULL,
  image TEXT NOT NULL DEFAULT '',
  sort_order INTEGER NOT NULL,
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_services (id, offering_id, heading, description, image, sort_order)
  SELECT id, offering_id, heading, description, image, sort_order FROM services;
DROP TABLE services;
ALTER TABLE new_services RENAME TO services;
CREATE INDEX services_by_offering ON services(offering_id, sort_order);
CREATE TABLE new_service_sections (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  service_id INTEGER NOT NULL REFERENCES services(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  image TEXT NOT NULL DEFAULT '',
  sort_order INTEGER NOT NULL,
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_service_sections (id, service_id, title, description, image, sort_order)
  SELECT id, service_id, title, description, image, sort_order FROM service_sections;
DROP TABLE service_sections;
ALTER TABLE new_service_sections RENAME TO service_sections;
CREATE INDEX service_sections_by_service ON service_sections(service_id, sort_order);
CREATE TABLE new_quick_facts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  service_id INTEGER NOT NULL REFERENCES services(id) ON DELETE CASCADE,
  fact_key TEXT NOT NULL,
  fact_value TEXT NOT NULL,
  show_facts INTEGER NOT NULL CHECK (show_facts IN (0, 1)),
  sort_order INTEGER NOT NULL,
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_quick_facts (id, service_id, fact_key, fact_value, show_facts, sort_order)
  SELECT id, service_id, fact_key, fact_value, show_facts, sort_order FROM quick_facts;
DROP TABLE quick_facts;
ALTER TABLE new_quick_facts RENAME TO quick_facts;
CREATE INDEX quick_facts_by_service ON quick_facts(service_id, sort_order);
CREATE TABLE new_pricing_entries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  service_id INTEGER NOT NULL REFERENCES services(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  sort_order INTEGER NOT NULL,
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_pricing_entries (id, service_id, title, description, sort_order)
  SELECT id, service_id, title, description, sort_order FROM pricing_entries;
DROP TABLE pricing_entries;
ALTER TABLE new_pricing_entries RENAME TO pricing_entries;
CREATE INDEX pricing_entries_by_service ON pricing_entries(service_id, sort_order);
CREATE TABLE new_pricing_plans (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  plan_type TEXT NOT NULL,
  plan_type_display TEXT NOT NULL,
  price REAL NOT NULL,
  discounted_price REAL,
  discount_percentage TEXT NOT NULL,
  year INTEGER NOT NULL,
  price_description TEXT NOT NULL,
  sort_order INTEGER NOT NULL,
  currency TEXT NOT NULL DEFAULT 'USD' CHECK (currency IN ('INR', 'USD')),
  excludes_gst INTEGER NOT NULL DEFAULT 0 CHECK (excludes_gst IN (0, 1)),
  service_id INTEGER REFERENCES services(id) ON DELETE CASCADE,
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_pricing_plans (id, plan_type, plan_type_display, price, discounted_price, discount_percentage, year, price_description, sort_order, currency, excludes_gst, service_id)
  SELECT id, plan_type, plan_type_display, price, discounted_price, discount_percentage, year, price_description, sort_order, currency, excludes_gst, service_id FROM pricing_plans;
DROP TABLE pricing_plans;
ALTER TABLE new_pricing_plans RENAME TO pricing_plans;
CREATE INDEX pricing_plans_by_service ON pricing_plans(service_id, sort_order);
CREATE TABLE new_enquiries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  full_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  page_details TEXT NOT NULL DEFAULT '',
  project_brief TEXT NOT NULL,
  received_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'quoted', 'won', 'lost', 'spam')),
  consent_version TEXT NOT NULL DEFAULT '',
  sent_from_page TEXT NOT NULL DEFAULT '',
  referrer_origin TEXT NOT NULL DEFAULT '',
  utm_source TEXT NOT NULL DEFAULT '',
  utm_medium TEXT NOT NULL DEFAULT '',
  utm_campaign TEXT NOT NULL DEFAULT '',
  utm_term TEXT NOT NULL DEFAULT '',
  utm_content TEXT NOT NULL DEFAULT ''
);
INSERT INTO new_enquiries (id, full_name, email, phone, page_details, project_brief, received_at, status, consent_version, sent_from_page, referrer_origin, utm_source, utm_medium, utm_campaign, utm_term, utm_content)
  SELECT id, full_name, email, phone, page_details, project_brief, received_at, status, consent_version, sent_from_page, referrer_origin, utm_source, utm_medium, utm_campaign, utm_term, utm_content FROM enquiries;
DROP TABLE enquiries;
ALTER TABLE new_enquiries RENAME TO enquiries;
CREATE INDEX enquiries_by_received ON enquiries(received_at);
CREATE INDEX enquiries_by_status ON enquiries(status);
CREATE TABLE new_enquiry_notes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  enquiry_id INTEGER NOT NULL REFERENCES enquiries(id) ON DELETE CASCADE,
  author TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
INSERT INTO new_enquiry_notes (id, enquiry_id, author, body, created_at)
  SELECT id, enquiry_id, author, body, created_at FROM enquiry_notes;
DROP TABLE enquiry_notes;
ALTER TABLE new_enquiry_notes RENAME TO enquiry_notes;
CREATE INDEX enquiry_notes_by_enquiry ON enquiry_notes(enquiry_id, id);
CREATE TABLE new_audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  actor TEXT NOT NULL,
  at TEXT NOT NULL,
  entity TEXT NOT NULL,
  entity_id INTEGER,
  action TEXT NOT NULL,
  before_json TEXT,
  after_json TEXT
);
INSERT INTO new_audit_log (id, actor, at, entity, entity_id, action, before_json, after_json)
  SELECT id, actor, at, entity, entity_id, action, before_json, after_json FROM audit_log;
DROP TABLE audit_log;
ALTER TABLE new_audit_log RENAME TO audit_log;
CREATE INDEX audit_log_by_entity ON audit_log(entity, entity_id, id);
CREATE TABLE new_staff_accounts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  password_changed_at TEXT NOT NULL,
  last_sign_in_at TEXT
);
INSERT INTO new_staff_accounts (id, email, password_hash, created_at, password_changed_at, last_sign_in_at)
  SELECT id, email, password_hash, created_at, password_changed_at, last_sign_in_at FROM staff_accounts;
DROP TABLE staff_accounts;
ALTER TABLE new_staff_accounts RENAME TO staff_accounts;
CREATE TABLE new_staff_sign_in_failures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  subject TEXT NOT NULL,
  failed_at INTEGER NOT NULL
);
INSERT INTO new_staff_sign_in_failures (id, subject, failed_at)
  SELECT id, subject, failed_at FROM staff_sign_in_failures;
DROP TABLE staff_sign_in_failures;
ALTER TABLE new_staff_sign_in_failures RENAME TO staff_sign_in_failures;
CREATE INDEX staff_sign_in_failures_by_subject ON staff_sign_in_failures(subject, failed_at);
DELETE FROM sqlite_sequence WHERE name IN ('offerings', 'services', 'service_sections', 'quick_facts', 'pricing_entries', 'pricing_plans', 'enquiries', 'enquiry_notes', 'audit_log', 'staff_accounts', 'staff_sign_in_failures');
INSERT INTO sqlite_sequence (name, seq)
  SELECT 'offerings', max(coalesce((SELECT max(id) FROM offerings), 0),
    coalesce((SELECT max(entity_id) FROM audit_log WHERE entity = 'offering'), 0))
  UNION ALL SELECT 'services', max(coalesce((SELECT max(id) FROM services), 0),
    coalesce((SELECT max(entity_id) FROM audit_log WHERE entity = 'service'), 0))
  UNION ALL SELECT 'service_sections', max(coalesce((SELECT max(id) FROM service_sections), 0),
    coalesce((SELECT max(entity_id) FROM audit_log WHERE entity = 'section'), 0))
  UNION ALL SELECT 'quick_facts', max(coalesce((SELECT max(id) FROM quick_facts), 0),
    coalesce((SELECT max(entity_id) FROM audit_log WHERE entity = 'quick_fact'), 0))
  UNION ALL SELECT 'pricing_entries', max(coalesce((SELECT max(id) FROM pricing_entries), 0),
    coalesce((SELECT max(entity_id) FROM audit_log WHERE entity = 'pricing_entry'), 0))
  UNION ALL SELECT 'pricing_plans', max(coalesce((SELECT max(id) FROM pricing_plans), 0),
    coalesce((SELECT max(entity_id) FROM audit_log WHERE entity = 'pricing_plan'), 0))
  UNION ALL SELECT 'enquiries', max(coalesce((SELECT max(id) FROM enquiries), 0),
    coalesce((SELECT max(entity_id) FROM audit_log WHERE entity = 'enquiry'), 0))
  UNION ALL SELECT 'enquiry_notes', coalesce((SELECT max(id) FROM enquiry_notes), 0)
  UNION ALL SELECT 'audit_log', coalesce((SELECT max(id) FROM audit_log), 0)
  UNION ALL SELECT 'staff_accounts', coalesce((SELECT max(id) FROM staff_accounts), 0)
  UNION ALL SELECT 'staff_sign_in_failures', coalesce((SELECT max(id) FROM staff_sign_in_failures), 0);

      CREATE TABLE content_trash (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL,          -- the kind's name in the address: 'offerings', 'services', 'sections', ...
        item_id INTEGER NOT NULL,
        title TEXT NOT NULL,
        parent_id INTEGER,           -- the offering or service whose list held it; NULL for the top-level lists
        position INTEGER NOT NULL,   -- its place in that list when deleted, from 0
        snapshot_json TEXT NOT NULL, -- the item with its children, as the content document writes it
        deleted_at TEXT NOT NULL,    -- ISO 8601, UTC
        deleted_by TEXT NOT NULL     -- the e-mail of the staff account that deleted it
      );
      CREATE INDEX content_trash_by_deleted ON content_trash(deleted_at);
      
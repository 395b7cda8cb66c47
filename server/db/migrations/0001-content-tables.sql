CREATE TABLE offerings (
  id INTEGER PRIMARY KEY,
  offering_name TEXT NOT NULL UNIQUE,
  sort_order INTEGER NOT NULL
);
CREATE TABLE services (
  id INTEGER PRIMARY KEY,
  offering_id INTEGER NOT NULL REFERENCES offerings(id) ON DELETE CASCADE,
  heading TEXT NOT NULL,
  description TEXT NOT NULL,
  image TEXT NOT NULL DEFAULT '',
  sort_order INTEGER NOT NULL
);
CREATE INDEX services_by_offering ON services(offering_id, sort_order);
CREATE TABLE service_sections (
  id INTEGER PRIMARY KEY,
  service_id INTEGER NOT NULL REFERENCES services(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  image TEXT NOT NULL DEFAULT '',
  sort_order INTEGER NOT NULL
);
CREATE INDEX service_sections_by_service ON service_sections(service_id, sort_order);
CREATE TABLE quick_facts (
  id INTEGER PRIMARY KEY,
  service_id INTEGER NOT NULL REFERENCES services(id) ON DELETE CASCADE,
  fact_key TEXT NOT NULL,
  fact_value TEXT NOT NULL,
  show_facts INTEGER NOT NULL CHECK (show_facts IN (0, 1)),
  sort_order INTEGER NOT NULL
);
CREATE INDEX quick_facts_by_service ON quick_facts(service_id, sort_order);
CREATE TABLE pricing_entries (
  id INTEGER PRIMARY KEY,
  service_id INTEGER NOT NULL REFERENCES services(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  sort_order INTEGER NOT NULL
);
CREATE INDEX pricing_entries_by_service ON pricing_entries(service_id, sort_order);
CREATE TABLE pricing_plans (
  id INTEGER PRIMARY KEY,
  plan_type TEXT NOT NULL,
  plan_type_display TEXT NOT NULL,
  price REAL NOT NULL,
  discounted_price REAL,
  discount_percentage TEXT NOT NULL,
  year INTEGER NOT NULL,
  price_description TEXT NOT NULL,
  sort_order INTEGER NOT NULL
);
// The database schema as an ordered list of migrations. Each runs once, in its own transaction, and
// is recorded in schema_migrations. Append new migrations at the end; never edit an applied one.
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  {
    id: 1,
    name: 'content tables',
    sql: `
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
    `,
  },
  {
    id: 2,
    name: 'enquiries',
    // What the visitor sent and when; no address, hashed or not: the rate limit lives in memory.
    sql: `
      CREATE TABLE enquiries (
        id INTEGER PRIMARY KEY,
        full_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL DEFAULT '',
        page_details TEXT NOT NULL DEFAULT '',
        project_brief TEXT NOT NULL,
        received_at TEXT NOT NULL
      );
    `,
  },
  {
    id: 3,
    name: 'content changes',
    // When each service's content (and, under id 0, the site-wide lists) last changed: the sitemap's
    // lastmod. An import keeps the time of what it leaves unchanged (the digest says so).
    sql: `
      CREATE TABLE content_changes (
        subject_id INTEGER PRIMARY KEY,
        digest TEXT NOT NULL,
        changed_at TEXT NOT NULL
      );
      INSERT INTO content_changes (subject_id, digest, changed_at)
        SELECT id, '', strftime('%Y-%m-%dT%H:%M:%SZ', 'now') FROM services
        UNION ALL SELECT 0, '', strftime('%Y-%m-%dT%H:%M:%SZ', 'now');
    `,
  },
  {
    id: 4,
    name: 'plan currency, GST and service',
    // Plans carry their currency and whether GST comes on top, and may belong to one service (NULL: a
    // general plan, shown on pages without plans of their own). Plans stored before this were priced
    // in US dollars (SPEC §7): they keep that currency, and GST is not added to them.
    sql: `
      ALTER TABLE pricing_plans ADD COLUMN currency TEXT NOT NULL DEFAULT 'USD' CHECK (currency IN ('INR', 'USD'));
      ALTER TABLE pricing_plans ADD COLUMN excludes_gst INTEGER NOT NULL DEFAULT 0 CHECK (excludes_gst IN (0, 1));
      ALTER TABLE pricing_plans ADD COLUMN service_id INTEGER REFERENCES services(id) ON DELETE CASCADE;
      CREATE INDEX pricing_plans_by_service ON pricing_plans(service_id, sort_order);
    `,
  },
];

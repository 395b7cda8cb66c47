// Migrations 1 to 7: the content tables, enquiries, the staff area and its audit log (see ./migrations.ts).
import type { Migration } from './migrations.ts';

export const firstMigrations: readonly Migration[] = [
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
    // in US dollars (docs/requirements/spec.md §7): they keep that currency, and GST is not added to them.
    sql: `
      ALTER TABLE pricing_plans ADD COLUMN currency TEXT NOT NULL DEFAULT 'USD' CHECK (currency IN ('INR', 'USD'));
      ALTER TABLE pricing_plans ADD COLUMN excludes_gst INTEGER NOT NULL DEFAULT 0 CHECK (excludes_gst IN (0, 1));
      ALTER TABLE pricing_plans ADD COLUMN service_id INTEGER REFERENCES services(id) ON DELETE CASCADE;
      CREATE INDEX pricing_plans_by_service ON pricing_plans(service_id, sort_order);
    `,
  },
  {
    id: 5,
    name: 'staff accounts, sessions and failed sign-ins',
    // Accounts are made from the terminal only (npm run staff). A session is stored under the SHA-256
    // of its cookie's id, so a copy of the database cannot be used to sign in; its CSRF secret lives
    // beside it. Failed sign-ins are kept under keyed hashes (docs/decisions/0013): no address or
    // e-mail can be read back from them.
    sql: `
      CREATE TABLE staff_accounts (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        created_at TEXT NOT NULL,
        password_changed_at TEXT NOT NULL,
        last_sign_in_at TEXT
      );
      CREATE TABLE staff_sessions (
        id_hash TEXT PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES staff_accounts(id) ON DELETE CASCADE,
        csrf_secret TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL
      );
      CREATE INDEX staff_sessions_by_account ON staff_sessions(account_id);
      CREATE TABLE staff_sign_in_failures (
        id INTEGER PRIMARY KEY,
        subject TEXT NOT NULL,
        failed_at INTEGER NOT NULL
      );
      CREATE INDEX staff_sign_in_failures_by_subject ON staff_sign_in_failures(subject, failed_at);
    `,
  },
  {
    id: 6,
    name: 'enquiry workflow',
    // Where an enquiry stands, staff notes on it, and what the visitor agreed to and came from. Rows
    // stored before this are new, with empty consent and origin fields (nothing was recorded then).
    sql: `
      ALTER TABLE enquiries ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
        CHECK (status IN ('new', 'contacted', 'quoted', 'won', 'lost', 'spam'));
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
    `,
  },
  {
    id: 7,
    name: 'audit log',
    // Every change staff make: who (the account's e-mail, kept when the account is removed), when,
    // which record, what, and the record before and after as JSON (NULL for none).
    sql: `
      CREATE TABLE audit_log (
        id INTEGER PRIMARY KEY,
        actor TEXT NOT NULL,
        at TEXT NOT NULL,
        entity TEXT NOT NULL,
        entity_id INTEGER,
        action TEXT NOT NULL,
        before_json TEXT,
        after_json TEXT
      );
      CREATE INDEX audit_log_by_entity ON audit_log(entity, entity_id, id);
    `,
  },
];

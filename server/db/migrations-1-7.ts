// Migrations 1 to 7: the content tables, enquiries, the staff area and its audit log (see ./migrations.ts).
// The columns of the tables with numbered ids are written once, in TABLES: migration 8 rebuilt the same
// tables with the same columns (./migration-8.ts), and migration 11 the staff accounts again.
import { ID, SORT_ORDER, addColumns, createIndexes, createTable, type Column, type Indexes } from './ddl.ts';
import type { Migration } from './migrations.ts';

/** A picture's address, empty for none. */
const IMAGE = "image TEXT NOT NULL DEFAULT ''";
/** An item of one of a service's lists (or a service's plan), deleted with it, and the index that reads them in order. */
const OF_SERVICE = 'service_id INTEGER NOT NULL REFERENCES services(id) ON DELETE CASCADE';
const BY_SERVICE = { service: 'service_id, sort_order' };

/** A plan as migration 1 made it; what migration 4 added (its currency, whether GST comes on top, its service). */
const PLAN_COLUMNS: readonly Column[] = [
  'plan_type TEXT NOT NULL', 'plan_type_display TEXT NOT NULL', 'price REAL NOT NULL', 'discounted_price REAL',
  'discount_percentage TEXT NOT NULL', 'year INTEGER NOT NULL', 'price_description TEXT NOT NULL', SORT_ORDER,
];
const PLAN_ADDITIONS: readonly Column[] = [
  "currency TEXT NOT NULL DEFAULT 'USD' CHECK (currency IN ('INR', 'USD'))",
  'excludes_gst INTEGER NOT NULL DEFAULT 0 CHECK (excludes_gst IN (0, 1))',
  'service_id INTEGER REFERENCES services(id) ON DELETE CASCADE',
];

/** An enquiry as migration 2 made it; what migration 6 added (where it stands, what the visitor agreed to and came from). */
const ENQUIRY_COLUMNS: readonly Column[] = [
  'full_name TEXT NOT NULL', 'email TEXT NOT NULL', "phone TEXT NOT NULL DEFAULT ''", "page_details TEXT NOT NULL DEFAULT ''",
  'project_brief TEXT NOT NULL', 'received_at TEXT NOT NULL',
];
const ENQUIRY_ADDITIONS: readonly Column[] = [
  "status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'quoted', 'won', 'lost', 'spam'))",
  "consent_version TEXT NOT NULL DEFAULT ''", "sent_from_page TEXT NOT NULL DEFAULT ''", "referrer_origin TEXT NOT NULL DEFAULT ''",
  "utm_source TEXT NOT NULL DEFAULT ''", "utm_medium TEXT NOT NULL DEFAULT ''", "utm_campaign TEXT NOT NULL DEFAULT ''",
  "utm_term TEXT NOT NULL DEFAULT ''", "utm_content TEXT NOT NULL DEFAULT ''",
];
const ENQUIRY_INDEXES = { received: 'received_at', status: 'status' };

/** A table with a numbered id: its columns after the id, as they stood after migration 7, and its indexes. */
export interface NumberedTable {
  columns: readonly Column[];
  indexes?: Indexes;
}

const tables = {
  offerings: { columns: ['offering_name TEXT NOT NULL UNIQUE', SORT_ORDER] },
  services: {
    columns: ['offering_id INTEGER NOT NULL REFERENCES offerings(id) ON DELETE CASCADE', 'heading TEXT NOT NULL', 'description TEXT NOT NULL', IMAGE, SORT_ORDER],
    indexes: { offering: 'offering_id, sort_order' },
  },
  service_sections: { columns: [OF_SERVICE, 'title TEXT NOT NULL', 'description TEXT NOT NULL', IMAGE, SORT_ORDER], indexes: BY_SERVICE },
  quick_facts: {
    columns: [OF_SERVICE, 'fact_key TEXT NOT NULL', 'fact_value TEXT NOT NULL', 'show_facts INTEGER NOT NULL CHECK (show_facts IN (0, 1))', SORT_ORDER],
    indexes: BY_SERVICE,
  },
  pricing_entries: { columns: [OF_SERVICE, 'title TEXT NOT NULL', 'description TEXT NOT NULL', SORT_ORDER], indexes: BY_SERVICE },
  pricing_plans: { columns: [...PLAN_COLUMNS, ...PLAN_ADDITIONS], indexes: BY_SERVICE },
  enquiries: { columns: [...ENQUIRY_COLUMNS, ...ENQUIRY_ADDITIONS], indexes: ENQUIRY_INDEXES },
  staff_accounts: {
    columns: ['email TEXT NOT NULL UNIQUE', 'password_hash TEXT NOT NULL', 'created_at TEXT NOT NULL', 'password_changed_at TEXT NOT NULL', 'last_sign_in_at TEXT'],
  },
  staff_sign_in_failures: { columns: ['subject TEXT NOT NULL', 'failed_at INTEGER NOT NULL'], indexes: { subject: 'subject, failed_at' } },
  enquiry_notes: {
    columns: ['enquiry_id INTEGER NOT NULL REFERENCES enquiries(id) ON DELETE CASCADE', 'author TEXT NOT NULL', 'body TEXT NOT NULL', 'created_at TEXT NOT NULL'],
    indexes: { enquiry: 'enquiry_id, id' },
  },
  audit_log: {
    columns: ['actor TEXT NOT NULL', 'at TEXT NOT NULL', 'entity TEXT NOT NULL', 'entity_id INTEGER', 'action TEXT NOT NULL', 'before_json TEXT', 'after_json TEXT'],
    indexes: { entity: 'entity, entity_id, id' },
  },
} satisfies Record<string, NumberedTable>;

export type NumberedTableName = keyof typeof tables;
/** The tables with numbered ids that migrations 1 to 7 made, in the order they were made. */
export const TABLES: Readonly<Record<NumberedTableName, NumberedTable>> = tables;

/** CREATE TABLE for one of TABLES, with its indexes (not pricing_plans or enquiries: migrations 4 and 6 added to those). */
const made = (table: NumberedTableName) => createTable(table, [ID, ...TABLES[table].columns], TABLES[table].indexes);

export const firstMigrations: readonly Migration[] = [
  {
    id: 1,
    name: 'content tables',
    sql: [
      made('offerings'),
      made('services'),
      made('service_sections'),
      made('quick_facts'),
      made('pricing_entries'),
      createTable('pricing_plans', [ID, ...PLAN_COLUMNS]),
    ].join('\n'),
  },
  {
    id: 2,
    name: 'enquiries',
    // What the visitor sent and when; no address, hashed or not: the rate limit lives in memory.
    sql: createTable('enquiries', [ID, ...ENQUIRY_COLUMNS]),
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
    sql: [addColumns('pricing_plans', PLAN_ADDITIONS), ...createIndexes('pricing_plans', BY_SERVICE)].join('\n'),
  },
  {
    id: 5,
    name: 'staff accounts, sessions and failed sign-ins',
    // Accounts are made from the terminal only (npm run staff). A session is stored under the SHA-256
    // of its cookie's id, so a copy of the database cannot be used to sign in; its CSRF secret lives
    // beside it. Failed sign-ins are kept under keyed hashes (docs/decisions/0013): no address or
    // e-mail can be read back from them.
    sql: [
      made('staff_accounts'),
      createTable(
        'staff_sessions',
        [
          'id_hash TEXT PRIMARY KEY',
          'account_id INTEGER NOT NULL REFERENCES staff_accounts(id) ON DELETE CASCADE',
          'csrf_secret TEXT NOT NULL',
          'created_at INTEGER NOT NULL',
          'last_seen_at INTEGER NOT NULL',
        ],
        { account: 'account_id' },
      ),
      made('staff_sign_in_failures'),
    ].join('\n'),
  },
  {
    id: 6,
    name: 'enquiry workflow',
    // Where an enquiry stands, staff notes on it, and what the visitor agreed to and came from. Rows
    // stored before this are new, with empty consent and origin fields (nothing was recorded then).
    sql: [addColumns('enquiries', ENQUIRY_ADDITIONS), ...createIndexes('enquiries', ENQUIRY_INDEXES), made('enquiry_notes')].join('\n'),
  },
  {
    id: 7,
    name: 'audit log',
    // Every change staff make: who (the account's e-mail, kept when the account is removed), when,
    // which record, what, and the record before and after as JSON (NULL for none).
    sql: made('audit_log'),
  },
];

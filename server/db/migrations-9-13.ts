// Migrations 9 to 14: the sales desk, page views, drafts, roles, site settings, invitations, two-factor sign-in and
// password resets (see ./migrations.ts).
import { COUNTED_ID, addColumns, createIndexes, rebuildTable } from './ddl.ts';
import { TABLES } from './migrations-1-7.ts';
import type { Migration } from './migrations.ts';

/** A member of staff's role (docs/decisions/0018). */
const STAFF_ROLE = "role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'sales'))";

export const laterMigrations: readonly Migration[] = [
  {
    id: 9,
    name: 'sales desk and page views',
    // An enquiry names the service and plan the visitor asked a quote for (as they were called then),
    // the member of staff working on it and the day to follow it up (an India date, YYYY-MM-DD). Page
    // views are counted per page per day and nothing else: no address, cookie or visitor identifier.
    sql: [
      addColumns('enquiries', [
        "service_name TEXT NOT NULL DEFAULT ''",
        "plan_name TEXT NOT NULL DEFAULT ''",
        'assigned_to INTEGER REFERENCES staff_accounts(id) ON DELETE SET NULL',
        'follow_up_on TEXT',
      ]),
      ...createIndexes('enquiries', { assignee: 'assigned_to', follow_up: 'follow_up_on' }),
      `CREATE TABLE page_views (
        day TEXT NOT NULL,
        path TEXT NOT NULL,
        views INTEGER NOT NULL,
        PRIMARY KEY (day, path)
      ) WITHOUT ROWID;`,
    ].join('\n'),
  },
  {
    id: 10,
    name: 'content drafts',
    // A change staff prepare before it goes live: for an item that exists (item_id) or a new one (no
    // item_id; parent_id names the list it goes in), the fields as the draft has them, the version it
    // was made from, who made it and when, and when it is to be published on its own (UTC; NULL: when
    // someone publishes it). One draft per item.
    sql: `
      CREATE TABLE content_drafts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL,
        item_id INTEGER,
        parent_id INTEGER,
        base_version INTEGER,
        values_json TEXT NOT NULL,
        publish_at TEXT,
        created_by TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_by TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE UNIQUE INDEX content_drafts_by_item ON content_drafts(kind, item_id) WHERE item_id IS NOT NULL;
      CREATE INDEX content_drafts_by_publish_at ON content_drafts(publish_at) WHERE publish_at IS NOT NULL;
    `,
  },
  {
    id: 11,
    name: 'staff roles',
    // Each account has a role: owner (everything), editor (the site's content) or sales (enquiries and
    // reports) (docs/decisions/0018). Accounts made before this could do everything: they are owners.
    // The table is rebuilt rather than given a column with a default, so that no account is ever made
    // without a role being chosen; it keeps its ids and the highest id it ever gave (never given again).
    foreignKeysOff: true,
    sql: rebuildTable('staff_accounts', {
      kept: [COUNTED_ID, ...TABLES.staff_accounts.columns],
      added: [STAFF_ROLE],
      filled: { role: "'owner'" },
      keepSequence: true,
    }),
  },
  {
    id: 12,
    name: 'site settings',
    // The company's details as one document (common/content-model/kinds.ts, siteSettings): a single row
    // with id 1, holding what the site showed when the table was made.
    sql: `
      CREATE TABLE site_settings (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        company_name TEXT NOT NULL,
        legal_name TEXT NOT NULL,
        partner_since INTEGER NOT NULL,
        phone TEXT NOT NULL,
        phone_2 TEXT NOT NULL,
        email TEXT NOT NULL,
        street TEXT NOT NULL,
        locality TEXT NOT NULL,
        region TEXT NOT NULL,
        postal_code TEXT NOT NULL,
        whatsapp_number TEXT NOT NULL,
        whatsapp_message TEXT NOT NULL,
        linkedin_url TEXT NOT NULL,
        instagram_url TEXT NOT NULL,
        map_embed_url TEXT NOT NULL,
        office_hours TEXT NOT NULL,
        sort_order INTEGER NOT NULL DEFAULT 0,
        version INTEGER NOT NULL DEFAULT 1
      );
      INSERT INTO site_settings (id, company_name, legal_name, partner_since, phone, phone_2, email, street, locality, region,
        postal_code, whatsapp_number, whatsapp_message, linkedin_url, instagram_url, map_embed_url, office_hours)
      VALUES (1, 'Dexterity', 'Dexterity Consultants', 2011, '+91 98220 45110', '+91 20 2553 4110',
        'info@dexterityconsultants.in', 'Office 402, Shreenath Plaza, Jangali Maharaj Road, Shivajinagar', 'Pune', 'Maharashtra', '411005',
        '919822045110', 'Hi, I want to know more about your offerings.', 'https://www.linkedin.com/company/dexterity-consultants',
        'https://www.instagram.com/dexterity.consultants',
        'https://www.google.com/maps?q=Jangali+Maharaj+Road,+Shivajinagar,+Pune+411005&output=embed', 'Monday to Saturday, 10:00 to 19:00 IST');
    `,
  },
  {
    id: 13,
    name: 'staff invitations',
    // An owner invites someone by e-mail with a role (docs/decisions/0019): the link carries a random token,
    // of which only the SHA-256 is kept, valid until expires_at (UTC) and used once (the row is removed
    // when the account is made). One pending invitation per e-mail: a new one replaces it.
    sql: `
      CREATE TABLE staff_invitations (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        token_hash TEXT NOT NULL UNIQUE,
        email TEXT NOT NULL UNIQUE,
        ${STAFF_ROLE},
        invited_by TEXT NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      );
    `,
  },
  {
    id: 14,
    name: 'two-factor sign-in and password resets',
    // Two-factor sign-in (docs/decisions/0021): an account's TOTP secret (enabled_at NULL while it is being set
    // up), the last time step a code was accepted for (none is accepted twice), the SHA-256 of its single-use
    // recovery codes; a sign-in waiting for its code (the SHA-256 of the browser's cookie, 5 minutes); and
    // password resets by e-mail (the SHA-256 of the link's token, 30 minutes, used once).
    sql: `
      CREATE TABLE staff_two_factor (
        account_id INTEGER PRIMARY KEY REFERENCES staff_accounts(id) ON DELETE CASCADE,
        secret TEXT NOT NULL,
        created_at TEXT NOT NULL,
        enabled_at TEXT,
        last_step INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE staff_recovery_codes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        account_id INTEGER NOT NULL REFERENCES staff_accounts(id) ON DELETE CASCADE,
        code_hash TEXT NOT NULL,
        used_at TEXT,
        UNIQUE (account_id, code_hash)
      );
      CREATE TABLE staff_pending_sign_ins (
        id_hash TEXT PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES staff_accounts(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE staff_password_resets (
        token_hash TEXT PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES staff_accounts(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      );
      CREATE INDEX staff_password_resets_by_account ON staff_password_resets(account_id);
    `,
  },
];

// Migration 8: ids never given twice, item versions and the trash (see ./migrations.ts).
import { COUNTED_ID, VERSION, rebuildTable } from './ddl.ts';
import { TABLES, type NumberedTableName } from './migrations-1-7.ts';
import type { Migration } from './migrations.ts';

/**
 * The tables rebuilt, in order: each keeps its columns (./migrations-1-7.ts) with an id never given twice;
 * content items get a version; `entity` is the audit log's name for its records, whose ids count too.
 */
const REBUILT: readonly { table: NumberedTableName; versioned?: true; entity?: string }[] = [
  { table: 'offerings', versioned: true, entity: 'offering' },
  { table: 'services', versioned: true, entity: 'service' },
  { table: 'service_sections', versioned: true, entity: 'section' },
  { table: 'quick_facts', versioned: true, entity: 'quick_fact' },
  { table: 'pricing_entries', versioned: true, entity: 'pricing_entry' },
  { table: 'pricing_plans', versioned: true, entity: 'pricing_plan' },
  { table: 'enquiries', entity: 'enquiry' },
  { table: 'enquiry_notes' },
  { table: 'audit_log' },
  { table: 'staff_accounts' },
  { table: 'staff_sign_in_failures' },
];

/** The highest id the table gave: its highest row's, or a higher one only the audit log still names. */
const highestId = ({ table, entity }: (typeof REBUILT)[number]) =>
  entity
    ? `max(coalesce((SELECT max(id) FROM ${table}), 0),\n    coalesce((SELECT max(entity_id) FROM audit_log WHERE entity = '${entity}'), 0))`
    : `coalesce((SELECT max(id) FROM ${table}), 0)`;

export const migration8: readonly Migration[] = [
  {
    id: 8,
    name: 'ids never reused, item versions, trash',
    // An id is never given twice: every table with a numbered id is rebuilt to count on from the
    // highest id it ever gave, even one since deleted, so a new enquiry cannot take a deleted one's id
    // (and with it the audit log about another person). Ids only the audit log still remembers count
    // too. Each content item gets a version (1 for those stored before this), so a form saved over a
    // newer change is refused rather than undoing it. Deleted content waits in content_trash, with its
    // children and the place it held, so it can be put back. Columns, indexes and rows are kept as they
    // were (the added columns stay where they were added, so rows read the same).
    foreignKeysOff: true,
    sql: [
      // Each table made again with an id never given twice, its rows copied over (content with version 1)...
      ...REBUILT.map(({ table, versioned }) =>
        rebuildTable(table, { kept: [COUNTED_ID, ...TABLES[table].columns], added: versioned ? [VERSION] : [], indexes: TABLES[table].indexes }),
      ),
      // ...counting on from the highest id it ever gave; then the trash.
      `DELETE FROM sqlite_sequence WHERE name IN (${REBUILT.map(({ table }) => `'${table}'`).join(', ')});`,
      `INSERT INTO sqlite_sequence (name, seq)\n  ${REBUILT.map((rebuilt) => `SELECT '${rebuilt.table}', ${highestId(rebuilt)}`).join('\n  UNION ALL ')};`,
      `
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
      `,
    ].join('\n'),
  },
];

// The SQL of a migration's tables, written from one list of columns: a table made with its indexes, columns
// added, and a table rebuilt to a new definition with its rows kept. Applied migrations are written with
// these functions, so what each one writes must never change (see ./migrations.ts): a new need is a new
// function or option, and the SQL it writes is what SQLite keeps in sqlite_master.

/** A column as CREATE TABLE spells it: its name, then its type and constraints ('sort_order INTEGER NOT NULL'). */
export type Column = string;

/** An index, by what it finds rows by: `{ service: 'service_id, sort_order' }` is <table>_by_service. */
export type Indexes = Readonly<Record<string, string>>;

/** A numbered id, as migrations 1 to 7 made them: SQLite may give a deleted row's id again. */
export const ID: Column = 'id INTEGER PRIMARY KEY';
/** A numbered id never given twice: SQLite remembers the highest in sqlite_sequence (migration 8 on). */
export const COUNTED_ID: Column = 'id INTEGER PRIMARY KEY AUTOINCREMENT';
/** A content item's version, 1 when it is made; a form saved over a newer version is refused. */
export const VERSION: Column = 'version INTEGER NOT NULL DEFAULT 1';
/** A list item's place, from 0. */
export const SORT_ORDER: Column = 'sort_order INTEGER NOT NULL';

/** A column's name: the first word of its definition. */
const nameOf = (column: Column): string => column.trimStart().split(/\s/, 1)[0]!;

/** CREATE INDEX for each index of the table, named <table>_by_<what it finds rows by>. */
export function createIndexes(table: string, indexes: Indexes = {}): string[] {
  return Object.entries(indexes).map(([by, columns]) => `CREATE INDEX ${table}_by_${by} ON ${table}(${columns});`);
}

/** CREATE TABLE with its columns, one a line, then its indexes. */
export function createTable(table: string, columns: readonly Column[], indexes?: Indexes): string {
  return [`CREATE TABLE ${table} (\n  ${columns.join(',\n  ')}\n);`, ...createIndexes(table, indexes)].join('\n');
}

/** ALTER TABLE … ADD COLUMN for each column, in order; rows stored before take the column's default. */
export function addColumns(table: string, columns: readonly Column[]): string {
  return columns.map((column) => `ALTER TABLE ${table} ADD COLUMN ${column};`).join('\n');
}

export interface Rebuild {
  /** The table's columns as they stay, in order: each row is copied over in these. */
  kept: readonly Column[];
  /** Columns the rebuilt table adds after them: each row takes its default, or its value in `filled`. */
  added?: readonly Column[];
  /** What a row takes in an added column, as an SQL expression (`"'owner'"`). */
  filled?: Readonly<Record<string, string>>;
  /** The table's indexes: dropped with the old table, made again on the new one. */
  indexes?: Indexes;
  /** Carry the highest id the table ever gave over to the new one (its ids are never given again). */
  keepSequence?: boolean;
}

/**
 * Rebuilds a table to a new definition (one ALTER TABLE cannot change): makes new_<table> with the kept and
 * added columns, copies every row over, drops the old table and gives the new one its name and indexes.
 * Run with foreign keys off (Migration.foreignKeysOff): dropping a table would otherwise delete its children.
 */
export function rebuildTable(table: string, { kept, added = [], filled = {}, indexes, keepSequence = false }: Rebuild): string {
  const copied = [...kept.map(nameOf), ...added.map(nameOf).filter((name) => name in filled)];
  const values = copied.map((name) => filled[name] ?? name);
  return [
    createTable(`new_${table}`, [...kept, ...added]),
    `INSERT INTO new_${table} (${copied.join(', ')})\n  SELECT ${values.join(', ')} FROM ${table};`,
    ...(keepSequence
      ? [
          `DELETE FROM sqlite_sequence WHERE name = 'new_${table}';`,
          `INSERT INTO sqlite_sequence (name, seq) SELECT 'new_${table}', seq FROM sqlite_sequence WHERE name = '${table}';`,
        ]
      : []),
    `DROP TABLE ${table};`,
    `ALTER TABLE new_${table} RENAME TO ${table};`,
    ...createIndexes(table, indexes),
  ].join('\n');
}

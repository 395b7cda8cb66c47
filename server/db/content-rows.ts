// How a content kind is stored, derived from its declaration (common/content-model/kinds.ts): its table,
// its columns (the field names, the parent's column, sort_order, version) and how each field's value is
// written to and read from its column.
import { DEFAULT_FOCUS, listedFields, type Field } from '../../common/content-model/fields.ts';
import type { KindDeclaration } from '../../common/content-model/kinds.ts';
import { isUndescribedPicture, libraryAltKey } from '../../common/content-model/public-shape.ts';

/** A row as better-sqlite3 reads it. */
export type Row = Record<string, unknown> & { id: number; sort_order: number; version: number };

/** An item with its fields as the model types them. */
export type ItemFields = Record<string, unknown>;

export function toColumn(f: Field, value: unknown): unknown {
  if (f.type === 'yes-no') return value ? 1 : 0;
  if (f.type === 'rows' || f.type === 'list' || f.type === 'blocks' || f.type === 'relations') return JSON.stringify(value ?? []);
  // An item kept in the trash or a draft from before focal points existed is centred.
  if (f.type === 'focus') return value ?? DEFAULT_FOCUS;
  return value;
}

export function fromColumn(f: Field, value: unknown): unknown {
  switch (f.type) {
    case 'yes-no':
      return value === 1;
    case 'rows':
    case 'list':
    case 'blocks':
    case 'relations':
      try {
        const parsed: unknown = JSON.parse(String(value));
        return Array.isArray(parsed) ? parsed : [];
      } catch {
        return [];
      }
    case 'money':
    case 'number':
      return value === null ? null : Number(value);
    default:
      return value;
  }
}

/** A column's name as SQL writes it: quoted, as a field may be named like a keyword (a redirect's `from`). */
export const column = (name: string): string => `"${name}"`;

/** Columns as SQL writes them, comma-separated. */
export const columnList = (names: readonly string[]): string => names.map(column).join(', ');

/** The SQL a kind needs, built once from its declaration. */
export interface KindSql {
  kind: KindDeclaration;
  fields: [string, Field][];
  /** The parent's column, or undefined for a top-level list. */
  parent: string | undefined;
  select: string;
  /** The fields a list's rows carry (inListRows), and the statement reading only them. */
  listFields: [string, Field][];
  listSelect: string;
  insertColumns: string[];
}

export function kindSql(kind: KindDeclaration): KindSql {
  const fields = Object.entries(kind.fields);
  const parent = kind.parent?.field;
  const listFields = listedFields(kind.fields);
  const columnsOf = (named: [string, Field][]) => [
    'id',
    ...(parent ? [parent] : []),
    ...named.map(([name]) => name),
    'sort_order',
    'version',
  ];
  const columns = columnsOf(fields);
  return {
    kind,
    fields,
    parent,
    select: `SELECT ${columnList(columns)} FROM ${kind.table}`,
    listFields,
    listSelect: `SELECT ${columnList(columnsOf(listFields))} FROM ${kind.table}`,
    insertColumns: columns,
  };
}

/** A row's fields as values of the model (by default every field; a list's rows: sql.listFields). */
export function fieldsOf(sql: KindSql, row: Row, fields: readonly [string, Field][] = sql.fields): ItemFields {
  return Object.fromEntries(fields.map(([name, f]) => [name, fromColumn(f, row[name])]));
}

/**
 * The columns of a kind's public record (common/content-model/public-shape.ts) in the contract's order,
 * each under its public name: `f.id, f.service_id AS offering_details, f.fact_key, …`.
 */
export function publicColumns(kind: KindDeclaration, alias: string): string {
  const columns = [`${alias}.id`];
  const parent = kind.parent && kind.api.parentAs ? `${alias}.${kind.parent.field} AS ${kind.api.parentAs}` : undefined;
  if (parent && kind.api.parentFirst) columns.push(parent);
  for (const name of Object.keys(kind.fields)) {
    const as = kind.api.rename?.[name];
    if (name === kind.author) {
      // The author's display name of the day (empty: none, or no such account), so a new name reaches every article.
      const email = `${alias}.${column(name)}`;
      columns.push(
        `COALESCE((SELECT s.display_name FROM staff_accounts s WHERE s.email = ${email} AND ${email} <> ''), '') AS ${as ?? column(name)}`,
      );
      continue;
    }
    columns.push(as ? `${alias}.${column(name)} AS ${as}` : `${alias}.${column(name)}`);
    // The library's description of the picture, put in by the read (server/db/public-reads.ts): none until then.
    if (isUndescribedPicture(kind.fields[name]!)) columns.push(`'' AS ${column(libraryAltKey(as ?? name))}`);
  }
  if (parent && !kind.api.parentFirst) columns.push(parent);
  return columns.join(', ');
}

/** Reads a public record's row: yes/no columns as booleans, rows as lists; other values as stored. */
export function publicReader<T>(kind: KindDeclaration): (row: Record<string, unknown>) => T {
  const converted = Object.entries(kind.fields)
    .filter(([, f]) => f.type === 'yes-no' || f.type === 'rows' || f.type === 'blocks' || f.type === 'list' || f.type === 'relations')
    .map(([name, f]) => [kind.api.rename?.[name] ?? name, f] as const);
  return (row) => {
    for (const [name, f] of converted) row[name] = fromColumn(f, row[name]);
    return row as T;
  };
}

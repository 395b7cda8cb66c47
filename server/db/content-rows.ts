// How a content kind is stored, derived from its declaration (common/content-model/kinds.ts): its table,
// its columns (the field names, the parent's column, sort_order, version) and how each field's value is
// written to and read from its column.
import type { Field } from '../../common/content-model/fields.ts';
import type { KindDeclaration } from '../../common/content-model/kinds.ts';

/** A row as better-sqlite3 reads it. */
export type Row = Record<string, unknown> & { id: number; sort_order: number; version: number };

/** An item with its fields as the model types them. */
export type ItemFields = Record<string, unknown>;

export function toColumn(f: Field, value: unknown): unknown {
  if (f.type === 'yes-no') return value ? 1 : 0;
  if (f.type === 'rows') return JSON.stringify(value ?? []);
  return value;
}

export function fromColumn(f: Field, value: unknown): unknown {
  switch (f.type) {
    case 'yes-no':
      return value === 1;
    case 'rows':
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

/** The SQL a kind needs, built once from its declaration. */
export interface KindSql {
  kind: KindDeclaration;
  fields: [string, Field][];
  /** The parent's column, or undefined for a top-level list. */
  parent: string | undefined;
  select: string;
  insertColumns: string[];
}

export function kindSql(kind: KindDeclaration): KindSql {
  const fields = Object.entries(kind.fields);
  const parent = kind.parent?.field;
  const columns = ['id', ...(parent ? [parent] : []), ...fields.map(([name]) => name), 'sort_order', 'version'];
  return { kind, fields, parent, select: `SELECT ${columns.join(', ')} FROM ${kind.table}`, insertColumns: columns };
}

/** A row's fields as values of the model. */
export function fieldsOf(sql: KindSql, row: Row): ItemFields {
  return Object.fromEntries(sql.fields.map(([name, f]) => [name, fromColumn(f, row[name])]));
}

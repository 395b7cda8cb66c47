// The public API's reads, made from the kinds' declarations (`publicApi`, common/content-model/kinds.ts): a
// read's records are its kind's public columns (publicColumns), in list order — a child kind's in its
// parents' order first — filtered by one column when the read takes an id, with its nested lists. Every table is
// there: the database is migrated before anything reads it (server/db/database.ts).
import type Database from 'better-sqlite3';

import { hasTranslatableFields, putTextAt } from '../../common/content-model/translated-fields.ts';
import { DOCUMENT_ID, KINDS, isDocument, type KindDeclaration, type PublicRead } from '../../common/content-model/kinds.ts';
import { readsTranslatedAddress } from '../../common/content-model/public-api.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../common/languages.ts';

import { fillPictureAlts, mayHoldPictures } from '../../common/media/picture-alts.ts';
import { fillResponsivePictures, mayHoldRichText } from '../../common/media/rich-text-pictures.ts';

import { prepared } from './content-items.ts';
import { publicColumns, publicReader } from './content-rows.ts';
import { libraryAltLookup, libraryPictureLookup } from './media-library.ts';
import { addressesOf, itemWithTranslated, translationsOfItems } from './translations.ts';

type Db = Database.Database;
type PublicRecord = Record<string, unknown>;

const kindNamed = (name: string) => {
  const kind = KINDS.find((other) => other.name === name);
  if (!kind) throw new Error(`No kind is named ${name}.`);
  return kind;
};

/**
 * `FROM quick_facts x JOIN services p1 ON … JOIN offerings p2 ON …` and the order `p2.sort_order, p1.sort_order,
 * x.sort_order, x.id`: a child kind's items in its parents' order, as the staff editor lists them.
 */
function listSql(kind: KindDeclaration, filter: string | undefined): string {
  const joins: string[] = [];
  const order: string[] = [];
  let child = kind;
  let alias = 'x';
  // A filtered read names one parent or one item: its order is the list's own.
  for (let depth = 1; !filter && child.parent; depth += 1) {
    const parent = kindNamed(child.parent.kind);
    joins.push(`JOIN ${parent.table} p${depth} ON p${depth}.id = ${alias}.${child.parent.field}`);
    order.unshift(`p${depth}.sort_order`);
    child = parent;
    alias = `p${depth}`;
  }
  const where = isDocument(kind) ? `WHERE x.id = ${DOCUMENT_ID}` : filter ? `WHERE x.${filter} = ?` : '';
  const sorted = isDocument(kind) ? '' : `ORDER BY ${[...order, 'x.sort_order', 'x.id'].join(', ')}`;
  return [`SELECT ${publicColumns(kind, 'x')} FROM ${kind.table} x`, ...joins, where, sorted].filter(Boolean).join(' ');
}

const readers = new WeakMap<KindDeclaration, (row: PublicRecord) => PublicRecord>();
const statementsOf = new WeakMap<KindDeclaration, Map<string, string>>();
/** The kind's read SQL by its filter column, made once. */
function statementSql(kind: KindDeclaration, column: string | undefined): string {
  let made = statementsOf.get(kind);
  if (!made) statementsOf.set(kind, (made = new Map()));
  let sql = made.get(column ?? '');
  if (sql === undefined) made.set(column ?? '', (sql = listSql(kind, column)));
  return sql;
}

/**
 * A pass of the media library over a kind's records, in place: made only for a kind whose fields may hold what it
 * fills (asked once per kind), and reading the library only when there are records.
 */
function libraryPass<L>(
  mayHold: (fields: KindDeclaration['fields']) => boolean,
  lookupOf: (db: Db) => L,
  fill: (fields: KindDeclaration['fields'], record: PublicRecord, lookup: L, rename: Readonly<Record<string, string>>) => void,
) {
  const holds = new WeakMap<KindDeclaration, boolean>();
  return <R extends PublicRecord>(db: Db, kind: KindDeclaration, records: R[]): R[] => {
    let may = holds.get(kind);
    if (may === undefined) holds.set(kind, (may = mayHold(kind.fields)));
    if (!may || records.length === 0) return records;
    const lookup = lookupOf(db);
    for (const record of records) fill(kind.fields, record, lookup, kind.api.rename ?? {});
    return records;
  };
}

/**
 * Puts the media library's description of each picture where the record's own description field is empty
 * (docs/media.md): the one place the public side gets it, so every page and the API show the same.
 */
export const withLibraryAlts = libraryPass(mayHoldPictures, libraryAltLookup, fillPictureAlts);

/**
 * Serves the pictures inside rich text responsive (docs/media.md): each upload the library has, with its resized
 * copies, size and lazy loading. On the way out only; the stored HTML is what staff saved.
 */
export const withResponsivePictures = libraryPass(mayHoldRichText, libraryPictureLookup, fillResponsivePictures);

/** A kind's translatable fields (and lists with translatable fields) and the keys its public records write them under, made once per kind. */
const translatedKeys = new WeakMap<KindDeclaration, ReadonlyMap<string, string>>();
function translatedKeysOf(kind: KindDeclaration): ReadonlyMap<string, string> {
  let keys = translatedKeys.get(kind);
  if (!keys) {
    keys = new Map(
      Object.entries(kind.fields).flatMap(([name, f]) =>
        hasTranslatableFields({ [name]: f }) ? [[name, kind.api.rename?.[name] ?? name]] : [],
      ),
    );
    translatedKeys.set(kind, keys);
  }
  return keys;
}

/**
 * Puts each record's translations into a language in place of its English (docs/languages.md), in place: a field
 * without a translation keeps its English. English, and a kind with nothing translatable, read nothing more.
 */
export function withTranslations<R extends PublicRecord>(db: Db, kind: KindDeclaration, records: R[], lang: Language): R[] {
  if (lang === DEFAULT_LANGUAGE || records.length === 0) return records;
  const keys = translatedKeysOf(kind);
  if (keys.size === 0) return records;
  const byId = new Map(records.map((record) => [record.id as number, record]));
  for (const { item_id, field, value } of translationsOfItems(db, kind.name, lang, [...byId.keys()])) {
    // `title`, or a list entry's field: `fields.2.label`.
    const key = keys.get(field.split('.', 1)[0]!);
    const record = byId.get(item_id) as PublicRecord | undefined;
    if (key !== undefined && record) putTextAt(kind.fields, record, key, field, value);
  }
  return records;
}

/** The kind's public records (in a language: its translations in place of the English): all of them, or those whose `column` holds `value`. */
export function publicRecords(
  db: Db,
  kind: KindDeclaration,
  column?: string,
  value?: number | string,
  lang: Language = DEFAULT_LANGUAGE,
): PublicRecord[] {
  let reader = readers.get(kind);
  if (!reader) readers.set(kind, (reader = publicReader<PublicRecord>(kind)));
  const statement = prepared(db, statementSql(kind, column));
  const rows = (column === undefined ? statement.all() : statement.all(value)) as PublicRecord[];
  return withResponsivePictures(db, kind, withLibraryAlts(db, kind, withTranslations(db, kind, rows.map(reader), lang)));
}

/**
 * Where a read by text (an article's address) finds its item in a language: by the item's address in that language,
 * else by its English one (an item keeps the English address where it has none of its own).
 */
function textFilterIn(db: Db, kind: KindDeclaration, read: PublicRead, value: number | string, lang: Language) {
  const column = read.filter!.column;
  if (lang === DEFAULT_LANGUAGE || !read.filter!.text || typeof value !== 'string') return { column, value };
  const id = itemWithTranslated(db, kind.name, lang, column, value);
  return id === undefined ? { column, value } : { column: 'id', value: id };
}

/** What a public read answers: its kind's records (those the id, or text, names when it takes one), each with its nested lists. */
export function readPublic(
  db: Db,
  kind: KindDeclaration,
  read: PublicRead,
  id: number | string,
  lang: Language = DEFAULT_LANGUAGE,
): PublicRecord[] {
  const filter = read.filter ? textFilterIn(db, kind, read, id, lang) : undefined;
  const found = publicRecords(db, kind, filter?.column, filter?.value, lang);
  // Read by an address that is translated: the item's address in each language, for its page's links to itself there.
  const records: PublicRecord[] = readsTranslatedAddress(kind, read)
    ? found.map((record) => ({ ...record, addresses: addressesOf(db, kind, read.filter!.column, record.id as number) }))
    : found;
  const nested = Object.entries(read.nest ?? {}).map(([key, name]) => [key, kindNamed(name)] as const);
  if (nested.length === 0) return records;
  // A nested kind that is not this kind's child is the same whole list in every record.
  const whole = new Map(
    nested
      .filter(([, inner]) => inner.parent?.kind !== kind.name)
      .map(([key, inner]) => [key, publicRecords(db, inner, undefined, undefined, lang)]),
  );
  return records.map((record) => ({
    ...record,
    ...Object.fromEntries(
      nested.map(([key, inner]) => [key, whole.get(key) ?? publicRecords(db, inner, inner.parent!.field, record.id as number, lang)]),
    ),
  }));
}

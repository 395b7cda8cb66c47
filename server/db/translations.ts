// Translations of the content's translatable fields (migration 0040, docs/languages.md): per item, language and field,
// the translated text and the English it was made from. Prepared statements only.
import type Database from 'better-sqlite3';

import type { KindDeclaration } from '../../common/content-model/kinds.ts';
import { LANGUAGES, type Language } from '../../common/languages.ts';

import { prepared } from './content-items.ts';

export interface StoredTranslation {
  field: string;
  value: string;
  /** The English the translation was made from. */
  source: string;
  updated_at: string;
  updated_by: string;
}

export class TranslationStore {
  private readonly statements;

  constructor(readonly db: Database.Database) {
    this.statements = {
      ofItem: db.prepare(
        'SELECT field, value, source, updated_at, updated_by FROM translations WHERE kind = ? AND item_id = ? AND lang = ?',
      ),
      ofKind: db.prepare('SELECT item_id, field, value, source FROM translations WHERE kind = ? AND lang = ?'),
      put: db.prepare(
        `INSERT INTO translations (kind, item_id, lang, field, value, source, updated_at, updated_by)
         VALUES (@kind, @item, @lang, @field, @value, @source, @at, @by)
         ON CONFLICT (kind, item_id, lang, field) DO UPDATE SET value = @value, source = @source, updated_at = @at, updated_by = @by`,
      ),
      remove: db.prepare('DELETE FROM translations WHERE kind = ? AND item_id = ? AND lang = ? AND field = ?'),
      valueTaken: db.prepare('SELECT item_id, lang FROM translations WHERE kind = ? AND field = ? AND value = ? AND item_id != ? LIMIT 1'),
    };
  }

  /** An item's translations into a language, by field. */
  ofItem(kind: string, itemId: number, lang: string): Map<string, StoredTranslation> {
    const rows = this.statements.ofItem.all(kind, itemId, lang) as StoredTranslation[];
    return new Map(rows.map((row) => [row.field, row]));
  }

  /** Every translation of a kind's items into a language: what the list's states are worked out from. */
  ofKind(kind: string, lang: string): Array<{ item_id: number; field: string; value: string; source: string }> {
    return this.statements.ofKind.all(kind, lang) as Array<{ item_id: number; field: string; value: string; source: string }>;
  }

  /** Keeps a field's translation (empty text removes it: the English shows again). */
  put(kind: string, itemId: number, lang: string, field: string, value: string, source: string, by: string, at = new Date()): void {
    if (value === '') this.statements.remove.run(kind, itemId, lang, field);
    else this.statements.put.run({ kind, item: itemId, lang, field, value, source, at: at.toISOString(), by });
  }

  /**
   * Forgets the translations of a kind's items that are gone for good: neither in its table nor waiting in the trash
   * (whence an item comes back with them). Answers how many were forgotten.
   */
  forgetGone(kind: string, table: string): number {
    // Their drafts go with them.
    const gone = (from: string) =>
      this.db
        .prepare(
          `DELETE FROM ${from} WHERE kind = ?
             AND item_id NOT IN (SELECT id FROM "${table}")
             AND item_id NOT IN (SELECT item_id FROM content_trash WHERE kind = ?)`,
        )
        .run(kind, kind).changes;
    gone('translation_drafts');
    return gone('translations');
  }

  /**
   * Another item's translation of the field with this text, in any language, if any: an address is one item's (the
   * same item may have it in two languages).
   */
  holderOf(kind: string, field: string, value: string, exceptItemId: number): { item_id: number; lang: string } | undefined {
    return this.statements.valueTaken.get(kind, field, value, exceptItemId) as { item_id: number; lang: string } | undefined;
  }
}

/** The translations into a language of these items of a kind (a public read's records), field by field. */
export function translationsOfItems(
  db: Database.Database,
  kind: string,
  lang: string,
  itemIds: readonly number[],
): Array<{ item_id: number; field: string; value: string }> {
  if (itemIds.length === 0) return [];
  return prepared(
    db,
    'SELECT item_id, field, value FROM translations WHERE kind = ? AND lang = ? AND item_id IN (SELECT value FROM json_each(?))',
  ).all(kind, lang, JSON.stringify(itemIds)) as Array<{ item_id: number; field: string; value: string }>;
}

/** The item whose translated address (a field such as `slug`) in a language is this text, if any. */
export function itemWithTranslated(db: Database.Database, kind: string, lang: string, field: string, value: string): number | undefined {
  const row = prepared(db, 'SELECT item_id FROM translations WHERE kind = ? AND lang = ? AND field = ? AND value = ? LIMIT 1').get(
    kind,
    lang,
    field,
    value,
  ) as { item_id: number } | undefined;
  return row?.item_id;
}

/**
 * An item's address (a translated field such as an article's `slug`) in every language, in the order of LANGUAGES:
 * its own where staff gave it one, else its English one, which it keeps there.
 */
export function addressesOf(db: Database.Database, kind: KindDeclaration, field: string, id: number): { lang: Language; slug: string }[] {
  const english = prepared(db, `SELECT ${field} FROM ${kind.table} WHERE id = ?`).pluck().get(id) as string | undefined;
  if (english === undefined) return [];
  const own = new Map(
    // By the item's key (`+field`: the index of values by field would read every item's address to find its own).
    (
      prepared(db, "SELECT lang, value FROM translations WHERE kind = ? AND item_id = ? AND +field = ? AND value <> ''").all(
        kind.name,
        id,
        field,
      ) as { lang: string; value: string }[]
    ).map(({ lang, value }) => [lang, value]),
  );
  return LANGUAGES.map(({ code }) => ({ lang: code, slug: own.get(code) ?? english }));
}

/** Every item's translation of one field that is not empty (an article's address in Marathi and Hindi): by item, by language. */
export function translatedValues(db: Database.Database, kind: string, field: string): Map<number, Map<string, string>> {
  const rows = prepared(db, "SELECT item_id, lang, value FROM translations WHERE kind = ? AND field = ? AND value <> ''").all(
    kind,
    field,
  ) as {
    item_id: number;
    lang: string;
    value: string;
  }[];
  const byItem = new Map<number, Map<string, string>>();
  for (const { item_id, lang, value } of rows) {
    let values = byItem.get(item_id);
    if (!values) byItem.set(item_id, (values = new Map()));
    values.set(lang, value);
  }
  return byItem;
}

/** A translation as the site search reads it: which item, language and field. */
export interface SearchedTranslation {
  kind: string;
  item_id: number;
  lang: string;
  field: string;
  value: string;
}

/**
 * The translations of some kinds' items, in every language: all of a kind's, or, for a kind given with ids, those
 * items' only (what a change of a few articles brings the site search up to date with).
 */
export function translationsForSearch(
  db: Database.Database,
  kinds: ReadonlyMap<string, readonly number[] | undefined>,
): SearchedTranslation[] {
  const whole = prepared(db, 'SELECT kind, item_id, lang, field, value FROM translations WHERE kind = ?');
  const some = prepared(
    db,
    'SELECT kind, item_id, lang, field, value FROM translations WHERE kind = ? AND item_id IN (SELECT value FROM json_each(?))',
  );
  return [...kinds].flatMap(
    ([kind, ids]) =>
      (ids === undefined ? whole.all(kind) : ids.length === 0 ? [] : some.all(kind, JSON.stringify(ids))) as SearchedTranslation[],
  );
}

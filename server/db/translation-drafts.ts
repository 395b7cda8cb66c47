// Drafts of translations (migration 0042, docs/languages.md): one per item and language, its fields' texts and the
// draft's version that last changed each, with when it goes live. Prepared statements only.
import type Database from 'better-sqlite3';

import { prepared } from './content-items.ts';

type Db = Database.Database;

export interface TranslationDraftRow {
  kind: string;
  item_id: number;
  lang: string;
  /** Field → text. */
  values: Record<string, string>;
  /** Field → the draft's version that last changed it, by whom and when. */
  changed: Record<string, FieldChange>;
  publish_at: string | null;
  version: number;
  created_by: string;
  created_at: string;
  updated_by: string;
  updated_at: string;
}

/** The draft's last change to a field: its version, and who made it when (unknown for a change before 2026-12-02 but the draft's last). */
export interface FieldChange {
  version: number;
  by?: string;
  at?: string;
}

type StoredRow = Omit<TranslationDraftRow, 'values' | 'changed'> & { values_json: string; changed_json: string };

/** A field's change as stored: since 2026-12-02 with who and when; before, its version alone, whose author the draft names only for its last. */
function fieldChange(stored: number | FieldChange, row: StoredRow): FieldChange {
  if (typeof stored !== 'number') return stored;
  return stored === row.version ? { version: stored, by: row.updated_by, at: row.updated_at } : { version: stored };
}

const parsed = (row: StoredRow): TranslationDraftRow => {
  const { values_json, changed_json, ...rest } = row;
  const changed = JSON.parse(changed_json) as Record<string, number | FieldChange>;
  return {
    ...rest,
    values: JSON.parse(values_json) as Record<string, string>,
    changed: Object.fromEntries(Object.entries(changed).map(([name, change]) => [name, fieldChange(change, row)])),
  };
};

const COLUMNS = 'kind, item_id, lang, values_json, changed_json, publish_at, version, created_by, created_at, updated_by, updated_at';

/** The pending draft of an item's translation into a language, if any. */
export function translationDraftOf(db: Db, kind: string, itemId: number, lang: string): TranslationDraftRow | undefined {
  const row = prepared(db, `SELECT ${COLUMNS} FROM translation_drafts WHERE kind = ? AND item_id = ? AND lang = ?`).get(
    kind,
    itemId,
    lang,
  ) as StoredRow | undefined;
  return row && parsed(row);
}

/** Writes a draft as it is now (made or saved again). */
export function putTranslationDraft(db: Db, draft: TranslationDraftRow): void {
  prepared(
    db,
    `INSERT INTO translation_drafts (${COLUMNS}) VALUES (@kind, @item_id, @lang, @values_json, @changed_json, @publish_at, @version,
       @created_by, @created_at, @updated_by, @updated_at)
     ON CONFLICT (kind, item_id, lang) DO UPDATE SET values_json = @values_json, changed_json = @changed_json,
       publish_at = @publish_at, version = @version, updated_by = @updated_by, updated_at = @updated_at`,
  ).run({ ...draft, values_json: JSON.stringify(draft.values), changed_json: JSON.stringify(draft.changed) });
}

export function deleteTranslationDraft(db: Db, kind: string, itemId: number, lang: string): void {
  prepared(db, 'DELETE FROM translation_drafts WHERE kind = ? AND item_id = ? AND lang = ?').run(kind, itemId, lang);
}

/** The drafts to publish as of a time (those scheduled by then), or every draft (a preview of all of them). */
export function dueTranslationDrafts(db: Db, asOf: Date | undefined): TranslationDraftRow[] {
  const rows = (
    asOf
      ? prepared(db, `SELECT ${COLUMNS} FROM translation_drafts WHERE publish_at IS NOT NULL AND publish_at <= ? ORDER BY publish_at`).all(
          asOf.toISOString(),
        )
      : prepared(db, `SELECT ${COLUMNS} FROM translation_drafts ORDER BY kind, item_id, lang`).all()
  ) as StoredRow[];
  return rows.map(parsed);
}

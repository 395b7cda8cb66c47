// The fields of an article the server fills in itself, whatever a request sends: when it went live (its first
// create) and who wrote it (the staff account that first created it).
import type Database from 'better-sqlite3';

import type { KindDeclaration } from '../../common/content-model/kinds.ts';
import type { ItemView } from '../db/content-items.ts';
import { staffAccountEmail } from '../db/content-editor.ts';

/**
 * An item of a kind with `publishedAt` (an article) went live when it first became a row: a create (a direct save,
 * or a draft's publish, by hand or at its scheduled time, in that publish's transaction) fills the field when
 * it is empty; a save that empties it keeps the time it had.
 */
export function stampPublished(
  kind: KindDeclaration,
  values: Record<string, unknown>,
  before: ItemView | undefined,
): Record<string, unknown> {
  const name = kind.publishedAt;
  if (!name || (typeof values[name] === 'string' && values[name] !== '')) return values;
  const kept =
    typeof before?.[name] === 'string' && before[name] !== '' ? before[name] : new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  return { ...values, [name]: kept };
}

/**
 * An item of a kind with `author` (an article) is by the staff account that first created it: a create fills the
 * field with that account's e-mail (the one saving, or the one who began the draft being published), or leaves it
 * empty when no account has it (the terminal, an import). What a request sends for it is dropped (checkKeys), so
 * no one can make an article someone else's; a later save keeps it.
 */
export function stampAuthor(
  db: Database.Database,
  kind: KindDeclaration,
  values: Record<string, unknown>,
  by: string,
): Record<string, unknown> {
  const name = kind.author;
  if (!name) return values;
  return { ...values, [name]: staffAccountEmail(db, by) ?? '' };
}

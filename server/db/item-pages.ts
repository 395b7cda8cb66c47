// The addresses of the items that have a page of their own (a kind's `itemPage`: an article's /insights/<slug>, a
// customer story's): what the sitemap lists, each dated by its own changes. Rows are what is live: a draft is no
// page yet, and an item taken down has left its table for the trash.
import type Database from 'better-sqlite3';

import type { KindDeclaration } from '../../common/content-model/kinds.ts';

import { prepared } from './content-items.ts';

type Db = Database.Database;

/** Every live item's id and the value its page's address ends with, newest first where the kind dates its items. */
export function itemAddresses(db: Db, kind: KindDeclaration & { itemPage: { field: string } }): { id: number; value: string }[] {
  const order = kind.publishedAt ? `ORDER BY ${kind.publishedAt} DESC, id DESC` : 'ORDER BY sort_order, id';
  return prepared(db, `SELECT id, ${kind.itemPage.field} AS value FROM ${kind.table} ${order}`).all() as { id: number; value: string }[];
}

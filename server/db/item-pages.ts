// The addresses of the items that have a page of their own (a kind's `itemPage`: a built page's /<slug>, an article's
// /insights/<slug>, a customer story's; or its `ownPage`: a service's /service/service-<id>): what the sitemap lists,
// each dated by its own changes. Rows are what is live: a draft is no page yet, and an item taken down has left its
// table for the trash.
import type Database from 'better-sqlite3';

import { isTranslatable } from '../../common/content-model/fields.ts';
import { KINDS, type KindDeclaration } from '../../common/content-model/kinds.ts';
import type { Language } from '../../common/languages.ts';

import { prepared } from './content-items.ts';
import { addressesOf } from './translations.ts';

type Db = Database.Database;

/**
 * Every live item's id and the value of `field` (its address's end), newest first where the kind dates its items,
 * else in list order (a child kind's in its parents' order first, as the public reads give them).
 */
export function itemAddresses(db: Db, kind: KindDeclaration, field: string): { id: number; value: string | number }[] {
  if (kind.publishedAt) {
    return prepared(db, `SELECT id, ${field} AS value FROM ${kind.table} ORDER BY ${kind.publishedAt} DESC, id DESC`).all() as {
      id: number;
      value: string;
    }[];
  }
  const joins: string[] = [];
  const order: string[] = [];
  let child = kind;
  let alias = 'x';
  for (let depth = 1; child.parent; depth += 1) {
    const parent = KINDS.find((other) => other.name === child.parent!.kind)!;
    joins.push(`JOIN ${parent.table} p${depth} ON p${depth}.id = ${alias}.${child.parent.field}`);
    order.unshift(`p${depth}.sort_order`);
    child = parent;
    alias = `p${depth}`;
  }
  const sql = [
    `SELECT x.id AS id, x.${field} AS value FROM ${kind.table} x`,
    ...joins,
    `ORDER BY ${[...order, 'x.sort_order', 'x.id'].join(', ')}`,
  ];
  return prepared(db, sql.join(' ')).all() as { id: number; value: string | number }[];
}

/** The kinds whose items' pages could be at this path, each with the value its address field would hold there. */
function* itemPageCandidates(path: string): Generator<{ kind: KindDeclaration; field: string; value: string }> {
  for (const kind of KINDS) {
    const page = kind.itemPage;
    if (!page || !path.startsWith(page.prefix)) continue;
    const value = path.slice(page.prefix.length);
    if (value !== '' && !value.includes('/')) yield { kind, field: page.field, value };
  }
}

/**
 * Whether a live item has its own page at this path (a decoded pathname without a trailing slash): a built page at
 * /<slug>, an article at /insights/<slug>, a category's list, a customer story's page — any kind's `itemPage`.
 */
export function hasItemPage(db: Db, path: string): boolean {
  for (const { kind, field, value } of itemPageCandidates(path)) {
    if (prepared(db, `SELECT 1 FROM ${kind.table} WHERE ${field} = ? LIMIT 1`).get(value) !== undefined) return true;
  }
  return false;
}

/**
 * The title of the live item whose own page is at this path (an article's, a customer story's, a category's list),
 * as staff named it; undefined when no item has its page there.
 */
export function itemTitle(db: Db, path: string): string | undefined {
  for (const { kind, field, value } of itemPageCandidates(path)) {
    const title = prepared(db, `SELECT ${kind.title} FROM ${kind.table} WHERE ${field} = ? LIMIT 1`).pluck().get(value);
    if (typeof title === 'string' && title !== '') return title;
  }
  return undefined;
}

/**
 * An item's page asked for at its address in another language, where its address field is translated (an article's
 * slug): its address in `lang`. An article whose Marathi address is जीएसटी-दर is at `/mr/insights/जीएसटी-दर` when asked
 * for at its English `/mr/insights/gst-rates`, and at `/insights/gst-rates` when asked for at `/insights/जीएसटी-दर`.
 * Undefined when `path` (decoded, within its language: without `/mr`) is that item's address in `lang`, or no item's.
 */
export function itemAddressIn(db: Db, lang: Language, path: string): string | undefined {
  for (const { kind, field, value } of itemPageCandidates(path)) {
    const declared = kind.fields[field];
    if (!declared || !isTranslatable(declared)) continue;
    const english = prepared(db, `SELECT id FROM ${kind.table} WHERE ${field} = ? LIMIT 1`).pluck().get(value) as number | undefined;
    const id =
      english ??
      (prepared(db, 'SELECT item_id FROM translations WHERE kind = ? AND field = ? AND value = ? LIMIT 1')
        .pluck()
        .get(kind.name, field, value) as number | undefined);
    if (id === undefined) continue;
    const address = addressesOf(db, kind, field, id).find((one) => one.lang === lang)?.slug;
    return address === undefined || address === value ? undefined : `${kind.itemPage!.prefix}${encodeURIComponent(address)}`;
  }
  return undefined;
}

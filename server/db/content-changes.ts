// Records when content last changed, per page of an item (a service's page) and for everything else the site
// shows (subject 0, every page), and per built page (subject minus its id, builtPageSubject): the sitemap's lastmod. Which content each subject covers is derived from the
// kinds' declarations (lastChangeKeys): every kind the site shows is in one. Runs inside an import's
// transaction; what the import leaves as it was keeps its time.
import { createHash } from 'node:crypto';

import type Database from 'better-sqlite3';

import { childKinds, KINDS, type KindDeclaration } from '../../common/content-model/kinds.ts';
import { shownKinds } from '../../common/content-model/public-api.ts';
import { prepared } from './content-items.ts';
import { column } from './content-rows.ts';

import type { ContentDocument, DocumentItem } from '../../common/content-model/schema.ts';

/** The subject that stands for every page: the site-wide lists and documents (menus, plans, settings, the pages' words). */
export const SITE_WIDE_SUBJECT = 0;

function digest(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('base64url');
}

const isPageKind = (kind: KindDeclaration) => kind.ownPage !== undefined;

/** A kind whose items are pages at an address of their own (a `slug` field): each is dated apart, not site-wide. */
export const hasAddress = (kind: KindDeclaration) => Object.values(kind.fields).some((f) => f.type === 'text' && f.slug === true);

/** The subject of a built page: minus its id, apart from the services' ids and the site-wide 0. */
export const builtPageSubject = (pageId: number) => -pageId;

/** Room for each dated-apart kind's ids among the subjects: far below any built page's. */
const DATED_APART_SPAN = 2 ** 40;

/**
 * The subject of an item of a kind dated apart (an article, a category of Insights): below the built pages', in a
 * span of its own per kind (the kinds in their declared order).
 */
export function datedApartSubject(kind: KindDeclaration, id: number): number {
  const place = KINDS.filter((other) => other.datedApart).indexOf(kind);
  if (place < 0) throw new Error(`${kind.name} is not dated apart.`);
  return -(place + 1) * DATED_APART_SPAN - id;
}

/**
 * The subject an item's own page is dated by (the sitemap's lastmod): its kind's span when the kind is dated apart (an
 * article), its id when its page is made from it (`ownPage`, a service), else a built page's (an address of its own).
 */
export function pageSubject(kind: KindDeclaration, id: number): number {
  if (kind.datedApart) return datedApartSubject(kind, id);
  if (isPageKind(kind)) return id;
  if (hasAddress(kind)) return builtPageSubject(id);
  throw new Error(`${kind.name}'s items are not dated one by one.`);
}

/**
 * The content document's top-level keys whose lists and documents every page changes with: each kind the site
 * shows that is not inside an item with a page of its own (a service's sections are its page's).
 */
export function lastChangeKeys(kinds: readonly KindDeclaration[] = KINDS): string[] {
  return shownKinds(kinds)
    .filter((kind) => !kind.parent && !hasAddress(kind) && !kind.datedApart)
    .map((kind) => kind.documentKey);
}

/**
 * An item as every page sees it: its fields and its child lists, but of items with a page of their own only the
 * ids (their words are their pages' subject).
 */
function siteWideItem(kind: KindDeclaration, item: DocumentItem): unknown {
  const view: Record<string, unknown> = { ...item };
  for (const child of childKinds(kind)) {
    const list = (item[child.documentKey] ?? []) as DocumentItem[];
    view[child.documentKey] = isPageKind(child) ? list.map((entry) => entry.id) : list.map((entry) => siteWideItem(child, entry));
  }
  return view;
}

/**
 * What a change wrote, for recording it at its cost rather than the whole content's: whether anything but the items
 * of kinds dated apart may have changed (the rest: the site-wide lists, services, built pages — brought up to date
 * whole, a size that does not grow with the articles), and which items of kinds dated apart (articles, categories)
 * it wrote, by kind name. Undefined: anything may have changed (an import).
 */
export interface ChangeScope {
  rest: boolean;
  apart: ReadonlyMap<string, ReadonlySet<number>>;
  /** The subjects of items dated apart that the written ones named before or after the change (an article's category). */
  named: ReadonlySet<number>;
}

/** Log entries of work that leaves what visitors see as it was (a draft and its review). */
const NOT_LIVE = new Set(['draft', 'discard-draft', 'submit-for-review', 'review-comment', 'send-back', 'approve']);

/**
 * The scope of a change from the log entries it wrote (each change of content writes one, server/db/audit.ts), and
 * the items whose moves were carried on an entry written before it (`moved`, the steps of one move). Undefined
 * when a change reached a whole list of a kind dated apart (a reorder of the articles): then everything.
 */
export function changeScopeOf(
  entries: readonly { entity: string; entity_id: number | null; action: string; before?: unknown; after?: unknown }[],
): ChangeScope | undefined {
  let rest = false;
  const apart = new Map<string, Set<number>>();
  const named = new Set<number>();
  const add = (kind: KindDeclaration, id: number) => apart.set(kind.name, (apart.get(kind.name) ?? new Set()).add(id));
  for (const entry of entries) {
    if (NOT_LIVE.has(entry.action)) continue;
    const kind = KINDS.find((one) => one.entity === entry.entity);
    if (!kind) continue;
    if (!kind.datedApart) {
      rest = true;
      continue;
    }
    if (entry.entity_id === null) return undefined;
    add(kind, entry.entity_id);
    for (const [name, to] of apartRelations(kind)) {
      for (const side of [entry.before, entry.after]) {
        const value = (side as Record<string, unknown> | undefined)?.[name];
        if (typeof value === 'number') named.add(datedApartSubject(to, value));
      }
    }
  }
  return { rest, apart, named };
}

/** A kind's relations to kinds dated apart (an article's category), with the kind each names. */
function apartRelations(kind: KindDeclaration): (readonly [string, KindDeclaration])[] {
  return Object.entries(kind.fields).flatMap(([name, f]) => {
    const to = f.type === 'relation' ? KINDS.find((other) => other.name === f.to) : undefined;
    return to?.datedApart ? [[name, to] as const] : [];
  });
}

/** The subjects of kinds dated apart lie below this (each kind's span: datedApartSubject); the rest above it. */
const APART_BELOW = -DATED_APART_SPAN + 1;

/**
 * Records what the content (as stored, or the part of it a change reached: scope) changed, subject by subject: each
 * subject's digest, and the time of the subjects whose digest moved. Runs in the change's transaction; the site search
 * follows the same change there (server/content/service.ts, recordContentChanges).
 */
export function recordChangeDates(db: Database.Database, document: ContentDocument, now = new Date(), scope?: ChangeScope): void {
  const changedAt = now.toISOString().replace(/\.\d{3}Z$/, 'Z');
  // The subjects this change may move: all of them, or the rest's and the written items'.
  const apartSubjects = scope
    ? [...scope.apart].flatMap(([name, ids]) =>
        [...ids].map((id) =>
          datedApartSubject(
            KINDS.find((kind) => kind.name === name)!,
            id,
          ),
        ),
      )
    : [];
  const known = new Map(knownChanges(db, scope, apartSubjects).map((row) => [row.subject_id, row.digest]));
  const upsert = db.prepare(
    `INSERT INTO content_changes (subject_id, digest, changed_at) VALUES (?, ?, ?)
     ON CONFLICT (subject_id) DO UPDATE SET digest = excluded.digest, changed_at = excluded.changed_at`,
  );
  const subjects = new Map<number, string>();
  const carried = document as unknown as Record<string, unknown>;
  if (!scope || scope.rest) restSubjects(carried, subjects);
  // An item dated apart (an article, a category): itself. The items of kinds dated apart that name one through a
  // relation (a category's articles) date it too when they change (its page lists them): below.
  const named = new Set<number>();
  for (const kind of KINDS.filter((other) => other.datedApart)) {
    const relations = apartRelations(kind);
    for (const item of (carried[kind.documentKey] ?? []) as DocumentItem[]) {
      const subject = datedApartSubject(kind, item.id);
      const value = digest({ item });
      subjects.set(subject, value);
      if (known.get(subject) === value) continue;
      for (const [name, to] of relations) if (typeof item[name] === 'number') named.add(datedApartSubject(to, item[name] as number));
    }
  }
  for (const [subject, value] of subjects) {
    if (known.get(subject) !== value) upsert.run(subject, value, changedAt);
  }
  // What the change dated through its articles: their categories, before the change (an article moved or deleted) too.
  const redate = db.prepare('UPDATE content_changes SET changed_at = ? WHERE subject_id = ?');
  for (const subject of new Set([...named, ...(scope?.named ?? [])])) redate.run(changedAt, subject);
  const remove = db.prepare('DELETE FROM content_changes WHERE subject_id = ?');
  for (const subject of known.keys())
    if (!subjects.has(subject) && (!scope || subject >= APART_BELOW || apartSubjects.includes(subject))) remove.run(subject);
}

/** The recorded digests of the subjects a change may move (all of them without a scope). */
function knownChanges(db: Database.Database, scope: ChangeScope | undefined, apartSubjects: readonly number[]) {
  type Known = { subject_id: number; digest: string };
  if (!scope) return db.prepare('SELECT subject_id, digest FROM content_changes').all() as Known[];
  const rest = scope.rest
    ? (db.prepare('SELECT subject_id, digest FROM content_changes WHERE subject_id >= ?').all(APART_BELOW) as Known[])
    : [];
  const one = db.prepare('SELECT subject_id, digest FROM content_changes WHERE subject_id = ?');
  return [...rest, ...apartSubjects.flatMap((subject) => (one.get(subject) as Known | undefined) ?? [])];
}

/** The subjects of everything but the items dated apart: every page's (site-wide), the services' and the built pages'. */
function restSubjects(carried: Record<string, unknown>, subjects: Map<number, string>): void {
  const byKey = new Map(KINDS.map((kind) => [kind.documentKey, kind]));
  subjects.set(
    SITE_WIDE_SUBJECT,
    digest(
      lastChangeKeys().map((key) => {
        const value = carried[key];
        const kind = byKey.get(key)!;
        return [key, Array.isArray(value) ? (value as DocumentItem[]).map((item) => siteWideItem(kind, item)) : (value ?? null)];
      }),
    ),
  );
  // An item with a page of its own (a service): its parents' titles, the item with its lists, and the items of
  // kinds that name it (its plans) — or, when none does, those that name no item (a service page shows its own
  // plans, else the general ones: plansFor).
  for (const kind of KINDS.filter(isPageKind)) {
    const related = KINDS.flatMap((other) =>
      Object.entries(other.fields).flatMap(([name, f]) =>
        f.type === 'relation' && f.to === kind.name && !other.parent && !other.datedApart ? [[other, name] as const] : [],
      ),
    );
    for (const { item, titles } of itemsWithParents(carried, kind)) {
      const lists = related.map(([other, field]) => {
        const all = (carried[other.documentKey] ?? []) as DocumentItem[];
        const own = all.filter((entry) => entry[field] === item.id);
        return own.length > 0 ? own : all.filter((entry) => entry[field] === null);
      });
      subjects.set(item.id, digest({ titles, item, related: lists }));
    }
  }
  // A built page: its own fields and blocks, and the pages of the services its blocks show (a pricing block's plans).
  for (const kind of KINDS.filter(hasAddress)) {
    for (const item of (carried[kind.documentKey] ?? []) as DocumentItem[]) {
      const blocks = (Array.isArray(item.blocks) ? item.blocks : []) as Record<string, unknown>[];
      const shown = blocks.flatMap((block) => (typeof block.service_id === 'number' ? [subjects.get(block.service_id) ?? null] : []));
      subjects.set(builtPageSubject(item.id), digest({ item, shown }));
    }
  }
}

/** Every item of a kind in the document, with the titles of its parents (a service's offering name). */
function itemsWithParents(document: Record<string, unknown>, kind: KindDeclaration): { item: DocumentItem; titles: unknown[] }[] {
  const chain: KindDeclaration[] = [kind];
  while (chain[0]!.parent) chain.unshift(KINDS.find((other) => other.name === chain[0]!.parent!.kind)!);
  let level: { item: DocumentItem; titles: unknown[] }[] = ((document[chain[0]!.documentKey] ?? []) as DocumentItem[]).map((item) => ({
    item,
    titles: [],
  }));
  for (const [depth, child] of chain.slice(1).entries()) {
    const parent = chain[depth]!;
    level = level.flatMap(({ item, titles }) =>
      ((item[child.documentKey] ?? []) as DocumentItem[]).map((entry) => ({ item: entry, titles: [...titles, item[parent.title]] })),
    );
  }
  return level;
}

/** When one subject last changed (ISO 8601, UTC); undefined when it never did. */
export function contentChangeTime(db: Database.Database, subject: number): string | undefined {
  return prepared(db, 'SELECT changed_at FROM content_changes WHERE subject_id = ?').pluck().get(subject) as string | undefined;
}

/** When each subject last changed (ISO 8601, UTC). */
export function contentChangeTimes(db: Database.Database): Map<number, string> {
  const rows = db.prepare('SELECT subject_id, changed_at FROM content_changes').all() as { subject_id: number; changed_at: string }[];
  return new Map(rows.map((row) => [row.subject_id, row.changed_at]));
}

/**
 * Re-dates the pages that show a member's display name (the articles they wrote: their byline and JSON-LD), after
 * the name changed: the name is the account's, not the article's, so the digests above do not see it. Runs in the
 * name change's transaction; an item with no recorded change yet keeps having none.
 */
export function redateAuthoredItems(db: Database.Database, email: string, now = new Date()): number {
  if (email === '') return 0;
  const changedAt = now.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const redate = db.prepare('UPDATE content_changes SET changed_at = ? WHERE subject_id = ?');
  let redated = 0;
  for (const kind of KINDS.filter((other) => other.author && other.datedApart)) {
    const ids = db
      .prepare(`SELECT id FROM ${kind.table} WHERE ${column(kind.author!)} = ?`)
      .pluck()
      .all(email) as number[];
    for (const id of ids) redated += redate.run(changedAt, datedApartSubject(kind, id)).changes;
  }
  return redated;
}

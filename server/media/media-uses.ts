// Where the content uses each picture (docs/media.md): every live item, pending draft and item in Recently
// deleted, field by field, and the history of every item that is live or in Recently deleted (a version brought
// back from it would name the picture again). Kept as the content changes, each change costing what it changed: the
// audit log's entries since the last reading name the items to read again, the pending drafts and Recently deleted
// are read again when they change, and the history is read on from where it was left. And why a picture that is used
// cannot be deleted, in words.
import type Database from 'better-sqlite3';

import { childKinds, KINDS, DOCUMENT_ID, isDocument, kindNamed, type KindDeclaration } from '../../common/content-model/kinds.ts';
import { storedRaster } from '../../common/media/upload-names.ts';
import { rowOf, sqlOf } from '../db/content-items.ts';
import { fieldsOf } from '../db/content-rows.ts';
import type { ContentStore } from '../db/content-store.ts';
import { draftRows } from '../db/drafts.ts';
import { AuditFollower, type AuditChange } from '../db/audit-follower.ts';
import { allRowsOf, draftsAndTrashState, erasureLoggedSince, historyEntriesNamingUploads, trashSnapshots } from '../db/media-library.ts';

import { UPLOADS_PREFIX } from './uploads.ts';

/** One place the content uses a picture. */
export interface MediaUse {
  /** The kind's name (its staff API segment). */
  kind: string;
  kind_label: string;
  /** The item's id; null for a new item that is only a draft. */
  id: number | null;
  title: string;
  field: string;
  field_label: string;
  /**
   * live: what visitors see; draft: a pending draft; deleted: an item in Recently deleted; history: an earlier
   * version of a live or deleted item, which can be brought back.
   */
  state: 'live' | 'draft' | 'deleted' | 'history';
}

/** A resized copy of a raster upload: `<hash>-<w>x<h>-<width>.<format>`. */
export const COPY = /^([0-9a-f]{32}-[1-9]\d{0,4}x[1-9]\d{0,4})-[1-9]\d{0,4}\.(?:avif|webp|jpg)$/;
const UPLOAD_IN_TEXT = /\/media\/uploads\/([\w.-]+)/g;

/**
 * What a file name of the upload folder is of: a raster upload's copies and the upload itself share its
 * `<hash>-<w>x<h>` base; another upload (an SVG, an upload from before copies) is its own name.
 */
export function pictureKey(name: string): string {
  const stored = storedRaster(name);
  if (stored) return stored.base;
  const copy = name.match(COPY);
  return copy ? copy[1]! : name;
}

const KIND_BY_ENTITY = new Map(KINDS.map((kind) => [kind.entity, kind]));
const fieldLabel = (kind: KindDeclaration, name: string) => kind.fields[name]?.label ?? name;
const itemName = (kind: KindDeclaration, id: number) => `${kind.entity}:${id}`;

/** Each field that names pictures, with their keys (pictureKey). */
type Pictures = [field: string, keys: Set<string>][];

/** The pictures (by pictureKey) each field of an item's values names (a deleted item's children: their list's key), where any. */
function picturesIn(kind: KindDeclaration, values: Record<string, unknown>): Pictures {
  const found: Pictures = [];
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (!text.includes(UPLOADS_PREFIX)) continue;
    found.push([name, new Set([...text.matchAll(UPLOAD_IN_TEXT)].map((match) => pictureKey(match[1]!)))]);
  }
  return found;
}

/** A live item, a pending draft or an item in Recently deleted, and the pictures its fields name. */
interface Place {
  kind: KindDeclaration;
  /** The item's id; null for a new item that is only a draft. */
  id: number | null;
  title: string;
  pictures: Pictures;
}

function placeOf(kind: KindDeclaration, id: number | null, values: Record<string, unknown>): Place {
  const title = isDocument(kind) ? kind.label : String(values[kind.title] ?? '');
  return { kind, id, title, pictures: picturesIn(kind, values) };
}

/**
 * Places by name, and the names of those naming each picture: kept as places come, change and go. Each picture a
 * place named or names as it changes goes into `touched`: its uses are to be worked out again.
 */
class Places {
  readonly all = new Map<string, Place>();
  private readonly byPicture = new Map<string, Set<string>>();

  constructor(private readonly touched: Set<string>) {}

  set(name: string, place: Place | undefined): void {
    const old = this.all.get(name);
    for (const [, keys] of old?.pictures ?? []) {
      for (const key of keys) {
        this.touched.add(key);
        const names = this.byPicture.get(key);
        names?.delete(name);
        if (names?.size === 0) this.byPicture.delete(key);
      }
    }
    if (!place) {
      this.all.delete(name);
      return;
    }
    this.all.set(name, place);
    for (const [, keys] of place.pictures) {
      for (const key of keys) {
        this.touched.add(key);
        let names = this.byPicture.get(key);
        if (!names) this.byPicture.set(key, (names = new Set()));
        names.add(name);
      }
    }
  }

  clear(): void {
    for (const key of this.byPicture.keys()) this.touched.add(key);
    this.all.clear();
    this.byPicture.clear();
  }

  /** The places whose fields name the picture. */
  naming(key: string): Place[] {
    return [...(this.byPicture.get(key) ?? [])].map((name) => this.all.get(name)!);
  }
}

/** The items of a kind and of the kinds below it (a service's sections, their own children). */
const withChildren = (kind: KindDeclaration): KindDeclaration[] => [kind, ...childKinds(kind).flatMap(withChildren)];

/**
 * What an audit entry without an item's id changes of no live item: a new item's draft, its review, its draft thrown
 * away, a list put in a new order. Any other entry without one has its whole kind read again.
 */
const NO_LIVE_ITEM = new Set(['draft', 'discard-draft', 'submit-for-review', 'review-comment', 'send-back', 'approve', 'reorder']);
/** An item deleted, taken down or brought back from Recently deleted takes its children with it (no entry of their own). */
const WITH_CHILDREN = new Set(['delete', 'take-down', 'restore-from-trash']);

const HISTORY_UNREAD = () => ({
  firstId: 0,
  lastId: 0,
  seenId: 0,
  named: new Map<string, Map<string, string>>(),
  byItem: new Map<string, Set<string>>(),
});

const kindOrder = (kind: KindDeclaration) => KINDS.indexOf(kind);
/** Live items in the kinds' declared order, then by id. */
const byKindAndId = (a: Pick<Place, 'kind' | 'id'>, b: Pick<Place, 'kind' | 'id'>) =>
  kindOrder(a.kind) - kindOrder(b.kind) || (a.id ?? 0) - (b.id ?? 0);

export class MediaUses {
  constructor(private readonly store: ContentStore) {
    this.follower = new AuditFollower(store);
  }

  private get db(): Database.Database {
    return this.store.db;
  }

  /** The items read one by one or kind by kind since this was made: what keeping "where it is used" has cost. */
  itemsRead = 0;
  /** The pictures whose uses were worked out since this was made: what answering has cost. */
  picturesWorked = 0;
  /** The pictures whose uses changed since the last reading (by key): their answers are worked out again. */
  private readonly touched = new Set<string>();
  /** Every live item, by `<entity>:<id>`. */
  private readonly live = new Places(this.touched);
  /** The pending drafts, by draft id. */
  private readonly drafts = new Places(this.touched);
  /** The items in Recently deleted, by entry. */
  private readonly trash = new Places(this.touched);
  /** What Recently deleted would bring back, by `<entity>:<id>`: its items and their children, with their titles. */
  private restorableFromTrash = new Map<string, { kind: KindDeclaration; id: number; title: string }>();
  /** The audit log's entries since the last reading: the live items to read again. */
  private readonly follower: AuditFollower;
  /** The pending drafts and Recently deleted as last read (draftsAndTrashState). */
  private sides: { drafts: string; trash: string } | undefined;
  /**
   * The items each picture's history names, by picture key (`<entity>:<id>` → the first field naming it), and the
   * pictures each item's history names (`byItem`), read from the audit log up to `lastId`: each later reading reads
   * only the entries written since. A purge of old entries (the first id moved), or a privacy erasure logged after
   * `seenId` (the log's last entry at the last reading: an erasure rewrites earlier entries in place), starts it
   * again.
   */
  private history = HISTORY_UNREAD();

  /**
   * Brings every place up to date with the content: on the first reading, after a change another connection made
   * (a CLI import, which writes no audit entry) or a purge of the audit log, every live item; otherwise the items the
   * audit log's new entries name. The pending drafts and Recently deleted when they changed; the history from where
   * it was left.
   */
  private refresh(everything = false): void {
    const changes = this.follower.since();
    const sides = draftsAndTrashState(this.db);
    const from = this.sides;
    const anew = everything || changes === 'everything' || from === undefined;
    if (anew) this.readKinds(KINDS);
    else for (const change of changes) this.apply(change);
    const logged = anew || changes.length > 0;
    // A draft's save writes an audit entry: read again at each (the pending drafts are few).
    if (logged || sides.drafts !== from.drafts) this.readDrafts();
    if (anew || sides.trash !== from.trash) this.readTrash();
    const { first, last } = this.follower.read;
    const historyAnew = this.readHistory(first, last);
    if (anew || historyAnew) this.answered.clear();
    else for (const key of this.touched) this.answered.delete(key);
    this.touched.clear();
    this.sides = sides;
  }

  /** Sets a live item (undefined: gone); the pictures its history names have their uses worked out again too. */
  private setLive(name: string, place: Place | undefined): void {
    this.live.set(name, place);
    for (const key of this.history.byItem.get(name) ?? []) this.touched.add(key);
  }

  /** Reads again what one audit entry changed of the live items. */
  private apply({ entity, entity_id: id, action }: AuditChange): void {
    const kind = KIND_BY_ENTITY.get(entity);
    // Not the content: an account, an enquiry, a picture's description.
    if (!kind) return;
    if (isDocument(kind)) return this.readKinds([kind]);
    if (id === null) {
      if (!NO_LIVE_ITEM.has(action)) this.readKinds([kind]);
      return;
    }
    if (WITH_CHILDREN.has(action) && childKinds(kind).length > 0) return this.readKinds(withChildren(kind));
    const row = rowOf(this.db, kind, id);
    this.itemsRead += 1;
    this.setLive(itemName(kind, id), row && placeOf(kind, id, fieldsOf(sqlOf(kind), row)));
  }

  /** Reads every live item of these kinds again. */
  private readKinds(kinds: readonly KindDeclaration[]): void {
    if (kinds === KINDS) this.live.clear();
    else {
      for (const [name, place] of this.live.all) if (kinds.includes(place.kind)) this.setLive(name, undefined);
    }
    for (const kind of kinds) {
      const sql = sqlOf(kind);
      for (const row of allRowsOf(this.db, kind)) {
        const id = isDocument(kind) ? DOCUMENT_ID : row.id;
        this.itemsRead += 1;
        this.setLive(itemName(kind, id), placeOf(kind, id, fieldsOf(sql, row)));
      }
    }
  }

  private readDrafts(): void {
    this.drafts.clear();
    for (const draft of draftRows(this.db)) {
      const kind = kindNamed(draft.kind);
      if (kind) this.drafts.set(String(draft.id), placeOf(kind, draft.item_id, JSON.parse(draft.values_json) as Record<string, unknown>));
    }
  }

  private readTrash(): void {
    this.trash.clear();
    const before = this.restorableFromTrash;
    this.restorableFromTrash = new Map();
    const remember = (kind: KindDeclaration, id: number, title: string) => {
      const name = itemName(kind, id);
      if (!this.restorableFromTrash.has(name)) this.restorableFromTrash.set(name, { kind, id, title });
    };
    for (const entry of trashSnapshots(this.db)) {
      const kind = kindNamed(entry.kind);
      if (!kind) continue;
      const snapshot = JSON.parse(entry.snapshot_json) as Record<string, unknown>;
      const place = placeOf(kind, entry.id, { [kind.title]: entry.title, ...snapshot });
      this.trash.set(String(entry.entry), place);
      remember(kind, entry.id, place.title);
      // Its children came with it, and come back with it: their histories count too.
      const children = (parent: KindDeclaration, item: Record<string, unknown>) => {
        for (const child of childKinds(parent)) {
          for (const inner of (Array.isArray(item[child.documentKey]) ? item[child.documentKey] : []) as Record<string, unknown>[]) {
            if (typeof inner.id === 'number') remember(child, inner.id, String(inner[child.title] ?? ''));
            children(child, inner);
          }
        }
      };
      children(kind, snapshot);
    }
    // What can come back changed: the pictures in the histories of what could and of what can.
    for (const name of [...before.keys(), ...this.restorableFromTrash.keys()]) {
      for (const key of this.history.byItem.get(name) ?? []) this.touched.add(key);
    }
  }

  /** Reads the audit log's entries written since the last reading into `history`; true when it was read anew. */
  private readHistory(first: number, seen: number): boolean {
    if (first === this.history.firstId && seen === this.history.seenId) return false;
    const anew = first !== this.history.firstId || erasureLoggedSince(this.db, this.history.seenId);
    if (anew) this.history = { ...HISTORY_UNREAD(), firstId: first };
    for (const entry of historyEntriesNamingUploads(this.db, [...KIND_BY_ENTITY.keys()], this.history.lastId)) {
      this.history.lastId = entry.id;
      const kind = KIND_BY_ENTITY.get(entry.entity)!;
      const name = itemName(kind, entry.entity_id);
      for (const json of [entry.before_json, entry.after_json]) {
        const version: unknown = json === null ? undefined : JSON.parse(json);
        if (typeof version !== 'object' || version === null) continue;
        for (const [field, keys] of picturesIn(kind, version as Record<string, unknown>)) {
          for (const key of keys) {
            let named = this.history.named.get(key);
            if (!named) this.history.named.set(key, (named = new Map()));
            if (named.has(name)) continue;
            named.set(name, field);
            let pictures = this.history.byItem.get(name);
            if (!pictures) this.history.byItem.set(name, (pictures = new Set()));
            pictures.add(key);
            this.touched.add(key);
          }
        }
      }
    }
    this.history.seenId = seen;
    return anew;
  }

  /**
   * Where the content uses each picture at these `urls` (any of its stored copies' names), brought up to date once:
   * live items (in the kinds' order), pending drafts, Recently deleted, then the history of items that can come back
   * that do not use it otherwise. `exact`: every live item read again first (a deletion's check: what the site shows
   * never loses a picture to a change that wrote no audit entry).
   */
  of(urls: readonly string[], { exact = false } = {}): MediaUse[][] {
    this.refresh(exact);
    return urls.map((url) => this.usesOf(url));
  }

  /** Each picture's uses as last answered, by key, until the content changes. */
  private readonly answered = new Map<string, MediaUse[]>();

  private usesOf(url: string): MediaUse[] {
    const key = pictureKey(url.slice(url.lastIndexOf('/') + 1));
    let uses = this.answered.get(key);
    if (!uses) this.answered.set(key, (uses = this.work(key)));
    return uses;
  }

  private work(key: string): MediaUse[] {
    this.picturesWorked += 1;
    const uses: MediaUse[] = [];
    const add = (place: Place, state: MediaUse['state']) => {
      const { kind, id, title } = place;
      for (const [field, keys] of place.pictures) {
        if (keys.has(key))
          uses.push({ kind: kind.name, kind_label: kind.label, id, title, field, field_label: fieldLabel(kind, field), state });
      }
    };
    for (const place of this.live.naming(key).sort(byKindAndId)) add(place, 'live');
    for (const place of this.drafts.naming(key)) add(place, 'draft');
    for (const place of this.trash.naming(key)) add(place, 'deleted');
    // The history of an item that can come back (live, or in Recently deleted) and uses the picture no other way.
    const using = new Set(uses.map((use) => `${use.kind}:${use.id}`));
    const kept: { place: Pick<Place, 'kind' | 'id' | 'title'>; field: string; live: boolean }[] = [];
    for (const [name, field] of this.history.named.get(key) ?? []) {
      const live = this.live.all.get(name);
      const place = live ?? this.restorableFromTrash.get(name);
      if (place && !using.has(`${place.kind.name}:${place.id}`)) kept.push({ place, field, live: !!live });
    }
    kept.sort((a, b) => Number(b.live) - Number(a.live) || byKindAndId(a.place, b.place));
    for (const { place, field } of kept) {
      const { kind, id, title } = place;
      uses.push({ kind: kind.name, kind_label: kind.label, id, title, field, field_label: fieldLabel(kind, field), state: 'history' });
    }
    return uses;
  }
}

/** One use as a sentence names it: 'the article “GST rate changes” (Cover picture, a draft)'. */
function useWords(use: MediaUse): string {
  if (use.state === 'history') return `the history of the ${use.kind_label.toLowerCase()} “${use.title}” (${use.field_label})`;
  const state = use.state === 'draft' ? ', a draft' : use.state === 'deleted' ? ', in Recently deleted' : '';
  return `the ${use.kind_label.toLowerCase()} “${use.title}” (${use.field_label}${state})`;
}

/**
 * Why a picture cannot be deleted: where it is used (the first five places), and apart from those, the history
 * that keeps it (an earlier version that can be restored with it), which no edit takes it out of.
 */
export function usedMessage(uses: readonly MediaUse[]): string {
  const words = (list: readonly MediaUse[]) =>
    `${list.slice(0, 5).map(useWords).join(', ')}${list.length > 5 ? ` and ${list.length - 5} more` : ''}`;
  const current = uses.filter((use) => use.state !== 'history');
  const history = uses.filter((use) => use.state === 'history');
  const kept = history.length > 0 ? `kept by ${words(history)}: an earlier version there can be restored with it.` : '';
  if (current.length === 0) return `This picture is ${kept}`;
  return `This picture is still used by ${words(current)}. Take it out there first.${kept ? ` It is also ${kept}` : ''}`;
}

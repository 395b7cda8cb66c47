// Where the content uses each picture (docs/media.md): every live item, pending draft and item in Recently
// deleted, field by field, and the history of every item that is live or in Recently deleted (a version brought
// back from it would name the picture again); worked out once per change of the content, the history read on
// from where it was left. And why a picture that is used cannot be deleted, in words.
import type Database from 'better-sqlite3';

import { childKinds, KINDS, DOCUMENT_ID, isDocument, type KindDeclaration } from '../../common/content-model/kinds.ts';
import { storedRaster } from '../../common/media/upload-names.ts';
import { sqlOf } from '../db/content-items.ts';
import { fieldsOf } from '../db/content-rows.ts';
import type { ContentStore } from '../db/content-store.ts';
import { draftRows } from '../db/drafts.ts';
import {
  allRowsOf,
  erasureLoggedSince,
  firstAuditId,
  historyEntriesNamingUploads,
  lastAuditId,
  trashSnapshots,
  usesFingerprint,
} from '../db/media-library.ts';

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

const kindNamed = (name: string) => KINDS.find((kind) => kind.name === name);
const fieldLabel = (kind: KindDeclaration, name: string) => kind.fields[name]?.label ?? name;

/** The pictures (by pictureKey) each field of an item's values names (a deleted item's children: their list's key), where any. */
function picturesIn(kind: KindDeclaration, values: Record<string, unknown>): [string, Set<string>][] {
  const found: [string, Set<string>][] = [];
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (!text.includes(UPLOADS_PREFIX)) continue;
    found.push([name, new Set([...text.matchAll(UPLOAD_IN_TEXT)].map((match) => pictureKey(match[1]!)))]);
  }
  return found;
}

export class MediaUses {
  constructor(private readonly store: ContentStore) {}

  private get db(): Database.Database {
    return this.store.db;
  }

  /** Where the content uses each picture, as last worked out, and what it was worked out from (usesFingerprint). */
  private known: { fingerprint: string; uses: Map<string, MediaUse[]> } | undefined;
  /**
   * The pictures each item's history names, by `<entity>:<id>` (picture key → the first field naming it), read
   * from the audit log up to `lastId`: each later reading reads only the entries written since. A purge of old
   * entries (the first id moved), or a privacy erasure logged after `seenId` (the log's last entry at the last
   * reading: an erasure rewrites earlier entries in place), starts it again.
   */
  private history = { firstId: 0, lastId: 0, seenId: 0, named: new Map<string, Map<string, string>>() };

  /**
   * Where the content uses each picture, by pictureKey: every live item, pending draft and item in Recently deleted,
   * field by field (a rich-text body, a page's blocks and a list are searched whole), and the history of every item
   * that is live or in Recently deleted (a version brought back from it would name the picture again). Worked out
   * once per change of the content (usesFingerprint), not per listing; the history is read from where it was left.
   */
  private byPicture(): Map<string, MediaUse[]> {
    const fingerprint = `${this.store.revision()}|${usesFingerprint(this.db)}`;
    if (this.known?.fingerprint === fingerprint) return this.known.uses;
    const found = new Map<string, MediaUse[]>();
    /** The items that could be brought back to a version of their history: live, or in Recently deleted. */
    const restorable = new Map<string, { kind: KindDeclaration; id: number; title: string }>();
    /** The pictures each item (`<entity>:<id>`) uses live, in its draft or in Recently deleted: its history need not say so again. */
    const usedBy = new Map<string, Set<string>>();
    const add = (key: string, use: MediaUse) => found.set(key, [...(found.get(key) ?? []), use]);
    const scan = (
      kind: KindDeclaration,
      values: Record<string, unknown>,
      where: Omit<MediaUse, 'field' | 'field_label' | 'kind' | 'kind_label' | 'title'>,
    ) => {
      const title = isDocument(kind) ? kind.label : String(values[kind.title] ?? '');
      if (where.id !== null && where.state !== 'draft') remember(kind, where.id, title);
      const itemName = where.id === null ? undefined : `${kind.entity}:${where.id}`;
      for (const [name, keys] of picturesIn(kind, values)) {
        for (const key of keys) {
          if (itemName) usedBy.set(itemName, (usedBy.get(itemName) ?? new Set()).add(key));
          add(key, { kind: kind.name, kind_label: kind.label, title, field: name, field_label: fieldLabel(kind, name), ...where });
        }
      }
    };
    const remember = (kind: KindDeclaration, id: number, title: string) => {
      const name = `${kind.entity}:${id}`;
      if (!restorable.has(name)) restorable.set(name, { kind, id, title });
    };
    for (const kind of KINDS) {
      const sql = sqlOf(kind);
      for (const row of allRowsOf(this.db, kind))
        scan(kind, fieldsOf(sql, row), { id: isDocument(kind) ? DOCUMENT_ID : row.id, state: 'live' });
    }
    for (const draft of draftRows(this.db)) {
      const kind = kindNamed(draft.kind);
      if (kind) scan(kind, JSON.parse(draft.values_json) as Record<string, unknown>, { id: draft.item_id, state: 'draft' });
    }
    for (const entry of trashSnapshots(this.db)) {
      const kind = kindNamed(entry.kind);
      if (!kind) continue;
      const snapshot = JSON.parse(entry.snapshot_json) as Record<string, unknown>;
      scan(kind, { [kind.title]: entry.title, ...snapshot }, { id: entry.id, state: 'deleted' });
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
    this.readHistory();
    for (const [name, item] of restorable) {
      for (const [key, field] of this.history.named.get(name) ?? []) {
        if (usedBy.get(name)?.has(key)) continue;
        const { kind } = item;
        add(key, {
          kind: kind.name,
          kind_label: kind.label,
          id: item.id,
          title: item.title,
          field,
          field_label: fieldLabel(kind, field),
          state: 'history',
        });
      }
    }
    this.known = { fingerprint, uses: found };
    return found;
  }

  /** Reads the audit log's entries written since the last reading into `history`. */
  private readHistory() {
    const first = firstAuditId(this.db);
    // Read before the entries: a later entry (another process's) is looked at again next time.
    const seen = lastAuditId(this.db);
    if (first !== this.history.firstId || erasureLoggedSince(this.db, this.history.seenId)) {
      this.history = { firstId: first, lastId: 0, seenId: 0, named: new Map() };
    }
    const byEntity = new Map(KINDS.map((kind) => [kind.entity, kind]));
    for (const entry of historyEntriesNamingUploads(this.db, [...byEntity.keys()], this.history.lastId)) {
      this.history.lastId = entry.id;
      const kind = byEntity.get(entry.entity)!;
      const name = `${entry.entity}:${entry.entity_id}`;
      for (const json of [entry.before_json, entry.after_json]) {
        const version: unknown = json === null ? undefined : JSON.parse(json);
        if (typeof version !== 'object' || version === null) continue;
        for (const [field, keys] of picturesIn(kind, version as Record<string, unknown>)) {
          let named = this.history.named.get(name);
          if (!named) this.history.named.set(name, (named = new Map()));
          for (const key of keys) if (!named.has(key)) named.set(key, field);
        }
      }
    }
    this.history.seenId = seen;
  }

  /** Where the content uses the picture at `url` (any of its stored copies' names). */
  of(url: string): MediaUse[] {
    return this.byPicture().get(pictureKey(url.slice(url.lastIndexOf('/') + 1))) ?? [];
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

// The media library (docs/media.md): every uploaded picture with its description (alt text), size and uploader,
// where the content uses it, its description set once (the pages use it wherever a picture field's own is
// empty: common/media/picture-alts.ts), and its deletion once nothing uses it. Uploads write their row in
// the upload's request (recordUpload); files uploaded before the library get theirs at the next listing.
import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';

import type Database from 'better-sqlite3';

import { childKinds, KINDS, DOCUMENT_ID, isDocument, type KindDeclaration } from '../../common/content-model/kinds.ts';
import { describedPictures } from '../../common/media/picture-alts.ts';
import { storedRaster, uploadCopyName, uploadWidths } from '../../common/media/upload-names.ts';
import { recordAudit } from '../db/audit.ts';
import { ContentError, sqlOf } from '../db/content-items.ts';
import { fieldsOf } from '../db/content-rows.ts';
import type { ContentStore } from '../db/content-store.ts';
import { draftRows } from '../db/drafts.ts';
import {
  allRowsOf,
  deleteMediaRow,
  describeMediaIfUndescribed,
  erasureLoggedSince,
  firstAuditId,
  historyEntriesNamingUploads,
  lastAuditId,
  mediaById,
  mediaRows,
  recordMedia,
  setMediaAlt,
  trashSnapshots,
  usesFingerprint,
  type MediaRow,
} from '../db/media-library.ts';

import { UPLOADS_PREFIX } from './uploads.ts';

/** Most characters of a picture's description. */
export const MAX_ALT_LENGTH = 250;
/** Most characters of the name a file was uploaded as that the library keeps. */
const MAX_NAME_LENGTH = 200;

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

/** A picture as the library's API answers it. */
export interface MediaEntry extends MediaRow {
  /** The smallest stored copy (the picture itself for an SVG or an upload from before resized copies). */
  thumbnail: string;
  used_by: MediaUse[];
}

const STORED_EARLIER = /^[0-9a-f]{32}\.(png|jpg|webp|svg)$/;
const COPY = /^([0-9a-f]{32}-[1-9]\d{0,4}x[1-9]\d{0,4})-[1-9]\d{0,4}\.(?:avif|webp|jpg)$/;
const UPLOAD_IN_TEXT = /\/media\/uploads\/([\w.-]+)/g;

/**
 * What a file name of the upload folder is of: a raster upload's copies and the upload itself share its
 * `<hash>-<w>x<h>` base; another upload (an SVG, an upload from before copies) is its own name.
 */
function pictureKey(name: string): string {
  const stored = storedRaster(name);
  if (stored) return stored.base;
  const copy = name.match(COPY);
  return copy ? copy[1]! : name;
}

const nameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** The smallest stored copy of a picture: the narrowest WebP of a raster upload; else the picture itself. */
export function thumbnailOf(url: string): string {
  const stored = storedRaster(nameOf(url));
  if (!stored) return url;
  return UPLOADS_PREFIX + uploadCopyName(stored.base, uploadWidths(stored.width)[0]!, 'webp');
}

/** A name a browser sent for a file, kept as a label: its last path segment, without control characters, clipped. */
export function uploadedName(raw: string | undefined): string {
  const last = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const printable = [...last].filter((char) => char >= ' ' && char !== '\u007f').join('');
  return printable.trim().slice(0, MAX_NAME_LENGTH);
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

/**
 * A save's descriptions given to the library (docs/media.md): each upload the saved values describe — a picture
 * field's description field, a picture's alt in rich text — becomes the library's description of it when the library
 * has none and it is not marked as decoration, so the picture is described wherever it is chosen later. A description
 * staff wrote in the library is never replaced; one longer than the library takes is left to the field. Called inside
 * the save's transaction; each description given is in the audit log as the library's own changes are.
 */
export function describeUploads(db: Database.Database, actor: string, kind: KindDeclaration, values: Record<string, unknown>): void {
  const described = describedPictures(kind.fields, values).filter(({ alt }) => alt.length <= MAX_ALT_LENGTH);
  if (described.length === 0) return;
  for (const { path, alt } of described) {
    const id = describeMediaIfUndescribed(db, path, alt);
    if (id === undefined) continue;
    recordAudit(db, {
      actor,
      entity: 'media',
      entityId: id,
      action: 'alt-text',
      before: { url: path, alt: '' },
      after: { url: path, alt },
    });
  }
}

export class MediaLibrary {
  constructor(
    private readonly store: ContentStore,
    /** Where uploads are stored; none (an in-memory database): nothing on disk to find or delete. */
    private readonly uploadDir: string | undefined,
  ) {}

  private get db() {
    return this.store.db;
  }

  /** Records an upload the upload route stored (or finds its row: the same bytes are one picture). */
  recordUpload(
    actor: string,
    upload: { url: string; type: string; width: number | null; height: number | null; bytes: number; name: string },
    now = new Date(),
  ): MediaRow {
    return recordMedia(this.db, { ...upload, name: uploadedName(upload.name), uploaded_at: now.toISOString(), uploaded_by: actor });
  }

  /**
   * Rows for the pictures in the upload folder that have none (uploaded before the library): the stored files,
   * not their copies; dated by the file's time, by no one.
   */
  async findUnrecorded(): Promise<number> {
    if (!this.uploadDir) return 0;
    let names: string[];
    try {
      names = await readdir(this.uploadDir);
    } catch {
      return 0;
    }
    const known = new Set(mediaRows(this.db).map((row) => row.url));
    let found = 0;
    for (const name of names) {
      const url = UPLOADS_PREFIX + name;
      if (known.has(url)) continue;
      const stored = storedRaster(name);
      const earlier = name.match(STORED_EARLIER);
      if (!stored && !earlier) continue;
      const file = await stat(join(this.uploadDir, name)).catch(() => undefined);
      if (!file?.isFile()) continue;
      recordMedia(this.db, {
        url,
        name: '',
        type: earlier ? earlier[1]! : name.slice(name.lastIndexOf('.') + 1),
        width: stored?.width ?? null,
        height: stored?.height ?? null,
        bytes: file.size,
        uploaded_at: file.mtime.toISOString(),
        uploaded_by: null,
      });
      found += 1;
    }
    return found;
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
  uses(): Map<string, MediaUse[]> {
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

  /** Every picture, newest first, with its thumbnail and where it is used; `q` searches descriptions and file names. */
  async list(q = ''): Promise<MediaEntry[]> {
    await this.findUnrecorded();
    const uses = this.uses();
    const words = q.trim().toLowerCase();
    return mediaRows(this.db)
      .filter((row) => !words || `${row.alt}\n${row.name}\n${nameOf(row.url)}`.toLowerCase().includes(words))
      .map((row) => ({ ...row, thumbnail: thumbnailOf(row.url), used_by: uses.get(pictureKey(nameOf(row.url))) ?? [] }));
  }

  private entry(id: number): MediaEntry {
    const row = mediaById(this.db, id);
    if (!row) throw new ContentError(404, 'There is no such picture in the media library.');
    return { ...row, thumbnail: thumbnailOf(row.url), used_by: this.uses().get(pictureKey(nameOf(row.url))) ?? [] };
  }

  /**
   * Sets a picture's description, or marks it as decoration (its description then empty on purpose); every page that
   * shows it without a description of its own follows at once. A description unmarks it; leaving `decorative` out
   * keeps the mark while the description stays empty.
   */
  setAlt(actor: string, id: number, raw: string, decorative?: boolean): MediaEntry {
    const alt = raw.trim();
    if (alt.length > MAX_ALT_LENGTH) {
      const message = `A picture’s description may be at most ${MAX_ALT_LENGTH} characters; this one has ${alt.length}.`;
      throw new ContentError(400, message, { alt: message });
    }
    if (decorative === true && alt !== '') {
      const message = 'A picture that only decorates has no description: empty it, or say the picture does more than decorate.';
      throw new ContentError(400, message, { alt: message });
    }
    const before = this.entry(id);
    const marked = alt === '' && (decorative ?? before.decorative);
    const state = (text: string, mark: boolean) => ({ url: before.url, alt: text, ...(mark ? { decorative: true } : {}) });
    this.db
      .transaction(() => {
        setMediaAlt(this.db, id, alt, marked);
        recordAudit(this.db, {
          actor,
          entity: 'media',
          entityId: id,
          action: 'alt-text',
          before: state(before.alt, before.decorative),
          after: state(alt, marked),
        });
      })
      .immediate();
    // The public reads put the library's description into the pages: their cached answers are dropped.
    this.store.contentChanged();
    return { ...before, alt, decorative: marked };
  }

  /**
   * Deletes a picture that nothing uses: its row, then its files (the stored picture and its copies). Where it is
   * used is read inside the deletion's transaction, so no save can start using it in between.
   */
  async remove(actor: string, id: number): Promise<MediaRow> {
    const entry = this.db
      .transaction(() => {
        const found = this.entry(id);
        if (found.used_by.length > 0) throw new ContentError(409, usedMessage(found.used_by));
        deleteMediaRow(this.db, id);
        recordAudit(this.db, {
          actor,
          entity: 'media',
          entityId: id,
          action: 'delete',
          before: { url: found.url, alt: found.alt, name: found.name },
        });
        return found;
      })
      .immediate();
    if (this.uploadDir) {
      const key = pictureKey(nameOf(entry.url));
      const names = await readdir(this.uploadDir).catch(() => [] as string[]);
      for (const name of names.filter((other) => other === nameOf(entry.url) || (COPY.test(other) && pictureKey(other) === key))) {
        await unlink(join(this.uploadDir, name)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        });
      }
    }
    const { used_by: _uses, thumbnail: _thumbnail, ...row } = entry;
    return row;
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

// The media library (docs/media.md): every uploaded picture with its description (alt text), size and uploader,
// where the content uses it (media-uses.ts), its description set once (the pages use it wherever a picture
// field's own is empty: common/media/picture-alts.ts), and its deletion once nothing uses it. The list is read a
// page at a time. Uploads write their row in the upload's request (recordUpload); files uploaded before the library
// get theirs at the next listing after the upload folder changed.
import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';

import type Database from 'better-sqlite3';

import { listSearchWords, pageWithin, type KindDeclaration } from '../../common/content-model/kinds.ts';
import { describedPictures } from '../../common/media/picture-alts.ts';
import { storedRaster, uploadCopyName, uploadWidths } from '../../common/media/upload-names.ts';
import { recordAudit } from '../db/audit.ts';
import { ContentError } from '../db/content-items.ts';
import type { ContentStore } from '../db/content-store.ts';
import {
  deleteMediaRow,
  describeMediaIfUndescribed,
  mediaById,
  mediaByUrl,
  mediaCount,
  mediaRows,
  mediaRowsFrom,
  mediaRowsOf,
  mediaSearchTexts,
  recordMedia,
  setMediaAlt,
  type MediaRow,
} from '../db/media-library.ts';

import { COPY, MediaUses, pictureKey, usedMessage, type MediaUse } from './media-uses.ts';
import { UPLOADS_PREFIX } from './uploads.ts';

/** Most characters of a picture's description. */
export const MAX_ALT_LENGTH = 250;
/** Most characters of the name a file was uploaded as that the library keeps. */
const MAX_NAME_LENGTH = 200;
/** How old the upload folder's time must be for a reading of it to be remembered (findUnrecorded). */
const FOLDER_TIME_SETTLED_MS = 2_000;
/** Pictures a page of the library's list holds. */
export const MEDIA_PAGE_SIZE = 50;

/** The uses of a picture a listing names (the rest counted in `used_count`): a picture on every article is one line. */
export const USES_LISTED = 10;

/** A picture as the library's API answers it. */
export interface MediaEntry extends MediaRow {
  /** The smallest stored copy (the picture itself for an SVG or an upload from before resized copies). */
  thumbnail: string;
  /** Where it is used: the first USES_LISTED places (live, drafts, Recently deleted, then history). */
  used_by: MediaUse[];
  /** How many places use it (live, drafts, Recently deleted) and how many items' history keeps it, in all. */
  used_count: { current: number; history: number };
}

/** A page of the library's list: its pictures, its number (1 for the first), its size and how many match in all. */
export interface MediaPage {
  items: MediaEntry[];
  page: number;
  size: number;
  total: number;
}

/** What a list asks for: a page of the pictures whose words hold every word of `q`, or the picture at `url` alone. */
export interface MediaListQuery {
  q?: string;
  page?: number;
  url?: string;
}

const STORED_EARLIER = /^[0-9a-f]{32}\.(png|jpg|webp|svg)$/;

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
  /** Where the content uses each picture. */
  private readonly uses: MediaUses;
  /** The upload folder's time when findUnrecorded last read it. */
  private folderReadAt: number | undefined;

  constructor(
    private readonly store: ContentStore,
    /** Where uploads are stored; none (an in-memory database): nothing on disk to find or delete. */
    private readonly uploadDir: string | undefined,
  ) {
    this.uses = new MediaUses(store);
  }

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
    // Read again only when files came or went since the last reading (the folder's own time changes then): a
    // listing does not read the whole folder each time. A time within the last seconds is not trusted (a file
    // added in the same tick of a coarse clock would leave it as it was): such a folder is read again next time.
    const folder = await stat(this.uploadDir).catch(() => undefined);
    if (!folder || folder.mtimeMs === this.folderReadAt) return 0;
    let names: string[];
    try {
      names = await readdir(this.uploadDir);
    } catch {
      return 0;
    }
    this.folderReadAt = Date.now() - folder.mtimeMs > FOLDER_TIME_SETTLED_MS ? folder.mtimeMs : undefined;
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

  /**
   * A page of the pictures, newest first, each with its thumbnail and where it is used: those whose description, uploaded
   * name or file name holds every word of `q` (any case); or only the picture at `url`. A page past the last is the last.
   */
  async list({ q = '', page = 1, url }: MediaListQuery = {}): Promise<MediaPage> {
    await this.findUnrecorded();
    const size = MEDIA_PAGE_SIZE;
    if (url !== undefined) {
      const row = mediaByUrl(this.db, url);
      return { items: this.entriesOf(row ? [row] : []), page: 1, size, total: row ? 1 : 0 };
    }
    const words = listSearchWords(q);
    if (words.length === 0) {
      const total = mediaCount(this.db);
      const shown = pageWithin(page, total, size);
      return { items: this.entriesOf(mediaRowsFrom(this.db, (shown - 1) * size, size)), page: shown, size, total };
    }
    const found = mediaSearchTexts(this.db).filter((row) => {
      const text = `${row.alt}\n${row.name}\n${nameOf(row.url)}`.toLocaleLowerCase();
      return words.every((word) => text.includes(word));
    });
    const shown = pageWithin(page, found.length, size);
    const ids = found.slice((shown - 1) * size, shown * size).map((row) => row.id);
    return { items: this.entriesOf(mediaRowsOf(this.db, ids)), page: shown, size, total: found.length };
  }

  /** Pictures with where each is used, worked out at once. */
  private entriesOf(rows: readonly MediaRow[]): MediaEntry[] {
    const uses = this.uses.of(rows.map((row) => row.url));
    return rows.map((row, n) => {
      const all = uses[n]!;
      const history = all.filter((use) => use.state === 'history').length;
      return {
        ...row,
        thumbnail: thumbnailOf(row.url),
        used_by: all.slice(0, USES_LISTED),
        used_count: { current: all.length - history, history },
      };
    });
  }

  private row(id: number): MediaRow {
    const row = mediaById(this.db, id);
    if (!row) throw new ContentError(404, 'There is no such picture in the media library.');
    return row;
  }

  private entry(id: number): MediaEntry {
    return this.entriesOf([this.row(id)])[0]!;
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
        const found = this.row(id);
        const uses = this.uses.of([found.url], { exact: true })[0]!;
        if (uses.length > 0) throw new ContentError(409, usedMessage(uses));
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
    return entry;
  }
}

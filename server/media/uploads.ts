// Images staff upload: stored beside the database (they belong to its content and are backed up with
// it), under a name made from their content's hash, so a changed image always gets a new URL and
// every file can be cached for a year. Served at /media/uploads/ by mediaPlugin.
//
// A PNG, JPEG or WebP is stored once, upright and without its metadata, at most 2,560 px wide, with
// resized copies in AVIF, WebP and JPEG beside it (raster.ts); its name says the size it was stored at,
// from which the pages know the copies' names (common/media/upload-names.ts). An SVG is stored cleaned.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import { isUploadName, storedRaster } from '../../common/media/upload-names.ts';

import type { CheckedImage } from './image-check.ts';
import { prepareRaster } from './raster.ts';

export const UPLOADS_PREFIX = '/media/uploads/';
/** Whether a file name is one the upload route writes: only those are served from the upload folder. */
export const isServedUpload = isUploadName;

/** Where uploads go for a database file; none for an in-memory database. */
export function uploadDirFor(databasePath: string): string | undefined {
  return databasePath === ':memory:' ? undefined : join(dirname(databasePath), 'media');
}

export type StoredUpload =
  | { ok: true; url: string; width: number | null; height: number | null; /** The stored file's size. */ bytes: number }
  | { ok: false; status: 400 | 503; message: string };

/** Writes one file under a name that is never served, then renames it: no half-written file is ever visible. */
async function writeWhole(uploadDir: string, name: string, body: Buffer) {
  const temporary = join(uploadDir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
  await writeFile(temporary, body, { flag: 'wx' });
  await rename(temporary, join(uploadDir, name));
}

/**
 * Stores a checked image once (the same bytes get the same name) and answers its URL and stored size. A
 * raster image's copies are written before the image itself, so a stored image always has its copies.
 */
export async function storeUpload(uploadDir: string, image: CheckedImage): Promise<StoredUpload> {
  const hash = createHash('sha256').update(image.body).digest('hex').slice(0, 32);
  await mkdir(uploadDir, { recursive: true });
  if (image.type === 'svg') {
    const name = `${hash}.svg`;
    if (!existsSync(join(uploadDir, name))) await writeWhole(uploadDir, name, image.body);
    return { ok: true, url: UPLOADS_PREFIX + name, width: null, height: null, bytes: image.body.length };
  }
  const suffix = `.${image.type}`;
  const earlier = (await readdir(uploadDir)).find((name) => name.startsWith(`${hash}-`) && name.endsWith(suffix) && storedRaster(name));
  const known = earlier && storedRaster(earlier);
  if (known) {
    const { size } = await stat(join(uploadDir, earlier));
    return { ok: true, url: UPLOADS_PREFIX + earlier, width: known.width, height: known.height, bytes: size };
  }
  const prepared = await prepareRaster(image.body, image.type);
  if (!prepared.ok) return prepared;
  const base = `${hash}-${prepared.width}x${prepared.height}`;
  for (const copy of prepared.copies) await writeWhole(uploadDir, base + copy.suffix, copy.body);
  await writeWhole(uploadDir, base + suffix, prepared.stored);
  return { ok: true, url: UPLOADS_PREFIX + base + suffix, width: prepared.width, height: prepared.height, bytes: prepared.stored.length };
}

// Images staff upload: stored beside the database (they belong to its content and are backed up with
// it), under a name made from their content's hash, so a changed image always gets a new URL and
// every file can be cached for a year. Served at /media/uploads/ by mediaPlugin.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import type { CheckedImage } from './image-check.ts';

export const UPLOADS_PREFIX = '/media/uploads/';
/** The only names served from the upload folder: a hash and the extension of the checked type. */
export const UPLOAD_NAME = /^[0-9a-f]{32}\.(png|jpg|webp|svg)$/;

/** Where uploads go for a database file; none for an in-memory database. */
export function uploadDirFor(databasePath: string): string | undefined {
  return databasePath === ':memory:' ? undefined : join(dirname(databasePath), 'media');
}

/** Writes a checked image (once: the same bytes get the same name) and returns its URL. */
export function storeImage(uploadDir: string, image: CheckedImage): string {
  const name = `${createHash('sha256').update(image.body).digest('hex').slice(0, 32)}.${image.type}`;
  const path = join(uploadDir, name);
  if (!existsSync(path)) {
    mkdirSync(uploadDir, { recursive: true });
    // Written under a name that is never served, then renamed: no half-written file is ever visible.
    const temporary = join(uploadDir, `.${name}.${process.pid}.tmp`);
    writeFileSync(temporary, image.body, { flag: 'wx' });
    renameSync(temporary, path);
  }
  return UPLOADS_PREFIX + name;
}

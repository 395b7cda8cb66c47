// Prepares a checked PNG, JPEG or WebP upload for the site with sharp (libvips): turned upright by its
// EXIF orientation, every piece of metadata left behind (EXIF, GPS, XMP, comments; colour converted to
// sRGB), at most MAX_UPLOAD_WIDTH wide, re-encoded in its own format, and resized copies at
// uploadWidths() in AVIF, WebP and JPEG (common/media/upload-names.ts; docs/decisions/0022-phone-photos.md).
//
// sharp decodes and encodes on libuv's thread pool, not the server's thread. One upload runs one step at a
// time (one pool thread: the others stay free for file reads and password hashing), and at most
// MAX_RASTER_JOBS uploads are prepared at once; another is refused, to be sent again in a moment.
import type { Sharp } from 'sharp';

import { MAX_UPLOAD_WIDTH, uploadCopyName, uploadWidths, type UploadFormat } from '../../common/media/upload-names.ts';

import { MAX_IMAGE_PIXELS } from './image-check.ts';
/** Uploads prepared at once: each takes a pool thread and some 100 MB while it runs. */
export const MAX_RASTER_JOBS = 2;

export type RasterType = 'png' | 'jpg' | 'webp';

export interface PreparedRaster {
  ok: true;
  /** The stored size: upright, at most MAX_UPLOAD_WIDTH wide. */
  width: number;
  height: number;
  /** The image itself, re-encoded in its own format without metadata. */
  stored: Buffer;
  /** The resized copies, by name relative to the stored name's base (`-960.webp`, …). */
  copies: { suffix: string; body: Buffer }[];
}

export type RasterPreparation = PreparedRaster | { ok: false; status: 400 | 503; message: string };

// Efforts chosen for a two-core server: with these, a 12-megapixel photo of noise (the encoders' worst
// case) took 2.5 s in all on a busy one, where AVIF at effort 2 took 4 s for its widest copy alone (0.7 s at 1).
const ENCODE = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 1 }),
  webp: (image: Sharp) => image.webp({ quality: 78, effort: 3 }),
  // JPEG has no transparency: a PNG or WebP with some is put on white.
  jpg: (image: Sharp) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, progressive: true }),
  // Lossless: sharp's default level (6); an effort would quantise it to a palette.
  png: (image: Sharp) => image.png(),
} satisfies Record<UploadFormat | 'png', (image: Sharp) => Sharp>;

const STORED_ENCODE: Record<RasterType, (image: Sharp) => Sharp> = {
  png: ENCODE.png,
  jpg: ENCODE.jpg,
  webp: (image) => image.webp({ quality: 85, effort: 4 }),
};

let running = 0;
/** Uploads being prepared now. */
export const runningRasterJobs = () => running;

const BUSY = 'Other images are being prepared just now: upload this one again in a moment.';
const TOO_MANY_PIXELS = `The image has more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`;
const UNREADABLE = 'The image could not be read: it may be damaged. Export it again, or upload another one.';

/**
 * Decodes the upload once (its header's size was checked before: sharp is told the same pixel limit),
 * keeps its upright pixels at most MAX_UPLOAD_WIDTH wide, and encodes the stored image and its copies
 * one after another from them.
 */
async function prepare(bytes: Buffer, type: RasterType): Promise<PreparedRaster> {
  // Loaded with the first upload, not with the server (it takes half a second).
  const { default: sharp } = await import('sharp');
  // image-check.ts counted the header's pixels; sharp checks the same limit from the header it reads.
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', sequentialRead: true })
    .rotate()
    .resize({ width: MAX_UPLOAD_WIDTH, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const pixels = () => sharp(data, { raw: { width, height, channels } });
  const stored = await STORED_ENCODE[type](pixels()).toBuffer();
  const copies: PreparedRaster['copies'] = [];
  for (const w of uploadWidths(width)) {
    for (const format of ['avif', 'webp', 'jpg'] as const) {
      const body = await ENCODE[format](w === width ? pixels() : pixels().resize({ width: w })).toBuffer();
      copies.push({ suffix: uploadCopyName('', w, format), body });
    }
  }
  return { ok: true, width, height, stored, copies };
}

/** The stored image and its copies, or why not: 400 for a file sharp cannot read, 503 when busy. */
export async function prepareRaster(bytes: Buffer, type: RasterType): Promise<RasterPreparation> {
  if (running >= MAX_RASTER_JOBS) return { ok: false, status: 503, message: BUSY };
  running += 1;
  try {
    return await prepare(bytes, type);
  } catch (error) {
    // sharp reads the size from the header first and stops there (image-check.ts has refused such a file already).
    if (error instanceof Error && /pixel limit/i.test(error.message)) return { ok: false, status: 400, message: TOO_MANY_PIXELS };
    return { ok: false, status: 400, message: UNREADABLE };
  } finally {
    running -= 1;
  }
}

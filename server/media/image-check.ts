// Decides whether an uploaded file may be served under /media/: a PNG, JPEG or WebP recognised by
// its magic bytes whose header gives a size within the limits, or an SVG that has been cleaned of
// everything that could run or fetch (svg-clean.ts). The file's name, its declared type and its
// extension are never trusted: only the bytes.
// A raster image's pixels are counted from its header here, before anything decodes it (raster.ts then
// strips its metadata and resizes it).
import { imageSize } from 'image-size';

import { cleanSvg } from './svg-clean.ts';

/** Largest raster upload, in bytes: a phone's photo (docs/decisions/0022-phone-photos.md). */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** Largest SVG upload, in bytes: parsing it builds a DOM on the server. */
export const MAX_SVG_BYTES = 1024 * 1024;
/** Most pixels (width × height) of a raster image: a 50-megapixel phone photo; decoding more costs memory. */
export const MAX_IMAGE_PIXELS = 50_000_000;

export type ImageType = 'png' | 'jpg' | 'webp' | 'svg';

export interface CheckedImage {
  ok: true;
  type: ImageType;
  /** The upload itself (uploads.ts has raster.ts prepare what is stored from it), or the cleaned SVG. */
  body: Buffer;
  /** Pixel size of a raster image; null for an SVG. */
  width: number | null;
  height: number | null;
  /** What cleaning an SVG took out ('script', 'onload', …); empty for a raster image or a clean SVG. */
  removed: string[];
}

export type ImageCheck = CheckedImage | { ok: false; message: string };

const SIGNATURES: { type: Exclude<ImageType, 'svg'>; matches: (bytes: Buffer) => boolean }[] = [
  { type: 'png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'webp', matches: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
];

const ACCEPTED = 'The file must be a PNG, JPEG, WebP or SVG image.';

/** An SVG file starts with markup: an optional byte-order mark, XML declaration, comments, then <svg. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.toString('utf8', 0, Math.min(bytes.length, 4096)).replace(/^\uFEFF/, '');
  // A comment is matched one character at a time (never a lazy `[\s\S]*?` inside a repeated group, which
  // backtracks exponentially on a run of `<!---->`).
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--(?:[^-]|-(?!->))*-->\s*)*(<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>\s*)?<svg[\s>]/i.test(head);
}

function checkRaster(bytes: Buffer, type: Exclude<ImageType, 'svg'>): ImageCheck {
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, message: `The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.` };
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    return { ok: false, message: `The file starts like a ${type.toUpperCase()} image but its header cannot be read.` };
  }
  const { width, height } = size;
  if (size.type !== type || !width || !height) {
    return { ok: false, message: `The file starts like a ${type.toUpperCase()} image but its header cannot be read.` };
  }
  if (width * height > MAX_IMAGE_PIXELS) {
    const megapixels = (pixels: number) => `${Math.round(pixels / 100_000) / 10} megapixels`;
    return {
      ok: false,
      message: `The image is ${width}×${height} pixels (${megapixels(width * height)}); at most ${megapixels(MAX_IMAGE_PIXELS)} is accepted.`,
    };
  }
  return { ok: true, type, body: bytes, width, height, removed: [] };
}

export async function checkImage(bytes: Buffer): Promise<ImageCheck> {
  if (bytes.length === 0) return { ok: false, message: 'The file is empty.' };
  const raster = SIGNATURES.find((signature) => signature.matches(bytes));
  if (raster) return checkRaster(bytes, raster.type);
  if (!looksLikeSvg(bytes)) return { ok: false, message: ACCEPTED };
  if (bytes.length > MAX_SVG_BYTES) return { ok: false, message: `An SVG image may be at most ${MAX_SVG_BYTES / 1024 / 1024} MB.` };
  const cleaned = await cleanSvg(bytes);
  if (!cleaned.ok) return cleaned;
  return { ok: true, type: 'svg', body: Buffer.from(cleaned.svg, 'utf8'), width: null, height: null, removed: cleaned.removed };
}

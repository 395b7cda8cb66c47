// The names of the files a raster image upload writes (server/media/uploads.ts), which the pages read
// back without asking the server (src/features/services): docs/decisions/0022-phone-photos.md.
//
// An upload is stored once as `<hash>-<width>x<height>.<png|jpg|webp>` (its content's hash; the size it
// was stored at, never wider than MAX_UPLOAD_WIDTH), and beside it at each of uploadWidths(width) as
// `<hash>-<width>x<height>-<w>.<avif|webp|jpg>`. Earlier uploads (`<hash>.<ext>`) and SVGs have no widths.

/** The widths the pages choose from, below the stored width (which is always one of them too). */
export const UPLOAD_WIDTHS = [480, 960, 1440, 2560] as const;
/** No upload is stored or served wider. */
export const MAX_UPLOAD_WIDTH = 2560;
/** The formats of the resized copies: the pages offer them in this order, JPEG last (the <img>). */
export const UPLOAD_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/** A stored raster upload, read from its name. */
export interface StoredRaster {
  /** `<hash>-<width>x<height>`: the copies' names start with it. */
  base: string;
  width: number;
  height: number;
}

const STORED = /^([0-9a-f]{32}-([1-9]\d{0,4})x([1-9]\d{0,4}))\.(?:png|jpg|webp)$/;
const COPY = /^([0-9a-f]{32}-[1-9]\d{0,4}x[1-9]\d{0,4})-([1-9]\d{0,4})\.(?:avif|webp|jpg)$/;
const EARLIER = /^[0-9a-f]{32}\.(?:png|jpg|webp|svg)$/;

/** The widths of an upload stored `width` pixels wide: those of UPLOAD_WIDTHS below it, then its own. */
export function uploadWidths(width: number): number[] {
  return [...UPLOAD_WIDTHS.filter((w) => w < width), width];
}

/** The stored upload a file name is, or undefined (a copy, an earlier upload, an SVG, anything else). */
export function storedRaster(name: string): StoredRaster | undefined {
  const match = STORED.exec(name);
  if (!match) return undefined;
  const width = Number(match[2]);
  return width > MAX_UPLOAD_WIDTH ? undefined : { base: match[1]!, width, height: Number(match[3]) };
}

/** The name of an upload's copy `width` pixels wide in `format`. */
export function uploadCopyName(base: string, width: number, format: UploadFormat): string {
  return `${base}-${width}.${format}`;
}

/** Whether a name is one an upload writes: a stored upload, one of its copies, or an earlier upload. */
export function isUploadName(name: string): boolean {
  if (EARLIER.test(name) || storedRaster(name)) return true;
  const copy = COPY.exec(name);
  const stored = copy && storedRaster(`${copy[1]}.jpg`);
  return Boolean(stored && uploadWidths(stored.width).includes(Number(copy[2])));
}

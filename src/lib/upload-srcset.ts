import { storedRaster, uploadCopyName, uploadWidths, type UploadFormat } from '@common/media/upload-names';
import { env } from '@/config/env';

/** The srcset of an upload's copies in one format: `… 480w, … 960w, …`. */
export type UploadSrcset = (format: UploadFormat) => string;

/**
 * For a PNG, JPEG or WebP staff uploaded (a resolved URL under the API's /media/uploads/ whose name says its
 * stored size), the srcset of its resized copies in each format, read from the name alone; undefined for any
 * other image (our SVG artwork, an earlier upload, an address elsewhere). docs/decisions/0022-phone-photos.md.
 */
export function uploadSrcset(src: string): UploadSrcset | undefined {
  const folder = `${env.apiBaseUrl}/media/uploads/`;
  const stored = src.startsWith(folder) ? storedRaster(src.slice(folder.length)) : undefined;
  if (!stored) return undefined;
  const widths = uploadWidths(stored.width);
  return (format) => widths.map((width) => `${folder}${uploadCopyName(stored.base, width, format)} ${width}w`).join(', ');
}

// Pictures inside rich text (an article's body, a rich-text or picture-and-text block) served as the site's other
// pictures are (docs/media.md): an upload the media library has becomes a <picture> offering its resized copies in
// AVIF and WebP, with the JPEG copies as the <img>'s srcset, its size (no shift while it loads), and lazy, async
// loading — so a phone takes a 480 or 960 px copy, never the 2,560 px original. Done as the public reads make
// their records (server/db/public-reads.ts), never stored: what staff saved stays as they saved it, and the API,
// the server's pages and the app's own renders show the same HTML.
import { blockNamed } from '../blocks/declarations.ts';
import type { Field } from '../content-model/fields.ts';
import { UPLOADS_PATH } from './picture-alts.ts';
import { storedRaster, uploadCopyName, uploadWidths, type UploadFormat } from './upload-names.ts';

/** A picture the library has: its stored size. */
export interface LibraryPicture {
  width: number | null;
  height: number | null;
}

/** The library's picture at an upload's path (`/media/uploads/<name>`); undefined when it has none. */
export type PictureLookup = (path: string) => LibraryPicture | undefined;

/**
 * How wide a picture in rich text shows: the text's column (`.prose`, at most 72ch, about 700 px) from a tablet up,
 * the screen's width below. A picture given a smaller width shows at most that wide.
 */
export const RICH_TEXT_PICTURE_SIZES = '(min-width: 768px) 720px, 100vw';

const IMG = /<img\b([^<>]*)>/g;
/** The attributes of a tag as the server's cleaning writes them: `name="value"`, double-quoted, escaped. */
const ATTRIBUTE = /\s+([a-z][a-z-]*)="([^"]*)"/g;

function attributesOf(text: string): Map<string, string> | undefined {
  const found = new Map<string, string>();
  let read = 0;
  for (const match of text.matchAll(ATTRIBUTE)) {
    if (match.index !== read) return undefined;
    found.set(match[1]!, match[2]!);
    read = match.index + match[0].length;
  }
  // Anything else (a tag the cleaning did not write): left as it is.
  return text.slice(read).trim() === '' || text.slice(read).trim() === '/' ? found : undefined;
}

const whole = (value: string | undefined) => (value !== undefined && /^[1-9]\d{0,4}$/.test(value) ? Number(value) : undefined);

/** One <img> as the visitor's HTML has it: responsive when the library has its upload, else as it was. */
function responsiveImg(tag: string, inside: string, lookup: PictureLookup): string {
  const attributes = attributesOf(inside);
  const src = attributes?.get('src');
  if (!attributes || !src?.startsWith(UPLOADS_PATH) || attributes.has('srcset')) return tag;
  const stored = storedRaster(src.slice(UPLOADS_PATH.length));
  // A picture whose row is gone keeps its plain <img>: shown, without copies that may be gone with it.
  const picture = stored && lookup(src);
  if (!stored || !picture) return tag;
  const storedWidth = picture.width ?? stored.width;
  const storedHeight = picture.height ?? stored.height;
  // A size staff gave it stays; a missing one comes from the stored picture, in proportion.
  const ownWidth = whole(attributes.get('width'));
  const ownHeight = whole(attributes.get('height'));
  const width = ownWidth ?? (ownHeight ? Math.round((ownHeight * storedWidth) / storedHeight) : storedWidth);
  const height = ownHeight ?? Math.round((width * storedHeight) / storedWidth);
  const sizes = ownWidth && ownWidth < 720 ? `(max-width: ${ownWidth}px) 100vw, ${ownWidth}px` : RICH_TEXT_PICTURE_SIZES;
  const srcset = (format: UploadFormat) =>
    uploadWidths(stored.width)
      .map((copy) => `${UPLOADS_PATH}${uploadCopyName(stored.base, copy, format)} ${copy}w`)
      .join(', ');
  const img = new Map(attributes);
  img.set('width', String(width));
  img.set('height', String(height));
  img.set('srcset', srcset('jpg'));
  img.set('sizes', sizes);
  img.set('loading', 'lazy');
  img.set('decoding', 'async');
  const written = [...img].map(([name, value]) => ` ${name}="${value}"`).join('');
  return (
    `<picture><source type="image/avif" srcset="${srcset('avif')}" sizes="${sizes}">` +
    `<source type="image/webp" srcset="${srcset('webp')}" sizes="${sizes}"><img${written}></picture>`
  );
}

/** Rich text with each picture the library has made responsive (the HTML as the server cleaned it on save). */
export function responsivePictures(html: string, lookup: PictureLookup): string {
  if (!html.includes(UPLOADS_PATH)) return html;
  return html.replace(IMG, (tag, inside: string) => responsiveImg(tag, inside, lookup));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether fields (or the lists and blocks among them) may hold rich text. */
export function mayHoldRichText(fields: Readonly<Record<string, Field>>): boolean {
  return Object.values(fields).some(
    (f) => f.type === 'rich-text' || f.type === 'blocks' || (f.type === 'list' && mayHoldRichText(f.fields)),
  );
}

/**
 * Makes the pictures of every rich-text field of a record responsive, in place, in its lists and blocks too.
 * `rename` maps a field's name to the record's key (the public API's names).
 */
export function fillResponsivePictures(
  fields: Readonly<Record<string, Field>>,
  record: Record<string, unknown>,
  lookup: PictureLookup,
  rename: Readonly<Record<string, string>> = {},
): void {
  for (const [name, f] of Object.entries(fields)) {
    const key = rename[name] ?? name;
    const value = record[key];
    if (f.type === 'rich-text' && typeof value === 'string') record[key] = responsivePictures(value, lookup);
    else if (f.type === 'list' && Array.isArray(value)) {
      for (const entry of value) if (isRecord(entry)) fillResponsivePictures(f.fields, entry, lookup);
    } else if (f.type === 'blocks' && Array.isArray(value)) {
      for (const block of value) {
        const declaration = isRecord(block) && typeof block.type === 'string' ? blockNamed(block.type) : undefined;
        if (declaration) fillResponsivePictures(declaration.fields, block as Record<string, unknown>, lookup);
      }
    }
  }
}

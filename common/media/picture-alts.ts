// A picture field's description (alt text) set once in the media library and used everywhere (docs/media.md):
// where a picture field's own description field (`alt` in its declaration) is empty, the library's is put in
// its place. The server does it once, as the public reads build their records (server/db/public-reads.ts).
import { blockNamed } from '../blocks/declarations.ts';
import type { Field } from '../content-model/fields.ts';
import { libraryAltKey } from '../content-model/public-shape.ts';

/** Where uploads are served; an upload's URL in content is this path (or the same with an origin before it). */
export const UPLOADS_PATH = '/media/uploads/';

/** The library's description of the picture at a URL; undefined or '' when it has none. */
export type AltLookup = (url: string) => string | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The upload path (`/media/uploads/<name>`) a picture's value names, or undefined for any other picture. */
export function uploadPathOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const at = value.indexOf(UPLOADS_PATH);
  if (at < 0) return undefined;
  const path = value.slice(at).split(/[?#]/)[0]!;
  return /^\/media\/uploads\/[\w.-]+$/.test(path) ? path : undefined;
}

/** Whether fields (or the lists and blocks among them) may hold a picture. */
export function mayHoldPictures(fields: Readonly<Record<string, Field>>): boolean {
  return Object.values(fields).some((f) => f.type === 'image' || f.type === 'blocks' || (f.type === 'list' && mayHoldPictures(f.fields)));
}

/**
 * Puts the library's description into each empty description field of a record, in place, in its lists and
 * blocks too; a description the field has of its own is kept. A picture field without a description field of its
 * own gets the library's beside it, under libraryAltKey (`image_alt`; '' for none). `rename` maps a field's name
 * to the record's key (the public API's names).
 */
export function fillPictureAlts(
  fields: Readonly<Record<string, Field>>,
  record: Record<string, unknown>,
  lookup: AltLookup,
  rename: Readonly<Record<string, string>> = {},
): void {
  for (const [name, f] of Object.entries(fields)) {
    const value = record[rename[name] ?? name];
    if (f.type === 'image' && f.alt !== undefined) {
      const altKey = rename[f.alt] ?? f.alt;
      const own = record[altKey];
      if (typeof own === 'string' && own.trim() !== '') continue;
      const path = uploadPathOf(value);
      const alt = path && lookup(path);
      if (alt) record[altKey] = alt;
    } else if (f.type === 'image') {
      const path = uploadPathOf(value);
      record[libraryAltKey(rename[name] ?? name)] = (path && lookup(path)) || '';
    } else if (f.type === 'list' && Array.isArray(value)) {
      for (const entry of value) if (isRecord(entry)) fillPictureAlts(f.fields, entry, lookup);
    } else if (f.type === 'blocks' && Array.isArray(value)) {
      for (const block of value) {
        const declaration = isRecord(block) && typeof block.type === 'string' ? blockNamed(block.type) : undefined;
        if (declaration) fillPictureAlts(declaration.fields, block as Record<string, unknown>, lookup);
      }
    }
  }
}

/** A picture and the description typed for it beside it (a picture field's description field, a rich-text <img>'s alt). */
export interface DescribedPicture {
  /** The upload's path, `/media/uploads/<name>`. */
  path: string;
  alt: string;
}

const RICH_TEXT_IMG = /<img\b[^<>]*>/g;
const attributeOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
/** An attribute's text as the server's cleaning escapes it. */
const unescaped = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_entity, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);

/**
 * The uploads a record describes where it holds them — each picture field's own description, and each picture's
 * alt inside rich text — in its lists and blocks too: what a save gives the media library when it has none.
 */
export function describedPictures(fields: Readonly<Record<string, Field>>, record: Readonly<Record<string, unknown>>): DescribedPicture[] {
  const found: DescribedPicture[] = [];
  const add = (value: unknown, alt: unknown) => {
    const path = uploadPathOf(value);
    if (path && typeof alt === 'string' && alt.trim() !== '') found.push({ path, alt: alt.trim() });
  };
  for (const [name, f] of Object.entries(fields)) {
    const value = record[name];
    if (f.type === 'image' && f.alt !== undefined) add(value, record[f.alt]);
    else if (f.type === 'rich-text' && typeof value === 'string' && value.includes(UPLOADS_PATH)) {
      for (const [tag] of value.matchAll(RICH_TEXT_IMG)) add(attributeOf(tag, 'src'), unescaped(attributeOf(tag, 'alt') ?? ''));
    } else if (f.type === 'list' && Array.isArray(value)) {
      for (const entry of value) if (isRecord(entry)) found.push(...describedPictures(f.fields, entry));
    } else if (f.type === 'blocks' && Array.isArray(value)) {
      for (const block of value) {
        const declaration = isRecord(block) && typeof block.type === 'string' ? blockNamed(block.type) : undefined;
        if (declaration) found.push(...describedPictures(declaration.fields, block as Record<string, unknown>));
      }
    }
  }
  return found;
}

// What a block component is given, and lenient readers of a block's fields: a page's blocks come from the API
// (checked on save) or, in the staff editor's preview, half typed — a missing or odd field reads as empty.
import { ANCHOR_PATTERN } from '@common/blocks/declarations';

import type { Read } from '@/lib/page-data';
import { isRecord, toId } from '@/lib/validate';

/** A block as stored: `{ type, …its fields }` (common/blocks/declarations.ts). */
export type BlockData = { readonly type: string } & Readonly<Record<string, unknown>>;

/** The page a block is drawn on: the contact form records it with an enquiry. */
export interface BlockPage {
  title: string;
  /** The page's address, '/gst-e-invoicing-webinar'. */
  path: string;
  /** Drawn in the staff editor's preview, inside its form: nothing is sent from it. */
  preview?: boolean;
}

/** What a block component is given; `D`, the site's data it draws (its module's `query`), if any. */
export interface BlockProps<D = never> {
  block: BlockData;
  page: BlockPage;
  /** The block's place on the page, from 0: the first hero holds the page's one h1, ids stay unique. */
  index: number;
  /** The read of its module's `query` for this block, made by the page's loader (or the editor's preview). */
  data?: Read<D>;
}

/** A text field, trimmed; '' when missing. */
export function textOf(block: Readonly<Record<string, unknown>>, name: string): string {
  const value = block[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** A list field's items that are records; [] when missing. */
export function itemsOf(block: Readonly<Record<string, unknown>>, name: string): Readonly<Record<string, unknown>>[] {
  const value = block[name];
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** A relation field: a positive id, or undefined (none chosen). */
export function idOf(block: Readonly<Record<string, unknown>>, name: string): number | undefined {
  return toId(block[name]);
}

/** A block read from anything: an object with a string `type`, or undefined. */
export function asBlock(value: unknown): BlockData | undefined {
  return isRecord(value) && typeof value.type === 'string' ? (value as BlockData) : undefined;
}

/** Items whose `key` text is set and seen first: a half-typed list draws what it can, each entry once. */
export function distinctBy<T extends Readonly<Record<string, unknown>>>(items: readonly T[], key: string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const value = textOf(item, key);
    if (!value || seen.has(value)) return false;
    seen.add(value);
    return true;
  });
}

const ANCHOR = new RegExp(ANCHOR_PATTERN.source);

/**
 * A block's anchor, its section's id (where a button's `#anchor` leads); undefined for none, or for one half typed in
 * the editor's preview that is no anchor yet.
 */
export function anchorOf(block: Readonly<Record<string, unknown>>): string | undefined {
  const anchor = textOf(block, 'anchor');
  return ANCHOR.test(anchor) ? anchor : undefined;
}

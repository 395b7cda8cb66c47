// The words a visitor reads on a page, for the site search (server/search/sources.ts): the helpers the kinds'
// search hooks (`search` in their declarations) make their entries with.
import { blockNamed } from '../blocks/declarations.ts';

import type { Field } from './fields.ts';
import type { SearchedDocument } from './kinds.ts';
import type { DocumentItem } from './schema.ts';

/** The list held at a key (a service's sections, the document's Our Story points); none when there is none. */
export function listOf(holder: Readonly<Record<string, unknown>>, key: string): DocumentItem[] {
  const list = holder[key];
  return Array.isArray(list) ? (list as DocumentItem[]) : [];
}

/** A company page's title as staff set it (Page titles), else its usual name. */
export function pageTitle(document: SearchedDocument, path: string, fallback: string): string {
  const meta = listOf(document, 'page_meta').find((entry) => entry.path === path);
  const title = typeof meta?.title === 'string' ? meta.title.trim() : '';
  return title || fallback;
}

/** Whether a field holds words a visitor reads: not a link, a picture's description, a choice or a number. */
function isVisibleText(name: string, f: Field): boolean {
  if (f.type === 'rich-text' || f.type === 'long-text') return true;
  return f.type === 'text' && !f.slug && !f.link && !('pattern' in f && f.pattern) && !/(^|_)(href|alt|slug)$|^search_/.test(name);
}

/** The visible text of a record's fields (and of their lists), by the fields' declarations. */
export function fieldText(
  fields: Readonly<Record<string, Field>>,
  record: Record<string, unknown>,
  leftOut: readonly string[] = [],
): string[] {
  return Object.entries(fields).flatMap(([name, f]) => {
    if (leftOut.includes(name)) return [];
    const value = record[name];
    if (f.type === 'list') return listOf(record, name).flatMap((entry) => fieldText(f.fields, entry));
    if (!isVisibleText(name, f) || typeof value !== 'string') return [];
    return [f.type === 'rich-text' ? plainText(value) : value];
  });
}

/** A block's visible text, by its declaration (common/blocks/declarations.ts). */
export function blockText(block: Record<string, unknown>): string[] {
  const declaration = typeof block.type === 'string' ? blockNamed(block.type) : undefined;
  return declaration ? fieldText(declaration.fields, block) : [];
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Rich text's words: tags become spaces, entities their characters. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    });
}

// What the site search finds (docs/search.md): one entry per thing a visitor can read, declared here per
// kind. An entry is made from what the content tables hold, which is what is published: drafts live apart
// (content_drafts) and never reach these records. To make another kind searchable (articles), add one
// source here (the kind, what a result is called, its title, visible text and address from a record), or, for a kind
// with a page per item, declare `search` in its declaration (Insights' articles, customer stories).
import { blockNamed } from '../../common/blocks/declarations.ts';
import type { Field } from '../../common/content-model/fields.ts';
import { contactPage, ourStory } from '../../common/content-model/company-page-kinds.ts';
import { KINDS, services, type KindDeclaration } from '../../common/content-model/kinds.ts';
import { pages } from '../../common/content-model/page-kinds.ts';
import type { ContentDocument, DocumentItem } from '../../common/content-model/schema.ts';
import { hrefs, paths } from '../../common/paths.ts';

export interface SearchSource {
  /** The kind whose records (a list's items, or a single document as id 1) are entries. */
  kind: KindDeclaration;
  /** What a result says it is: 'Service', 'Page'. */
  type: string;
  title(record: DocumentItem, document: ContentDocument): string;
  /** The words a visitor reads on its page, in any order; HTML is taken out (plainText). */
  text(record: DocumentItem, document: ContentDocument): string[];
  url(record: DocumentItem): string;
  /** The document's other top-level keys `text` reads (Our Story's points): a change to them rewrites the entry. */
  uses?: readonly string[];
}

/** A kind that declares its search (`search`) and has a page for each item: its source, from the declaration alone. */
type DeclaredSearch = KindDeclaration & { search: { type: string; text: readonly string[] }; itemPage: { prefix: string; field: string } };

function declaredSource(kind: DeclaredSearch): SearchSource {
  return {
    kind,
    type: kind.search.type,
    title: (record) => String(record[kind.title] ?? ''),
    text: (record) =>
      kind.search.text.map((name) => {
        const value = String(record[name] ?? '');
        return kind.fields[name]?.type === 'rich-text' ? plainText(value) : value;
      }),
    url: (record) => `${kind.itemPage.prefix}${String(record[kind.itemPage.field])}`,
  };
}

const declaresSearch = (kind: KindDeclaration): kind is DeclaredSearch => kind.search !== undefined && kind.itemPage !== undefined;

/** Every searchable kind: those written out here, then each kind that declares its search (articles, customer stories). */
export const SEARCH_SOURCES: readonly SearchSource[] = [
  {
    kind: services,
    type: 'Service',
    title: (service) => String(service.description ?? ''),
    text: (service) => [
      String(service.heading ?? ''),
      ...listOf(service, 'sections').flatMap((section) => [String(section.title ?? ''), String(section.description ?? '')]),
    ],
    url: (service) => hrefs.serviceDetails(service.id),
  },
  {
    kind: pages,
    type: 'Page',
    title: (page) => String(page.title ?? ''),
    text: (page) => (Array.isArray(page.blocks) ? (page.blocks as Record<string, unknown>[]) : []).flatMap(blockText),
    url: (page) => `/${String(page.slug)}`,
  },
  {
    kind: ourStory,
    type: 'Page',
    title: (_story, document) => pageTitle(document, paths.about, 'Our Story'),
    text: (story, document) => [
      ...fieldText(ourStory.fields, story, ['stats_title']),
      ...listOf(document, 'our_story_stats').flatMap((stat) => [String(stat.value ?? ''), String(stat.label ?? '')]),
      ...listOf(document, 'why_dexterity_points').map((point) => String(point.text ?? '')),
      ...listOf(document, 'how_we_work_steps').flatMap((step) => Object.values(step).filter((value) => typeof value === 'string')),
    ],
    url: () => paths.about,
    uses: ['our_story_stats', 'why_dexterity_points', 'how_we_work_steps'],
  },
  {
    kind: contactPage,
    type: 'Page',
    title: (_page, document) => pageTitle(document, paths.contact, 'Contact'),
    text: (page) => fieldText(contactPage.fields, page),
    url: () => paths.contact,
  },
  ...KINDS.filter(declaresSearch).map(declaredSource),
];

function listOf(holder: Record<string, unknown>, key: string): DocumentItem[] {
  const list = holder[key];
  return Array.isArray(list) ? (list as DocumentItem[]) : [];
}

/** A company page's title as staff set it (Page titles), else its usual name. */
function pageTitle(document: ContentDocument, path: string, fallback: string): string {
  const meta = listOf(document as unknown as Record<string, unknown>, 'page_meta').find((entry) => entry.path === path);
  const title = typeof meta?.title === 'string' ? meta.title.trim() : '';
  return title || fallback;
}

/** Whether a field holds words a visitor reads: not a link, a picture's description, a choice or a number. */
function isVisibleText(name: string, f: Field): boolean {
  if (f.type === 'rich-text' || f.type === 'long-text') return true;
  return f.type === 'text' && !f.slug && !f.link && !('pattern' in f && f.pattern) && !/(^|_)(href|alt|slug)$|^search_/.test(name);
}

/** The visible text of a record's fields (and of their lists), by the fields' declarations. */
function fieldText(fields: Readonly<Record<string, Field>>, record: Record<string, unknown>, leftOut: readonly string[] = []): string[] {
  return Object.entries(fields).flatMap(([name, f]) => {
    if (leftOut.includes(name)) return [];
    const value = record[name];
    if (f.type === 'list') return listOf(record, name).flatMap((entry) => fieldText(f.fields, entry));
    if (!isVisibleText(name, f) || typeof value !== 'string') return [];
    return [f.type === 'rich-text' ? plainText(value) : value];
  });
}

/** A block's visible text, by its declaration (common/blocks/declarations.ts). */
function blockText(block: Record<string, unknown>): string[] {
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

/** The records of a kind in the document: a list's items wherever they sit (a service inside its offering), or a single document as id 1. */
export function recordsOf(document: ContentDocument, kind: KindDeclaration): DocumentItem[] {
  const carried = document as unknown as Record<string, unknown>;
  if (kind.shape === 'document') {
    const fields = carried[kind.documentKey];
    return fields && typeof fields === 'object' ? [{ ...(fields as Record<string, unknown>), id: 1 }] : [];
  }
  const chain: KindDeclaration[] = [kind];
  while (chain[0]!.parent) chain.unshift(KINDS.find((other) => other.name === chain[0]!.parent!.kind)!);
  let level = listOf(carried, chain[0]!.documentKey);
  for (const child of chain.slice(1)) level = level.flatMap((item) => listOf(item, child.documentKey));
  return level;
}

/** The document's top-level key that holds a kind's records (a service's: offerings). */
export function rootKey(kind: KindDeclaration): string {
  let root = kind;
  while (root.parent) root = KINDS.find((other) => other.name === root.parent!.kind)!;
  return root.documentKey;
}

// What the site search finds (docs/search.md): one entry per thing a visitor can read, for each kind that declares
// its `search` (common/content-model/kinds.ts, KindSearch): services, built pages, Our Story, the contact page,
// Insights' articles, customer stories. An entry is made from what the content tables hold, which is what is
// published: drafts live apart (content_drafts) and never reach these records.
import { KINDS, type KindDeclaration, type KindSearch } from '../../common/content-model/kinds.ts';
import type { ContentDocument, DocumentItem } from '../../common/content-model/schema.ts';
import { listOf, plainText } from '../../common/content-model/search-text.ts';

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

/** A kind that declares its search, with an address for each result (its own `url`, else its `itemPage`). */
type Searched = KindDeclaration & { search: KindSearch };

const isSearched = (kind: KindDeclaration): kind is Searched =>
  kind.search !== undefined && (kind.search.url !== undefined || kind.itemPage !== undefined);

/** A kind's source, from its declaration alone: its hooks where it has them, else its title field, fields and itemPage. */
export function sourceOf(kind: Searched): SearchSource {
  const { search, itemPage } = kind;
  const fields = search.text;
  return {
    kind,
    type: search.type,
    title: search.title ?? ((record) => String(record[kind.title] ?? '')),
    text:
      typeof fields === 'function'
        ? fields
        : (record) =>
            fields.map((name) => {
              const value = String(record[name] ?? '');
              return kind.fields[name]?.type === 'rich-text' ? plainText(value) : value;
            }),
    url: search.url ?? ((record) => `${itemPage!.prefix}${String(record[itemPage!.field])}`),
    ...(search.uses ? { uses: search.uses } : {}),
  };
}

/**
 * Every searchable kind, in the kinds' order, those dated apart last (articles and customer stories after the single
 * documents): the order in which a new index is written, hence which of two equally good results comes first.
 */
export const SEARCH_SOURCES: readonly SearchSource[] = [
  ...KINDS.filter((kind) => !kind.datedApart),
  ...KINDS.filter((kind) => kind.datedApart),
]
  .filter(isSearched)
  .map(sourceOf);

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

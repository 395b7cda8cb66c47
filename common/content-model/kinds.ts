// Every kind of content, declared once. The storage (server/db/content-rows.ts, content-items.ts), the import
// and export document and its messages (schema.ts), the public API's records (public-shape.ts, read by
// common/api-contract.ts) and reads (public-api.ts), the staff API's routes and schemas (server/content-editor)
// and the editor's forms, list columns and history (src/features/content-editor) all read these declarations.
// How to add a kind: docs/decisions/0026-a-kind-is-its-declaration.md.
import type { Field } from './fields.ts';
import type { DocumentItem } from './schema.ts';
import { faqItems, heroSlides, home, statistics } from './home-kinds.ts';
import { contactPage, ourStory, ourStoryPoints, ourStoryStats, ourStorySteps, pageMeta } from './company-page-kinds.ts';
import { menuItems, pages, redirects } from './page-kinds.ts';
import { offerings, pricingEntries, pricingPlans, quickFacts, sections, services } from './service-kinds.ts';
import { siteSettings } from './site-settings-kind.ts';
import { moduleKinds } from '../kinds/index.ts';

export { offerings, pricingEntries, pricingPlans, quickFacts, sections, services, siteSettings };

/**
 * Whether staff put the kind's items in order (Up, Down, drag, Move…): every list but a long one, which is listed
 * newest first (articles) or by its title (redirects, by their old address).
 */
export const orderedByHand = (kind: KindDeclaration): boolean => kind.pageSize === undefined;

/**
 * A kind's items as a sentence counts them (`count` of them; many by default): its label for one, else its plural
 * without the page it is grouped under, its first letter small ("articles" for "Insights: articles", "questions (FAQ)"
 * for "Home: questions (FAQ)", "services" for "Services").
 */
export function itemsNoun(kind: Pick<KindDeclaration, 'label' | 'plural'>, count = 2): string {
  const words = count === 1 ? kind.label : kind.plural;
  const noun = words.slice(words.indexOf(': ') + 1).trim();
  return noun.charAt(0).toLocaleLowerCase() + noun.slice(1);
}

/** A noun with its indefinite article, as a sentence says one: "a service", "an offering", "an article". */
export const withArticle = (noun: string): string => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** One of a kind's items, as a sentence names it: "a service", "an offering". */
export const oneItem = (kind: Pick<KindDeclaration, 'label'>): string => withArticle(kind.label.toLowerCase());

/** How a long list (a kind with a pageSize) is listed: newest first when it is dated, else by its title, A to Z. */
export const longListOrder = (kind: KindDeclaration): 'newest first' | 'by title' => (kind.publishedAt ? 'newest first' : 'by title');

/** The words of a search of the editor's list, each to be found in a row's text in any case (content-search.ts). */
export const listSearchWords = (query: string): string[] => query.toLocaleLowerCase().split(/\s+/).filter(Boolean);

/** How many pages a list of `matched` items fills, `size` a page: one at least (an empty list is one empty page). */
export const pagesFor = (matched: number, size: number): number => Math.max(1, Math.ceil(matched / size));

/** The page a list shows when one is asked for: the last when the list ends before it (it shrank since), the first at least. */
export const pageWithin = (asked: number, matched: number, size: number): number => Math.min(Math.max(1, asked), pagesFor(matched, size));

/** The longest search of a long list (a kind with a pageSize) the server takes: a longer one is cut here. */
export const LIST_SEARCH_MAX = 200;

/** Currencies a plan may be priced in: rupees for the company's own plans, US dollars for older content. */
export const PLAN_CURRENCIES = ['INR', 'USD'] as const;

export interface KindDeclaration {
  /** The URL segment of the staff API and the trash: /api/staff/content/<name>. */
  name: string;
  /** The audit log's entity name. */
  entity: string;
  /** 'Quick fact': for headings and messages (lower-cased inside sentences). */
  label: string;
  plural: string;
  /**
   * An ordered list of items, or one document (Site settings): a single row with id 1 that is changed,
   * never created, moved or deleted; the staff API reads and writes it without an id in its path.
   */
  shape: 'list' | 'document';
  /** The database table; its columns are the field names, plus id, the parent's column, sort_order and version. */
  table: string;
  /** The list's (or document's) key in the content document: at the top, or inside the parent's item. */
  documentKey: string;
  /** Most items one list may hold. */
  max: number;
  /** The kind whose items hold this kind's lists, and the field (and column) naming the parent. */
  parent?: { kind: string; field: string };
  /** The field that names an item in lists, the trash and messages. */
  title: string;
  /** The fields shown as columns in the editor's list, after the title. */
  columns: readonly string[];
  /**
   * The editor's list shows this many items a page, read a page at a time (a search asks the server): a list that may
   * hold thousands (articles, redirects). Such a list has no parent and is never put in order by hand (orderedByHand):
   * with a `publishedAt` field it is listed newest first, as the site lists it; without, by its title, A to Z (a
   * redirect by its old address, which no two share). Without it the list is read whole, in its order.
   */
  pageSize?: number;
  fields: Readonly<Record<string, Field>>;
  /** Deleting an item that still holds children is refused rather than sending them to the trash with it. */
  keepsChildren?: boolean;
  /** A content document that leaves this top-level list out keeps the stored one (lists added after the first documents). */
  keptWhenLeftOut?: boolean;
  /** The page of the site its words show on, where the editor's Preview opens (else found from its service). */
  shownOn?: string;
  /** How the public API writes the item: the parent field's name there and whether it comes right after the id. */
  api: { parentAs?: string; parentFirst?: boolean; rename?: Readonly<Record<string, string>> };
  /**
   * The public API's reads of the kind (GET, a list of its public records): their routes, answers, JSON
   * schemas, the store's reads, the sitemap's last change and the unit tests' msw answers derive from them
   * (common/content-model/public-api.ts, docs/decisions/0026).
   */
  publicApi?: readonly PublicRead[];
  /**
   * Each item has a page of its own at an address made from its id (a service's /service/service-<id>), dated apart
   * from the rest of the site by its own changes: the sitemap lists each one there.
   */
  ownPage?: { address: (id: number) => string };
  /**
   * The kind's items are dated by their own changes (the audit log), not with every page: a change to one
   * (an article, docs/insights.md) re-dates its own pages in the sitemap, not the whole site.
   */
  datedApart?: true;
  /** A text field the server fills with the time (UTC) the item first goes live, when it is empty (an article's). */
  publishedAt?: string;
  /**
   * A text field the server fills with the e-mail of the staff account that first creates the item (an article's
   * author), never from what a member of staff sends; the public API writes that account's current display name
   * in its place (empty: none), never the e-mail (server/db/content-rows.ts).
   */
  author?: string;
  /**
   * Each item's page is this address followed by the item's value of `field` (an article's `/insights/<slug>`, a built
   * page's `/<slug>`): where the editor previews it, and where the sitemap lists it.
   */
  itemPage?: { prefix: string; field: string };
  /**
   * An item can be taken down at a time (built pages and articles): it then leaves the site, its menus, the sitemap,
   * search and the feed, and its address answers 410 Gone or sends visitors where staff chose (docs/staff-area.md).
   */
  takesDown?: true;
  /** The page that lists the items (`/customer-stories`): the sitemap dates it by the newest of them. */
  listPage?: string;
  /** The site search finds each item (server/search/sources.ts), as this says. */
  search?: KindSearch;
}

/** The whole content as the search reads it (common/content-model/schema.ts's ContentDocument, by its keys). */
export type SearchedDocument = Readonly<Record<string, unknown>>;

/**
 * How the site search finds a kind's items (docs/search.md): each is a result called `type`, titled by the kind's
 * title field unless `title` says otherwise, at its `itemPage` unless `url` says otherwise, found by the words of the
 * `text` fields (rich text as its words) or by the words `text` gives.
 */
export interface KindSearch {
  /** What a result says it is: 'Service', 'Page', 'Article'. */
  type: string;
  /** The fields whose words find an item, or the words a visitor reads on its page, from the record (and the document). */
  text: readonly string[] | ((record: DocumentItem, document: SearchedDocument) => string[]);
  title?: (record: DocumentItem, document: SearchedDocument) => string;
  url?: (record: DocumentItem) => string;
  /** The document's other top-level keys `text` reads (Our Story's points): a change to them rewrites the entry. */
  uses?: readonly string[];
}

/**
 * One public read of a kind. Its path is a fixed name (docs/requirements/spec.md's endpoints), not made from the
 * kind's name. Its records come in the kind's list order (a child kind's: its parents' order first).
 */
export interface PublicRead {
  /** The endpoint's name in the contract (apiPaths, contentEndpoints, the answer cache). */
  name: string;
  /** The path under the API's origin: `/api/get-offering/`. */
  path: string;
  /** The query parameter naming an id, and the column (`id`, the parent's column or a field) it must equal. */
  filter?: { param: string; column: string; text?: true };
  /**
   * Lists written inside each record, by their key in it: the items of another kind, those of this record
   * when that kind's parent is this kind (an offering's services), else its whole list (the home page's slides).
   */
  nest?: Readonly<Record<string, string>>;
}

/** Every kind, parents before their children; documents last. */
export const CONTENT_KINDS = [
  offerings,
  services,
  sections,
  quickFacts,
  pricingEntries,
  pricingPlans,
  heroSlides,
  statistics,
  faqItems,
  ourStoryStats,
  ourStoryPoints,
  ourStorySteps,
  pageMeta,
  pages,
  menuItems,
  redirects,
  // The kinds that carry their pages (common/kinds), after every list above: a kind dated apart keeps its place.
  ...moduleKinds,
  siteSettings,
  home,
  ourStory,
  contactPage,
] as const satisfies readonly KindDeclaration[];

const declared: KindDeclaration[] = [...CONTENT_KINDS];

/**
 * Every kind the server knows, seen through the declaration's general type (for code that serves every kind
 * alike): CONTENT_KINDS, and any a test declares with `declareKinds`. Read it when it is used, not once at
 * start, so that a declared kind is served like the others.
 */
export const KINDS: readonly KindDeclaration[] = declared;

/**
 * Adds kinds to KINDS, before the server that serves them is built: a kind declared in a test goes through
 * the public API, the staff API, import and export and the sitemap like a real one (docs/decisions/0026).
 * Declaring the same declaration again does nothing; another kind with a taken name is refused.
 */
export function declareKinds(...kinds: readonly KindDeclaration[]): void {
  for (const kind of kinds) {
    const known = declared.find(
      (other) => other.name === kind.name || other.table === kind.table || other.documentKey === kind.documentKey,
    );
    if (known === kind) continue;
    if (known) throw new Error(`A kind named ${kind.name} (table ${kind.table}, key ${kind.documentKey}) is declared already.`);
    // Lists before single documents, as CONTENT_KINDS orders them.
    const firstDocument = declared.findIndex((other) => other.shape === 'document');
    if (kind.shape === 'list' && firstDocument >= 0) declared.splice(firstDocument, 0, kind);
    else declared.push(kind);
  }
}

export type ContentKind = (typeof CONTENT_KINDS)[number];
export type KindName = ContentKind['name'];

export function kindNamed(name: string): KindDeclaration | undefined {
  return KINDS.find((kind) => kind.name === name);
}

/** The id of a single document's only row. */
export const DOCUMENT_ID = 1;

/** Whether the kind is one document (Site settings) rather than a list. */
export const isDocument = (kind: KindDeclaration): boolean => kind.shape === 'document';

/** The kinds whose lists sit inside an item of this kind. */
export function childKinds(kind: KindDeclaration): KindDeclaration[] {
  return KINDS.filter((other) => other.parent?.kind === kind.name);
}

/** The field names of a kind, in declaration order. */
export const fieldNames = (kind: KindDeclaration): string[] => Object.keys(kind.fields);

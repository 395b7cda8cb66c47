// Insights: the company's articles and their categories, a kind that carries its pages with it (docs/insights.md).
// This module is its declaration: the kinds (categories and articles, each a list kind, so drafts, preview,
// scheduling, history, trash, conflicts and the audit log come with them), its pages (the list at /insights, a
// category's list, an article's page) and what the site and the server share about them: the list's endpoint, its
// page size, the shape of one page of it and the feed. Only published articles are rows (a new article saved as a
// draft lives in the drafts table), so a row is a live article; the server sets its `published_at` when it first
// goes live (server/content-editor/editor.ts). Its components are src/kinds/insights.tsx, the server's hooks (the
// paged list's read, the feed) server/kinds/insights.ts.
import type { KindDeclaration } from '../content-model/kinds.ts';
import { field } from '../content-model/fields.ts';
import { searchFields } from '../content-model/search-fields.ts';
import type { RouteEntry } from '../page-handle.ts';

const define = <const K extends KindDeclaration>(kind: K) => kind;

// Its addresses and the feed's title, which every page's header and head carry, are in ./insights-addresses.ts: a page
// that names them does not download this declaration.
import { FEED_PATH, INSIGHTS_PATH } from './insights-addresses.ts';

export { ARTICLES_PATH, FEED_PATH, feedTitle, INSIGHTS_PATH } from './insights-addresses.ts';

/** Articles on one page of /insights (and of a category's list). */
export const ARTICLES_PER_PAGE = 12;

/** Articles in the feed (/insights/feed.xml). */
export const FEED_SIZE = 20;

/** The most pages a list may be asked for: 20,000 articles at 12 a page. */
export const MAX_ARTICLE_PAGE = 2000;

/** An article as a list shows it (no body). */
export interface ArticleSummary {
  id: number;
  title: string;
  slug: string;
  summary: string;
  cover_image: string;
  cover_alt: string;
  /** UTC, to the second. */
  published_at: string;
  category_name: string | null;
  category_slug: string | null;
  /** Its author's display name of the day ('' for none: no name set, or made from the terminal). */
  author: string;
}

/** One page of a list: its articles, which page it is, and how many there are. */
export interface ArticlePage {
  articles: ArticleSummary[];
  page: number;
  pages: number;
  total: number;
  /** The category the list is of (null: every article). */
  category: { id: number; name: string; slug: string; description: string } | null;
}

/** Insights' pages, drawn by src/kinds/insights.tsx: each belongs to the feed, the lists are drawn a page at a time. */
export const insightsPages = [
  {
    id: 'insights',
    path: INSIGHTS_PATH,
    layout: 'root',
    module: 'insights',
    feed: FEED_PATH,
    paged: true,
    meta: {
      title: 'Insights',
      description: 'Articles from Dexterity’s consultants on GST, TallyPrime, e-invoicing and running the books of a growing business.',
      subtitle: 'Notes on GST, Tally and compliance from our consultants in Pune.',
    },
  },
  {
    id: 'insights-category',
    path: `${INSIGHTS_PATH}/category/:categorySlug`,
    layout: 'root',
    module: 'insights',
    feed: FEED_PATH,
    paged: true,
    meta: {
      title: 'Insights category',
      description: 'Articles from Dexterity’s consultants in one category.',
      subtitle: 'Notes on GST, Tally and compliance from our consultants in Pune.',
    },
  },
  {
    id: 'insights-article',
    path: `${INSIGHTS_PATH}/:articleSlug`,
    layout: 'root',
    module: 'insights',
    feed: FEED_PATH,
    meta: {
      title: 'Article',
      description: 'An article from Dexterity’s consultants.',
      subtitle: 'Insights from our consultants.',
    },
  },
] as const satisfies readonly RouteEntry[];

/** An article's or a category's address under /insights: lowercase letters, digits and hyphens. */
export const INSIGHT_SLUG_PATTERN = {
  source: '^[a-z0-9]+(-[a-z0-9]+)*$',
  message: 'must be lowercase letters, digits and hyphens, such as gst-rate-changes-2026-27',
} as const;

/** An article's author: a staff account's e-mail, or empty for none. */
export const AUTHOR_PATTERN = {
  source: '^([^@\\s]+@[^@\\s]+)?$',
  message: 'must be the e-mail of a staff account, or empty for no author',
} as const;

/** Most services an article may name as related. */
export const MAX_RELATED_SERVICES = 4;

/** When an article went live: UTC to the second, or empty until it does. */
export const PUBLISHED_AT_PATTERN = {
  source: '^([0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z)?$',
  message: 'must be a UTC time such as 2026-11-28T09:30:00Z, or empty (the site fills it in when the article goes live)',
} as const;

export const categories = /* @__PURE__ */ define({
  name: 'categories',
  entity: 'category',
  label: 'Category',
  plural: 'Insights: categories',
  shape: 'list',
  table: 'categories',
  documentKey: 'categories',
  max: 200,
  title: 'name',
  columns: ['slug'],
  keptWhenLeftOut: true,
  datedApart: true,
  itemPage: { prefix: '/insights/category/', field: 'slug' },
  fields: {
    name: field.text({ label: 'Name', max: 80, unique: true }),
    slug: field.text({
      label: 'Address',
      help: 'After /insights/category/: gst opens at /insights/category/gst.',
      max: 80,
      pattern: INSIGHT_SLUG_PATTERN,
      unique: true,
      from: 'name',
    }),
    description: field.longText({ label: 'Description', help: 'Shown under the name on the category’s page.', max: 500, min: 0 }),
  },
  api: {},
  publicApi: [{ name: 'categories', path: '/api/get-categories/' }],
});

export const articles = /* @__PURE__ */ define({
  name: 'articles',
  entity: 'article',
  label: 'Article',
  plural: 'Insights: articles',
  shape: 'list',
  table: 'articles',
  documentKey: 'articles',
  max: 20000,
  title: 'title',
  columns: ['slug', 'published_at'],
  pageSize: 50,
  keptWhenLeftOut: true,
  datedApart: true,
  publishedAt: 'published_at',
  author: 'author_email',
  itemPage: { prefix: '/insights/', field: 'slug' },
  listPage: '/insights',
  search: { type: 'Article', text: ['summary', 'body'] },
  takesDown: true,
  fields: {
    title: field.text({
      label: 'Title',
      help: 'The article’s heading, and its title in lists and search results.',
      max: 200,
      translatable: true,
    }),
    slug: field.text({
      label: 'Address',
      help: 'After /insights/: gst-rate-changes-2026-27 opens at /insights/gst-rate-changes-2026-27.',
      max: 120,
      pattern: INSIGHT_SLUG_PATTERN,
      unique: true,
      from: 'title',
      // In Marathi or Hindi an address of its own (Devanagari allowed), or the English one when left empty.
      translatable: true,
    }),
    summary: field.longText({
      label: 'Summary',
      help: 'Two or three sentences, shown on the article’s card and in the feed.',
      max: 500,
      translatable: true,
    }),
    body: field.richText({ label: 'Article', max: 200_000, translatable: true }),
    cover_image: field.image({
      label: 'Cover picture',
      help: 'Shown above the article and on its card. Leave empty for none.',
      alt: 'cover_alt',
    }),
    cover_alt: field.text({
      label: 'Cover picture: what it shows',
      help: 'For people who cannot see the picture. Leave empty when it only decorates.',
      max: 200,
      min: 0,
    }),
    category_id: field.relation({ label: 'Category', to: 'categories', optional: { label: 'No category' }, addNew: true }),
    service_ids: field.relations({
      label: 'Related services',
      help: 'Shown under the article with their cards and a way to ask about them, in this order.',
      to: 'services',
      max: MAX_RELATED_SERVICES,
      // Documents exported before migration 28 name one service, or none.
      formerly: 'service_id',
    }),
    published_at: field.text({
      label: 'Went live',
      help: 'Filled in by the site when the article is first published. Change it only to date an article brought from elsewhere.',
      max: 20,
      min: 0,
      pattern: PUBLISHED_AT_PATTERN,
      instant: true,
    }),
    author_email: field.text({
      label: 'Author',
      help: 'The member of staff who first created the article, shown by the display name they set on My account.',
      max: 254,
      min: 0,
      pattern: AUTHOR_PATTERN,
    }),
    ...searchFields,
  },
  // The public API writes the author's current display name, never the e-mail (server/db/content-rows.ts).
  api: { rename: { author_email: 'author' } },
  publicApi: [{ name: 'article', path: '/api/get-article/', filter: { param: 'slug', column: 'slug', text: true } }],
});

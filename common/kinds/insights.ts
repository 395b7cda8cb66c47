// Insights: the company's articles and their categories, a kind that carries its pages with it (docs/insights.md).
// This module holds its pages (the list at /insights, a category's list, an article's page) and what the site and
// the server share about them: the list's endpoint, its page size, the shape of one page of it and the feed. The
// kinds themselves (articles, categories) are declared in common/content-model/insights-kinds.ts; the components are
// src/kinds/insights.tsx, the server's hooks (the paged list's read, the feed) server/kinds/insights.ts.
import { apiPaths } from '../api-contract.ts';
import type { RouteEntry } from '../page-handle.ts';

/** The list of every article; a category's list and an article's page are below it (common/paths.ts, `hrefs`). */
export const INSIGHTS_PATH = '/insights';

/** GET /api/get-articles/?page=&category=: one page of the published articles, newest first. */
export const ARTICLES_PATH = apiPaths.articles;

/** The feed of the newest articles (Atom). */
export const FEED_PATH = '/insights/feed.xml';

/** The feed's title, in the feed and in the pages' links to it (feed readers show it as the subscription's name). */
export const feedTitle = (companyName: string) => `Insights | ${companyName}`;

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

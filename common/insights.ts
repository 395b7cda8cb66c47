// What the site and the server share about Insights (docs/insights.md): the list's endpoint, its page size and
// the shape of one page of it. Plain data with relative imports, as common/ is.
import { apiPaths } from './api-contract.ts';

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

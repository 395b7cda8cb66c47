// Insights' reads as the API and the server's render ask for them (docs/insights.md): a page of the list of
// published articles from a query's `page` and `category`, each checked first (a 400 says what is wrong).
import { INSIGHT_SLUG_PATTERN } from '../../common/kinds/insights.ts';
import { MAX_ARTICLE_PAGE, type ArticlePage } from '../../common/kinds/insights.ts';
import { articlePage } from '../db/articles.ts';
import type { ContentStore } from '../db/content-store.ts';
import { languageParam } from '../shared/responses.ts';

const SLUG = new RegExp(INSIGHT_SLUG_PATTERN.source);

/** A list's page number from a query string: 1 when it is left out; undefined when it is not a page number. */
export function pageNumber(raw: unknown): number | undefined {
  if (raw === undefined) return 1;
  if (typeof raw !== 'string' || !/^[1-9][0-9]{0,3}$/.test(raw)) return undefined;
  const page = Number(raw);
  return page <= MAX_ARTICLE_PAGE ? page : undefined;
}

/** A category's slug from a query string: undefined when left out; an error with 400 when it is not a slug. */
export function categoryParam(raw: unknown): string | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw === 'string' && raw.length <= 80 && SLUG.test(raw)) return raw;
  throw Object.assign(new Error(`category ${INSIGHT_SLUG_PATTERN.message}`), { statusCode: 400 });
}

/** The page of the list the render and the API answer: null for a category that does not exist. */
export function readArticlePage(store: ContentStore, params: Readonly<Record<string, unknown>>): ArticlePage | null {
  const page = pageNumber(params.page === undefined ? undefined : String(params.page));
  if (page === undefined) throw Object.assign(new Error(`page must be a whole number from 1 to ${MAX_ARTICLE_PAGE}`), { statusCode: 400 });
  const category = categoryParam(params.category === undefined ? undefined : String(params.category));
  return articlePage(store.db, page, category, languageParam(params.lang));
}

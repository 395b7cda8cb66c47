// The reads of published articles that a kind's generic read cannot say (docs/insights.md): a page of the
// list, newest first by when each went live, of every article or of one category's; the newest ones for the
// feed; and every article's and category's address for the sitemap. Only published
// articles are rows (a draft of a new one lives in the drafts table), so every row here is live.
import type Database from 'better-sqlite3';

import { ARTICLES_PER_PAGE, type ArticlePage, type ArticleSummary } from '../../common/kinds/insights.ts';
import { articles as articlesKind } from '../../common/kinds/insights.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../common/languages.ts';
import { prepared } from './content-items.ts';
import { withLibraryAlts, withTranslations } from './public-reads.ts';

type Db = Database.Database;

const SUMMARY_COLUMNS = `a.id, a.title, a.slug, a.summary, a.cover_image, a.cover_alt, a.published_at,
  c.name AS category_name, c.slug AS category_slug,
  COALESCE((SELECT s.display_name FROM staff_accounts s WHERE s.email = a.author_email AND a.author_email <> ''), '') AS author`;
const NEWEST = 'ORDER BY a.published_at DESC, a.id DESC';

/**
 * One page (from 1) of the published articles, of one category when its slug is given. Null when the category
 * does not exist; a page past the last one answers no articles (the site then answers 404).
 */
export function articlePage(db: Db, page: number, categorySlug?: string, lang: Language = DEFAULT_LANGUAGE): ArticlePage | null {
  let category: ArticlePage['category'] = null;
  if (categorySlug !== undefined) {
    category =
      (prepared(db, 'SELECT id, name, slug, description FROM categories WHERE slug = ?').get(categorySlug) as ArticlePage['category']) ??
      null;
    if (!category) return null;
  }
  const where = category ? 'WHERE a.category_id = ?' : '';
  const args = category ? [category.id] : [];
  const total = prepared(db, `SELECT count(*) FROM articles a ${where}`)
    .pluck()
    .get(...args) as number;
  // The page's ids first, from an index alone (articles_newest, articles_by_category): skipping the earlier pages' rows
  // in the table itself read each one's body on the way to category_id, 4,800 rows for page 400 (docs/benchmarks.md).
  const articles = prepared(
    db,
    `SELECT ${SUMMARY_COLUMNS} FROM (SELECT id FROM articles a ${where} ${NEWEST} LIMIT ? OFFSET ?) p
     JOIN articles a ON a.id = p.id LEFT JOIN categories c ON c.id = a.category_id ${NEWEST}`,
  ).all(...args, ARTICLES_PER_PAGE, (page - 1) * ARTICLES_PER_PAGE) as ArticleSummary[];
  withLibraryAlts(db, articlesKind, withTranslations(db, articlesKind, articles as unknown as Record<string, unknown>[], lang));
  return { articles, page, pages: Math.ceil(total / ARTICLES_PER_PAGE), total, category };
}

/** A published article with what the feed writes of it. */
export interface FeedArticle extends ArticleSummary {
  body: string;
}

/** The newest published articles, with their bodies; in a language, its translations in place of the English. */
export function newestArticles(db: Db, count: number, lang: Language = DEFAULT_LANGUAGE): FeedArticle[] {
  const articles = prepared(
    db,
    `SELECT ${SUMMARY_COLUMNS}, a.body
     FROM articles a LEFT JOIN categories c ON c.id = a.category_id ${NEWEST} LIMIT ?`,
  ).all(count) as FeedArticle[];
  withTranslations(db, articlesKind, articles as unknown as Record<string, unknown>[], lang);
  return articles;
}

/** Every published article's or every category's id and slug (the sitemap dates each by its subject in content_changes). */
export function insightAddresses(db: Db, table: 'articles' | 'categories'): { id: number; slug: string }[] {
  const order = table === 'articles' ? 'ORDER BY published_at DESC, id DESC' : 'ORDER BY sort_order, id';
  return prepared(db, `SELECT id, slug FROM ${table} ${order}`).all() as { id: number; slug: string }[];
}

// The reads of published articles that a kind's generic read cannot say (docs/insights.md): a page of the
// list, newest first by when each went live, of every article or of one category's; the newest ones for the
// feed; and every article's and category's address with its last change for the sitemap. Only published
// articles are rows (a draft of a new one lives in the drafts table), so every row here is live.
import type Database from 'better-sqlite3';

import { ARTICLES_PER_PAGE, type ArticlePage, type ArticleSummary } from '../../common/insights.ts';
import { hasTable, prepared } from '../db/content-items.ts';

type Db = Database.Database;

const SUMMARY_COLUMNS = `a.id, a.title, a.slug, a.summary, a.cover_image, a.cover_alt, a.published_at,
  c.name AS category_name, c.slug AS category_slug`;
const NEWEST = 'ORDER BY a.published_at DESC, a.id DESC';

/**
 * One page (from 1) of the published articles, of one category when its slug is given. Null when the category
 * does not exist; a page past the last one answers no articles (the site then answers 404).
 */
export function articlePage(db: Db, page: number, categorySlug?: string): ArticlePage | null {
  if (!hasTable(db, 'articles')) return categorySlug === undefined ? { articles: [], page, pages: 0, total: 0, category: null } : null;
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
  const articles = prepared(
    db,
    `SELECT ${SUMMARY_COLUMNS} FROM articles a LEFT JOIN categories c ON c.id = a.category_id ${where} ${NEWEST} LIMIT ? OFFSET ?`,
  ).all(...args, ARTICLES_PER_PAGE, (page - 1) * ARTICLES_PER_PAGE) as ArticleSummary[];
  return { articles, page, pages: Math.ceil(total / ARTICLES_PER_PAGE), total, category };
}

/** A published article with what the feed writes of it. */
export interface FeedArticle extends ArticleSummary {
  body: string;
}

/** The newest published articles, with their bodies. */
export function newestArticles(db: Db, count: number): FeedArticle[] {
  if (!hasTable(db, 'articles')) return [];
  return prepared(
    db,
    `SELECT ${SUMMARY_COLUMNS}, a.body FROM articles a LEFT JOIN categories c ON c.id = a.category_id ${NEWEST} LIMIT ?`,
  ).all(count) as FeedArticle[];
}

/** An address of Insights with when it last changed (UTC). */
export interface DatedAddress {
  slug: string;
  changed_at: string;
}

/**
 * Every published article's slug with its last change: the latest entry of its history (a save, a publish, a
 * restore), or when it went live.
 */
export function articleChanges(db: Db): DatedAddress[] {
  if (!hasTable(db, 'articles')) return [];
  return prepared(
    db,
    `SELECT a.slug, max(a.published_at, coalesce((SELECT max(l.at) FROM audit_log l WHERE l.entity = 'article' AND l.entity_id = a.id), '')) AS changed_at
     FROM articles a ${NEWEST}`,
  ).all() as DatedAddress[];
}

/** Every category's slug with its last change: its own, or the latest of the articles it lists. */
export function categoryChanges(db: Db): DatedAddress[] {
  if (!hasTable(db, 'categories')) return [];
  return prepared(
    db,
    `SELECT c.slug, max(
       coalesce((SELECT max(l.at) FROM audit_log l WHERE l.entity = 'category' AND l.entity_id = c.id), ''),
       coalesce((SELECT max(a.published_at) FROM articles a WHERE a.category_id = c.id), '')
     ) AS changed_at
     FROM categories c ORDER BY c.sort_order, c.id`,
  ).all() as DatedAddress[];
}

// Insights' reads (docs/insights.md): one page of the published articles, newest first, of every article or of a
// category's (GET /api/get-articles/, server/insights/routes.ts), and one article by its slug
// (GET /api/get-article/?slug=, the articles kind's declared read). Each answer is checked on entry.
import { ADDRESSES_SHAPE, publicShape } from '@common/content-model/public-shape';
import { articles, ARTICLES_PATH, INSIGHT_SLUG_PATTERN, MAX_ARTICLE_PAGE } from '@common/kinds/insights';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@common/languages';
import { hrefs } from '@common/paths';
import { TRANSLATED_SLUG } from '@common/translation-states';

import { apiGet } from '@/lib/api-client';
import type { ContentRead } from '@/lib/content-read';
import { resolveMediaUrl } from '@/lib/media-url';
import type { LanguageAddresses } from '@/lib/page-addresses';
import { contentQuery } from '@/lib/page-data';
import { isRecord, listOf, readRecord, toId, toText } from '@/lib/validate';

const [read] = articles.publicApi;
// The read by address also names the article's address in each language (its own in Marathi, or the English one).
const shape = { ...publicShape(articles), addresses: ADDRESSES_SHAPE };
const slugPattern = new RegExp(INSIGHT_SLUG_PATTERN.source);

/** An article as a list's card shows it. */
export interface ArticleCard {
  title: string;
  slug: string;
  summary: string;
  coverImage: string;
  coverAlt: string;
  /** UTC, to the second ('' when unknown). */
  publishedAt: string;
  category: { name: string; slug: string } | null;
  /** Its author's display name of the day ('' when it has none: no byline). */
  author: string;
}

/** One page of a list. */
export interface ArticleList {
  articles: ArticleCard[];
  page: number;
  pages: number;
  category: { name: string; slug: string; description: string } | null;
}

/** An article as its page draws it. */
export interface Article extends ArticleCard {
  id: number;
  /** HTML the server cleaned to the rich-text allow-list when it was saved. */
  body: string;
  categoryId: number | null;
  /** The related services' ids, in the order staff chose them. */
  serviceIds: number[];
  searchTitle: string;
  searchDescription: string;
  /** Its page's address in each language: /insights/जीएसटी-दर in Marathi where it has an address of its own there. */
  addresses: LanguageAddresses;
}

/** Whether a text can be an article's or a category's slug (in English). */
export const isInsightSlug = (slug: string | undefined): slug is string => slug !== undefined && slugPattern.test(slug);

/**
 * Whether a text can be an article's address in a language: in English its slug; in Marathi or Hindi its own address
 * there too (Devanagari words: जीएसटी-दर-२०२६), which the lists of that language link to.
 */
export const isArticleAddress = (slug: string | undefined, lang: Language): slug is string =>
  slug !== undefined && (lang === DEFAULT_LANGUAGE ? slugPattern : TRANSLATED_SLUG).test(slug);

/** The page a list's `?page=` asks for: 1 when there is none; undefined when it is not a page a list can have. */
export function listPageOf(search: URLSearchParams): number | undefined {
  const raw = search.get('page');
  if (raw === null) return 1;
  if (!/^[1-9][0-9]{0,5}$/.test(raw)) return undefined;
  const page = Number(raw);
  return page <= MAX_ARTICLE_PAGE ? page : undefined;
}

function parseCard(item: unknown): ArticleCard | undefined {
  if (!isRecord(item)) return undefined;
  const slug = toText(item.slug);
  const title = toText(item.title);
  // A list in Marathi or Hindi carries each article's address in that language.
  if (!title || !TRANSLATED_SLUG.test(slug)) return undefined;
  const categorySlug = toText(item.category_slug);
  return {
    title,
    slug,
    summary: toText(item.summary),
    coverImage: resolveMediaUrl(item.cover_image),
    coverAlt: toText(item.cover_alt),
    publishedAt: toText(item.published_at),
    category: categorySlug ? { name: toText(item.category_name), slug: categorySlug } : null,
    author: toText(item.author).trim(),
  };
}

function parseList(data: unknown): ArticleList | null {
  if (!isRecord(data)) return null;
  const category = isRecord(data.category)
    ? { name: toText(data.category.name), slug: toText(data.category.slug), description: toText(data.category.description) }
    : null;
  return {
    articles: listOf(data.articles, parseCard),
    page: toId(data.page) ?? 1,
    pages: typeof data.pages === 'number' && Number.isSafeInteger(data.pages) ? data.pages : 0,
    category,
  };
}

/**
 * A page of the published articles (of a category); null when there is no such page: the category does not exist, or
 * the page is past the last one (the first page of an empty list is a page).
 */
export async function getArticleList(page: number, category?: string, source: ContentRead = apiGet): Promise<ArticleList | null> {
  const params: Record<string, string | number> = { page };
  if (category !== undefined) params.category = category;
  const list = parseList(await source(ARTICLES_PATH, { params }));
  return list && (page === 1 || page <= list.pages) ? list : null;
}

export const articleListQuery = (page: number, category?: string) =>
  contentQuery(`articles-${category ?? ''}-${page}`, (source) => getArticleList(page, category, source));

function parseArticle(item: unknown): Article | undefined {
  const record = readRecord(shape, item);
  if (!record?.slug || !record.title) return undefined;
  return {
    id: record.id ?? 0,
    title: record.title,
    slug: record.slug,
    summary: record.summary,
    coverImage: resolveMediaUrl(record.cover_image),
    coverAlt: record.cover_alt,
    publishedAt: record.published_at,
    category: null,
    body: record.body,
    author: record.author,
    categoryId: record.category_id,
    serviceIds: record.service_ids,
    searchTitle: record.search_title,
    searchDescription: record.search_description,
    addresses: Object.fromEntries(
      record.addresses.flatMap(({ lang, slug }) =>
        LANGUAGES.some(({ code }) => code === lang) && TRANSLATED_SLUG.test(slug) ? [[lang, hrefs.insightsArticle(slug)]] : [],
      ),
    ),
  };
}

/** The published article at `slug`; null when there is none. */
export async function getArticle(slug: string, source: ContentRead = apiGet): Promise<Article | null> {
  const found = listOf(await source(read.path, { params: { [read.filter.param]: slug } }), parseArticle);
  return found.find((article) => article.slug === slug) ?? null;
}

export const articleQuery = (slug: string) => contentQuery(`article-${slug}`, (source) => getArticle(slug, source));

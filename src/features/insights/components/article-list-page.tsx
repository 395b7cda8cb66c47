import { NotFound } from '@/components/not-found-view';
import { kindQuery } from '@/lib/kind-query';
import { NOT_HERE } from '@/lib/page-addresses';
import { useRead, useRetry, type Read, type Reader } from '@/lib/page-data';
import { useMessages, useRouteMeta } from '@/lib/language';
import { useEnglishPlaces } from '@/lib/english-places';
import { categories as categoriesKind, INSIGHTS_PATH } from '@common/kinds/insights';
import type { PublicRecord } from '@common/api-contract';
import { hrefs } from '@common/paths';
import { pageMeta } from '@common/routes';

import { articleListQuery, isInsightSlug, listPageOf, type ArticleList } from '../api/get-insights';

import { ArticleListView } from './article-list-view';
import { InsightsStatus } from './insights-status';

/** The list's page and category the address asks for; undefined when no list can be there (the 404 page). */
export function listAddress(search: URLSearchParams, categorySlug?: string): { page: number; category?: string } | undefined {
  const page = listPageOf(search);
  if (page === undefined || (categorySlug !== undefined && !isInsightSlug(categorySlug))) return undefined;
  return { page, category: categorySlug };
}

/** What a list's page draws, as its loader reads it; no reads where no list can be (the 404 page). */
export interface ArticleListReads {
  address?: { page: number; category?: string };
  list?: Read<ArticleList | null>;
  categories?: Read<PublicRecord<typeof categoriesKind>[]>;
  /** The list's read (null for an unknown category or a page past the last), or NOT_HERE: a list that is not there is in no language (src/lib/page-addresses.ts). */
  addressed: Read<unknown>;
}

/** The loader's reads of /insights (no category) and /insights/category/<slug>: the page of the list, and the categories. */
export function articleListReads(read: Reader, search: URLSearchParams, categorySlug?: string): ArticleListReads {
  const address = listAddress(search, categorySlug);
  if (!address) return { addressed: NOT_HERE };
  const list = read(articleListQuery(address.page, address.category));
  return { address, list, categories: read(kindQuery(categoriesKind)), addressed: list };
}

/** /insights and /insights/category/<slug>: a page of the list, or the 404 page past its last page or for an unknown category. */
export function ArticleListPage({ address, list: listRead, categories: categoriesRead }: ArticleListReads) {
  const t = useMessages();
  const withEnglish = useEnglishPlaces();
  const meta = useRouteMeta(pageMeta.insights);
  const list = useRead(listRead);
  const categories = useRead(categoriesRead);
  const retry = useRetry();
  if (!address) return <NotFound />;
  if (list.status === 'loading' || list.status === 'error') return <InsightsStatus loading={list.status === 'loading'} onRetry={retry} />;
  const data = list.data;
  // An unknown category, or a page past the last one (getArticleList).
  if (!data) return <NotFound />;
  const category = data.category;
  return (
    <ArticleListView
      list={data}
      path={category ? hrefs.insightsCategory(category.slug) : INSIGHTS_PATH}
      title={category ? category.name : meta.title}
      subtitle={
        category
          ? category.description || withEnglish(t('Articles on {category}.', { category: category.name }), category.name)
          : meta.subtitle
      }
      description={
        category ? category.description || t('Articles from our consultants on {category}.', { category: category.name }) : meta.description
      }
      categories={categories.status === 'success' ? categories.data.map(({ name, slug }) => ({ name, slug })) : []}
    />
  );
}

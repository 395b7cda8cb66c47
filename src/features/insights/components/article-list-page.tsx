import { useLocation } from 'react-router-dom';

import { NotFound } from '@/components/not-found-view';
import { kindQuery } from '@/lib/kind-query';
import { useQuery } from '@/lib/use-api-query';
import { categories as categoriesKind } from '@common/content-model/insights-kinds';
import { hrefs, paths } from '@common/paths';
import { pageMeta } from '@common/routes';

import { articleListQuery, isInsightSlug, listPageOf } from '../api/get-insights';

import { ArticleListView } from './article-list-view';
import { InsightsStatus } from './insights-status';

/** The list's page and category the address asks for; undefined when no list can be there (the 404 page). */
export function listAddress(search: URLSearchParams, categorySlug?: string): { page: number; category?: string } | undefined {
  const page = listPageOf(search);
  if (page === undefined || (categorySlug !== undefined && !isInsightSlug(categorySlug))) return undefined;
  return { page, category: categorySlug };
}

/** /insights and /insights/category/<slug>: a page of the list, or the 404 page past its last page or for an unknown category. */
export function ArticleListPage({ categorySlug }: { categorySlug?: string }) {
  const { search } = useLocation();
  const address = listAddress(new URLSearchParams(search), categorySlug);
  const list = useQuery(address ? articleListQuery(address.page, address.category) : null);
  const categories = useQuery(kindQuery(categoriesKind));
  if (!address) return <NotFound />;
  if (list.status === 'loading' || list.status === 'error')
    return <InsightsStatus loading={list.status === 'loading'} onRetry={list.reload} />;
  const data = list.status === 'success' ? list.data : null;
  // An unknown category, or a page past the last one (the first page of an empty list is a page).
  if (!data || (address.page > 1 && address.page > data.pages)) return <NotFound />;
  const meta = pageMeta.insights;
  const category = data.category;
  return (
    <ArticleListView
      list={data}
      path={category ? hrefs.insightsCategory(category.slug) : paths.insights}
      title={category ? category.name : meta.title}
      subtitle={category ? category.description || `Articles on ${category.name}.` : meta.subtitle}
      description={category ? category.description || `Articles from our consultants on ${category.name}.` : meta.description}
      categories={categories.status === 'success' ? categories.data.map(({ name, slug }) => ({ name, slug })) : []}
    />
  );
}

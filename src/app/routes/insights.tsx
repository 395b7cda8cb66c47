// /insights: the company's published articles, newest first, 12 a page (`?page=2`); a page past the last is 404.
import { listAddress, ArticleListPage } from '@/features/insights/components/article-list-page';
import { articleListQuery } from '@/features/insights/api/get-insights';
import { kindQuery } from '@/lib/kind-query';
import { dataLoader } from '@/lib/route-data';
import { categories } from '@common/content-model/insights-kinds';

export const loader = dataLoader((want, { url }) => {
  const address = listAddress(url.searchParams);
  if (!address) return;
  return Promise.all([want(articleListQuery(address.page)), want(kindQuery(categories))]);
});

export function Component() {
  return <ArticleListPage />;
}

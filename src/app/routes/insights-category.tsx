// /insights/category/<slug>: the published articles of one category, as /insights lists them; an unknown category is 404.
import { useParams } from 'react-router-dom';

import { listAddress, ArticleListPage } from '@/features/insights/components/article-list-page';
import { articleListQuery } from '@/features/insights/api/get-insights';
import { kindQuery } from '@/lib/kind-query';
import { dataLoader } from '@/lib/route-data';
import { categories } from '@common/content-model/insights-kinds';

export const loader = dataLoader((want, { url, params }) => {
  const address = listAddress(url.searchParams, params.categorySlug);
  if (!address) return;
  return Promise.all([want(articleListQuery(address.page, address.category)), want(kindQuery(categories))]);
});

export function Component() {
  const { categorySlug } = useParams();
  return <ArticleListPage categorySlug={categorySlug ?? ''} />;
}

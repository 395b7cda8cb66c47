// /insights/<slug>: one published article (GET /api/get-article/?slug=), with its category's name and its related
// services' cards (every service, GET /api/get-offering-details/, picked in the article's order); an unknown, draft
// or deleted article is the 404 page with status 404.
import { useParams } from 'react-router-dom';

import { NotFound } from '@/components/not-found-view';
import { articleQuery, isInsightSlug } from '@/features/insights/api/get-insights';
import { ArticleView } from '@/features/insights/components/article-view';
import { InsightsStatus } from '@/features/insights/components/insights-status';
import { allServicesQuery } from '@/features/services/api/get-services';
import { kindQuery } from '@/lib/kind-query';
import { dataLoader } from '@/lib/route-data';
import { useQuery } from '@/lib/use-api-query';
import { categories as categoriesKind } from '@common/content-model/insights-kinds';

export const loader = dataLoader(async (want, { params }) => {
  const slug = params.articleSlug;
  if (!isInsightSlug(slug)) return;
  const article = await want(articleQuery(slug));
  if (!article) return;
  const reads: Promise<unknown>[] = [];
  if (article.categoryId !== null) reads.push(want(kindQuery(categoriesKind)));
  if (article.serviceIds.length > 0) reads.push(want(allServicesQuery));
  return Promise.all(reads);
});

export function Component() {
  const { articleSlug } = useParams();
  const slug = isInsightSlug(articleSlug) ? articleSlug : undefined;
  const article = useQuery(slug === undefined ? null : articleQuery(slug));
  const data = article.status === 'success' ? article.data : null;
  const categories = useQuery(data?.categoryId != null ? kindQuery(categoriesKind) : null);
  const services = useQuery(data && data.serviceIds.length > 0 ? allServicesQuery : null);
  if (slug === undefined) return <NotFound />;
  if (article.status !== 'success') return <InsightsStatus loading={article.status === 'loading'} onRetry={article.reload} />;
  if (!data) return <NotFound />;
  const category = categories.status === 'success' ? categories.data.find((item) => item.id === data.categoryId) : undefined;
  // A service deleted since cannot be named (the server refuses it), so each id finds its card.
  const known = services.status === 'success' ? services.data : [];
  const related = data.serviceIds.flatMap((id) => known.filter((service) => service.id === id));
  return <ArticleView article={data} category={category ? { name: category.name, slug: category.slug } : null} services={related} />;
}

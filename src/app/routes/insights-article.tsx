// /insights/<slug>: one published article (GET /api/get-article/?slug=), with its category's name and its related
// service's title; an unknown, draft or deleted article is the 404 page with status 404.
import { useParams } from 'react-router-dom';

import { NotFound } from '@/components/not-found-view';
import { articleQuery, isInsightSlug } from '@/features/insights/api/get-insights';
import { ArticleView } from '@/features/insights/components/article-view';
import { InsightsStatus } from '@/features/insights/components/insights-status';
import { serviceQuery, useService } from '@/features/services/api/get-services';
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
  if (article.serviceId !== null) reads.push(want(serviceQuery(article.serviceId)));
  return Promise.all(reads);
});

export function Component() {
  const { articleSlug } = useParams();
  const slug = isInsightSlug(articleSlug) ? articleSlug : undefined;
  const article = useQuery(slug === undefined ? null : articleQuery(slug));
  const data = article.status === 'success' ? article.data : null;
  const categories = useQuery(data?.categoryId != null ? kindQuery(categoriesKind) : null);
  const service = useService(data?.serviceId ?? undefined);
  if (slug === undefined) return <NotFound />;
  if (article.status !== 'success') return <InsightsStatus loading={article.status === 'loading'} onRetry={article.reload} />;
  if (!data) return <NotFound />;
  const category = categories.status === 'success' ? categories.data.find((item) => item.id === data.categoryId) : undefined;
  const related =
    service.status === 'success' && service.data ? { id: service.data.id, title: service.data.title || service.data.subtitle } : null;
  return <ArticleView article={data} category={category ? { name: category.name, slug: category.slug } : null} service={related} />;
}

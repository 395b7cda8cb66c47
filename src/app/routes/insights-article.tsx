// /insights/<slug>: one published article (GET /api/get-article/?slug=), with its category's name and its related
// services' cards (every service, GET /api/get-offering-details/, picked in the article's order); an unknown, draft
// or deleted article is the 404 page with status 404.
import { NotFound } from '@/components/not-found-view';
import { articleQuery, isInsightSlug } from '@/features/insights/api/get-insights';
import { ArticleView } from '@/features/insights/components/article-view';
import { InsightsStatus } from '@/features/insights/components/insights-status';
import { allServicesQuery } from '@/features/services/api/get-services';
import { kindQuery } from '@/lib/kind-query';
import { pageLoader, usePageData, useRead, useRetry } from '@/lib/page-data';
import { categories as categoriesKind } from '@common/content-model/insights-kinds';

/** The article, then the categories when it has one and every service when it names some. */
export const loader = pageLoader((read, { params }) => {
  const slug = params.articleSlug;
  if (!isInsightSlug(slug)) return {};
  const article = read(articleQuery(slug));
  return {
    article,
    categories: read.after(article, (found) => (found?.categoryId != null ? kindQuery(categoriesKind) : null)),
    services: read.after(article, (found) => (found && found.serviceIds.length > 0 ? allServicesQuery : null)),
  };
});

export function Component() {
  const reads = usePageData<typeof loader>();
  const article = useRead(reads.article);
  const categories = useRead(reads.categories);
  const services = useRead(reads.services);
  const retry = useRetry();
  if (!reads.article) return <NotFound />;
  if (article.status !== 'success') return <InsightsStatus loading={article.status === 'loading'} onRetry={retry} />;
  const data = article.data;
  if (!data) return <NotFound />;
  const category = categories.data?.find((item) => item.id === data.categoryId);
  // A service deleted since cannot be named (the server refuses it), so each id finds its card.
  const known = services.data ?? [];
  const related = data.serviceIds.flatMap((id) => known.filter((service) => service.id === id));
  return <ArticleView article={data} category={category ? { name: category.name, slug: category.slug } : null} services={related} />;
}

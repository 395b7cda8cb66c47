// Insights' pages (common/kinds/insights.ts declares them): the list at /insights, a category's list at
// /insights/category/<slug> (12 a page, `?page=2`; a page past the last, or an unknown category, is 404) and an
// article's page at /insights/<slug> (GET /api/get-article/?slug=, with its category's name and its related services'
// cards: every service, GET /api/get-offering-details/, picked in the article's order; an unknown, draft or deleted
// article is the 404 page with status 404). The router finds them in `pages`; their parts are src/features/insights.
import { NotFound } from '@/components/not-found-view';
import { articleQuery, isArticleAddress } from '@/features/insights/api/get-insights';
import { ArticleListPage, articleListReads } from '@/features/insights/components/article-list-page';
import { ArticleView } from '@/features/insights/components/article-view';
import { InsightsStatus } from '@/features/insights/components/insights-status';
import { allServicesQuery } from '@/features/services/api/get-services';
import { kindQuery } from '@/lib/kind-query';
import { NOT_HERE } from '@/lib/page-addresses';
import { pageLoader, usePageData, useRead, useRetry } from '@/lib/page-data';
import { categories as categoriesKind, insightsPages } from '@common/kinds/insights';
import { languageOfPath } from '@common/languages';

const [listPage, categoryPage, articlePage] = insightsPages;

const listLoader = pageLoader((read, { url }) => articleListReads(read, url.searchParams));

function ListPage() {
  return <ArticleListPage {...usePageData<typeof listLoader>()} />;
}

const categoryLoader = pageLoader((read, { url, params }) => articleListReads(read, url.searchParams, params.categorySlug ?? ''));

function CategoryPage() {
  return <ArticleListPage {...usePageData<typeof categoryLoader>()} />;
}

/** The article, then the categories when it has one and every service when it names some. */
const articleLoader = pageLoader((read, { url, params }) => {
  const slug = params.articleSlug;
  // An address no article could have is the 404, in no language (src/lib/page-addresses.ts).
  if (!isArticleAddress(slug, languageOfPath(url.pathname).lang)) return { addressed: NOT_HERE };
  const article = read(articleQuery(slug));
  return {
    article,
    // Its address in each language: the alternates and the language switcher link to it there (src/lib/page-addresses.ts).
    addressed: article,
    categories: read.after(article, (found) => (found?.categoryId != null ? kindQuery(categoriesKind) : null)),
    services: read.after(article, (found) => (found && found.serviceIds.length > 0 ? allServicesQuery : null)),
  };
});

function ArticlePage() {
  const reads = usePageData<typeof articleLoader>();
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

/** The router's pages of this kind, by route id (common/kinds/insights.ts, insightsPages). */
export const pages = {
  [listPage.id]: { Component: ListPage, loader: listLoader },
  [categoryPage.id]: { Component: CategoryPage, loader: categoryLoader },
  [articlePage.id]: { Component: ArticlePage, loader: articleLoader },
};

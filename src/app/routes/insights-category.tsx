// /insights/category/<slug>: the published articles of one category, as /insights lists them; an unknown category is 404.
import { ArticleListPage, articleListReads } from '@/features/insights/components/article-list-page';
import { pageLoader, usePageData } from '@/lib/page-data';

export const loader = pageLoader((read, { url, params }) => articleListReads(read, url.searchParams, params.categorySlug ?? ''));

export function Component() {
  return <ArticleListPage {...usePageData<typeof loader>()} />;
}

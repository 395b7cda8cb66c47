// /insights: the company's published articles, newest first, 12 a page (`?page=2`); a page past the last is 404.
import { ArticleListPage, articleListReads } from '@/features/insights/components/article-list-page';
import { pageLoader, usePageData } from '@/lib/page-data';

export const loader = pageLoader((read, { url }) => articleListReads(read, url.searchParams));

export function Component() {
  return <ArticleListPage {...usePageData<typeof loader>()} />;
}

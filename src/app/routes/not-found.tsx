// Every address no route of the table has: the page staff built at it when one is published
// (GET /api/get-page/?slug=, status 200), else the 404 page (status 404). The loader reads the page and loads its
// blocks' modules before the render — on the server, before hydrating, and on a move inside the app, which waits for
// the page and its blocks' code but not for their data — so nothing waits once it draws.
import { blockQuery, loadBlocks } from '@/blocks/registry';
import { builtPageQuery, builtPageSlug } from '@/features/built-pages/api/get-built-page';
import { BuiltPageView } from '@/features/built-pages/components/built-page-view';
import { NotFound } from '@/components/not-found-view';
import { pageLoader, usePageData, useRead } from '@/lib/page-data';
import { languageOfPath } from '@common/languages';

export const loader = pageLoader(async (read, { url }) => {
  // The loader's address is the document's, its language's base included (/mr/training): the page's is after it.
  const slug = builtPageSlug(languageOfPath(url.pathname).path);
  if (slug === undefined) return { page: undefined, blocks: [] };
  const page = read(builtPageQuery(slug));
  const built = await page.answer().catch(() => null);
  if (!built) return { page, blocks: [] };
  await loadBlocks(built.blocks.map((block) => block.type)).catch(() => undefined);
  return {
    page,
    blocks: built.blocks.map((block) => {
      const query = blockQuery(block);
      return query && read(query);
    }),
  };
});

export function Component() {
  const { page, blocks } = usePageData<typeof loader>();
  const built = useRead(page);
  if (built.status === 'success' && built.data) return <BuiltPageView page={built.data} blockData={blocks} />;
  return <NotFound />;
}

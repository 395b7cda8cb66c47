// Every address no route of the table has: the page staff built at it when one is published
// (GET /api/get-page/?slug=, status 200), else the 404 page (status 404). The loader reads the page and loads its
// blocks' modules before the render, on the server and in the browser, so nothing waits once it draws.
import { useLocation, type LoaderFunctionArgs } from 'react-router-dom';

import { loadBlocks, wantBlocks } from '@/blocks/registry';
import { builtPageQuery, builtPageSlug } from '@/features/built-pages/api/get-built-page';
import { BuiltPageView } from '@/features/built-pages/components/built-page-view';
import { dataLoader } from '@/lib/route-data';
import { NotFound } from '@/components/not-found-view';
import { prefetchQuery, useQuery } from '@/lib/use-api-query';

const readPage = dataLoader(async (want, { url }) => {
  const slug = builtPageSlug(url.pathname);
  if (slug === undefined) return;
  const page = await want(builtPageQuery(slug));
  if (page) await wantBlocks(page.blocks, want);
});

export async function loader(args: LoaderFunctionArgs) {
  const data = await readPage(args);
  // In the browser (no data: the reads were started) the move waits for the page and its blocks' code, not their data.
  const slug = data === null ? builtPageSlug(new URL(args.request.url).pathname) : undefined;
  if (slug !== undefined) {
    const page = await prefetchQuery(builtPageQuery(slug)).catch(() => null);
    if (page) await loadBlocks(page.blocks.map((block) => block.type)).catch(() => undefined);
  }
  return data;
}

/** Before the first render in the browser: the modules of the built page's blocks (its answer came with the page). */
export async function beforeHydrate(): Promise<void> {
  const slug = builtPageSlug(window.location.pathname);
  if (slug === undefined) return;
  const page = await prefetchQuery(builtPageQuery(slug));
  if (page) await loadBlocks(page.blocks.map((block) => block.type));
}

export function Component() {
  const { pathname } = useLocation();
  const slug = builtPageSlug(pathname);
  const page = useQuery(slug === undefined ? null : builtPageQuery(slug));
  if (page.status === 'success' && page.data) return <BuiltPageView page={page.data} />;
  return <NotFound />;
}

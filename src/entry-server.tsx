// Renders one URL to HTML outside the browser: at build time (prerendered pages) and on the server for
// each request of a page with data (docs/decisions/0008). React Router's static data router +
// renderToString, in passes: a pass records the API reads its components make, the data reader answers
// them, and the next pass draws the data, until a pass asks for nothing new.
import { renderToString } from 'react-dom/server';
import type { HelmetServerState } from 'react-helmet-async';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';

import { serializeHydrationData } from '@/app/hydration';
import { jsonDataBlock } from '@/app/page-document';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { NOT_FOUND_ROUTE_ID } from '@/config/routes';
import { RenderStatus, RenderStatusProvider } from '@/lib/render-status';
import { setServerDataReader, type ServerDataReader } from '@/lib/server-data';
import { QueryCache, QueryCacheProvider } from '@/lib/use-api-query';

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      html: string;
      head: string;
      hydrationData: string;
      queryData: string;
      routeIds: string[];
      /** False when a data read failed: the page shows loading where that data goes. */
      complete: boolean;
    };

export interface RenderOptions {
  /** The public origin of the site (canonical URLs). */
  origin: string;
  /** Answers the page's data reads; without one, data-driven parts render their loading state. */
  readData?: ServerDataReader;
}

/** A page whose reads depend on earlier reads (a tab named in the URL, then its services) needs a few passes. */
const MAX_DATA_PASSES = 4;

export async function render(url: string, { origin, readData }: RenderOptions): Promise<RenderResult> {
  setServerDataReader(readData);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, origin)));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const cache = new QueryCache(true);
  let html = '';
  let helmet: HelmetServerState | undefined;
  let status = new RenderStatus();
  for (let pass = 0; ; pass += 1) {
    const helmetContext: { helmet?: HelmetServerState } = {};
    status = new RenderStatus();
    const router = createStaticRouter(handler.dataRoutes, context);
    html = renderToString(
      <RenderStatusProvider status={status}>
        <QueryCacheProvider cache={cache}>
          <AppProviders helmetContext={helmetContext}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </QueryCacheProvider>
      </RenderStatusProvider>,
    );
    helmet = helmetContext.helmet;
    // Only answers this last pass drew go into the page: what the browser hydrates must match it.
    if (!readData || pass === MAX_DATA_PASSES || (await cache.fetchWanted()) === 0) break;
  }
  const head = helmet ? [helmet.title, helmet.meta, helmet.link, helmet.script].map((part) => part.toString()).filter(Boolean).join('\n') : '';
  const routeIds = context.matches.map((match) => match.route.id);
  const notFound = routeIds.includes(NOT_FOUND_ROUTE_ID);
  return {
    kind: 'page',
    status: context.errors ? 500 : notFound ? 404 : (status.code ?? context.statusCode),
    html,
    head,
    hydrationData: serializeHydrationData({ loaderData: context.loaderData, actionData: context.actionData, errors: context.errors }),
    queryData: jsonDataBlock(cache.dehydrate()),
    routeIds,
    complete: !cache.incomplete,
  };
}

export { pageDocument, shellDocument, type DocumentAssets } from '@/app/page-document';
export { NotServedHere } from '@/lib/server-data';

// Renders one URL to HTML outside the browser: at build time (prerendered pages) and on the server for
// each request of a page with data (docs/decisions/0008). React Router's static data router: the matched
// routes' loaders read the page's data through `readData` (docs/decisions/0025-route-loaders.md), then one
// renderToString draws it; the loaders' data is the router's hydration data.
import { renderToString } from 'react-dom/server';
import type { HelmetServerState } from 'react-helmet-async';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';

import type { DataReader, RenderResult } from '@common/render-result';

import { serializeHydrationData } from '@/app/hydration';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { NOT_FOUND_ROUTE_ID } from '@common/routes';
import { RenderStatus, RenderStatusProvider } from '@/lib/render-status';
import type { ContentRead } from '@/lib/content-read';
import { loaderAnswers, type RenderContext } from '@/lib/route-data';
import { QueryCache, QueryCacheProvider } from '@/lib/use-api-query';

export interface RenderOptions {
  /** The public origin of the site (canonical URLs). */
  origin: string;
  /** Answers the page's data reads; without one, data-driven parts render their loading state. */
  readData?: DataReader;
}

export async function render(url: string, { origin, readData }: RenderOptions): Promise<RenderResult> {
  const handler = createStaticHandler(routes);
  const read: ContentRead | undefined = readData && ((path, options) => readData(path, options?.params ?? {}));
  const requestContext: RenderContext = { renderOnServer: true, read };
  const context = await handler.query(new Request(new URL(url, origin)), { requestContext });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const cache = new QueryCache(true);
  // An answer of undefined would not survive the page's JSON: the browser would draw loading there.
  const answers = Object.fromEntries(Object.entries(loaderAnswers(context.loaderData)).filter(([, data]) => data !== undefined));
  cache.seed(answers);
  const helmetContext: { helmet?: HelmetServerState } = {};
  const status = new RenderStatus();
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <RenderStatusProvider status={status}>
      <QueryCacheProvider cache={cache}>
        <AppProviders helmetContext={helmetContext}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </QueryCacheProvider>
    </RenderStatusProvider>,
  );
  const { helmet } = helmetContext;
  const head = helmet
    ? [helmet.title, helmet.meta, helmet.link, helmet.script]
        .map((part) => part.toString())
        .filter(Boolean)
        .join('\n')
    : '';
  const routeIds = context.matches.map((match) => match.route.id);
  const notFound = routeIds.includes(NOT_FOUND_ROUTE_ID);
  return {
    kind: 'page',
    // The not-found route draws a page built from blocks (it marks 200) or the 404 page (it marks 404).
    status: context.errors ? 500 : (status.code ?? (notFound ? 404 : context.statusCode)),
    html,
    head,
    hydrationData: serializeHydrationData({ loaderData: context.loaderData, actionData: context.actionData, errors: context.errors }),
    routeIds,
    modules: [...status.modules],
    complete: cache.missed.size === 0,
    missing: [...cache.missed],
  };
}

export { pageDocument, shellDocument, type DocumentAssets } from '@/app/page-document';
export { NotServedHere } from '@/lib/content-read';

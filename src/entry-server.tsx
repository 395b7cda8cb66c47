// Renders one URL to HTML at build time (React Router's static data router + renderToString).
import { renderToString } from 'react-dom/server';
import type { HelmetServerState } from 'react-helmet-async';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';

import { serializeHydrationData } from '@/app/hydration';
import { AppProviders } from '@/app/providers';
import { NOT_FOUND_ROUTE_ID, routes } from '@/app/router';

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; head: string; htmlAttributes: string; hydrationData: string; routeIds: string[] };

export async function render(url: string, origin: string): Promise<RenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, origin)));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const helmetContext: { helmet?: HelmetServerState } = {};
  const html = renderToString(
    <AppProviders helmetContext={helmetContext}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const helmet = helmetContext.helmet;
  const head = helmet
    ? [helmet.title, helmet.meta, helmet.link, helmet.script].map((part) => part.toString()).filter(Boolean).join('\n')
    : '';
  const routeIds = context.matches.map((match) => match.route.id);
  const notFound = routeIds.includes(NOT_FOUND_ROUTE_ID);
  return {
    kind: 'page',
    status: context.errors ? 500 : notFound ? 404 : context.statusCode,
    html,
    head,
    htmlAttributes: helmet?.htmlAttributes.toString() ?? '',
    hydrationData: serializeHydrationData({ loaderData: context.loaderData, actionData: context.actionData, errors: context.errors }),
    routeIds,
  };
}
export { prerenderedPaths } from '@/config/paths';

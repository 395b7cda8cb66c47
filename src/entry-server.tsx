// Renders one URL to HTML outside the browser: at build time (prerendered pages) and on the server for
// each request of a page with data (docs/decisions/0008). React Router's static data router: the matched
// routes' loaders read the page's data through `readData` (docs/decisions/0034-one-way-to-read-page-data.md), then
// one renderToString draws it; the loaders' answers are the router's hydration data.
import { renderToString } from 'react-dom/server';
import { HelmetProvider, type HelmetServerState } from 'react-helmet-async';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';

import type { DataReader, RenderResult } from '@common/render-result';

import { serializeHydrationData } from '@/app/hydration';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { NOT_FOUND_ROUTE_ID } from '@common/routes';
import { RenderStatus, RenderStatusProvider } from '@/lib/render-status';
import type { ContentRead } from '@/lib/content-read';
import { carriedLoaderData, unansweredReads, type RenderContext } from '@/lib/page-data';
import { LanguageProvider } from '@/lib/language';
import { loadMessages } from '@/i18n/catalogue';
import { DEFAULT_LANGUAGE, languageBase, languageOfPath } from '@common/languages';
import { requestUrl } from '@common/request-url';

export interface RenderOptions {
  /** The public origin of the site (canonical URLs). */
  origin: string;
  /** Answers the page's data reads; without one, data-driven parts render their loading state. */
  readData?: DataReader;
}

export async function render(url: string, { origin, readData }: RenderOptions): Promise<RenderResult> {
  // The address says the language (/mr/…, /hi/…): the router works under it, and every read asks in it.
  const address = requestUrl(url, origin);
  const { lang } = languageOfPath(address.pathname);
  const handler = createStaticHandler(routes, { basename: languageBase(lang) });
  const params = (options?: { params?: Record<string, string | number> }) =>
    lang === DEFAULT_LANGUAGE ? (options?.params ?? {}) : { ...options?.params, lang };
  const read: ContentRead | undefined = readData && ((path, options) => readData(path, params(options)));
  const requestContext: RenderContext = { renderOnServer: true, read };
  const format = await loadMessages(lang);
  const context = await handler.query(new Request(address), { requestContext });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const helmetContext: { helmet?: HelmetServerState } = {};
  const status = new RenderStatus();
  const router = createStaticRouter(handler.dataRoutes, context);
  // The server's render gives its head to helmetContext and never to a document, whichever environment it runs in: a
  // unit test's jsdom has a document, and <Helmet>s rendered for it there would join the page's own for good (the
  // library keeps a document's <Helmet>s in one list, and a page rendered to a string is never unmounted). It is also
  // what has <Head> (src/components/head.tsx) render its <Helmet> at once, with no commit to wait for.
  const canUseDOM = HelmetProvider.canUseDOM;
  HelmetProvider.canUseDOM = false;
  let html: string;
  try {
    html = renderToString(
      <RenderStatusProvider status={status}>
        <AppProviders helmetContext={helmetContext}>
          <LanguageProvider value={{ lang, format }}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </LanguageProvider>
        </AppProviders>
      </RenderStatusProvider>,
    );
  } finally {
    HelmetProvider.canUseDOM = canUseDOM;
  }
  const { helmet } = helmetContext;
  const head = helmet
    ? [helmet.title, helmet.meta, helmet.link, helmet.script]
        .map((part) => part.toString())
        .filter(Boolean)
        .join('\n')
    : '';
  const routeIds = context.matches.map((match) => match.route.id);
  const notFound = routeIds.includes(NOT_FOUND_ROUTE_ID);
  // What the page draws loading, for the browser to ask: a read that failed, or that nothing here could answer.
  const missing = unansweredReads(context.loaderData);
  return {
    kind: 'page',
    lang,
    // The not-found route draws a page built from blocks (it marks 200) or the 404 page (it marks 404).
    status: context.errors ? 500 : (status.code ?? (notFound ? 404 : context.statusCode)),
    html,
    head,
    hydrationData: serializeHydrationData({
      loaderData: carriedLoaderData(context.loaderData),
      actionData: context.actionData,
      errors: context.errors,
    }),
    routeIds,
    modules: [...status.modules],
    complete: missing.length === 0,
    missing,
  };
}

export { pageDocument, shellDocument, type DocumentAssets } from '@/app/page-document';
export { NotServedHere } from '@/lib/content-read';

// The one route table of the site (SPEC §2). Every page is a lazy module in ./routes whose file
// name is its route id; the prerender step relies on that to find each page's assets.
import { matchRoutes, redirect, type RouteObject } from 'react-router-dom';

import { fillPattern, redirects } from '@/config/paths';
import { isPageHandle, type PageHandle } from '@/types/page-handle';

import { ErrorScreen } from './error-screen';
import { LightLayout } from './layouts/light-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteLoading } from './route-loading';

type RouteModule = { Component: React.ComponentType };

const pageModules = import.meta.glob<RouteModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

function page(id: string, handle: PageHandle = {}): Pick<RouteObject, 'id' | 'lazy' | 'handle'> {
  const load = pageModules[`./routes/${id}.tsx`];
  if (!load) throw new Error(`No page module src/app/routes/${id}.tsx`);
  return { id, lazy: load, handle };
}

/** Pages with content from the database: rendered by the server on request. */
const withData: PageHandle = { render: 'request' };
/** The purchased template's sample pages. */
const sample: PageHandle = { sample: true };

export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      {
        element: <RootLayout />,
        children: [
          { index: true, ...page('home', withData) },
          { path: 'studio-agency', ...page('studio-agency', sample) },
          { path: 'digital-agency', ...page('digital-agency', { ...sample, ...withData }) },
          { path: 'about', ...page('about') },
          { path: 'service', ...page('service', withData) },
          { path: 'service/:serviceId', ...page('service-details', withData) },
          { path: 'blog', ...page('blog', sample) },
          { path: 'blog-list', ...page('blog-list', sample) },
          { path: 'blog/:blogDetailsId', ...page('blog-details', sample) },
          { path: 'portfolio', ...page('portfolio', sample) },
          { path: 'portfolio/:portfolioDetailsId', ...page('portfolio-details', sample) },
          { path: 'case-study-details', ...page('case-study-details', sample) },
          { path: 'team', ...page('team', sample) },
          { path: 'team/:teamDetailsId', ...page('team-details', sample) },
          { path: 'contact', ...page('contact') },
          ...redirects.map(({ from, to }) => ({
            path: from,
            element: <RouteLoading />,
            loader: ({ params }: { params: Record<string, string | undefined> }) => redirect(fillPattern(to, params), 301),
          })),
          { path: '*', ...page('not-found') },
        ],
      },
      {
        path: 'light',
        element: <LightLayout variant="light" />,
        children: [
          { index: true, ...page('creative-agency', sample) },
          { path: 'tech-startup', ...page('tech-startup', { ...sample, ...withData }) },
        ],
      },
      {
        path: 'light/shop',
        element: <LightLayout variant="shop" />,
        children: [
          { index: true, ...page('shop', sample) },
          { path: 'cart', ...page('shop-cart', sample) },
          { path: 'checkout', ...page('shop-checkout', sample) },
          { path: 'success', ...page('shop-success', sample) },
          { path: 'wishlist', ...page('shop-wishlist', sample) },
          { path: ':productId', ...page('shop-product', sample) },
        ],
      },
    ],
  },
];

/** Route ids of pages that answer with HTTP 404. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/** What the route table says about the page at a path; undefined for a path no page answers. */
export function pageHandleAt(pathname: string): PageHandle | undefined {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  // Every page carries a handle (see `page`); redirects and the 404 page are no page of their own.
  if (!leaf || leaf.route.id === NOT_FOUND_ROUTE_ID || !isPageHandle(leaf.route.handle)) return undefined;
  return leaf.route.handle;
}

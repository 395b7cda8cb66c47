// The one route table of the site (SPEC §2). Every page is a lazy module in ./routes whose file
// name is its route id; the prerender step relies on that to find each page's assets.
import { redirect, type RouteObject } from 'react-router-dom';

import { fillPattern, redirects } from '@/config/paths';

import { ErrorScreen } from './error-screen';
import { LightLayout } from './layouts/light-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteLoading } from './route-loading';

type RouteModule = { Component: React.ComponentType };

const pageModules = import.meta.glob<RouteModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

function page(id: string): Pick<RouteObject, 'id' | 'lazy'> {
  const load = pageModules[`./routes/${id}.tsx`];
  if (!load) throw new Error(`No page module src/app/routes/${id}.tsx`);
  return { id, lazy: load };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      {
        element: <RootLayout />,
        children: [
          { index: true, ...page('home') },
          { path: 'studio-agency', ...page('studio-agency') },
          { path: 'digital-agency', ...page('digital-agency') },
          { path: 'about', ...page('about') },
          { path: 'service', ...page('service') },
          { path: 'service/:serviceId', ...page('service-details') },
          { path: 'blog', ...page('blog') },
          { path: 'blog-list', ...page('blog-list') },
          { path: 'blog/:blogDetailsId', ...page('blog-details') },
          { path: 'portfolio', ...page('portfolio') },
          { path: 'portfolio/:portfolioDetailsId', ...page('portfolio-details') },
          { path: 'case-study-details', ...page('case-study-details') },
          { path: 'team', ...page('team') },
          { path: 'team/:teamDetailsId', ...page('team-details') },
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
          { index: true, ...page('creative-agency') },
          { path: 'tech-startup', ...page('tech-startup') },
        ],
      },
      {
        path: 'light/shop',
        element: <LightLayout variant="shop" />,
        children: [
          { index: true, ...page('shop') },
          { path: 'cart', ...page('shop-cart') },
          { path: 'checkout', ...page('shop-checkout') },
          { path: 'success', ...page('shop-success') },
          { path: 'wishlist', ...page('shop-wishlist') },
          { path: ':productId', ...page('shop-product') },
        ],
      },
    ],
  },
];

/** Route ids of pages that answer with HTTP 404. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

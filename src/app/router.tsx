// The client router, built from the route table (common/routes.ts): each entry becomes a lazy route to its
// module in ./routes (a sample's in src/samples/routes), whose file name is its route id (the page document
// relies on that to find each page's assets), inside its layout. A page with data exports its loader
// (docs/decisions/0034-one-way-to-read-page-data.md); the layouts' loader reads what the header and footer draw.
import { redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';

import { fillPattern, paths, redirects } from '@common/paths';
import { routeTable } from '@common/routes';
import type { PageLayout, RouteEntry } from '@common/page-handle';

import { ErrorScreen } from './error-screen';
import { LightLayout } from './layouts/light-layout';
import { RootLayout } from './layouts/root-layout';
import { siteFrameLoader } from './layouts/site-frame-loader';
import { RouteLoading } from './route-loading';

/** A page module: its component and, for a page with data, its loader (`pageLoader`, src/lib/page-data.ts). */
type RouteModule = { Component: React.ComponentType; loader?: LoaderFunction };

const loadStaffLayout = async (): Promise<RouteModule> => ({ Component: (await import('./layouts/staff-layout')).StaffLayout });

/** The header's and footer's data does not depend on the address: a move inside the layout does not read it again. */
const keepFrameData = () => false;

/** Every page module, by route id (its file name): the company's in ./routes, the samples' in src/samples/routes. */
const pageModules = Object.fromEntries(
  Object.entries(
    import.meta.glob<RouteModule>(['./routes/*.tsx', '../samples/routes/*.tsx', '!./routes/*.test.tsx', '!../samples/routes/*.test.tsx']),
  ).map(([file, load]) => [file.replace(/^.*\/|\.tsx$/g, ''), load]),
);

/** The components modules of the kinds that carry their pages (common/kinds), by name: each exports its pages in `pages`. */
const kindModules = Object.fromEntries(
  Object.entries(import.meta.glob<{ pages: Readonly<Record<string, RouteModule>> }>(['../kinds/*.tsx', '!../kinds/*.test.tsx'])).map(
    ([file, load]) => [file.replace(/^.*\/|\.tsx$/g, ''), load],
  ),
);

/** The module of a page: its own file, or its kind's components module (a route entry's `module`). */
function pageModule(entry: RouteEntry): (() => Promise<RouteModule>) | undefined {
  if (entry.module === undefined) return pageModules[entry.id];
  const load = kindModules[entry.module];
  return load && (async () => (await load()).pages[entry.id]!);
}

/** A page of the route table as a lazy route; the entry is its handle (what `<Seo>` reads). */
function page(entry: RouteEntry, base: string): RouteObject {
  const load = pageModule(entry);
  if (!load) throw new Error(`No page module ${entry.module ?? entry.id}.tsx in src/app/routes, src/samples/routes or src/kinds`);
  const where = entry.path === base ? { index: true as const } : { path: entry.path };
  return { ...where, id: entry.id, lazy: load, handle: entry };
}

/** The pages drawn in a layout; a page at the layout's own address is its index route. */
function pagesIn(layout: PageLayout, base: string): RouteObject[] {
  return routeTable.filter((entry) => entry.layout === layout).map((entry) => page(entry, base));
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      {
        id: 'root-layout',
        element: <RootLayout />,
        loader: siteFrameLoader,
        shouldRevalidate: keepFrameData,
        children: [
          ...pagesIn('root', paths.home),
          ...redirects.map(({ from, to }) => ({
            path: from,
            element: <RouteLoading />,
            loader: ({ params }: { params: Record<string, string | undefined> }) => redirect(fillPattern(to, params), 301),
          })),
        ],
      },
      {
        path: paths.light,
        id: 'light-layout',
        element: <LightLayout variant="light" />,
        loader: siteFrameLoader,
        shouldRevalidate: keepFrameData,
        children: pagesIn('light', paths.light),
      },
      {
        path: paths.shop,
        id: 'shop-layout',
        element: <LightLayout variant="shop" />,
        loader: siteFrameLoader,
        shouldRevalidate: keepFrameData,
        children: pagesIn('shop', paths.shop),
      },
      // The staff area's frame loads with its pages only: nothing of it is in a visitor's download.
      { path: paths.staff, id: 'staff-layout', lazy: loadStaffLayout, children: pagesIn('staff', paths.staff) },
    ],
  },
];

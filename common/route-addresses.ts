// What the route table (./routes.ts) says about addresses, for the server, the build and the tests: the
// page at a path, every page's fixed addresses (the server renders each on request), the staff area's and
// the ones search engines list. Kept apart from the table so the browser's bundle carries none of it.
import { matchRoutes } from 'react-router';

import { kept } from './kept.ts';
import type { RouteEntry } from './page-handle.ts';
import { NOT_FOUND_ROUTE_ID, routeTable } from './routes.ts';

const routes: readonly RouteEntry[] = routeTable;

/** Pages that have an address of their own (not the 404 page). */
const addressed: readonly RouteEntry[] = routes.filter((route) => route.id !== NOT_FOUND_ROUTE_ID);

/** The pages served as the app shell: the staff area, behind a sign-in (its own browser tests visit it). */
const shellPages: readonly RouteEntry[] = addressed.filter((route) => route.render === 'shell');

/** The visitors' pages. */
const sitePages: readonly RouteEntry[] = addressed.filter((route) => route.render !== 'shell');

function hasParameter(route: RouteEntry): boolean {
  return route.path.includes(':');
}

/** Every page address that exists without the database: each route without a parameter, plus the known ones. */
function addressesOf(pages: readonly RouteEntry[]): string[] {
  return pages.flatMap((route) => (hasParameter(route) ? (route.knownPaths ?? []) : [route.path]));
}

/** Every page with a fixed address, however it is served: what the browser tests visit. */
export const pagePaths: readonly string[] = addressesOf(sitePages);

/** The pages search engines should list: without a parameter, not a sample nor marked noindex (services come from the database). */
export const indexedPages: readonly RouteEntry[] = sitePages.filter(
  (route) => !hasParameter(route) && route.sample !== true && route.noindex !== true,
);

/** The staff area's fixed addresses. */
export const shellPaths: readonly string[] = addressesOf(shellPages);

const matchable = addressed.map((route) => ({ path: route.path, route }));

/**
 * The page at a path, as the client router would pick it; undefined for a path no page answers (the 404 page).
 * Kept per path: matching flattens, ranks and compiles the whole table on every call, which cost the server
 * more than the rest of a cached page's answer. The router decodes the path it is given, as a browser's address
 * is: the path is encoded for it first, so that a decoded path holding `%` (`/about%`, asked as `/about%25`) is
 * read as written, not decoded again (which failed with a warning on the console for every such request).
 */
export const pageAt: (pathname: string) => RouteEntry | undefined = kept(
  (pathname: string) => matchRoutes(matchable, encodeURI(pathname))?.at(-1)?.route.route,
);

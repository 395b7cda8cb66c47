// The shape of an entry in the route table (./routes.ts) and of the handle the client router gives each
// page (the entry itself). Shared by the site and the server.

/** Title, description and hero line of a page. */
export interface PageMeta {
  title: string;
  description: string;
  /** The line under the page hero's title. */
  subtitle: string;
}

/** The frame a page is drawn in: the site's own, the light theme's, the light theme's demo shop, or the staff area's. */
export type PageLayout = 'root' | 'light' | 'shop' | 'staff';

export interface PageHandle {
  /**
   * 'shell': the server answers the app shell (the staff area: behind a sign-in, never stored, never
   * indexed) and the page draws in the browser. Otherwise the server renders the page with the
   * database's content on request, and keeps it until the content changes: every visitor's page shows
   * the Site settings (header, footer, chat button) and some show more.
   */
  render?: 'shell';
  /** A page of the purchased template's sample content: `noindex, follow`, not in the sitemap; its module is in src/samples/routes. */
  sample?: boolean;
  /** A page search engines must not list (the site search's results): `noindex`, not in the sitemap. */
  noindex?: true;
  /** The path of the Atom feed the page belongs to: its head links it for feed readers (autodiscovery). */
  feed?: string;
  /** A list drawn a page at a time (Insights and its categories): `?page=` changes it, and is kept in its cache key. */
  paged?: true;
}

/** One page of the site. */
export interface RouteEntry extends PageHandle {
  /** The route id: it names the page module the client router (src/app/router.tsx) loads, `<id>.tsx`. */
  id: string;
  /** The route pattern (a value of `paths`), or '*' for the 404 page. */
  path: string;
  layout: PageLayout;
  meta: PageMeta;
  /** For a pattern with a parameter: the addresses that exist without the database (the build writes them). */
  knownPaths?: readonly string[];
  /**
   * A kind's page (common/kinds): the components module `src/kinds/<module>.tsx` that exports it in `pages`, under its
   * id, rather than a module of its own named by the id.
   */
  module?: string;
}

export function isPageHandle(value: unknown): value is PageHandle {
  return typeof value === 'object' && value !== null;
}

// What the route table says about a page besides its path and module (src/app/router.tsx).

export interface PageHandle {
  /**
   * 'request': the page shows content from the database and the server renders it on each request
   * (cached per content version); otherwise the build prerenders it to a static file.
   */
  render?: 'request';
  /** A page of the purchased template's sample content: `noindex, follow`, and not in the sitemap. */
  sample?: boolean;
}

export function isPageHandle(value: unknown): value is PageHandle {
  return typeof value === 'object' && value !== null;
}

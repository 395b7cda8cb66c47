// Pages with content from the database, rendered by the server on request (docs/decisions/0008): the
// same React tree the browser hydrates, drawn with the database's data, kept per content version with
// an ETag, and the sitemap and the share pictures that follow the content.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { scopedPlugin } from '../shared/plugin.ts';
import { languageOfPath } from '../../common/languages.ts';
import { requestUrl } from '../../common/request-url.ts';
import { pageAt } from '../../common/route-addresses.ts';
import { cachedBody, matchesEtag, sendBody, type CachedBody } from '../cached-body.ts';
import type { ContentStore } from '../db/content-store.ts';
import { kindHooks } from '../kinds/index.ts';

import type { DataReader, RenderSource } from './bundle.ts';
import { asksForPreview, previewAsOf, withBanner, type PreviewSource } from './preview.ts';
import { sharePicturePlugin } from './share-picture.ts';
import { sitemapPlugin } from './sitemap.ts';

export interface RenderOptions {
  store: ContentStore;
  source: RenderSource;
  readData: DataReader;
  siteOrigin: string;
  /** Pages with pending drafts for signed-in staff (`?preview=1`). */
  preview?: PreviewSource;
  /** Most addresses in one file of the sitemap (SITEMAP_PART_SIZE unless a test gives a small one). */
  sitemapPartSize?: number;
}

export interface RenderedAnswer extends CachedBody {
  status: number;
}

/** Rendered pages kept at once; a miss only costs a render. */
const MAX_PAGES = 300;

/** The query parameters a page's HTML depends on; others (utm_*, …) do not change it. */
const PAGE_PARAMS = ['offering', 'page', 'q'];

/** The site search's page (in any language): its HTML depends on the words searched, and it is drawn for each request, never kept. */
const SEARCH_PAGE = /^(\/(mr|hi))?\/search\/?$/;

/** Whether a path is a list drawn a page at a time (the route table's `paged`: Insights, its categories): `page` is theirs alone. */
const isPagedList = (pathname: string) => pageAt(languageOfPath(pathname).path)?.paged === true;

/** Whether a request URL is a plain path (no query, escapes or dot segments): most are, and need no parsing or normalizing. */
export function isPlainPath(url: string): boolean {
  return /^\/(?!\/)[^?#%\\]*$/.test(url) && !url.includes('/.');
}

/**
 * The part of a URL that names a rendered page: its path and the parameters that change it. `known`
 * says whether a parameter's value can change the page; one that cannot (an offering that does not
 * exist shows 'All', as no offering does) is left out, so made-up values cannot fill the cache.
 */
export function pageKey(url: string, known: (name: string, value: string) => boolean = () => true): string {
  if (isPlainPath(url)) return url;
  const parsed = requestUrl(url);
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMS) {
    if (name === 'q' && !SEARCH_PAGE.test(parsed.pathname)) continue;
    if (name === 'page' && !isPagedList(parsed.pathname)) continue;
    const value = parsed.searchParams.get(name);
    if (value !== null && known(name, value)) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${parsed.pathname}?${search}` : parsed.pathname;
}

/** Renders pages and keeps them until the content changes. */
export class PageRenderer {
  private readonly pages = new Map<string, Promise<RenderedAnswer | { redirect: string; status: number }>>();
  private revision = '';

  constructor(private readonly options: RenderOptions) {}

  /** The offerings' names (the values of `offering` that select a tab), read once per content revision. */
  private names: Set<string> | undefined;
  private offeringNames(): Set<string> {
    this.names ??= new Set(this.options.store.offerings().map((offering) => offering.offering_name.trim()));
    return this.names;
  }

  /** Whether the route table says the page at this path is rendered on request (the dev server asks). */
  async rendersOnRequest(pathname: string): Promise<boolean> {
    const page = pageAt(pathname);
    return page !== undefined && page.render !== 'shell';
  }

  private async renderFresh(key: string, readData = this.options.readData) {
    const { source, siteOrigin } = this.options;
    const bundle = await source.bundle();
    const result = await bundle.render(key, { origin: siteOrigin, readData });
    if (result.kind === 'redirect') return { redirect: result.location, status: result.status };
    const html = bundle.pageDocument(await source.assets(key), result);
    const answer: RenderedAnswer = { status: result.status, ...cachedBody(html) };
    // A page drawn without some of its data (a failed read) is not kept: the next request tries again.
    // Nor is a 'not found': made-up addresses must not push real pages out of the cache.
    if (!result.complete || result.status !== 200) this.pages.delete(key);
    return answer;
  }

  /**
   * The rendered page for a URL, from the cache while the content is unchanged (as of a revision check made at
   * or after this call: ContentStore.revisionSoon, shared by the requests of one turn of the event loop).
   */
  get(url: string): Promise<RenderedAnswer | { redirect: string; status: number }> {
    const revision = this.options.store.revisionSoon();
    return typeof revision === 'string' ? this.at(revision, url) : revision.then((checked) => this.at(checked, url));
  }

  private at(revision: string, url: string) {
    if (revision !== this.revision) {
      this.pages.clear();
      this.names = undefined;
      this.revision = revision;
    }
    // A list's page (Insights) is a page number; the render answers 404 past the last one, and does not keep it.
    const key = pageKey(url, (name, value) =>
      name === 'page' ? /^[1-9][0-9]{0,5}$/.test(value) && value !== '1' : name !== 'offering' || this.offeringNames().has(value.trim()),
    );
    // A search's page is drawn for its request alone: the words are the visitor's, and would fill the cache.
    if (!this.options.source.cacheable || SEARCH_PAGE.test(key.split('?')[0]!)) return this.renderFresh(key);
    let page = this.pages.get(key);
    if (!page) {
      if (this.pages.size >= MAX_PAGES) this.pages.delete(this.pages.keys().next().value as string);
      page = this.renderFresh(key);
      this.pages.set(key, page);
      page.catch(() => this.pages.delete(key));
    }
    return page;
  }

  /** The page with every pending draft, drawn for this request only. */
  private async sendPreview(request: FastifyRequest, reply: FastifyReply, preview: PreviewSource) {
    const { readData, close } = preview.open(previewAsOf(request.url));
    try {
      const page = await this.renderFresh(pageKey(request.url), readData);
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow');
      if ('redirect' in page) return reply.redirect(page.redirect, page.status);
      return reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .send(withBanner(page.body.toString('utf8'), request.url));
    } finally {
      close();
    }
  }

  /** Whether the request asks for a preview with pending drafts and may have one (a signed-in member of staff). */
  previews(request: FastifyRequest): boolean {
    const { preview } = this.options;
    return !!preview && asksForPreview(request.url) && preview.signedIn(request);
  }

  /** Answers a GET or HEAD of a page rendered on request; `missing` is the status its not-found page answers with (410: gone). */
  async send(request: FastifyRequest, reply: FastifyReply, missing = 404) {
    const { preview } = this.options;
    if (preview && asksForPreview(request.url) && preview.signedIn(request)) return this.sendPreview(request, reply, preview);
    const page = await this.get(request.url);
    if ('redirect' in page) return reply.redirect(page.redirect, page.status);
    // Browsers and CDNs revalidate every time; an unchanged page costs a 304 from memory.
    reply.header('Cache-Control', 'no-cache').header('ETag', page.etag).header('Vary', 'Accept-Encoding');
    if (page.status === 200 && matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
    reply.code(page.status === 404 ? missing : page.status).type('text/html; charset=utf-8');
    return sendBody(request, reply, page);
  }
}

/** `/sitemap.xml`, the kinds' feeds (Insights') and own pages (a quotation's), and the services' share pictures; pages are answered through a `PageRenderer`. */
export const renderPlugin = scopedPlugin('renderPlugin', async (app: FastifyInstance, options: RenderOptions) => {
  await app.register(sitemapPlugin, options);
  for (const { feed, pages } of kindHooks) {
    if (feed) await app.register(feed, options);
    if (pages) await app.register(pages, options);
  }
  await app.register(sharePicturePlugin, options);
});

// Serves the built site: pages with data rendered on request, prerendered pages, the app shell for client
// routes, the 404 page with status 404, redirects for template links, and hashed assets with long-lived caching.
// Every page answer passes the page handler below, where a visitor's load of a page is counted.

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchPath } from 'react-router';

import { scopedPlugin } from './shared/plugin.ts';
import { encodeLink } from '../common/links.ts';
import { fillPattern, redirects } from '../common/paths.ts';
import { kept } from '../common/kept.ts';
import { DEFAULT_LANGUAGE, languageOfPath, pathInLanguage, type Language } from '../common/languages.ts';
import { requestUrl } from '../common/request-url.ts';
import { pageAt } from '../common/route-addresses.ts';
import { SHELL_TITLE, staffDocumentTitle } from '../common/staff-pages.ts';

import { itemKindAt, normalPath } from './pages/addresses.ts';
import type { BuiltPages } from './pages/service.ts';
import type { PageViews } from './page-views/service.ts';
import { isPlainPath, type PageRenderer } from './render/index.ts';
import { escapeHtml } from './shared/escape-html.ts';
import { cachedBody, sendBody, type CachedBody } from './cached-body.ts';

export interface SiteOptions {
  clientDir: string;
  /** Renders the pages the route table marks as rendered on request (pages with data). */
  pages: PageRenderer;
  /** Where a page's load is counted. */
  views: PageViews;
  /** Staff's redirects and built pages, and where a missing address is kept (server/pages). */
  built: BuiltPages;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

function redirectTarget(pathname: string): string | undefined {
  for (const { from, to } of redirects) {
    const match = matchPath({ path: from, end: true }, pathname);
    if (match) return fillPattern(to, match.params);
  }
  return undefined;
}

/**
 * The decoded, normalized path of a request URL; undefined when it cannot be decoded. A plain path needs no parsing.
 * A path is read after the site's own origin, not resolved against it (common/request-url.ts): `//host/about` and
 * `/\host` are paths of this site that no page has.
 */
function pathOf(url: string): string | undefined {
  try {
    if (isPlainPath(url)) return url;
    return decodeURIComponent(requestUrl(url).pathname);
  } catch {
    return undefined;
  }
}

/**
 * Registered into the enclosing scope itself (Fastify's skip-override, as fastify-plugin sets it) rather than a scope
 * of its own: a route of that scope that calls `reply.callNotFound()` (a part of the sitemap past the last, a missing
 * upload) gets the 404 handler below with its own reply, which must carry @fastify/static's `sendFile` too.
 */
export const sitePlugin = scopedPlugin('sitePlugin', async (app: FastifyInstance, { clientDir, pages, views, built }: SiteOptions) => {
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    index: false,
    redirect: false,
    // One route per built file: every other path reaches the page handler below. The HTML files are the server's to
    // send (the 404 page with its status, the staff shell behind the staff gate) and the .br/.gz copies are a file's
    // encodings, chosen by Accept-Encoding: none has an address of its own, so each asked for by name gets the 404 page.
    wildcard: false,
    globIgnore: ['**/*.html', '**/*.br', '**/*.gz'],
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      // The copy sent follows Accept-Encoding: a cache in front (nginx keeps assets for a year) must keep one per
      // encoding. In lower case, as @fastify/compress looks for it before adding its own to a file it compresses.
      res.setHeader('Vary', 'accept-encoding');
      if (/\.html(\.br|\.gz)?$/.test(filePath)) res.setHeader('Cache-Control', 'no-cache');
      else if (filePath.includes('/assets/')) res.setHeader('Cache-Control', IMMUTABLE);
      else res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  });

  const sendPage = (reply: FastifyReply, file: string, status: number) =>
    reply.code(status).type('text/html; charset=utf-8').sendFile(file);
  /**
   * The app shell of a staff page, titled as the page titles itself once drawn ("Media | Staff | Dexterity"): the tab,
   * the history and a screen reader name the page before its scripts have run. Read on each request, as the static
   * files are (a rebuild under a running server changes its asset names), each page's kept with its compressed forms
   * until the file changes; staff pages are never stored by browsers or caches (staff/pages.ts).
   */
  let shellText = '';
  const shells = new Map<string, CachedBody>();
  const sendShell = async (request: FastifyRequest, reply: FastifyReply, title: string) => {
    const shell = await readFile(join(clientDir, '_shell.html'), 'utf8');
    if (shell !== shellText) {
      shellText = shell;
      shells.clear();
    }
    let body = shells.get(title);
    if (!body) {
      body = cachedBody(shell.replace(SHELL_TITLE, () => `<title>${escapeHtml(staffDocumentTitle(title))}</title>`));
      shells.set(title, body);
    }
    return sendBody(request, reply.code(200).type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding'), body);
  };

  // A GET of a page, counted once answered with the page (200, or 304 to a browser that has it): never
  // HEAD, a redirect or a 404. PageViews leaves out the staff area, crawlers, prefetches, DNT and GPC.
  const pageLoads = new WeakMap<FastifyRequest, string>();
  // A callback hook, not an async one: it runs on every answer of the site.
  app.addHook('onResponse', (request, reply, done) => {
    const path = pageLoads.get(request);
    if (path !== undefined && (reply.statusCode === 200 || reply.statusCode === 304)) views.count(path, request.headers);
    done();
  });
  // Kept per path: matching compiles every pattern on each call.
  const fixedRedirect = kept(redirectTarget);
  /** Where a link staff entered goes from a page in `lang`: a page of the site in that language, unless it is English only. */
  const targetIn = (lang: Language, to: string): string => {
    if (!to.startsWith('/')) return to;
    const target = pageAt(to.split(/[?#]/, 1)[0]!);
    return target?.sample || target?.render === 'shell' ? to : pathInLanguage(lang, to);
  };

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('Allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
    }
    const pathname = pathOf(request.url);
    if (pathname === undefined) return sendPage(reply, '404.html', 404);
    const target = fixedRedirect(pathname);
    if (target) return reply.redirect(target, 301);
    // A page or an article taken down at its time: gone (410), or sent where staff chose, until something is there again.
    const gone = built.goneAt(pathname);
    if (gone) return gone.sendTo ? reply.redirect(encodeLink(gone.sendTo), 302) : sendPage(reply, '404.html', 410);
    const { lang, path } = languageOfPath(pathname);
    // The home page has one address in each language, `/`, `/mr/` and `/hi/`: `//`, `/mr` and `/mr//` are sent there.
    const home = pathInLanguage(lang, '/');
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    if (pathname !== home && /^\/*$/.test(path)) return reply.redirect(home + search, 301);
    // An article asked for at its address in another language (the switcher, an alternate): its address in this one.
    const translated = built.itemAddressIn(lang, path);
    if (translated) return reply.redirect(pathInLanguage(lang, translated) + search, 301);
    if (request.method === 'GET') pageLoads.set(request, request.url.split('?')[0] ?? '');
    // A Marathi or Hindi address (/mr/…, /hi/…): the company's pages, its built pages and its 404 in that language
    // (docs/languages.md). The template's samples and the staff area are English only.
    if (lang !== DEFAULT_LANGUAGE) {
      const inLanguage = pageAt(path);
      if (inLanguage?.sample || inLanguage?.render === 'shell') {
        pageLoads.delete(request);
        return sendPage(reply, '404.html', 404);
      }
      // What staff made for an English address holds at it in every language: a take-down, and a redirect (to the
      // target's page in this language where it has one).
      const goneHere = built.goneAt(path);
      if (goneHere) {
        pageLoads.delete(request);
        // Gone: the not-found page in this language, answered 410.
        return goneHere.sendTo ? reply.redirect(encodeLink(targetIn(lang, goneHere.sendTo)), 302) : pages.send(request, reply, 410);
      }
      const moved = built.redirectFor(path);
      if (moved && (!inLanguage || (itemKindAt(normalPath(path)) && !built.hasItemAt(path)))) {
        pageLoads.delete(request);
        const to = targetIn(lang, moved.to) + (moved.to.includes('?') ? '' : search);
        return reply.redirect(encodeLink(to), moved.permanent ? 301 : 302);
      }
      return pages.send(request, reply);
    }
    const page = pageAt(pathname);
    // The staff area: its gate (server/staff/pages.ts) has let only a signed-in member through, and marks the answer no-store, noindex.
    if (page?.render === 'shell') return sendShell(request, reply, page.meta.title);
    // Then what staff made: a redirect (301 or 302), a built page (the not-found route draws it, with 200). A
    // redirect from an item's address (a renamed article's old one) answers while no item has its page there.
    const redirect = built.redirectFor(pathname);
    if (page && !(redirect && itemKindAt(normalPath(pathname)) && !built.hasItemAt(pathname))) return pages.send(request, reply);
    if (redirect) {
      pageLoads.delete(request);
      // Encoded on the way out too: a target stored before the links' rule (an IRI, a control character) would make
      // Node refuse the header (ERR_INVALID_CHAR), a 500 for every visitor of the old address.
      return reply.redirect(encodeLink(redirect.to + (redirect.to.includes('?') ? '' : search)), redirect.permanent ? 301 : 302);
    }
    // A page not yet published is drawn for staff previewing its draft (`?preview=1`), at an address it may have.
    if (built.hasPage(pathname) || (built.mayBePage(pathname) && pages.previews(request))) return pages.send(request, reply);
    built.recordMissing(request.method, pathname, request.headers);
    return sendPage(reply, '404.html', 404);
  });
});
(sitePlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

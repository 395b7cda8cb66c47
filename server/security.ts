// Security headers for every response (docs/requirements/design.md §5).
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route goes without the page headers (set from its `helmet: false` option). */
    pageHeaders?: false;
  }
  interface RouteShorthandOptions {
    /** false: no page headers on this route (it sets fixed headers of its own). */
    helmet?: false;
  }
}

export interface SecurityOptions {
  /** sha256 hashes of the inline scripts the prerendered pages carry (the theme script). */
  scriptHashes: string[];
  /** The API's origin when it is not this server. */
  apiOrigin?: string;
}

export const THIRD_PARTY_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.google.com'];

export function contentSecurityPolicy({ scriptHashes, apiOrigin }: SecurityOptions): Record<string, string[]> {
  const api = apiOrigin ? [apiOrigin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...api],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...api],
    'media-src': ["'self'", ...api],
    'frame-src': THIRD_PARTY_FRAMES,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
}

/** Whether an address is an image or a public API answer (`/media/…`, `/api/…` but not `/api/staff…`): plain prefix tests, as this runs on every answer. */
export function readableElsewhere(url: string): boolean {
  if (url.startsWith('/media/')) return true;
  return url.startsWith('/api/') && !(url.startsWith('/api/staff') && (url.length === 10 || url[10] === '/' || url[10] === '?'));
}

/** helmet's options for the site's pages, the images and the staff area. */
function helmetOptions(options: SecurityOptions): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // HSTS only means something over HTTPS; addTransportHeaders adds it per request.
    strictTransportSecurity: false,
  };
}

/**
 * The headers helmet writes on an answer with these options, asked of helmet once. Its middleware is
 * synchronous and reads nothing of the request with these options (no nonces, no function directives).
 */
export function pageSecurityHeaders(options: SecurityOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const answer = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(options))({} as IncomingMessage, answer as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/**
 * helmet's headers on every answer of the scope it is registered in, computed once (pageSecurityHeaders): the
 * Fastify plugin builds helmet's middleware anew on every request, at more than a cached page's cost.
 * Not the public API's: its answers carry fixed headers of their own (server/shared/responses.ts); a route
 * that declares `helmet: false` (the API's, when CORS puts these headers on the whole scope) goes without.
 */
export function registerPageHeaders(app: FastifyInstance, options: SecurityOptions) {
  const headers = Object.entries(pageSecurityHeaders(options));
  app.addHook('onRoute', (route) => {
    if (route.helmet === false) (route.config ??= {}).pageHeaders = false;
  });
  // A callback hook, not an async one: it runs on every answer and must cost next to nothing. Set as Fastify's
  // headers, not on the raw answer (a header set there sends Node down its slow path for every header); one a
  // hook of an enclosing scope has set already (the transport's resource policy) is kept.
  app.addHook('onRequest', function pageHeaders(request, reply, done) {
    if (request.routeOptions.config.pageHeaders !== false)
      for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
    done();
  });
}

/** The transport headers of an answer: HSTS over HTTPS, and who may read it (readableElsewhere). */
function setTransportHeaders(request: FastifyRequest, reply: FastifyReply) {
  if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  // Images and API answers may be read by the site when it lives on another origin; the staff API never.
  if (readableElsewhere(request.url)) reply.header('cross-origin-resource-policy', 'cross-origin');
}

/**
 * HSTS over HTTPS, and who may read an answer: on every answer of the scope, set as its request arrives (so
 * no hook runs on the way out of every answer). An answer made before the scope's hooks, the missing Host's
 * 400, goes without them: no browser sends one.
 */
export function addTransportHeaders(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every answer and must cost next to nothing.
  app.addHook('onRequest', (request, reply, done) => {
    setTransportHeaders(request, reply);
    done();
  });
}

/** Every security header of the pages, the images and the staff area: helmet's, HSTS and the resource policy. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions) {
  registerPageHeaders(app, options);
  addTransportHeaders(app);
}

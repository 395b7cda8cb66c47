// The content API (docs/requirements/design.md §3), mounted under /api: a route for every apiPaths entry (the content
// endpoints, the enquiry, health and readiness), and what they share: CORS, the rate limit and the 404
// route. Errors are answered in the API's envelope by the app's one error handler (server/errors.ts).
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { z } from 'zod';

import { scopedPlugin } from '../shared/plugin.ts';
import { apiPaths } from '../../common/api-contract.ts';
import type { ServerConfig } from '../config.ts';
import type { ContentStore } from '../db/content-store.ts';
import type { BuildFiles } from '../shared/devanagari-font.ts';

import { contactPlugin } from './contact.ts';
import { contentPlugin, routeUrl } from './content.ts';
import { articlesApiPlugin } from '../insights/routes.ts';
import { formReadPlugin, formSendPlugin } from '../forms/routes.ts';
import { quotationRequestPlugin } from '../quotations/routes.ts';
import { pageViewsPlugin } from '../page-views/routes.ts';
import { searchPlugin } from '../search/routes.ts';
import { pageViewsOf } from '../page-views/service.ts';
import { readinessProblem } from './readiness.ts';
import { API_SECURITY_HEADERS, AnswerCache, apiRouteOptions } from '../shared/responses.ts';
import { envelopeSchema, errorEnvelope, errorResponses, jsonSchema } from '../shared/schemas.ts';

export interface ApiOptions {
  config: ServerConfig;
  store: ContentStore;
  /** The built site's folder when the server serves it (readiness checks it is there). */
  clientDir?: string;
  /** Registers the whole app's page headers (helmet) in the scope of /api/health alone: that answer carries them as the site's pages do. */
  healthHeaders?: (scope: FastifyInstance) => void;
  /** The build's files when the server serves it: the font of a Marathi or Hindi answer to a form post without scripts. */
  source?: BuildFiles;
}

const NOT_CACHEABLE = 'no-store';
// Made once: the same object each time an app is built, so what it compiles to is too (server/schema-compilers.ts).
const readySchema = {
  response: { 200: jsonSchema(envelopeSchema(z.object({ status: z.string() }))), 503: errorEnvelope, ...errorResponses },
};

export const apiPlugin = scopedPlugin<ApiOptions>(
  'apiPlugin',
  async (scope: FastifyInstance, { config, store, clientDir, healthHeaders, source }) => {
    const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
    const cache = new AnswerCache(store);

    // Only the listed origins get CORS headers. With none listed only same-origin pages can read the
    // API, and the plugin (a hook on every request) is left out.
    const cross = config.corsOrigins.length > 0;
    if (cross) await app.register(cors, { origin: config.corsOrigins, methods: ['GET', 'HEAD', 'POST', 'OPTIONS'], maxAge: 600 });

    await app.register(rateLimit, {
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      // The x-ratelimit-* headers go with 429 answers only: every byte counts on the hot path.
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        success: false,
        message: `Too many requests: the limit is ${context.max} per minute. Try again in ${context.after}.`,
      }),
    });

    // Not on the hot path: in a scope of its own, the page headers (healthHeaders) apply here as on the site.
    await app.register(
      scopedPlugin('health', async (health) => {
        healthHeaders?.(health);
        health.get(routeUrl(health.prefix, apiPaths.health), { config: { rateLimit: false } }, async (_request, reply) => {
          if (!reply.hasHeader('Content-Security-Policy')) reply.headers(API_SECURITY_HEADERS);
          reply.header('Cache-Control', NOT_CACHEABLE);
          return { success: true, data: { status: 'ok' } };
        });
      }),
    );

    // Readiness: the database read from disk and writable, the build present; 503 with the reason when not.
    app.get(routeUrl(app.prefix, apiPaths.ready), { ...apiRouteOptions, schema: readySchema }, async (request, reply) => {
      reply.headers(API_SECURITY_HEADERS).header('Cache-Control', NOT_CACHEABLE);
      const problem = readinessProblem({ store, clientDir });
      if (!problem) return { success: true, data: { status: 'ready' } };
      request.log.error({ reason: problem.reason, detail: problem.detail }, 'Not ready');
      return reply.code(503).send({ success: false, message: `Not ready: ${problem.reason}.` });
    });

    const resources = { store, cache };
    await app.register(contentPlugin, resources);
    await app.register(articlesApiPlugin, resources);
    await app.register(formReadPlugin, resources);
    await app.register(contactPlugin, { config, store, alongside: [formSendPlugin, quotationRequestPlugin], source });
    await app.register(searchPlugin, { store });
    await app.register(pageViewsPlugin, { views: pageViewsOf(store, config.viewsWriteSeconds * 1000) });

    // A route, not a not-found handler: the site's wildcard would otherwise claim unknown /api paths.
    // OPTIONS is left to CORS preflight handling when CORS is on. `/api` itself is one of them.
    const notFound = {
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', ...(cross ? [] : ['OPTIONS'])],
      ...apiRouteOptions,
      handler: async (request: FastifyRequest, reply: FastifyReply) =>
        reply
          .code(404)
          .headers(API_SECURITY_HEADERS)
          .header('Cache-Control', NOT_CACHEABLE)
          .send({ success: false, message: `No API endpoint at ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)}` }),
    };
    app.route({ ...notFound, url: '/*' });
    app.route({ ...notFound, url: '/', prefixTrailingSlash: 'no-slash' });
  },
);

/** Whether a raw request URL is under /api (the API's envelope answers it). */
export function isApiUrl(url: string): boolean {
  return /^\/api(?:[/?#]|$)/.test(url);
}

/**
 * Fastify's `frameworkErrors` option: a URL that cannot be decoded (`/api/%`) gets the API's
 * envelope under /api and a plain 400 elsewhere, instead of Fastify's own error shape. These
 * answers skip every hook, helmet's too: the security headers are set here.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.code(400).headers(API_SECURITY_HEADERS).header('Cache-Control', NOT_CACHEABLE);
  if (isApiUrl(request.url)) return reply.send({ success: false, message: 'The request URL is not valid' });
  return reply
    .header('Cross-Origin-Resource-Policy', 'same-origin')
    .type('text/plain; charset=utf-8')
    .send(error.code === 'FST_ERR_BAD_URL' ? 'Bad Request: the URL is not valid' : 'Bad Request');
}

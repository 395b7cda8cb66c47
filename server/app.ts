// The whole site on one port: security headers, the content API under /api, and the built site.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';

import { scopedPlugin } from './shared/plugin.ts';
import { apiPlugin } from './api/index.ts';
import { pageViewsOf } from './page-views/service.ts';
import type { ServerConfig } from './config.ts';
import { openContentStore, type OpenOptions } from './content/service.ts';
import { pinAcceptedEncoding } from './cached-body.ts';
import { refuseEncodedBodies } from './content-encoding.ts';
import { registerErrors } from './errors.ts';
import { limitConnections, publicServerOptions, refuseWithoutHost } from './limits.ts';
import { mediaPlugin } from './media/index.ts';
import { uploadDirFor } from './media/uploads.ts';
import { buildRenderSource } from './render/build-source.ts';
import { createDataReader } from './render/data-reader.ts';
import { BuiltPages } from './pages/service.ts';
import { PageRenderer, renderPlugin } from './render/index.ts';
import { contentPreview } from './render/preview.ts';
import { addTransportHeaders, registerPageHeaders, registerSecurityHeaders } from './security.ts';
import { sitePlugin } from './site.ts';
import { registerStaff } from './staff/index.ts';

export interface BuildInfo {
  builtAt: string;
  siteOrigin: string;
  apiBaseUrl: string;
  scriptHashes: string[];
}

export function readBuildInfo(distDir: string): BuildInfo | undefined {
  try {
    return JSON.parse(readFileSync(join(distDir, 'build-info.json'), 'utf8')) as BuildInfo;
  } catch {
    return undefined;
  }
}

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Serve the built site too (default true). */
  site?: boolean;
  /** How the database is opened (tests: `{ seed: false }` for an empty one). */
  database?: OpenOptions;
  /** Told of every route as it is registered: the hostile-input walk (server/resilience/) walks them all. */
  onRoute?: (route: RouteOptions) => void;
}

export async function createApp(config: ServerConfig, options: AppOptions = {}) {
  const buildInfo = readBuildInfo(config.distDir);
  if (options.site !== false && !buildInfo) throw new Error(`No built site in ${config.distDir}: run "npm run build" first`);
  // Fails with a message naming the file and the reason when the database cannot be used.
  const store = openContentStore(config.databasePath, options.database);
  const app = Fastify({ logger: options.logger ?? false, ...publicServerOptions(config) });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  limitConnections(app, config);
  refuseWithoutHost(app);
  await registerErrors(app);
  refuseEncodedBodies(app);
  // Every answer's encoding by the site's one rule (server/cached-body.ts), whichever library sends it.
  pinAcceptedEncoding(app);
  // Views counted in memory are written before the database closes.
  app.addHook('onClose', async () => {
    pageViewsOf(store).write();
    store.db.close();
  });
  const apiOrigin = buildInfo?.apiBaseUrl ? new URL(buildInfo.apiBaseUrl).origin : undefined;
  const security = { scriptHashes: buildInfo?.scriptHashes ?? [], apiOrigin };

  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  const clientDir = buildInfo && options.site !== false ? join(config.distDir, 'client') : undefined;
  // The build's files, read when first asked for: by the site's pages, and by the API's answer to a form post without
  // scripts, which names the build's Devanagari font as the page it came from did.
  const source = buildInfo && clientDir ? buildRenderSource(config.distDir, buildInfo.builtAt) : undefined;
  // The public API in a scope of its own: its answers carry fixed headers of their own, and helmet's hooks
  // would run on each of its requests, opted out or not, at more than an answer's cost (docs/benchmarks.md).
  // helmet's page headers go on /api/health alone; with CORS on, on the whole scope, for CORS answers a
  // preflight in its hook before any route.
  await app.register(
    scopedPlugin('api', async (api) => {
      addTransportHeaders(api);
      const cross = config.corsOrigins.length > 0;
      if (cross) registerPageHeaders(api, security);
      const healthHeaders = cross ? undefined : (scope: FastifyInstance) => registerPageHeaders(scope, security);
      await api.register(apiPlugin, { prefix: '/api', config, store, clientDir, healthHeaders, source });
    }),
  );
  // Everything else in a scope with every security header: /media, the staff area and its API, the site and its 404 page.
  await app.register(
    scopedPlugin('site', async (site) => {
      registerSecurityHeaders(site, security);
      await site.register(mediaPlugin, { uploadDir: uploadDirFor(config.databasePath) });
      // Before the site: the /staff pages' gate must cover the pages the site serves.
      const staff = await registerStaff(site, { config, store });
      if (!buildInfo || !clientDir || !source) {
        // Fastify's own 404 answer, in this scope: with the security headers, behind the staff pages' gate.
        site.setNotFoundHandler((request, reply) =>
          reply.code(404).send({ message: `Route ${request.method}:${request.url} not found`, error: 'Not Found', statusCode: 404 }),
        );
        return;
      }
      const render = {
        store,
        source,
        readData: createDataReader(store, clientDir),
        siteOrigin: config.siteOrigin,
        preview: contentPreview(store, clientDir, staff.signedIn),
      };
      await site.register(renderPlugin, render);
      // The render bundle loads before the server listens: the first visitor does not wait for it.
      site.addHook('onReady', async () => {
        await render.source.bundle();
      });
      const built = new BuiltPages(store);
      await site.register(sitePlugin, {
        clientDir,
        pages: new PageRenderer(render),
        views: pageViewsOf(store, config.viewsWriteSeconds * 1000),
        built,
      });
    }),
  );
  return app;
}

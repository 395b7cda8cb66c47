// The API on its own Fastify instance, with /media: what `npm run dev` mounts (server/dev-app.ts).
import Fastify from 'fastify';

import { apiPlugin } from './api/index.ts';
import type { ServerConfig } from './config.ts';
import type { ContentStore } from './db/content-store.ts';
import { openContentStore, type OpenOptions } from './content/service.ts';
import { refuseEncodedBodies } from './content-encoding.ts';
import { registerErrors } from './errors.ts';
import { limitConnections, publicServerOptions, refuseWithoutHost } from './limits.ts';
import { mediaPlugin } from './media/index.ts';
import { pageViewsOf } from './page-views/service.ts';

/** `store`: an open content store to use (and close with the app) instead of opening one. */
export async function createApiApp(config: ServerConfig, { store: given, ...options }: OpenOptions & { store?: ContentStore } = {}) {
  const store = given ?? openContentStore(config.databasePath, options);
  const app = Fastify({ logger: false, ...publicServerOptions(config) });
  limitConnections(app, config);
  refuseWithoutHost(app);
  await registerErrors(app);
  refuseEncodedBodies(app);
  // Views counted in memory are written before the database closes.
  app.addHook('onClose', async () => {
    pageViewsOf(store).write();
    store.db.close();
  });
  await app.register(mediaPlugin);
  await app.register(apiPlugin, { prefix: '/api', config, store });
  return app;
}

// The API on its own Fastify instance: what `npm run dev` and `npm run preview` mount (with /media).
import Fastify from 'fastify';

import { apiPlugin } from './api/index.ts';
import type { ServerConfig } from './config.ts';
import { openContentStore, type OpenOptions } from './db/open.ts';
import { limitConnections, publicServerOptions } from './limits.ts';
import { mediaPlugin } from './media/index.ts';

export async function createApiApp(config: ServerConfig, options: OpenOptions = {}) {
  const store = openContentStore(config.databasePath, options);
  const app = Fastify({ logger: false, ...publicServerOptions(config) });
  limitConnections(app, config);
  app.addHook('onClose', async () => store.db.close());
  await app.register(mediaPlugin);
  await app.register(apiPlugin, { prefix: '/api', config, store });
  return app;
}

// The API on its own Fastify instance: what `npm run dev` and `npm run preview` mount.
import Fastify from 'fastify';

import { apiPlugin } from './api/index.ts';
import type { ServerConfig } from './config.ts';

export async function createApiApp(config: ServerConfig) {
  const app = Fastify({ logger: false });
  await app.register(apiPlugin, { prefix: '/api', config });
  return app;
}

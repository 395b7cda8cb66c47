// The content API (DESIGN §3), mounted under /api. Each resource is a plugin of its own.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

import type { ServerConfig } from '../config.ts';

export interface ApiOptions {
  config: ServerConfig;
}

export const apiPlugin: FastifyPluginAsync<ApiOptions> = async (app: FastifyInstance) => {
  app.get('/health', async () => ({ success: true, data: { status: 'ok' } }));

  // A route, not a not-found handler: the site's wildcard would otherwise claim unknown /api paths.
  app.all('/*', async (request, reply) =>
    reply.code(404).send({ success: false, message: `No API endpoint at ${request.method} ${request.url.split('?')[0]}` }),
  );
};

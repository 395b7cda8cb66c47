// GET /api/get-quickfactsviewset/ : every quick fact (the site filters by service).
import type { FastifyPluginAsync } from 'fastify';

import type { ResourceOptions } from './resource.ts';
import { apiRouteOptions, envelope, errorResponses, sendCached } from './responses.ts';
import { listOf, quickFactSchema } from './schemas.ts';

export const quickFactsPlugin: FastifyPluginAsync<ResourceOptions> = async (app, { store, cache }) => {
  app.get(
    '/get-quickfactsviewset/',
    { ...apiRouteOptions, schema: { response: { 200: envelope(listOf(quickFactSchema)), ...errorResponses } } },
    (request, reply) => sendCached(request, reply, cache, 'quick-facts', () => store.quickFacts()),
  );
};

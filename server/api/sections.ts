// GET /api/get-overview-by-offering/?id= : the sections of one service.
import type { FastifyPluginAsync } from 'fastify';

import type { ResourceOptions } from './resource.ts';
import { apiRouteOptions, envelope, errorResponses, idQuery, sendCached } from './responses.ts';
import { listOf, sectionSchema } from './schemas.ts';

export const sectionsPlugin: FastifyPluginAsync<ResourceOptions> = async (app, { store, cache }) => {
  app.get<{ Querystring: { id: string } }>(
    '/get-overview-by-offering/',
    { ...apiRouteOptions, schema: { querystring: idQuery('id'), response: { 200: envelope(listOf(sectionSchema)), ...errorResponses } } },
    (request, reply) => {
      const id = Number(request.query.id);
      return sendCached(request, reply, cache, `sections:${id}`, () => store.sections(id));
    },
  );
};

// GET /api/get-pricing/?offering_details= : the pricing entries of one service.
import type { FastifyPluginAsync } from 'fastify';

import type { ResourceOptions } from './resource.ts';
import { apiRouteOptions, envelope, errorResponses, idQuery, sendCached } from './responses.ts';
import { listOf, pricingEntrySchema } from './schemas.ts';

export const pricingPlugin: FastifyPluginAsync<ResourceOptions> = async (app, { store, cache }) => {
  app.get<{ Querystring: { offering_details: string } }>(
    '/get-pricing/',
    { ...apiRouteOptions, schema: { querystring: idQuery('offering_details'), response: { 200: envelope(listOf(pricingEntrySchema)), ...errorResponses } } },
    (request, reply) => {
      const id = Number(request.query.offering_details);
      return sendCached(request, reply, cache, `pricing:${id}`, () => store.pricing(id));
    },
  );
};

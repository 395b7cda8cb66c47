// GET /api/get-offering-details/ (every service) and GET /api/get-by-offering/?offering_id=.
import type { FastifyPluginAsync } from 'fastify';

import type { ResourceOptions } from './resource.ts';
import { apiRouteOptions, envelope, errorResponses, idQuery, sendCached } from './responses.ts';
import { listOf, serviceSchema } from './schemas.ts';

export const servicesPlugin: FastifyPluginAsync<ResourceOptions> = async (app, { store, cache }) => {
  app.get(
    '/get-offering-details/',
    { ...apiRouteOptions, schema: { response: { 200: envelope(listOf(serviceSchema)), ...errorResponses } } },
    (request, reply) => sendCached(request, reply, cache, 'services', () => store.services()),
  );

  app.get<{ Querystring: { offering_id: string } }>(
    '/get-by-offering/',
    { ...apiRouteOptions, schema: { querystring: idQuery('offering_id'), response: { 200: envelope(listOf(serviceSchema)), ...errorResponses } } },
    (request, reply) => {
      const id = Number(request.query.offering_id);
      return sendCached(request, reply, cache, `services-of:${id}`, () => store.servicesByOffering(id));
    },
  );
};

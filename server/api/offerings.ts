// GET /api/get-offering/ and GET /api/get-offering-with-details/.
import type { FastifyPluginAsync } from 'fastify';

import type { ResourceOptions } from './resource.ts';
import { apiRouteOptions, envelope, errorResponses, sendCached } from './responses.ts';
import { listOf, offeringSchema, offeringWithDetailsSchema } from './schemas.ts';

export const offeringsPlugin: FastifyPluginAsync<ResourceOptions> = async (app, { store, cache }) => {
  app.get(
    '/get-offering/',
    { ...apiRouteOptions, schema: { response: { 200: envelope(listOf(offeringSchema)), ...errorResponses } } },
    (request, reply) => sendCached(request, reply, cache, 'offerings', () => store.offerings()),
  );

  app.get(
    '/get-offering-with-details/',
    { ...apiRouteOptions, schema: { response: { 200: envelope(listOf(offeringWithDetailsSchema)), ...errorResponses } } },
    (request, reply) => sendCached(request, reply, cache, 'offerings-with-details', () => store.offeringsWithDetails()),
  );
};

// GET /api/get-pricingplan/ : the pricing plans.
import type { FastifyPluginAsync } from 'fastify';

import type { ResourceOptions } from './resource.ts';
import { apiRouteOptions, envelope, errorResponses, sendCached } from './responses.ts';
import { listOf, pricingPlanSchema } from './schemas.ts';

export const pricingPlansPlugin: FastifyPluginAsync<ResourceOptions> = async (app, { store, cache }) => {
  app.get(
    '/get-pricingplan/',
    { ...apiRouteOptions, schema: { response: { 200: envelope(listOf(pricingPlanSchema)), ...errorResponses } } },
    (request, reply) => sendCached(request, reply, cache, 'pricing-plans', () => store.pricingPlans()),
  );
};

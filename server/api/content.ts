// The content endpoints (GET, docs/requirements/design.md §3), one route per contentEndpoints entry
// at its apiPaths path, with the JSON schemas of server/api/schemas.ts. Answers are cached per
// endpoint and id until the content changes.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyPluginAsync } from 'fastify';

import { apiPaths, contentEndpoints, type ContentEndpoint, type ContentEndpointName, type RecordOf } from '../../common/api-contract.ts';
import { readContactPage, readOurStory, readPageMeta } from '../db/company-pages.ts';
import type { ContentStore } from '../db/content-store.ts';
import { readHome } from '../db/home-copy.ts';

import type { ResourceOptions } from './resource.ts';
import { apiRouteOptions, sendCached } from '../shared/responses.ts';
import { envelopeSchema, errorResponses, jsonSchema } from '../shared/schemas.ts';
import { endpointSchemas, idQuerySchema } from './schemas.ts';

type Data<K extends ContentEndpointName> = Array<RecordOf<(typeof contentEndpoints)[K]['list']>>;

/**
 * Where each endpoint's data comes from: the store's read, given the query string's id when the endpoint
 * takes one. The render of pages on request reads through the same table (server/render/data-reader.ts).
 */
export const contentReads: { [K in ContentEndpointName]: (store: ContentStore, id: number) => Data<K> } = {
  offeringsWithDetails: (store) => store.offeringsWithDetails(),
  offerings: (store) => store.offerings(),
  services: (store) => store.services(),
  service: (store, serviceId) => store.service(serviceId),
  servicesByOffering: (store, offeringId) => store.servicesByOffering(offeringId),
  serviceSections: (store, serviceId) => store.sections(serviceId),
  quickFacts: (store) => store.quickFacts(),
  pricing: (store, serviceId) => store.pricing(serviceId),
  pricingPlans: (store) => store.pricingPlans(),
  siteSettings: (store) => store.siteSettings(),
  home: (store) => readHome(store.db),
  ourStory: (store) => readOurStory(store.db),
  contactPage: (store) => readContactPage(store.db),
  pageMeta: (store) => readPageMeta(store.db),
};

export const contentPlugin: FastifyPluginAsync<ResourceOptions> = async (scope, { store, cache }) => {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  for (const name of Object.keys(contentEndpoints) as ContentEndpointName[]) {
    const endpoint: ContentEndpoint = contentEndpoints[name];
    const url = routeUrl(app.prefix, apiPaths[name]);
    const response = { 200: jsonSchema(envelopeSchema(endpointSchemas(endpoint).data)), ...errorResponses };
    const param = endpoint.query;
    if (param === undefined) {
      app.get(url, { ...apiRouteOptions, schema: { response } }, (request, reply) => sendCached(request, reply, cache, name, () => contentReads[name](store, 0)));
      continue;
    }
    app.get(url, { ...apiRouteOptions, schema: { querystring: idQuerySchema(param), response } }, (request, reply) => {
      // The schema has let only digits through.
      const id = Number(request.query[param]);
      return sendCached(request, reply, cache, `${name}:${id}`, () => contentReads[name](store, id));
    });
  }
};

/** An apiPaths path relative to the plugin's prefix (/api), which Fastify adds back. */
export function routeUrl(prefix: string, path: string): string {
  if (!path.startsWith(`${prefix}/`)) throw new Error(`${path} is not under ${prefix}`);
  return path.slice(prefix.length);
}

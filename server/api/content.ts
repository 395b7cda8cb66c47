// The content endpoints (GET, docs/requirements/design.md §3): one route per public read the kinds declare
// (`publicApi` in common/content-model/kinds.ts) at its path, with the JSON schemas of server/api/schemas.ts
// made from its record shape. Answers are cached per endpoint and id until the content changes.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';

import { scopedPlugin } from '../shared/plugin.ts';
import type { PublicRead } from '../../common/content-model/kinds.ts';
import { publicEndpoints, type PublicEndpoint } from '../../common/content-model/public-api.ts';

import type { ResourceOptions } from './resource.ts';
import { apiRouteOptions, languageParam, sendCached, textFilterValue } from '../shared/responses.ts';
import { envelopeSchema, errorResponses, jsonSchema } from '../shared/schemas.ts';
import { endpointSchemas, idQuerySchema } from './schemas.ts';

/** Every kind declared when the server is built (a test may have declared one of its own) has its routes. */
export const contentPlugin = scopedPlugin<ResourceOptions>('contentPlugin', async (scope, { store, cache }) => {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  for (const endpoint of publicEndpoints()) {
    const { name } = endpoint;
    const url = routeUrl(app.prefix, endpoint.path);
    const response = responseSchemas(endpoint);
    const param = endpoint.query;
    // Every read answers in a language (`lang`: mr, hi; English without it), each cached apart (docs/languages.md).
    if (param === undefined) {
      app.get(url, { ...apiRouteOptions, schema: { response } }, (request, reply) => {
        const lang = languageParam((request.query as Record<string, unknown>).lang);
        return sendCached(request, reply, cache, `${name}@${lang}`, () => store.read(endpoint, 0, lang));
      });
      continue;
    }
    if (endpoint.read.filter?.text) {
      // No query-string schema: the parameter is checked against its field's pattern, with a sentence of its own.
      app.get(url, { ...apiRouteOptions, schema: { response } }, (request, reply) => {
        const query = request.query as Record<string, unknown>;
        const lang = languageParam(query.lang);
        const value = textFilterValue(endpoint, query[param], lang);
        return sendCached(request, reply, cache, `${name}:${value}@${lang}`, () => store.read(endpoint, value, lang));
      });
      continue;
    }
    app.get(url, { ...apiRouteOptions, schema: { querystring: idQuerySchema(param), response } }, (request, reply) => {
      // The schema has let only digits through.
      const id = Number(request.query[param]);
      const lang = languageParam((request.query as Record<string, unknown>).lang);
      return sendCached(request, reply, cache, `${name}:${id}@${lang}`, () => store.read(endpoint, id, lang));
    });
  }
});

/** Each public read's answers' schemas, made once: the same objects each time an app is built, so what they compile to is too (server/schema-compilers.ts). */
const responsesOfReads = new WeakMap<PublicRead, ReturnType<typeof makeResponseSchemas>>();

function responseSchemas(endpoint: PublicEndpoint) {
  let response = responsesOfReads.get(endpoint.read);
  if (!response) responsesOfReads.set(endpoint.read, (response = makeResponseSchemas(endpoint)));
  return response;
}

function makeResponseSchemas(endpoint: PublicEndpoint) {
  return { 200: jsonSchema(envelopeSchema(endpointSchemas(endpoint).data)), ...errorResponses };
}

/** An apiPaths path relative to the plugin's prefix (/api), which Fastify adds back. */
export function routeUrl(prefix: string, path: string): string {
  if (!path.startsWith(`${prefix}/`)) throw new Error(`${path} is not under ${prefix}`);
  return path.slice(prefix.length);
}

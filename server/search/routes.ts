// GET /api/search/?q=words: the site search (docs/search.md). Answers `{ success: true, data: [results] }`,
// never cached by anyone (the words are the visitor's); the request log leaves its query string out
// (server/logging.ts). Rate-limited with the API's other routes.

import { z } from 'zod';

import { scopedPlugin } from '../shared/plugin.ts';
import { apiPaths } from '../../common/api-contract.ts';
import { routeUrl } from '../api/content.ts';
import type { ContentStore } from '../db/content-store.ts';
import { API_SECURITY_HEADERS, apiRouteOptions, languageParam } from '../shared/responses.ts';
import { envelopeSchema, errorResponses, jsonSchema } from '../shared/schemas.ts';

import { searchQuery, searchSite } from './index.ts';

const resultSchema = z.object({ type: z.string(), title: z.string(), url: z.string(), snippet: z.string() });
// Made once: the same object each time an app is built, so what it compiles to is too (server/schema-compilers.ts).
const schema = { response: { 200: jsonSchema(envelopeSchema(z.array(resultSchema))), ...errorResponses } };

export const searchPlugin = scopedPlugin<{ store: ContentStore }>('searchPlugin', async (app, { store }) => {
  app.get(routeUrl(app.prefix, apiPaths.search), { ...apiRouteOptions, schema }, async (request, reply) => {
    const query = searchQuery((request.query as Record<string, unknown>).q);
    const lang = languageParam((request.query as Record<string, unknown>).lang);
    reply.headers(API_SECURITY_HEADERS).header('cache-control', 'no-store');
    return { success: true, data: query ? searchSite(store.db, query, lang) : [] };
  });
});

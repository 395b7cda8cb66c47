// Insights' own API route (docs/insights.md): the paged list of published articles
// (GET /api/get-articles/?page=&category=, cached per content revision like the kinds' reads); the feed is
// ./feed.ts, which the render registers as the kind's hook (server/kinds). The article itself is the articles kind's declared read
// (/api/get-article/?slug=), the categories the categories kind's (/api/get-categories/).
import { z } from 'zod';

import { scopedPlugin } from '../shared/plugin.ts';
import { ARTICLES_PATH, MAX_ARTICLE_PAGE } from '../../common/kinds/insights.ts';
import { articlePage } from '../db/articles.ts';
import type { ResourceOptions } from '../api/resource.ts';
import { routeUrl } from '../api/content.ts';
import { apiRouteOptions, languageParam, sendCached } from '../shared/responses.ts';
import { envelopeSchema, errorResponses, jsonSchema } from '../shared/schemas.ts';

import { categoryParam, pageNumber } from './service.ts';

const summary = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  cover_image: z.string(),
  cover_alt: z.string(),
  published_at: z.string(),
  category_name: z.string().nullable(),
  category_slug: z.string().nullable(),
  author: z.string(),
});

const pageSchema = z
  .object({
    articles: z.array(summary),
    page: z.number().int(),
    pages: z.number().int(),
    total: z.number().int(),
    category: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), description: z.string() }).nullable(),
  })
  .nullable();
// Made once: the same object each time an app is built, so what it compiles to is too (server/schema-compilers.ts).
const response = { 200: jsonSchema(envelopeSchema(pageSchema)), ...errorResponses };

/** GET /api/get-articles/: one page of the published articles (of a category), newest first; data null for an unknown category. */
export const articlesApiPlugin = scopedPlugin<ResourceOptions>('articlesApiPlugin', async (app, { store, cache }) => {
  app.get(routeUrl(app.prefix, ARTICLES_PATH), { ...apiRouteOptions, schema: { response } }, (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const page = pageNumber(query.page);
    if (page === undefined)
      throw Object.assign(new Error(`page must be a whole number from 1 to ${MAX_ARTICLE_PAGE}`), { statusCode: 400 });
    const category = categoryParam(query.category);
    const lang = languageParam(query.lang);
    return sendCached(request, reply, cache, `articles:${page}:${category ?? ''}@${lang}`, () =>
      articlePage(store.db, page, category, lang),
    );
  });
});

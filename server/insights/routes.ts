// Insights' own routes (docs/insights.md): the API's paged list of published articles
// (GET /api/get-articles/?page=&category=, cached per content revision like the kinds' reads) and the feed
// (GET /insights/feed.xml, Atom, the newest 20). The article itself is the articles kind's declared read
// (/api/get-article/?slug=), the categories the categories kind's (/api/get-categories/).
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

import { ARTICLES_PATH, FEED_PATH, FEED_SIZE, feedTitle, MAX_ARTICLE_PAGE } from '../../common/insights.ts';
import { hrefs, paths } from '../../common/paths.ts';
import { company } from '../../common/company.ts';
import { articlePage, newestArticles } from '../db/articles.ts';
import type { ContentStore } from '../db/content-store.ts';
import type { ResourceOptions } from '../api/resource.ts';
import { routeUrl } from '../api/content.ts';
import { apiRouteOptions, sendCached } from '../shared/responses.ts';
import { envelopeSchema, errorResponses, jsonSchema } from '../shared/schemas.ts';

import { categoryParam, pageNumber } from './service.ts';
import { atomFeed } from './atom.ts';

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

/** GET /api/get-articles/: one page of the published articles (of a category), newest first; data null for an unknown category. */
export const articlesApiPlugin: FastifyPluginAsync<ResourceOptions> = async (app, { store, cache }) => {
  const response = { 200: jsonSchema(envelopeSchema(pageSchema)), ...errorResponses };
  app.get(routeUrl(app.prefix, ARTICLES_PATH), { ...apiRouteOptions, schema: { response } }, (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const page = pageNumber(query.page);
    if (page === undefined)
      throw Object.assign(new Error(`page must be a whole number from 1 to ${MAX_ARTICLE_PAGE}`), { statusCode: 400 });
    const category = categoryParam(query.category);
    return sendCached(request, reply, cache, `articles:${page}:${category ?? ''}`, () => articlePage(store.db, page, category));
  });
};

/** The company's name as the Site settings give it. */
function companyName(store: ContentStore): string {
  return store.siteSettings()[0]?.company_name || company.name;
}

/** GET /insights/feed.xml: the newest published articles as an Atom feed. */
export async function feedPlugin(app: FastifyInstance, { store, siteOrigin }: { store: ContentStore; siteOrigin: string }) {
  const origin = new URL(siteOrigin).origin;
  app.get(FEED_PATH, async (_request, reply) => {
    const articles = newestArticles(store.db, FEED_SIZE);
    const name = companyName(store);
    const home = new URL(paths.insights, siteOrigin).href;
    const dates = articles.map((article) => Date.parse(article.published_at)).filter((time) => !Number.isNaN(time));
    const xml = atomFeed({
      id: home,
      link: home,
      self: new URL(FEED_PATH, siteOrigin).href,
      title: feedTitle(name),
      subtitle: 'Articles from our consultants on GST, TallyPrime and compliance.',
      language: 'en-IN',
      // The newest article's time; an empty feed is as of now.
      updated: dates.length > 0 ? new Date(Math.max(...dates)) : new Date(),
      rights: `© ${name}`,
      // Atom asks for an author: the company, for every entry that names none of its own.
      author: name,
      entries: articles.map((article) => {
        const address = new URL(hrefs.insightsArticle(article.slug), siteOrigin).href;
        return {
          id: address,
          link: address,
          title: article.title,
          summary: article.summary,
          // Cleaned when it was saved (the rich-text allow-list); links of this site made absolute for readers.
          html: article.body.replace(/(href|src)="\/(?!\/)/g, `$1="${origin}/`),
          published: new Date(Date.parse(article.published_at) || 0),
          // The author's display name, as the article's page shows it; never their e-mail.
          authors: article.author ? [article.author] : [],
          categories: article.category_name ? [{ term: article.category_slug ?? article.category_name, label: article.category_name }] : [],
        };
      }),
    });
    return reply.header('Cache-Control', 'no-cache').type('application/atom+xml; charset=utf-8').send(xml);
  });
}

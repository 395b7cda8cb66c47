// Insights' feed (docs/insights.md): GET /insights/feed.xml, the newest 20 published articles as Atom. The render
// registers it as the kind's `feed` hook (server/kinds/insights.ts).
import type { FastifyInstance } from 'fastify';

import { company } from '../../common/company.ts';
import { FEED_PATH, FEED_SIZE, feedTitle, INSIGHTS_PATH } from '../../common/kinds/insights.ts';
import { hrefs } from '../../common/paths.ts';
import { newestArticles } from '../db/articles.ts';
import type { ContentStore } from '../db/content-store.ts';

import { atomFeed } from './atom.ts';

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
    const home = new URL(INSIGHTS_PATH, siteOrigin).href;
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

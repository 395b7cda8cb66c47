// Insights' feeds (docs/insights.md): GET /insights/feed.xml, the newest 20 published articles as Atom, and the same in
// Marathi and Hindi at /mr/insights/feed.xml and /hi/insights/feed.xml (each article's translation where it has one,
// its English marked as such where not). The render registers it as the kind's `feed` hook (server/kinds/insights.ts).
import type { FastifyInstance } from 'fastify';

import { scopedPlugin } from '../shared/plugin.ts';
import { company } from '../../common/company.ts';
import { FEED_PATH, FEED_SIZE, feedTitle, INSIGHTS_PATH } from '../../common/kinds/insights.ts';
import { DEFAULT_LANGUAGE, isEnglishFallback, languageTag, LANGUAGES, pathInLanguage, type Language } from '../../common/languages.ts';
import { hrefs } from '../../common/paths.ts';
import { cachedBody, matchesEtag, sendBody, type CachedBody } from '../cached-body.ts';
import { newestArticles } from '../db/articles.ts';
import { contentChangeTime, SITE_WIDE_SUBJECT } from '../db/content-changes.ts';
import type { ContentStore } from '../db/content-store.ts';
import { wordsIn } from '../shared/words.ts';

import { atomFeed, type AtomEntry } from './atom.ts';

/** The company's name as the Site settings give it. */
function companyName(store: ContentStore): string {
  return store.siteSettings()[0]?.company_name || company.name;
}

/** The feed of the newest published articles in a language, as an Atom document. */
function feedIn(store: ContentStore, siteOrigin: string, lang: Language): string {
  const origin = new URL(siteOrigin).origin;
  const t = wordsIn(lang);
  const at = (path: string) => new URL(pathInLanguage(lang, path), siteOrigin).href;
  // A text of a Marathi or Hindi feed still in English (not translated yet) says so, as the pages mark it.
  const english = languageTag(DEFAULT_LANGUAGE);
  const langOf = (text: string) => (isEnglishFallback(text, lang) ? english : undefined);
  const articles = newestArticles(store.db, FEED_SIZE, lang);
  const name = companyName(store);
  const dates = articles.map((article) => Date.parse(article.published_at)).filter((time) => !Number.isNaN(time));
  return atomFeed({
    id: at(INSIGHTS_PATH),
    link: at(INSIGHTS_PATH),
    self: at(FEED_PATH),
    title: feedTitle(name, t('Insights')),
    subtitle: t('Articles from our consultants on GST, TallyPrime and compliance.'),
    language: languageTag(lang),
    // The newest article's time; an empty feed's is the last change of what every page shows (the Site settings, which
    // name the feed), so the feed reads the same from one request to the next.
    updated: dates.length > 0 ? new Date(Math.max(...dates)) : new Date(contentChangeTime(store.db, SITE_WIDE_SUBJECT) ?? 0),
    rights: `© ${name}`,
    // Atom asks for an author: the company, for every entry that names none of its own.
    author: name,
    entries: articles.map((article): AtomEntry => {
      const address = at(hrefs.insightsArticle(article.slug));
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
        languages: {
          title: langOf(article.title),
          summary: langOf(article.summary),
          content: langOf(article.body.replace(/<[^>]*>/g, ' ')),
          categories: langOf(article.category_name ?? ''),
        },
      };
    }),
  });
}

/**
 * GET /insights/feed.xml, and the same under each language's prefix: the newest published articles as an Atom feed,
 * written once per content revision and revalidated by its ETag (a reader polling an unchanged feed gets a 304), as
 * the pages are.
 */
export const feedPlugin = scopedPlugin(
  'feedPlugin',
  async (app: FastifyInstance, { store, siteOrigin }: { store: ContentStore; siteOrigin: string }) => {
    const kept = new Map<Language, { revision: string; feed: CachedBody }>();
    for (const { code } of LANGUAGES) {
      app.get(pathInLanguage(code, FEED_PATH), async (request, reply) => {
        const revision = await store.revisionSoon();
        let written = kept.get(code);
        if (written?.revision !== revision) kept.set(code, (written = { revision, feed: cachedBody(feedIn(store, siteOrigin, code)) }));
        reply
          .header('Cache-Control', 'no-cache')
          .header('ETag', written.feed.etag)
          .header('Vary', 'Accept-Encoding')
          .type('application/atom+xml; charset=utf-8');
        if (matchesEtag(request.headers['if-none-match'], written.feed.etag)) return reply.code(304).send();
        return sendBody(request, reply, written.feed);
      });
    }
  },
);

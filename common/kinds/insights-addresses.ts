// Insights' addresses and its feed's title (./insights.ts declares the kind): apart from the declaration, because every
// page names them — the header's Insights entry, the head's feed link — and should not download the kind's fields.

/** The list of every article; a category's list and an article's page are below it (common/paths.ts, `hrefs`). */
export const INSIGHTS_PATH = '/insights';

/** GET /api/get-articles/?page=&category=: one page of the published articles, newest first. */
export const ARTICLES_PATH = '/api/get-articles/';

/** The feed of the newest articles (Atom); in Marathi and Hindi under their prefix: /mr/insights/feed.xml. */
export const FEED_PATH = '/insights/feed.xml';

/**
 * The feed's title, in the feed and in the pages' links to it (feed readers show it as the subscription's name):
 * `insights` is the word Insights in the feed's language.
 */
export const feedTitle = (companyName: string, insights = 'Insights') => `${insights} | ${companyName}`;

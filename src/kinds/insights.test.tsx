// Insights' feed, as the pages offer it: every page of Insights (the list, a category's list, an article) names
// the Atom feed in its head for feed readers and browsers (autodiscovery), and the list shows a link to it.
import { HelmetProvider } from 'react-helmet-async';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { render } from '@/entry-server';
import { ARTICLES_PATH, articles, categories } from '@common/kinds/insights';

const GST = { id: 4, name: 'GST', slug: 'gst', description: 'Rates, returns and e-invoicing.' };

const article = {
  id: 1,
  title: 'Closing the books',
  slug: 'closing-the-books',
  summary: 'Year end',
  body: '<p>Text</p>',
  cover_image: '',
  cover_alt: '',
  category_id: GST.id,
  category_name: GST.name,
  category_slug: GST.slug,
  service_ids: [],
  published_at: '2026-11-28T09:30:00Z',
  author: '',
  search_title: '',
  search_description: '',
  // Read by its address, an article names its address in each language (none here: the English one everywhere).
  addresses: [] as { lang: string; slug: string }[],
};

async function renderPage(url: string, published: readonly (typeof article)[] = [article]) {
  const readData = async (path: string, params: Readonly<Record<string, string | number>>) => {
    if (path === articles.publicApi[0].path) return published.filter((one) => one.slug === params.slug);
    if (path === categories.publicApi[0].path) return [GST];
    if (path === ARTICLES_PATH) {
      const summaries = published.map(({ body: _body, ...summary }) => summary);
      if (params.category !== undefined && params.category !== GST.slug) return null;
      return { articles: summaries, page: 1, pages: 1, total: summaries.length, category: params.category ? GST : null };
    }
    return [];
  };
  const result = await render(url, { origin: 'https://www.dexterity.example', readData });
  if (result.kind !== 'page') throw new Error(`${url} redirected`);
  return result;
}

const FEED_LINK = /<link [^>]*rel="alternate" type="application\/atom\+xml" title="Insights \| Dexterity" href="([^"]+)"/g;

describe('the Insights feed on the pages', () => {
  // The head is collected as on the server (under jsdom the provider would write the document's instead).
  beforeAll(() => {
    HelmetProvider.canUseDOM = false;
  });
  afterAll(() => {
    HelmetProvider.canUseDOM = true;
  });

  it.each(['/insights', '/insights?page=1', '/insights/category/gst', '/insights/closing-the-books'])(
    'names the feed in the head of %s, once',
    async (url) => {
      const page = await renderPage(url);
      expect(page.status).toBe(200);
      expect([...page.head.matchAll(FEED_LINK)].map((match) => match[1])).toEqual(['http://localhost:8080/insights/feed.xml']);
    },
  );

  it('leaves it out of pages that are not Insights, and of a 404 drawn at an Insights address', async () => {
    expect((await renderPage('/about')).head).not.toContain('application/atom+xml');
    const missing = await renderPage('/insights/no-such-article');
    expect(missing.status).toBe(404);
    expect(missing.head).not.toContain('application/atom+xml');
  });

  it('shows a link to the feed on the list of every article, not on a category’s', async () => {
    const list = (await renderPage('/insights')).html;
    expect(list).toMatch(/<a class="insights-feed-link" href="\/insights\/feed\.xml" type="application\/atom\+xml">/);
    const link = /<a class="insights-feed-link"[^>]*>(.*?)<\/a>/.exec(list)?.[1] ?? '';
    // Its icon is decoration: the link is heard as its words.
    expect(link).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(link.replace(/<svg.*?<\/svg>/, '')).toBe('Subscribe (Atom feed)');
    expect((await renderPage('/insights/category/gst')).html).not.toContain('insights-feed-link');
  });

  it('names and links the feed in the page’s language on a Marathi or Hindi page', async () => {
    for (const [lang, insights] of [
      ['mr', 'लेख'],
      ['hi', 'लेख'],
    ] as const) {
      const page = await renderPage(`/${lang}/insights`);
      const named = [...page.head.matchAll(/<link [^>]*rel="alternate" type="application\/atom\+xml" title="([^"]+)" href="([^"]+)"/g)];
      expect(named.map((match) => [match[1], match[2]])).toEqual([
        [`${insights} | Dexterity`, `http://localhost:8080/${lang}/insights/feed.xml`],
      ]);
      expect(page.html).toContain(`<a class="insights-feed-link" href="/${lang}/insights/feed.xml" type="application/atom+xml">`);
    }
  });
});

describe('an article with an address of its own in Marathi', () => {
  const addresses = [
    { lang: 'en', slug: 'e-way-bills' },
    { lang: 'mr', slug: 'ई-वे-बिल-२०२६' },
    { lang: 'hi', slug: 'e-way-bills' },
  ];
  const english = { ...article, id: 2, title: 'E-way bills', slug: 'e-way-bills', addresses };
  // Its Marathi translation as the Marathi reads give it: its own title and its address in Devanagari.
  const marathi = { ...english, title: 'ई-वे बिल', slug: 'ई-वे-बिल-२०२६', summary: 'मालाची वाहतूक.', body: '<p>बिल</p>' };
  const address = `/mr/insights/${encodeURIComponent(marathi.slug)}`;

  beforeAll(() => {
    HelmetProvider.canUseDOM = false;
  });
  afterAll(() => {
    HelmetProvider.canUseDOM = true;
  });

  /** The page's alternates in its head and the header switcher's links, by language. */
  function linksOf(page: { head: string; html: string }) {
    const alternates = Object.fromEntries(
      [...page.head.matchAll(/<link [^>]*rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((match) => [match[1], match[2]]),
    );
    const bar = /<nav class="language-switcher language-switcher--bar"[^>]*>(.*?)<\/nav>/.exec(page.html)?.[1] ?? '';
    const switcher = Object.fromEntries([...bar.matchAll(/<a href="([^"]+)" lang="([^"]+)"/g)].map((match) => [match[2], match[1]]));
    return { alternates, switcher };
  }

  it('names itself in every language at its own address there, in its head and in the language switcher', async () => {
    const site = 'http://localhost:8080';
    const inMarathi = linksOf(await renderPage(address, [marathi]));
    expect(inMarathi.alternates).toEqual({
      'en-IN': `${site}/insights/e-way-bills`,
      mr: `${site}${address}`,
      hi: `${site}/hi/insights/e-way-bills`,
      'x-default': `${site}/insights/e-way-bills`,
    });
    expect(inMarathi.switcher).toEqual({ 'en-IN': '/insights/e-way-bills', hi: '/hi/insights/e-way-bills' });
    const inEnglish = linksOf(await renderPage('/insights/e-way-bills?ref=x', [english]));
    expect(inEnglish.alternates.mr).toBe(`${site}${address}`);
    expect(inEnglish.switcher).toEqual({ mr: `${address}?ref=x`, hi: '/hi/insights/e-way-bills?ref=x' });
  });

  it('is listed on the Marathi Insights, linked at that address', async () => {
    const list = await renderPage('/mr/insights', [marathi, article]);
    expect(list.html).toContain(`href="${address}"`);
    expect(list.html).toContain('ई-वे बिल</a>');
  });

  it('is drawn at that address, which is no English page', async () => {
    const page = await renderPage(address, [marathi]);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*>ई-वे बिल<\/h1>/);
    expect((await renderPage(address.slice('/mr'.length), [marathi])).status).toBe(404);
  });

  it('is in no language where there is no article, category or page of the list: the 404 links to each language’s home', async () => {
    const missing = await renderPage('/hi/insights/no-such-article', [english]);
    expect(missing.status).toBe(404);
    expect(linksOf(missing).switcher).toEqual({ 'en-IN': '/', mr: '/mr/' });
    // An unknown category, an address no category could have, and a page past the last.
    for (const path of ['/insights/category/no-such-category', '/insights/category/Not_A_Slug', '/insights?page=9']) {
      const category = await renderPage(path, [english]);
      expect(category.status).toBe(404);
      expect(linksOf(category).switcher).toEqual({ mr: '/mr/', hi: '/hi/' });
    }
    expect(linksOf(await renderPage('/insights/category/gst', [english])).switcher).toEqual({
      mr: '/mr/insights/category/gst',
      hi: '/hi/insights/category/gst',
    });
  });
});

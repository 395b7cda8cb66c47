// Page views: which requests count (visitors' loads of real pages) and which do not (crawlers, prefetches,
// DNT and GPC, the staff area, made-up addresses), the India day they count on, and POST /api/views.
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { apiPaths } from '../../common/api-contract.ts';
import { openDatabase } from '../content/service.ts';

import { testAppPerTest } from '../api/test-app.ts';

import { viewMessages } from './routes.ts';
import { countedPath, isUncounted, PageViews } from './service.ts';

const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const visitor = { 'user-agent': CHROME };
const CRAWLERS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 (compatible; AdsBot-Google-Mobile)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  'Mozilla/5.0 (compatible; DuckDuckBot-Https/1.1; https://duckduckgo.com/duckduckbot)',
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 Chrome-Lighthouse',
  'curl/8.5.0',
  'python-requests/2.32.3',
  'Wget/1.21.4',
  '',
];

const knowsService = (id: number) => id === 2 || id === 14;

describe('isUncounted', () => {
  it('counts browsers, a headless Chrome among them', () => {
    for (const agent of [
      CHROME,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    ]) {
      expect(isUncounted({ 'user-agent': agent }), agent).toBe(false);
    }
  });

  it('leaves out crawlers, link previewers, audit tools, HTTP libraries and requests without a user agent', () => {
    for (const agent of CRAWLERS) expect(isUncounted({ 'user-agent': agent }), agent).toBe(true);
    expect(isUncounted({})).toBe(true);
  });

  it('leaves out visitors who ask not to be tracked (DNT: 1, Sec-GPC: 1), and prefetches', () => {
    expect(isUncounted({ ...visitor, dnt: '1' })).toBe(true);
    expect(isUncounted({ ...visitor, 'sec-gpc': '1' })).toBe(true);
    expect(isUncounted({ ...visitor, dnt: '0' })).toBe(false);
    expect(isUncounted({ ...visitor, 'sec-purpose': 'prefetch' })).toBe(true);
    expect(isUncounted({ ...visitor, 'sec-purpose': 'prefetch;prerender' })).toBe(true);
    expect(isUncounted({ ...visitor, purpose: 'prefetch' })).toBe(true);
  });
});

describe('countedPath', () => {
  it('counts each page of the route table under one path', () => {
    expect(countedPath('/', knowsService)).toBe('/');
    expect(countedPath('/about', knowsService)).toBe('/about');
    expect(countedPath('/about/', knowsService)).toBe('/about');
    expect(countedPath('/contact', knowsService)).toBe('/contact');
    expect(countedPath('/light/shop/cart', knowsService)).toBe('/light/shop/cart');
    expect(countedPath('/service/service-2', knowsService)).toBe('/service/service-2');
    expect(countedPath('/service/service-02', knowsService)).toBe('/service/service-2');
    expect(countedPath('/team/team-details', knowsService)).toBe('/team/team-details');
  });

  it('counts an item’s own page while the item is live: a built page, an article, a category, a customer story', () => {
    const live = new Set(['/gst-webinar', '/insights/gst-rate-changes', '/insights/category/gst', '/customer-stories/pune-pharma']);
    const knowsItemPage = (path: string) => live.has(path);
    for (const path of live) expect(countedPath(path, knowsService, knowsItemPage), path).toBe(path);
    expect(countedPath('/insights/gst-rate-changes/', knowsService, knowsItemPage)).toBe('/insights/gst-rate-changes');
    for (const path of ['/old-webinar', '/insights/made-up', '/insights/category/none', '/customer-stories/made-up']) {
      expect(countedPath(path, knowsService, knowsItemPage), path).toBeUndefined();
    }
  });

  it('counts a page in Marathi or Hindi at its own address, and no sample page, staff page or made-up one there', () => {
    const knowsItemPage = (path: string) => path === '/gst-webinar';
    expect(countedPath('/mr/', knowsService)).toBe('/mr/');
    expect(countedPath('/mr', knowsService)).toBe('/mr/');
    expect(countedPath('/mr/about/', knowsService)).toBe('/mr/about');
    expect(countedPath('/hi/contact', knowsService)).toBe('/hi/contact');
    expect(countedPath('/hi/service/service-02', knowsService)).toBe('/hi/service/service-2');
    expect(countedPath('/mr/gst-webinar', knowsService, knowsItemPage)).toBe('/mr/gst-webinar');
    for (const path of ['/mr/light/shop', '/hi/staff', '/mr/service/service-99', '/mr/nowhere', '/mr/mr/about', '/mr//evil.example']) {
      expect(countedPath(path, knowsService, knowsItemPage), path).toBeUndefined();
    }
  });

  it('refuses what is no visitor’s page: unknown paths, the staff area, made-up addresses, services that do not exist', () => {
    for (const path of [
      '',
      'about',
      '/nowhere',
      '/staff',
      '/staff/enquiries/1',
      '/staff/sign-in',
      '/service/service-99',
      '/service/service-abc',
      '/team/anyone',
      '/blog/made-up',
      '/about?x=1',
      '/about#top',
      '//evil.example/about',
      '/%E0%A4%A',
      `/${'a'.repeat(300)}`,
      '/shop',
    ]) {
      expect(countedPath(path, knowsService), path).toBeUndefined();
    }
  });
});

describe('PageViews.count', () => {
  let db: Database.Database;
  let views: PageViews;
  const counts = () => db.prepare('SELECT day, path, views FROM page_views ORDER BY day, path').all();

  beforeEach(() => {
    db = openDatabase(':memory:', { seed: false });
    views = new PageViews(db, knowsService, 0);
  });
  afterEach(() => {
    vi.useRealTimers();
    db.close();
  });

  it('writes nothing while a page is answered: the views of the next few seconds go in one write, and any left when asked', () => {
    vi.useFakeTimers();
    const batched = new PageViews(db, knowsService, 5_000);
    const at = new Date('2026-11-24T06:00:00Z');
    for (let i = 0; i < 3; i += 1) batched.count('/about', visitor, at);
    batched.count('/service/service-2', visitor, at);
    expect(counts()).toEqual([]);
    vi.advanceTimersByTime(4_999);
    expect(counts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(counts()).toEqual([
      { day: '2026-11-24', path: '/about', views: 3 },
      { day: '2026-11-24', path: '/service/service-2', views: 1 },
    ]);
    batched.count('/about', visitor, at);
    batched.write();
    expect(counts()).toEqual([
      { day: '2026-11-24', path: '/about', views: 4 },
      { day: '2026-11-24', path: '/service/service-2', views: 1 },
    ]);
  });

  it('adds one view per call to the page’s row for the India day, and stores nothing else', () => {
    const at = new Date('2026-11-24T06:00:00Z');
    expect(views.count('/service/service-2', visitor, at)).toBe('counted');
    expect(views.count('/service/service-2', visitor, at)).toBe('counted');
    expect(views.count('/about', visitor, at)).toBe('counted');
    expect(counts()).toEqual([
      { day: '2026-11-24', path: '/about', views: 1 },
      { day: '2026-11-24', path: '/service/service-2', views: 2 },
    ]);
    const columns = (db.prepare('PRAGMA table_info(page_views)').all() as { name: string }[]).map((column) => column.name);
    expect(columns).toEqual(['day', 'path', 'views']);
  });

  it('starts a new day at midnight in India (18:30 UTC)', () => {
    expect(views.count('/', visitor, new Date('2026-11-23T18:29:59.999Z'))).toBe('counted');
    expect(views.count('/', visitor, new Date('2026-11-23T18:30:00.000Z'))).toBe('counted');
    // 02:00 UTC on the 24th is still the 24th in India; 23:59 UTC on the 31st of December is the new year.
    expect(views.count('/', visitor, new Date('2026-11-24T02:00:00Z'))).toBe('counted');
    expect(views.count('/', visitor, new Date('2026-12-31T23:59:00Z'))).toBe('counted');
    expect(counts()).toEqual([
      { day: '2026-11-23', path: '/', views: 1 },
      { day: '2026-11-24', path: '/', views: 2 },
      { day: '2027-01-01', path: '/', views: 1 },
    ]);
  });

  it('does not count crawlers, DNT, GPC or unknown pages', () => {
    for (const agent of CRAWLERS) expect(views.count('/about', { 'user-agent': agent })).toBe('not-counted');
    expect(views.count('/about', { ...visitor, dnt: '1' })).toBe('not-counted');
    expect(views.count('/about', { ...visitor, 'sec-gpc': '1' })).toBe('not-counted');
    expect(views.count('/staff', visitor)).toBe('unknown-page');
    expect(views.count('/nowhere', visitor)).toBe('unknown-page');
    expect(counts()).toEqual([]);
  });
});

describe('POST /api/views', () => {
  const t = testAppPerTest();
  const post = (body: string, headers: Record<string, string> = visitor) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.views,
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
      payload: body,
    });
  const viewsOf = (path: string) => {
    const db = new Database(t.databasePath, { readonly: true });
    try {
      return (db.prepare('SELECT coalesce(sum(views), 0) FROM page_views WHERE path = ?').pluck().get(path) as number) ?? 0;
    } finally {
      db.close();
    }
  };

  it('counts a move inside the app: 204, no body, no cookie', async () => {
    await t.open({ whole: true, env: { VIEWS_WRITE_SECONDS: '0' } });
    for (let i = 0; i < 3; i += 1) {
      const response = await post('/service/service-2');
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(viewsOf('/service/service-2')).toBe(3);
  });

  it('counts a customer story’s page and a built page’s, and refuses a story or page that is not there', async () => {
    await t.open({ whole: true, env: { VIEWS_WRITE_SECONDS: '0' } });
    const story = '/customer-stories/pharma-distributor-closes-month-in-3-days';
    expect((await post(story)).statusCode).toBe(204);
    expect(viewsOf(story)).toBe(1);
    const db = openDatabase(t.databasePath);
    try {
      db.prepare("INSERT INTO pages (title, slug, blocks, sort_order) VALUES ('GST webinar', 'gst-webinar', '[]', 1)").run();
    } finally {
      db.close();
    }
    expect((await post('/gst-webinar')).statusCode).toBe(204);
    expect(viewsOf('/gst-webinar')).toBe(1);
    for (const path of ['/customer-stories/made-up', '/no-such-page']) {
      expect((await post(path)).statusCode, path).toBe(400);
      expect(viewsOf(path), path).toBe(0);
    }
  });

  it('answers 204 to a crawler, DNT and GPC without counting, and 400 in the envelope to a path that is no page', async () => {
    await t.open({ whole: true, env: { VIEWS_WRITE_SECONDS: '0' } });
    expect((await post('/about', { 'user-agent': CRAWLERS[0]! })).statusCode).toBe(204);
    expect((await post('/about', { ...visitor, dnt: '1' })).statusCode).toBe(204);
    expect((await post('/about', { ...visitor, 'sec-gpc': '1' })).statusCode).toBe(204);
    expect(viewsOf('/about')).toBe(0);
    for (const body of ['/nowhere', '/staff', '', 'x'.repeat(2000)]) {
      const response = await post(body);
      expect(response.statusCode, body.slice(0, 20)).toBe(body.length > 1024 ? 413 : 400);
      expect(response.json()).toMatchObject({ success: false });
      if (response.statusCode === 400) expect(response.json()).toEqual({ success: false, message: viewMessages.unknownPage });
    }
    expect((await t.app.inject({ url: apiPaths.views })).statusCode).toBe(404);
  });
});

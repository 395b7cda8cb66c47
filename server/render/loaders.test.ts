// Route loaders (docs/decisions/0025-route-loaders.md): every visitor's page the server renders reads its
// data through its routes' loaders and is drawn once with all of it, and the page carries that data for
// hydration. Fails when a component reads something no loader read (the page would show loading there and
// the browser would ask the API), or when the rendered page leaves its data out.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViteDevServer } from 'vite';

import { pagePaths } from '../../common/route-addresses.ts';
import { englishReadAsOtherLanguage, wordsReadAsOtherLanguage } from '../../common/testing/english-marks.ts';
import type { ContentStore } from '../db/content-store.ts';
import { openContentStore } from '../content/service.ts';
import { TranslationStore } from '../db/translations.ts';

import type { DataReader, RenderBundle, RenderResult } from './bundle.ts';
import { createDataReader } from './data-reader.ts';
import { viteForRendering } from './test-vite.ts';

const ROOT = join(import.meta.dirname, '../..');
const ORIGIN = 'https://www.dexterity.example';
/** An offering of the seed, with services of its own. */
const OFFERING = 'Cloud Services';

let vite: ViteDevServer;
let store: ContentStore;
let bundle: RenderBundle;
let readData: DataReader;

beforeAll(async () => {
  vite = await viteForRendering();
  bundle = (await vite.ssrLoadModule('/src/entry-server.tsx')) as unknown as RenderBundle;
  store = openContentStore(':memory:');
  // The site's JSON files (the demo products) from public/, as the build serves them.
  readData = createDataReader(store, join(ROOT, 'public'));
}, 60_000);

afterAll(async () => {
  store?.db.close();
});

type Page = Extract<RenderResult, { kind: 'page' }>;

async function renderPage(url: string, reader: DataReader | undefined = readData): Promise<Page> {
  const result = await bundle.render(url, { origin: ORIGIN, readData: reader });
  if (result.kind !== 'page') throw new Error(`${url} redirected to ${result.location}`);
  return result;
}

/**
 * The addresses of a page's links and forms that lead to a page of the site outside /mr/ and /hi/: what would take a
 * visitor of a Marathi page to English. Files and the API are not pages; the language switcher's links say their language.
 */
function englishAddressesIn(html: string): string[] {
  const { document } = new JSDOM(`<body>${html}</body>`).window;
  return [...document.querySelectorAll('a[href], form[action]')].flatMap((element) => {
    const address = element.getAttribute('href') ?? element.getAttribute('action') ?? '';
    if (!address.startsWith('/') || address.startsWith('//') || /^\/(mr|hi)(\/|$|\?|#)/.test(address)) return [];
    if (/^\/(api|assets|media|og|insights\/feed)\b|^\/sitemap|\.(xml|png|pdf|svg)$/.test(address)) return [];
    return element.hasAttribute('lang') ? [] : [`<${element.tagName.toLowerCase()}> ${address}`];
  });
}

/** The answers the page's loaders read, as the browser finds them in the page's hydration data. */
function answersIn(page: Page): Record<string, unknown> {
  const { loaderData } = JSON.parse(page.hydrationData) as { loaderData: Record<string, { answers?: Record<string, unknown> } | null> };
  return Object.assign({}, ...Object.values(loaderData).map((data) => data?.answers ?? {}));
}

describe('route loaders', () => {
  it('read everything every visitor page draws: one render, nothing left loading', async () => {
    const paths = [...pagePaths, '/service/service-1', '/service/service-99999', `/service?offering=${encodeURIComponent(OFFERING)}`];
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const page = await renderPage(path);
      expect(page.missing, path).toEqual([]);
      expect(page.complete, path).toBe(true);
    }
  }, 240_000);

  it('carry a service page’s service, its sections and the Site settings in the page', async () => {
    const service = store.service(1)[0]!;
    const sections = store.sections(1);
    expect(sections.length).toBeGreaterThan(0);
    const page = await renderPage('/service/service-1');
    const answers = answersIn(page);
    expect(answers['service-1']).toMatchObject({ id: 1, title: service.description.trim(), subtitle: service.heading.trim() });
    expect(answers['service-sections-1']).toHaveLength(Math.min(sections.length, 7));
    expect(answers['site-settings']).toMatchObject({ phone: store.siteSettings()[0]!.phone });
    expect(page.html).toContain(service.description.trim());
    // Only the one service is read: no other service's title is in the page's data.
    const other = store.services().find((item) => item.id !== 1)!;
    expect(JSON.stringify(answers)).not.toContain(`"title":${JSON.stringify(other.description.trim())}`);
  }, 60_000);

  it('carry the services of the tab the URL names', async () => {
    const offering = store.offerings().find((item) => item.offering_name === OFFERING)!;
    const page = await renderPage(`/service?offering=${encodeURIComponent(OFFERING)}`);
    const answers = answersIn(page);
    const shown = answers[`services-offering-${offering.id}@first`] as Array<{ id: number }>;
    expect(shown.map((service) => service.id)).toEqual(store.servicesByOffering(offering.id).map((service) => service.id));
  }, 60_000);

  it('leave a part loading, and the page incomplete, when its read fails', async () => {
    const failing: DataReader = (path, params) =>
      path === '/api/get-service/' ? Promise.reject(new Error('database away')) : readData(path, params);
    const page = await renderPage('/service/service-1', failing);
    expect(page.complete).toBe(false);
    expect(page.missing).toEqual(['service-1']);
    expect(answersIn(page)).not.toHaveProperty('service-1');
  }, 60_000);

  it('draw the search page with its results, marked and escaped, and keep it out of search engines', async () => {
    const paths = ['/search', '/search?q=', `/search?q=${'a'.repeat(201)}`, '/search?q=%22NEAR(%20-x%20title%3A'];
    for (const path of paths) {
      const page = await renderPage(path);
      expect(page.missing, path).toEqual([]);
      expect(page.status, path).toBe(200);
    }
    const page = await renderPage('/search?q=Gold%20Licence');
    expect(page.complete).toBe(true);
    expect(page.head).toContain('name="robots" content="noindex"');
    expect(page.html).toMatch(/<label id="search-page-label" for="search-page-q">Search the site<\/label>/);
    expect(page.html).toMatch(/<a [^>]*href="\/service\/service-2"[^>]*>TallyPrime Gold Licence<\/a>/);
    expect(page.html).toContain('<mark>Gold</mark>');
    expect(answersIn(page)['search-Gold Licence']).toEqual(
      expect.arrayContaining([expect.objectContaining({ url: '/service/service-2' })]),
    );
    const none = await renderPage('/search?q=zzzqqq');
    expect(none.html.replace(/<!-- -->/g, '')).toContain('No results for “zzzqqq”.');
  }, 60_000);
});

describe('a page in Marathi or Hindi', () => {
  const MARATHI_TITLE = 'टॅलीप्राइम सिल्व्हर परवाना';
  const HINDI_TITLE = 'टैलीप्राइम सिल्वर लाइसेंस';

  it('is drawn with its translations, in its language, under its address, naming the page in the others', async () => {
    const service = store.service(1)[0]!;
    const translations = new TranslationStore(store.db);
    translations.put('services', 1, 'mr', 'description', MARATHI_TITLE, service.description, 'editor@example.in');
    translations.put('services', 1, 'hi', 'description', HINDI_TITLE, service.description, 'editor@example.in');
    // Its tagline has no Hindi (the seed's is taken away): the English shows there, marked English.
    translations.put('services', 1, 'hi', 'heading', '', service.heading, 'editor@example.in');

    const hindi = await renderPage('/hi/service/service-1');
    expect(hindi.status).toBe(200);
    expect(hindi.lang).toBe('hi');
    expect(hindi.complete).toBe(true);
    expect(hindi.html).toContain(`>${HINDI_TITLE}</h1>`);
    expect(hindi.html).toContain(`<p class="page-hero__subtitle" lang="en">${service.heading.trim()}</p>`);
    expect(hindi.html).not.toMatch(/<h1[^>]*lang="en"/);
    expect(answersIn(hindi)['service-1']).toMatchObject({ title: HINDI_TITLE });
    // Its address in Hindi, and the page in each language with English the default.
    // (The page's addresses are the site's origin as the build knows it.)
    expect(hindi.head).toMatch(/rel="canonical" href="https?:\/\/[^/"]+\/hi\/service\/service-1"/);
    for (const [tag, path] of [
      ['en-IN', '/service/service-1'],
      ['mr', '/mr/service/service-1'],
      ['hi', '/hi/service/service-1'],
      ['x-default', '/service/service-1'],
    ])
      expect(hindi.head).toMatch(new RegExp(`rel="alternate" hrefLang="${tag}" href="https?://[^/"]+${path}"`));
    // Links inside the app stay in Hindi; the switcher leads to this page in English and Marathi.
    expect(hindi.html).toMatch(/href="\/hi\/contact"/);
    expect(hindi.html).toContain('href="/mr/service/service-1" lang="mr">मराठी</a>');
    expect(hindi.html).toContain('href="/service/service-1" lang="en-IN">English</a>');
    expect(hindi.html).toMatch(/<span lang="hi" aria-current="true">हिंदी<\/span>/);

    const marathi = await renderPage('/mr/service/service-1');
    expect(marathi.html).toContain(`>${MARATHI_TITLE}</h1>`);
    // English keeps its own words.
    expect((await renderPage('/service/service-1')).html).toContain(`>${service.description.trim()}</h1>`);
  }, 60_000);

  it('reads the Site settings’ words in its language: the home page’s heading, the office hours, the chat’s first message', async () => {
    const [english] = store.siteSettings();
    const [hindi] = store.siteSettings('hi');
    expect(hindi!.tagline).toBe('भरोसेमंद Tally 5-स्टार पार्टनर और ERP विशेषज्ञ');
    const chat = (settings: typeof english) => `text=${encodeURIComponent(settings!.whatsapp_message)}`;
    const home = await renderPage('/hi/');
    expect(home.html).toMatch(new RegExp(`<h1[^>]*>(<svg.*?</svg>)?${hindi!.tagline}</h1>`));
    expect(home.html).toContain(chat(hindi));
    expect(home.html).not.toContain(english!.tagline);
    const contact = await renderPage('/mr/contact');
    expect(contact.html).toContain(`<p class="mb-0">${store.siteSettings('mr')[0]!.office_hours}</p>`);
    expect(contact.html).toContain(chat(store.siteSettings('mr')[0]));
    // English keeps its own, and a Marathi page shows a field with no Marathi in English, marked so.
    expect((await renderPage('/')).html).toMatch(new RegExp(`<h1[^>]*>(<svg.*?</svg>)?${english!.tagline.replace('&', '&amp;')}</h1>`));
    new TranslationStore(store.db).put('site-settings', 1, 'mr', 'office_hours', '', english!.office_hours, 'editor@example.in');
    store.contentChanged();
    expect((await renderPage('/mr/contact')).html).toContain(`<p class="mb-0" lang="en">${english!.office_hours}</p>`);
  }, 60_000);

  it('is titled in search results in its language: by its heading while its own search title is English, by that once translated', async () => {
    const englishTitle = 'TallyPrime Gold licence price in Pune';
    const englishDescription = 'Gold for teams on one network: its price, a demo and set-up in Pune.';
    store.db.prepare('UPDATE services SET search_title = ?, search_description = ? WHERE id = 2').run(englishTitle, englishDescription);
    const titleOf = (page: Page) => /<title[^>]*>([^<]*)<\/title>/.exec(page.head)?.[1] ?? '';
    const descriptionOf = (page: Page) => /<meta [^>]*name="description" content="([^"]*)"/.exec(page.head)?.[1] ?? '';

    const untranslated = await renderPage('/mr/service/service-2');
    const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(untranslated.html)?.[1] ?? '';
    expect(heading).toMatch(/[\u0900-\u097F]/);
    expect(titleOf(untranslated)).toBe(`${heading} | Dexterity`);
    expect(descriptionOf(untranslated)).toMatch(/[\u0900-\u097F]/);
    expect(descriptionOf(untranslated)).not.toBe(englishDescription);

    const translations = new TranslationStore(store.db);
    translations.put('services', 2, 'mr', 'search_title', 'पुण्यात टॅलीप्राइम गोल्ड परवान्याची किंमत', englishTitle, 'editor@example.in');
    translations.put(
      'services',
      2,
      'mr',
      'search_description',
      'एका नेटवर्कवरील संघांसाठी गोल्ड: किंमत, डेमो आणि पुण्यात सेटअप.',
      englishDescription,
      'editor@example.in',
    );
    const translated = await renderPage('/mr/service/service-2');
    expect(titleOf(translated)).toBe('पुण्यात टॅलीप्राइम गोल्ड परवान्याची किंमत | Dexterity');
    expect(descriptionOf(translated)).toBe('एका नेटवर्कवरील संघांसाठी गोल्ड: किंमत, डेमो आणि पुण्यात सेटअप.');
    // English keeps its own.
    const english = await renderPage('/service/service-2');
    expect(titleOf(english)).toBe(`${englishTitle} | Dexterity`);
    expect(descriptionOf(english)).toBe(englishDescription);
  }, 60_000);

  it('draws every company page and a built one in Marathi with all its data, and answers 404 at an address no page has', async () => {
    const company = pagePaths.filter((path) => !/^\/(light|shop|studio|digital|blog|portfolio|team|case-study|tech)/.test(path));
    const leavesMarathi: Record<string, string[]> = {};
    for (const path of [...company, '/service/service-1', '/quote']) {
      const page = await renderPage(`/mr${path}`);
      expect(page.lang, path).toBe('mr');
      expect(page.missing, path).toEqual([]);
      const english = englishAddressesIn(page.html);
      if (english.length > 0) leavesMarathi[path] = english;
    }
    // Every link and form that leads to a page of the site keeps the visitor in Marathi, but the switcher's.
    expect(leavesMarathi).toEqual({});
    expect((await renderPage('/mr/')).status).toBe(200);
    expect((await renderPage('/mr/no-such-page')).status).toBe(404);
    // A page staff built is found at its address in Marathi too, with its form, whose words are in Marathi.
    const blocks = JSON.stringify([{ type: 'form', id: 'b1', title: 'Book a seat', text: '', form_id: 1 }]);
    store.db.prepare("INSERT INTO pages (title, slug, blocks, sort_order) VALUES ('Training', 'training', ?, 1)").run(blocks);
    store.contentChanged();
    const built = await renderPage('/mr/training');
    expect(built.status).toBe(200);
    expect(built.missing).toEqual([]);
    expect(built.html).toContain('Book a seat');
    expect(built.html).toMatch(/>तुमचे नाव</);
    expect(built.html).toContain('माझ्या जागा राखून ठेवा');
    expect(englishAddressesIn(built.html)).toEqual([]);
  }, 120_000);

  it('marks each word it shows in English lang="en", on every company page, a service and a customer story', async () => {
    // The seed's Marathi covers the company's pages' own words; what it leaves in English (a story, the privacy
    // notice, a service's details, the address) is read as English.
    const company = pagePaths.filter((path) => !/^\/(light|shop|studio|digital|blog|portfolio|team|case-study|tech)/.test(path));
    const wrong: Record<string, string[]> = {};
    for (const path of [...company, '/service/service-1', '/customer-stories/pharma-distributor-closes-month-in-3-days']) {
      const page = await renderPage(`/mr${path}`);
      const main = new JSDOM(`<html lang="mr"><body>${page.html}</body></html>`).window.document.querySelector('main');
      const unmarked = englishReadAsOtherLanguage(main!);
      if (unmarked.length > 0) wrong[path] = unmarked;
    }
    expect(wrong).toEqual({});
    // The pages staff do not title (their words are the site's own) are titled in Marathi, their English never shown.
    const titles: Record<string, string> = {
      '/search': 'शोधा',
      '/insights': 'लेख',
      '/customer-stories': 'ग्राहकांच्या यशोगाथा',
      '/quote': 'कोटेशन मिळवा',
      '/no-such-page': 'पान सापडले नाही',
    };
    for (const [path, title] of Object.entries(titles)) {
      const { html, head } = await renderPage(`/mr${path}`);
      // (The 404 page's heading is a sentence of its own: हे पान सापडले नाही.)
      if (path !== '/no-such-page') expect(html, path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(head, path).toContain(`<title data-rh="true">${title}`);
    }
    const story = await renderPage('/mr/customer-stories/pharma-distributor-closes-month-in-3-days');
    expect(story.html).toMatch(/<a[^>]* href="\/mr\/customer-stories"[^>]*>ग्राहकांच्या यशोगाथा<\/a>/);
  }, 60_000);

  it('draws the privacy notice in Marathi and Hindi, from its own catalogue, the company’s details marked English', async () => {
    const email = store.siteSettings()[0]!.email;
    const english = await renderPage('/privacy');
    expect(english.html).toContain('is the data fiduciary for what you send us through this website.');
    for (const lang of ['mr', 'hi'] as const) {
      // The notice's words in the language, as its catalogue has them (the site's file, read as data).
      const notice = JSON.parse(readFileSync(join(ROOT, 'src/i18n/privacy', `${lang}.json`), 'utf8')) as Record<string, string>;
      const { html, missing } = await renderPage(`/${lang}/privacy`);
      expect(missing).toEqual([]);
      const main = new JSDOM(`<html lang="${lang}"><body>${html}</body></html>`).window.document.querySelector('main')!;
      const headings = [...main.querySelectorAll('section h2')].map((heading) => heading.textContent);
      expect(headings).toEqual(
        ['Who we are', 'What we collect', 'Why we collect it', 'How long we keep it', 'Your rights and how to ask for erasure'].map(
          (title) => notice[title],
        ),
      );
      // Its parts are in the page's language, not marked English as a whole; the e-mail inside a sentence is.
      expect(main.querySelectorAll('section[lang="en"]')).toHaveLength(0);
      expect([...main.querySelectorAll('#your-rights span[lang="en"]')].map((span) => span.textContent)).toContain(email);
      expect([...main.querySelectorAll('#what span[lang="en"]')].map((span) => span.textContent)).toContain('utm_source');
      expect(englishReadAsOtherLanguage(main)).toEqual([]);
      expect(main.textContent).not.toContain('data fiduciary');
    }
  });

  it('marks an article not translated yet lang="en" in Insights, its category, its page and the search, inside Marathi sentences too', async () => {
    // A writer's article, its category and its author's name in English only.
    const db = store.db;
    const category = db.prepare("INSERT INTO categories (name, slug) VALUES ('Payroll', 'payroll')").run().lastInsertRowid;
    db.prepare(
      `INSERT INTO staff_accounts (email, password_hash, created_at, password_changed_at, role, display_name)
       VALUES ('asha@example.in', '-', '2026-01-01', '2026-01-01', 'writer', 'Asha Kulkarni')`,
    ).run();
    db.prepare(
      `INSERT INTO articles (title, slug, summary, body, category_id, published_at, author_email)
       VALUES ('Payroll in TallyPrime', 'payroll-in-tallyprime', 'Salaries and their slips.', '<p>Open the payroll menu.</p>', ?,
               '2026-10-01T10:00:00Z', 'asha@example.in')`,
    ).run(category);
    store.contentChanged();
    const wrong: Record<string, string[]> = {};
    for (const path of [
      '/insights',
      '/insights/category/payroll',
      '/insights/payroll-in-tallyprime',
      '/search?q=payroll',
      '/search?q=zzqx',
    ]) {
      const page = await renderPage(`/mr${path}`);
      expect(page.status, path).toBe(200);
      const main = new JSDOM(`<html lang="mr"><body>${page.html}</body></html>`).window.document.querySelector('main')!;
      // The writer's words in a Marathi sentence: लेखक: Asha Kulkarni, Payroll विषयीचे लेख, “zzqx” साठी काहीही सापडले नाही.
      const unmarked = [
        ...englishReadAsOtherLanguage(main),
        ...wordsReadAsOtherLanguage(main, ['Asha Kulkarni', 'Payroll', 'payroll', 'zzqx']),
      ];
      if (unmarked.length > 0) wrong[path] = unmarked;
    }
    expect(wrong).toEqual({});
    // The sentences themselves stay Marathi.
    const list = await renderPage('/mr/insights/category/payroll');
    expect(list.html).toContain('<span lang="en">Payroll</span> विषयीचे लेख.');
    expect((await renderPage('/mr/insights/payroll-in-tallyprime')).html).toContain('लेखक: <span lang="en">Asha Kulkarni</span>');
  }, 60_000);
});

// Route loaders (docs/decisions/0025-route-loaders.md): every visitor's page the server renders reads its
// data through its routes' loaders and is drawn once with all of it, and the page carries that data for
// hydration. Fails when a component reads something no loader read (the page would show loading there and
// the browser would ask the API), or when the rendered page leaves its data out.
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, loadConfigFromFile, type ViteDevServer } from 'vite';

import { pagePaths } from '../../common/route-addresses.ts';
import type { ContentStore } from '../db/content-store.ts';
import { openContentStore } from '../content/service.ts';

import type { DataReader, RenderBundle, RenderResult } from './bundle.ts';
import { createDataReader } from './data-reader.ts';

const ROOT = join(import.meta.dirname, '../..');
const ORIGIN = 'https://www.dexterity.example';
/** An offering of the seed, with services of its own. */
const OFFERING = 'Cloud Services';

let vite: ViteDevServer;
let store: ContentStore;
let bundle: RenderBundle;
let readData: DataReader;

beforeAll(async () => {
  // The site's Vite config as `npm run dev` reads it (react-bootstrap loaded by Node, see vite.config.ts).
  const { config } = (await loadConfigFromFile({ command: 'serve', mode: 'development' }, join(ROOT, 'vite.config.ts')))!;
  const server = { middlewareMode: true, hmr: false, ws: false } as const;
  vite = await createServer({ ...config, configFile: false, root: ROOT, server, appType: 'custom', logLevel: 'silent' });
  bundle = (await vite.ssrLoadModule('/src/entry-server.tsx')) as unknown as RenderBundle;
  store = openContentStore(':memory:');
  // The site's JSON files (the demo products) from public/, as the build serves them.
  readData = createDataReader(store, join(ROOT, 'public'));
}, 60_000);

afterAll(async () => {
  store?.db.close();
  await vite?.close();
});

type Page = Extract<RenderResult, { kind: 'page' }>;

async function renderPage(url: string, reader: DataReader | undefined = readData): Promise<Page> {
  const result = await bundle.render(url, { origin: ORIGIN, readData: reader });
  if (result.kind !== 'page') throw new Error(`${url} redirected to ${result.location}`);
  return result;
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

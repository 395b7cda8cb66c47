// The home page's copy as content, end to end through the server: staff export the content document,
// change the hero's title, a question and a statistic's label, import it, and the next request of `/`
// shows the new texts and none of the old. The render bundle stands in for the real page: it reads the
// copy where the real page does (/api/home/, straight from the database) and prints what the page shows.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from './app.ts';
import { runContentCli } from './cli/content.ts';
import { readServerConfig } from './config.ts';
import { readSeedContent } from './db/database.ts';

let dir: string;
let app: Awaited<ReturnType<typeof createApp>>;
const env = () => ({ DATABASE_PATH: join(dir, 'data', 'site.db') });

function write(path: string, body: string) {
  mkdirSync(join(dir, 'dist', path, '..'), { recursive: true });
  writeFileSync(join(dir, 'dist', path), body);
}

function cli(...args: string[]) {
  let err = '';
  const status = runContentCli(args, env(), { out: () => {}, err: (text) => (err += text) });
  return { status, err };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dx-home-'));
  write('client/404.html', '<h1>This page could not be found.</h1>');
  write('client/_shell.html', '<div id="root"></div>');
  write('client/.vite/manifest.json', '{}');
  write('client/assets/index-abc123.js', '');
  write('template.html', '<html><head></head><body><div id="root"><!--app--></div></body></html>');
  write(
    'server/entry-server.js',
    `const text = (value) => String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;');
     export async function render(url, { readData }) {
       const [home] = await readData('/api/home/', {});
       const html = home.hero_slides.map((slide) => '<h2>' + text(slide.title) + '</h2>').join('') +
         home.statistics.map((stat) => '<p>' + text(stat.value) + ' ' + text(stat.label) + '</p>').join('') +
         home.faq.map((item) => '<h3>' + text(item.question) + '</h3>').join('');
       return { kind: 'page', status: 200, html, head: '', hydrationData: '', routeIds: [], complete: true, missing: [] };
     }
     export function pageDocument(assets, page) { return assets.template.replace('<!--app-->', page.html); }`,
  );
  write(
    'build-info.json',
    JSON.stringify({ builtAt: new Date().toISOString(), siteOrigin: 'http://localhost:8080', apiBaseUrl: '', scriptHashes: [] }),
  );
  app = await createApp(readServerConfig({ DIST_DIR: join(dir, 'dist'), ...env() }));
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the home page’s copy', () => {
  it('is served by /api/home/ as the seed has it: the single texts with the slides, statistics and questions in order', async () => {
    const { home, hero_slides, statistics, faq } = readSeedContent();
    const response = await app.inject('/api/home/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: [{ id: 1, ...home, hero_slides, statistics, faq }] });
  });

  it('shows on the next request of / after an import changes the hero’s title, a question and a statistic’s label', async () => {
    const seed = readSeedContent();
    const [oldTitle, oldQuestion, oldLabel] = [seed.hero_slides![0]!.title, seed.faq![2]!.question, seed.statistics![1]!.label];
    const before = await app.inject('/');
    expect(before.statusCode, before.body).toBe(200);
    for (const old of [oldTitle, oldQuestion, oldLabel]) expect(before.body).toContain(old);

    const file = join(dir, 'content.json');
    expect(cli('export', file).status).toBe(0);
    const document = JSON.parse(readFileSync(file, 'utf8'));
    document.hero_slides[0].title = 'Tally & ERP <done right>';
    document.faq[2].question = 'Does TallyPrime file GST returns for me?';
    document.statistics[1].label = 'Happy clients across India';
    writeFileSync(file, JSON.stringify(document));
    expect(cli('import', file)).toMatchObject({ status: 0 });

    const after = await app.inject('/');
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<h2>Tally &amp; ERP &lt;done right></h2>');
    expect(after.body).toContain('<h3>Does TallyPrime file GST returns for me?</h3>');
    expect(after.body).toContain('<p>5K+ Happy clients across India</p>');
    for (const old of [oldTitle, oldQuestion, oldLabel]) expect(after.body).not.toContain(old);
  });
});

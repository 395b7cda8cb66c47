// Done when (issue 23): the content document is exported, the main phone (Site settings) and Our Story's
// heading are replaced, the document is imported, and the next requests of the site's pages, drawn by the
// real render (the pages' modules through Vite, as `npm run dev` draws them), show the new text and none
// shows the old; a page's stored title and description reach its head.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViteDevServer } from 'vite';

import { runContentCli } from './cli/content.ts';
import { readServerConfig } from './config.ts';
import { createDevApp } from './dev-app.ts';
import { viteForRendering } from './render/test-vite.ts';

const ROOT = join(import.meta.dirname, '..');
const OLD_PHONE = '+91 98220 45110';
const NEW_PHONE = '+91 90110 22334';
const OLD_TITLE = 'Helping businesses run on Tally since 2011';
const NEW_TITLE = 'Fifteen years of keeping Pune’s books in order';
const PAGES = ['/', '/contact', '/about', '/service/service-1', '/light/', '/blog'];

let dir: string;
let vite: ViteDevServer;
let app: Awaited<ReturnType<typeof createDevApp>>['app'];
const env = () => ({ DATABASE_PATH: join(dir, 'site.db') });
const quiet = { out: () => {}, err: () => {} };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dx-company-pages-'));
  vite = await viteForRendering();
  ({ app } = await createDevApp(readServerConfig(env()), vite, ROOT));
}, 60_000);

afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function pages(): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  for (const path of PAGES) {
    const page = await app.inject(path);
    expect(page.statusCode, path).toBe(200);
    bodies.set(path, page.body);
  }
  return bodies;
}

describe('an imported content document', () => {
  it('shows its phone, Our Story’s title and heading on the next request of every page, and the old ones on none', async () => {
    const before = await pages();
    for (const [path, body] of before) expect(body, path).toContain(OLD_PHONE);
    expect(before.get('/about')).toContain(OLD_TITLE);

    const file = join(dir, 'content.json');
    expect(runContentCli(['export', file], env(), quiet)).toBe(0);
    const document = JSON.parse(readFileSync(file, 'utf8'));
    document.site_settings.phone = NEW_PHONE;
    document.site_settings.tagline = 'Tally and ERP partners for growing firms';
    document.our_story.intro_title = NEW_TITLE;
    const contactMeta = document.page_meta.find((entry: { path: string }) => entry.path === '/contact');
    contactMeta.title = 'Talk to us';
    // Our Story's title (the page's heading and its head's title).
    document.page_meta.find((entry: { path: string }) => entry.path === '/about').title = 'How Dexterity began';
    contactMeta.description = 'Phones, e-mail and the office of a Tally partner in Pune.';
    writeFileSync(file, JSON.stringify(document));
    expect(runContentCli(['import', file], env(), quiet)).toBe(0);

    const after = await pages();
    for (const [path, body] of after) {
      expect(body, path).toContain(NEW_PHONE);
      expect(body, path).not.toContain(OLD_PHONE);
      expect(body, path).not.toContain(OLD_TITLE);
    }
    // The heading, and the data the page hydrates with (it asks the API nothing).
    expect(after.get('/about')).toMatch(new RegExp(`<h2[^>]*>${NEW_TITLE}</h2>`));
    expect(after.get('/about')?.split(NEW_TITLE).length).toBeGreaterThan(2);
    // The home page's heading is the Site settings' tagline.
    expect(after.get('/')).toContain('Tally and ERP partners for growing firms</h1>');
    expect(after.get('/')).not.toContain('Trusted Tally 5-Star Partner &amp; ERP Experts</h1>');
    expect(after.get('/about')).toMatch(/<h1[^>]*>How Dexterity began<\/h1>/);
    expect(after.get('/about')).toContain('<title data-rh="true">How Dexterity began | Dexterity</title>');
    expect(after.get('/about')).not.toMatch(/<h1[^>]*>Our Story<\/h1>/);
    // The contact page's head and heading follow its stored title and description.
    const contact = after.get('/contact')!;
    expect(contact).toContain('<title data-rh="true">Talk to us | Dexterity</title>');
    expect(contact).toContain(
      '<meta data-rh="true" name="description" content="Phones, e-mail and the office of a Tally partner in Pune."/>',
    );
    expect(contact).toContain('<meta data-rh="true" property="og:title" content="Talk to us | Dexterity"/>');
    expect(contact).toMatch(/<h1[^>]*>Talk to us<\/h1>/);
  }, 120_000);
});

// `npm run dev` answers the pages with data with their data in the HTML, through the server's render.
import { once } from 'node:events';
import { createServer as createHttpServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';

let dir: string;
let vite: ViteDevServer;
let http: Server;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dx-dev-'));
  process.env.DATABASE_PATH = join(dir, 'site.db');
  vite = await createServer({
    configFile: join(import.meta.dirname, '..', 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'silent',
  });
  http = createHttpServer(vite.middlewares);
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');
  origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  http?.close();
  await vite?.close();
  delete process.env.DATABASE_PATH;
  rmSync(dir, { recursive: true, force: true });
});

describe('the development server', () => {
  it('renders a service page with its data and head, and an unknown service with 404', async () => {
    const page = await fetch(`${origin}/service/service-1`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title data-rh="true">TallyPrime Silver Licence | Dexterity</title>');
    expect(html).toMatch(/<h1[^>]*>TallyPrime Silver Licence<\/h1>/);
    // The data it was drawn with, in the router's hydration data (the service page's loader read it).
    expect(html).toMatch(/id="router-hydration-data">[^<]*"service-1":\{"id":1,"title":"TallyPrime Silver Licence"/);
    // Vite's modules, not the build's.
    expect(html).toContain('/src/main.tsx');
    expect((await fetch(`${origin}/service/service-99999`)).status).toBe(404);
  }, 60_000);

  it('serves the API, the sitemap and the share pictures from the same process', async () => {
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    expect(await (await fetch(`${origin}/sitemap.xml`)).text()).toContain('/service/service-1</loc>');
    const picture = await fetch(`${origin}/og/service-1.png`);
    expect(picture.headers.get('content-type')).toBe('image/png');
  }, 60_000);
});

// Test helper: Vite serving the site's own modules, so a test renders pages through the real src/entry-server.tsx.
import { join } from 'node:path';

import { createServer, loadConfigFromFile, type ViteDevServer } from 'vite';

const ROOT = join(import.meta.dirname, '../..');

/**
 * The site's Vite config as `npm run dev` reads it (react-bootstrap loaded by Node, see vite.config.ts), read in the
 * tests' mode: without the plugin that serves `npm run dev`'s own site, which would open the developer's database
 * (data/site.db, migrating and seeding it) beside the store the test makes.
 */
export async function viteForRendering(): Promise<ViteDevServer> {
  const { config } = (await loadConfigFromFile({ command: 'serve', mode: 'test' }, join(ROOT, 'vite.config.ts')))!;
  const server = { middlewareMode: true, hmr: false, ws: false } as const;
  return createServer({ ...config, configFile: false, root: ROOT, server, appType: 'custom', logLevel: 'silent' });
}

// Test helper: Vite serving the site's own modules, so a test renders pages through the real src/entry-server.tsx.
import { join } from 'node:path';

import { createServer, loadConfigFromFile, type ViteDevServer } from 'vite';

const ROOT = join(import.meta.dirname, '../..');

/**
 * The site's Vite config as `npm run dev` reads it (react-bootstrap loaded by Node, see vite.config.ts), read in the
 * tests' mode: without the plugin that serves `npm run dev`'s own site, which would open the developer's database
 * (data/site.db, migrating and seeding it) beside the store the test makes.
 *
 * One server for the test files a worker runs one after another: the site's modules are transformed once, when the
 * first page asks for them, not again for each file (each file renders every page). It watches no files, so it
 * holds nothing open when the worker ends; the test files do not close it. A start that failed is not kept: the
 * worker's next file starts one again rather than failing on the same error.
 */
let shared: Promise<ViteDevServer> | undefined;

export function viteForRendering(): Promise<ViteDevServer> {
  shared ??= (async () => {
    const { config } = (await loadConfigFromFile({ command: 'serve', mode: 'test' }, join(ROOT, 'vite.config.ts')))!;
    const server = { middlewareMode: true, hmr: false, ws: false, watch: null } as const;
    return createServer({ ...config, configFile: false, root: ROOT, server, appType: 'custom', logLevel: 'silent' });
  })().catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}

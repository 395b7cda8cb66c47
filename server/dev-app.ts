// What `npm run dev` mounts into Vite's server: the content API, /media, and the pages the route table
// marks as rendered on request, drawn through the same PageRenderer as `npm start` (docs/decisions/0008)
// with the render module and the page template from Vite, so code changes show on the next request.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { ServerConfig } from './config.ts';
import { createApiApp } from './api-app.ts';
import { openContentStore } from './content/service.ts';
import type { RenderBundle, RenderSource } from './render/bundle.ts';
import { createDataReader } from './render/data-reader.ts';
import { PageRenderer, renderPlugin } from './render/index.ts';

/** The parts of Vite's dev server the render needs. */
export interface ViteDevServer {
  ssrLoadModule(url: string): Promise<Record<string, unknown>>;
  transformIndexHtml(url: string, html: string): Promise<string>;
}

export function viteRenderSource(vite: ViteDevServer, root: string): RenderSource {
  return {
    cacheable: false,
    bundle: async () => (await vite.ssrLoadModule('/src/entry-server.tsx')) as unknown as RenderBundle,
    assets: async (url) => ({
      template: await vite.transformIndexHtml(url, await readFile(join(root, 'index.html'), 'utf8')),
      assetFiles: [],
    }),
  };
}

export async function createDevApp(config: ServerConfig, vite: ViteDevServer, root: string) {
  const store = openContentStore(config.databasePath);
  const app = await createApiApp(config, { store });
  const render = {
    store,
    source: viteRenderSource(vite, root),
    readData: createDataReader(store, join(root, 'public')),
    siteOrigin: config.siteOrigin,
  };
  const pages = new PageRenderer(render);
  await app.register(renderPlugin, render);
  app.get('/*', async (request, reply) => pages.send(request, reply));
  return { app, pages };
}

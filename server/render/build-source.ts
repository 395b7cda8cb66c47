// The render source of a production build: the render bundle, the page template and the manifest in
// DIST_DIR, read once (a new build means a restart).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { DocumentAssets, RenderBundle, RenderSource } from './bundle.ts';

export function buildRenderSource(distDir: string, builtAt: string | undefined): RenderSource {
  let bundle: Promise<RenderBundle> | undefined;
  let assets: DocumentAssets | undefined;
  return {
    cacheable: true,
    builtAt: () => builtAt,
    bundle: () => (bundle ??= import(pathToFileURL(join(distDir, 'server', 'entry-server.js')).href) as Promise<RenderBundle>),
    assets: async () =>
      (assets ??= {
        template: readFileSync(join(distDir, 'template.html'), 'utf8'),
        manifest: JSON.parse(readFileSync(join(distDir, 'client', '.vite', 'manifest.json'), 'utf8')) as DocumentAssets['manifest'],
        assetFiles: readdirSync(join(distDir, 'client', 'assets')),
      }),
  };
}

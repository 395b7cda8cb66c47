// The render bundle (src/entry-server.tsx, built to dist/server/entry-server.js) as the server sees it:
// the render and the page assembly. Declared here because the server's TypeScript does not compile the
// site's React tree (the route table, plain data, it imports directly: common/routes.ts).
import type { DataReader, RenderResult } from '../../common/render-result.ts';

export type { DataReader, RenderResult };

export interface DocumentAssets {
  template: string;
  manifest?: Record<string, { file: string; css?: string[]; imports?: string[] }>;
  assetFiles: readonly string[];
}

export interface RenderBundle {
  render(url: string, options: { origin: string; readData?: DataReader }): Promise<RenderResult>;
  pageDocument(assets: DocumentAssets, page: Extract<RenderResult, { kind: 'page' }>): string;
}

/** Where the server gets the bundle and the template: the build, or (in development) Vite. */
export interface RenderSource {
  bundle(): Promise<RenderBundle>;
  /** The template and assets for a page at `url`. */
  assets(url: string): Promise<DocumentAssets>;
  /** Whether rendered pages may be kept until the content changes (not in development: the code changes). */
  cacheable: boolean;
  /** When the site was built (ISO 8601): the lastmod of pages without content from the database. */
  builtAt?: () => string | undefined;
}

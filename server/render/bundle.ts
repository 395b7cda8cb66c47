// The render bundle (src/entry-server.tsx, built to dist/server/entry-server.js) as the server sees it:
// the render and the page assembly. Declared here because the server's TypeScript does not compile the
// site's React tree (the route table, plain data, it imports directly: common/routes.ts).

export type DataReader = (path: string, params: Readonly<Record<string, string | number>>) => Promise<unknown>;

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      html: string;
      head: string;
      hydrationData: string;
      routeIds: string[];
      /** False when some part of the page was drawn loading (a read failed, or no loader read it). */
      complete: boolean;
      /** The keys of the reads drawn loading. */
      missing: string[];
    };

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

// Puts a rendered page into the site's HTML template with the assets it needs. The build (prerendered
// pages) and the server (pages rendered on request) both use it, so a page is assembled one way.
import { routeTable } from '@common/routes';
import type { RouteEntry } from '@common/page-handle';
import { DEFAULT_LANGUAGE, languageTag, type Language } from '@common/languages';
import { SHELL_TITLE } from '@common/staff-pages';

/** The part of Vite's build manifest this reads. */
export type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

export interface DocumentAssets {
  /** dist/client/index.html (or, in development, Vite's transformed index.html). */
  template: string;
  /** The build manifest; absent in development, where Vite serves modules and styles itself. */
  manifest?: BuildManifest;
  /** File names in dist/client/assets (for the font preloads). */
  assetFiles: readonly string[];
}

export interface RenderedPage {
  /** The page's language (English when not given): `<html lang>`. */
  lang?: Language;
  head: string;
  html: string;
  /** React Router's hydration data, serialized for a JSON data block. */
  hydrationData: string;
  routeIds: readonly string[];
  /** Source files drawn beyond the route modules (a built page's blocks). */
  modules?: readonly string[];
}

/** Serializes data for a `<script type="application/json">` block ('<' escaped: it can never close the element). */
export function jsonDataBlock(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The route ids of the template's sample pages (the route table's `sample` entries). */
const sampleIds = new Set<string>(routeTable.filter((entry: RouteEntry) => entry.sample).map((entry) => entry.id));

/** The kinds' pages (common/kinds): their components module by route id. */
const kindModuleOf = new Map(routeTable.flatMap((entry: RouteEntry) => (entry.module ? [[entry.id, entry.module] as const] : [])));

/**
 * A page module's source file, its key in the build manifest: src/app/routes/<id>.tsx, src/samples/routes/<id>.tsx
 * for a sample page, or src/kinds/<module>.tsx for a kind's page.
 */
export function pageModuleFile(routeId: string): string {
  const kindModule = kindModuleOf.get(routeId);
  if (kindModule) return `src/kinds/${kindModule}.tsx`;
  return `src/${sampleIds.has(routeId) ? 'samples' : 'app'}/routes/${routeId}.tsx`;
}

/** The CSS and JS of a manifest entry and its static imports, depth first. */
function collectAssets(manifest: BuildManifest, key: string, seen: Set<string>): { css: string[]; js: string[] } {
  const out = { css: [] as string[], js: [] as string[] };
  const chunk = manifest[key];
  if (seen.has(key) || !chunk) return out;
  seen.add(key);
  out.js.push(chunk.file);
  out.css.push(...(chunk.css ?? []));
  for (const child of chunk.imports ?? []) {
    const sub = collectAssets(manifest, child, seen);
    out.css.push(...sub.css);
    out.js.push(...sub.js);
  }
  return out;
}

/** What the entry itself loads (index.html's own tags). */
function entryAssets(manifest: BuildManifest) {
  return collectAssets(manifest, 'index.html', new Set());
}

/**
 * The CSS and modules a page needs beyond the entry's: the app (src/app/start.tsx), each route
 * module and the modules the page drew besides (a built page's blocks). Every page links all its CSS, and lists its modules for the entry to preload once the page has
 * painted (docs/decisions/0006).
 */
function pageAssets(manifest: BuildManifest, routeIds: readonly string[], modules: readonly string[] = []) {
  const entry = entryAssets(manifest);
  const keys = ['src/app/start.tsx', ...routeIds.map(pageModuleFile), ...modules];
  const css: string[] = [];
  const js: string[] = [];
  for (const key of keys) {
    const assets = collectAssets(manifest, key, new Set(['index.html']));
    css.push(...assets.css);
    js.push(...assets.js);
  }
  return {
    css: [...new Set(css)].filter((href) => !entry.css.includes(href)),
    js: [...new Set(js)].filter((href) => !entry.js.includes(href)),
  };
}

/**
 * The fonts a page preloads: Inter's Latin file on every page; on a Marathi or Hindi page, Noto Sans Devanagari too.
 * Its face is `font-display: optional`: unpreloaded, it is asked for only when the first Devanagari line is laid out,
 * too late for the browser's short wait, and a machine with no Devanagari font of its own (a Linux desktop) then drew
 * that first page's Devanagari as empty boxes. An Android phone, which has the font, still draws it from its own copy
 * (the face names it first: src/styles/_fonts.scss).
 */
function fontPreloads(assetFiles: readonly string[], lang: Language = DEFAULT_LANGUAGE): string[] {
  const devanagari = lang !== DEFAULT_LANGUAGE;
  return assetFiles
    .filter((file) => /^inter-latin-wght-normal-.*\.woff2$/.test(file) || (devanagari && /^noto-sans-devanagari-400-.*\.woff2$/.test(file)))
    .map((file) => `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`);
}

/**
 * Links a page's stylesheets after the entry's own tags (Vite puts them last in <head>: the same cascade
 * order as when the browser loads them on a client-side navigation), and lists its modules for the entry.
 */
function withAssets(html: string, css: readonly string[], js: readonly string[]): string {
  const links = css.map((href) => `<link rel="stylesheet" href="/${href}">`);
  // Function replacers throughout: page text may hold `$&` and the like, which a replacement string would expand.
  return html
    .replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`)
    .replace(
      '<!--app-data-->',
      () => `<script type="application/json" id="page-modules">${jsonDataBlock(js.map((href) => `/${href}`))}</script>`,
    );
}

/** The whole HTML document of a rendered page. */
export function pageDocument(assets: DocumentAssets, page: RenderedPage): string {
  const head = [page.head, ...fontPreloads(assets.assetFiles, page.lang)].join('\n    ');
  // The loaders' data, with the answers the page was drawn with: the browser hydrates from it without asking.
  const data = `<script type="application/json" id="router-hydration-data">${page.hydrationData}</script>`;
  const lang = page.lang ?? DEFAULT_LANGUAGE;
  const filled = assets.template
    .replace('<html lang="en-IN">', () => `<html lang="${languageTag(lang)}">`)
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => page.html)
    .replace('<!--app-data-->', () => `${data}\n    <!--app-data-->`);
  if (!assets.manifest) return filled.replace('<!--app-data-->', '');
  const { css, js } = pageAssets(assets.manifest, page.routeIds, page.modules);
  return withAssets(filled, css, js);
}

/** What the staff area's shell shows a browser that runs no scripts: the staff pages are drawn by them. */
const SHELL_WITHOUT_SCRIPTS =
  '<noscript><p class="container py-5">The staff area needs JavaScript. Turn it on in this browser, then reload the page.</p></noscript>';

/**
 * The shell for client-only routes (the staff area): no page content, the app renders in the browser. Its title is
 * replaced with the page's as the server sends it; without scripts it says what the page needs, outside the app's root
 * (the app draws into an empty root).
 */
export function shellDocument(assets: DocumentAssets): string {
  const head = [SHELL_TITLE, ...fontPreloads(assets.assetFiles)].join('\n    ');
  const filled = assets.template
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', '')
    .replace('<!--app-data-->', () => `${SHELL_WITHOUT_SCRIPTS}\n    <!--app-data-->`);
  if (!assets.manifest) return filled.replace('<!--app-data-->', '');
  const { css, js } = pageAssets(assets.manifest, []);
  return withAssets(filled, css, js);
}

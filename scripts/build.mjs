// `npm run build`: client bundle, server-render bundle, then every prerendered page as static HTML
// (DESIGN §2), the sitemap and robots.txt, CSP hashes of inline scripts, and brotli/gzip copies.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
// DIST_DIR lets several builds live side by side (the server reads the same variable).
const distDir = join(root, process.env.DIST_DIR ?? 'dist');
const clientDir = join(distDir, 'client');
const serverDir = join(distDir, 'server');
const siteOrigin = new URL(process.env.SITE_ORIGIN ?? 'http://localhost:8080').origin;

async function main() {
  const started = Date.now();
  await rm(distDir, { recursive: true, force: true });
  await build({ root, mode: 'production', logLevel: 'warn', build: { outDir: clientDir } });
  await build({
    root,
    mode: 'production',
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: serverDir, manifest: false, copyPublicDir: false, emptyOutDir: true },
  });
  const pages = await prerender();
  await writeSeoFiles(pages);
  await compressAll(clientDir);
  console.log(`Built ${pages.length} prerendered pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The CSS and JS of a manifest entry and its static imports, depth first. */
function collectAssets(manifest, key, seen = new Set()) {
  const out = { css: [], js: [] };
  if (seen.has(key) || !manifest[key]) return out;
  seen.add(key);
  const chunk = manifest[key];
  out.js.push(chunk.file);
  out.css.push(...(chunk.css ?? []));
  for (const child of chunk.imports ?? []) {
    const sub = collectAssets(manifest, child, seen);
    out.css.push(...sub.css);
    out.js.push(...sub.js);
  }
  return out;
}

function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = /\btype="([^"]+)"/.exec(match[1])?.[1];
    if (type && type !== 'module' && type !== 'text/javascript') continue; // data blocks never run
    hashes.add(`'sha256-${createHash('sha256').update(match[2]).digest('base64')}'`);
  }
  return hashes;
}

async function prerender() {
  const template = await readFile(join(clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8'));
  const entry = collectAssets(manifest, 'index.html');
  // The entry loads the app (src/app/start.tsx) once the page has painted its content: every page links
  // all its CSS, and lists its modules for the entry to preload at that moment, all at once (so the
  // app's and the page's chunks do not wait on each other) and not before (so they never compete with
  // the CSS, the font and the hero image for the first paint).
  const app = collectAssets(manifest, 'src/app/start.tsx', new Set(['index.html']));
  // The SSR bundle re-exports the route list, which lives in TypeScript (src/config/paths.ts).
  const { render, prerenderedPaths: paths } = await import(pathToFileURL(join(serverDir, 'entry-server.js')).href);

  const fonts = (await readdir(join(clientDir, 'assets'))).filter((file) => /^inter-latin-wght-normal-.*\.woff2$/.test(file));
  const fontPreloads = fonts.map((file) => `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`);

  const hashes = inlineScriptHashes(template);
  const written = [];
  const targets = [...paths.map((path) => ({ path, file: fileFor(path) })), { path: '/404', file: '404.html' }];
  for (const { path, file } of targets) {
    const result = await render(path, siteOrigin);
    if (result.kind !== 'page') throw new Error(`${path} redirects to ${result.location}; it should not be prerendered`);
    const expected = file === '404.html' ? 404 : 200;
    if (result.status !== expected) throw new Error(`${path} rendered with status ${result.status}, expected ${expected}`);
    const routeAssets = { css: [...app.css], js: [...app.js] };
    for (const id of result.routeIds) {
      const assets = collectAssets(manifest, `src/app/routes/${id}.tsx`, new Set(['index.html']));
      routeAssets.css.push(...assets.css);
      routeAssets.js.push(...assets.js);
    }
    const css = [...new Set(routeAssets.css)].filter((href) => !entry.css.includes(href));
    const js = [...new Set(routeAssets.js)].filter((href) => !entry.js.includes(href));
    const head = [result.head, ...fontPreloads].join('\n    ');
    // Function replacers: page text may hold `$&` and the like, which a replacement string would expand.
    const page = template
      .replace('<!--app-head-->', () => head)
      .replace('<!--app-html-->', () => result.html)
      .replace('<!--app-data-->', () => `<script type="application/json" id="router-hydration-data">${result.hydrationData}</script>\n    <!--app-data-->`);
    const html = withAssets(page, css, js);
    inlineScriptHashes(html).forEach((hash) => hashes.add(hash));
    await mkdir(dirname(join(clientDir, file)), { recursive: true });
    await writeFile(join(clientDir, file), html);
    if (file !== '404.html') written.push(path);
  }

  // The shell for client-only routes (service details): no page content, the app renders in the browser.
  const shell = withAssets(
    template,
    app.css.filter((href) => !entry.css.includes(href)),
    app.js.filter((href) => !entry.js.includes(href)),
  )
    .replace('<!--app-head-->', ['<title>Dexterity</title>', ...fontPreloads].join('\n    '))
    .replace('<!--app-html-->', '');
  await writeFile(join(clientDir, '_shell.html'), shell);
  await writeFile(
    join(distDir, 'build-info.json'),
    JSON.stringify({ builtAt: new Date().toISOString(), siteOrigin, apiBaseUrl: process.env.VITE_API_BASE_URL ?? '', scriptHashes: [...hashes] }, null, 2),
  );
  return written;
}

/**
 * Links a page's stylesheets after the entry's own tags (Vite puts them last in <head>: the same cascade
 * order as when the browser loads them on a client-side navigation), and lists its modules for the entry.
 */
function withAssets(html, css, js) {
  const links = css.map((href) => `<link rel="stylesheet" href="/${href}">`);
  const modules = JSON.stringify(js.map((href) => `/${href}`));
  return html
    .replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`)
    .replace('<!--app-data-->', () => `<script type="application/json" id="page-modules">${modules}</script>`);
}

function fileFor(path) {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return clean === '' ? 'index.html' : `${clean}/index.html`;
}

async function writeSeoFiles(pages) {
  const today = new Date().toISOString().slice(0, 10);
  const urls = pages
    .map((path) => `  <url><loc>${new URL(path, siteOrigin).href}</loc><lastmod>${today}</lastmod></url>`)
    .join('\n');
  await writeFile(
    join(clientDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  await writeFile(join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteOrigin).href}\n`);
}

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

async function compressAll(dir) {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  for await (const file of walk(dir)) {
    if (!/\.(html|js|css|svg|json|xml|txt)$/.test(file) || relative(dir, file).startsWith('.vite')) continue;
    const body = await readFile(file);
    if ((await stat(file)).size < 512) continue;
    await writeFile(`${file}.br`, await br(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${file}.gz`, await gz(body, { level: 9 }));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

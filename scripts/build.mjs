// `npm run build`: client bundle, server-render bundle (the server renders every page on request with the
// database's content, docs/requirements/design.md §2), the page for unknown addresses and the staff area's
// shell as static HTML, robots.txt, CSP hashes of inline scripts, and brotli/gzip copies.
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
// DIST_DIR lets several builds live side by side (the server reads the same variable).
const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');
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
  await prerender();
  await writeRobots();
  await compressAll(clientDir);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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

/** At build time only the site's own static JSON files can be read (the demo products); the API cannot. */
function staticDataReader(NotServedHere) {
  return async (path) => {
    if (!/^\/data\/[\w-]+\.json$/.test(path)) throw new NotServedHere(path);
    return JSON.parse(await readFile(join(root, 'public', path), 'utf8'));
  };
}

async function prerender() {
  // Vite's index.html is the template of every page, not a page: it leaves the served folder.
  const template = await readFile(join(clientDir, 'index.html'), 'utf8');
  await writeFile(join(distDir, 'template.html'), template);
  await rm(join(clientDir, 'index.html'));
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8'));
  const assetFiles = await readdir(join(clientDir, 'assets'));
  const assets = { template, manifest, assetFiles };
  // The render bundle carries the route table and the page assembly (src/entry-server.tsx): the server
  // renders the pages from the same bundle, on request.
  const { render, pageDocument, shellDocument, NotServedHere } = await import(pathToFileURL(join(serverDir, 'entry-server.js')).href);
  const readData = staticDataReader(NotServedHere);

  const hashes = inlineScriptHashes(template);
  // Every page is rendered by the server on request (it shows the Site settings); the build writes only
  // the page for addresses that are not the site's.
  const notFound = await render('/404', { origin: siteOrigin, readData });
  if (notFound.kind !== 'page' || notFound.status !== 404)
    throw new Error(`/404 rendered as ${notFound.kind} ${notFound.status}, expected a 404 page`);
  const notFoundHtml = pageDocument(assets, notFound);
  inlineScriptHashes(notFoundHtml).forEach((hash) => hashes.add(hash));
  await writeFile(join(clientDir, '404.html'), notFoundHtml);

  // The shell for client-only routes: no page content, the app renders in the browser.
  await writeFile(join(clientDir, '_shell.html'), shellDocument(assets));
  await writeFile(
    join(distDir, 'build-info.json'),
    JSON.stringify(
      { builtAt: new Date().toISOString(), siteOrigin, apiBaseUrl: process.env.VITE_API_BASE_URL ?? '', scriptHashes: [...hashes] },
      null,
      2,
    ),
  );
}

/** robots.txt; the sitemap is the server's, made on request from the route table and the database. */
async function writeRobots() {
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

// Fails when the first load of the home page ships more JavaScript or CSS than docs/requirements/design.md §5 allows,
// or the Marathi home page more JavaScript than its own budget below.
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const distDir = resolve(fileURLToPath(new URL('..', import.meta.url)), process.env.DIST_DIR ?? 'dist');
const clientDir = join(distDir, 'client');
const BUDGET = { js: 120 * 1024, css: 25 * 1024 };

// A page is rendered by the server on request: assemble it as the server does (its scripts and
// stylesheets depend on its route, not on the data, so no database is needed).
const { render, pageDocument } = await import(pathToFileURL(join(distDir, 'server', 'entry-server.js')).href);
const manifest = JSON.parse(await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
const build = {
  template: await readFile(join(distDir, 'template.html'), 'utf8'),
  manifest,
  assetFiles: await readdir(join(clientDir, 'assets')),
};
const html = pageDocument(build, await render('/', { origin: 'http://localhost' }));
// The entry and its static imports, then every module the entry loads once the page has painted
// (listed by the build in #page-modules).
const pageJs = (page) => {
  const found = new Set(
    [...page.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g), ...page.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map(
      (m) => m[1],
    ),
  );
  for (const m of page.matchAll(/<link[^>]+href="\/([^"]+\.js)"[^>]+rel="modulepreload"/g)) found.add(m[1]);
  return found;
};
const js = pageJs(html);
// Decision 0006: before the first paint the HTML fetches only the entry and its small helpers; a larger
// static import of the entry (the shared chunk) would share the connection with the CSS, the font and
// the hero image, and delay the largest paint.
const EARLY_JS_BUDGET = 4 * 1024;
const earlyJs = new Set(js);
/** The modules a page's entry loads once it has painted, as the build lists them in #page-modules. */
const pageModulesOf = (page, path) => {
  const listed = /<script type="application\/json" id="page-modules">([^<]*)<\/script>/.exec(page);
  if (!listed) {
    console.error(`${path} lists no page modules (#page-modules): is the build complete?`);
    process.exit(1);
  }
  return JSON.parse(listed[1]).map((href) => href.replace(/^\//, ''));
};
for (const file of pageModulesOf(html, '/')) js.add(file);

/** A module's chunk and the chunks it imports statically, from the build's manifest (by source path). */
const chunksOf = (source, found = new Set()) => {
  const chunk = manifest[source];
  if (!chunk) throw new Error(`The build's manifest has no ${source}: is the build complete?`);
  found.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunksOf(imported, found);
  return found;
};
// A Marathi page loads what the English one does, and its catalogue and the formatter before it draws (src/app/start.tsx).
const marathi = pageDocument(build, await render('/mr/', { origin: 'http://localhost' }));
const marathiJs = new Set([
  ...pageJs(marathi),
  ...pageModulesOf(marathi, '/mr/'),
  ...['src/i18n/catalogue.ts', 'src/i18n/mr.json', 'common/message-format.ts'].flatMap((source) => [...chunksOf(source)]),
]);
const css = new Set(
  [
    ...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g),
    ...html.matchAll(/<link[^>]+href="\/([^"]+\.css)"[^>]+rel="stylesheet"/g),
  ].map((m) => m[1]),
);

async function gzipped(files) {
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(join(clientDir, file)), { level: 9 }).length;
  return total;
}

const sizes = { js: await gzipped(js), css: await gzipped(css) };
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const early = await gzipped(earlyJs);
let failed = early > EARLY_JS_BUDGET;
console.log(
  `${failed ? 'OVER' : 'ok  '} JS fetched before the first paint of /: ${kb(early)} gzipped (budget ${kb(EARLY_JS_BUDGET)}: ${[...earlyJs].join(', ')})`,
);
for (const kind of ['js', 'css']) {
  const ok = sizes[kind] <= BUDGET[kind];
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} first-load ${kind.toUpperCase()} for /: ${kb(sizes[kind])} gzipped (budget ${kb(BUDGET[kind])}, ${kind === 'js' ? js.size : css.size} files)`,
  );
}
// The Marathi home page's: the English budget and its catalogue and message formatter, parsed at build time
// (common/message-compile.ts) so that no ICU parser is sent.
const MARATHI_JS_BUDGET = 135 * 1024;
const marathiSize = await gzipped(marathiJs);
failed ||= marathiSize > MARATHI_JS_BUDGET;
console.log(
  `${marathiSize <= MARATHI_JS_BUDGET ? 'ok  ' : 'OVER'} first-load JS for /mr/: ${kb(marathiSize)} gzipped (budget ${kb(MARATHI_JS_BUDGET)}, ${marathiJs.size} files)`,
);
if (js.size === 0 || css.size === 0) {
  console.error('No scripts or stylesheets found in the home page: is the build complete?');
  process.exit(1);
}
process.exit(failed ? 1 : 0);

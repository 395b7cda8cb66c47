import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';

import type { IncomingMessage, ServerResponse } from 'node:http';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import type { TestProjectInlineConfiguration } from 'vitest/config';

type InlineProjectTest = NonNullable<TestProjectInlineConfiguration['test']>;

import { compileCatalogue } from './common/message-compile.ts';
import { readServerConfig } from './server/config.ts';

const siteOrigin = process.env.SITE_ORIGIN ?? 'http://localhost:8080';

/**
 * `npm run dev` and `npm run preview` serve the whole site from one process, through the server's own
 * code: in development the content API and the pages rendered on request (with Vite's modules); in
 * preview the production server itself (server/app.ts) on the fresh build.
 */
function siteServer(): Plugin {
  return {
    name: 'dexterity-site-server',
    async configureServer(server) {
      const { createDevApp } = await import('./server/dev-app.ts');
      const { app, pages } = await createDevApp(readServerConfig(process.env), server, fileURLToPath(new URL('.', import.meta.url)));
      await app.ready();
      server.httpServer?.once('close', () => void app.close());
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
        const pathname = new URL(req.url ?? '/', 'http://dev.invalid').pathname;
        if (/^\/(api|media|og)(\/|$)/.test(pathname) || /^\/sitemap(-[0-9]+)?\.xml$/.test(pathname)) return void app.routing(req, res);
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        pages.rendersOnRequest(pathname).then(
          (rendered) => (rendered ? app.routing(req, res) : next()),
          (error: unknown) => next(error),
        );
      });
    },
    async configurePreviewServer(server) {
      const { createApp } = await import('./server/app.ts');
      const app = await createApp(readServerConfig(process.env));
      await app.ready();
      server.httpServer.once('close', () => void app.close());
      server.middlewares.use((req: IncomingMessage, res: ServerResponse) => app.routing(req, res));
    },
  };
}

/**
 * The interface's catalogues (src/i18n/mr.json, hi.json, and the privacy notice's, src/i18n/privacy) with their messages parsed at build time
 * (common/message-compile.ts): the built site's browsers format them with intl-messageformat's parser-less entry
 * (the alias below), so a Marathi or Hindi page downloads and runs no ICU parser. Development and the tests read the
 * catalogues as written, with the parser.
 */
function compiledCatalogues(): Plugin {
  return {
    name: 'dexterity-compiled-catalogues',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]i18n[\\/](privacy[\\/])?(mr|hi)\.json$/.test(id)) return null;
      return { code: JSON.stringify(compileCatalogue(JSON.parse(code) as Record<string, string>)), map: null };
    },
  };
}

/** formatjs's parser-less entry for the built site, whose catalogues are parsed already (compiledCatalogues). */
const messageParserless = [
  { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/lib/no-parser.js' },
];

/**
 * A module named `*.data.ts` is data computed from declarations (the content API's endpoints, the route entries of
 * the kinds that carry their pages): the built site receives its exports' values, written out, and none of the
 * modules it imports. Node runs it at build time as the server and the tests do at theirs
 * (docs/decisions/0036-data-computed-at-build.md). Only plain data may be exported, by name: anything else (a
 * function, a Date, a RegExp, undefined) would not survive being written out, and the build stops.
 */
export function dataAtBuild(): Plugin {
  return {
    name: 'dexterity-data-at-build',
    apply: 'build',
    async load(id) {
      if (!/\.data\.ts$/.test(id)) return null;
      const { tsImport } = await import('tsx/esm/api');
      const values = (await tsImport(pathToFileURL(id).href, import.meta.url)) as Record<string, unknown>;
      // Its named exports (a module Node loads as CommonJS also shows them as `default`).
      const named = Object.entries(values).filter(([name]) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name));
      const written = named.map(([name, value]) => {
        const json = JSON.stringify(value, function (this: unknown, key, inner: unknown) {
          // The value as it stands (a Date's own, not its toJSON's): a plain object, an array, text, a number, true, false or null.
          const own = key === '' ? value : (this as Record<string, unknown>)[key];
          const plain =
            own === null ||
            ['string', 'number', 'boolean'].includes(typeof own) ||
            (typeof own === 'object' && [Object.prototype, Array.prototype, null].includes(Object.getPrototypeOf(own)));
          if (!plain)
            throw new Error(`${id}: ${name}${key ? ` (at ${key})` : ''} is not plain data, which a *.data.ts module exports only`);
          return inner;
        });
        return `export const ${name} = ${json};`;
      });
      return written.join('\n');
    },
  };
}

/**
 * Modules several pages use, bundled into one chunk instead of dozens of tiny ones; lazy widgets stay apart, and so
 * does to-words, which the quotation builder imports only on Marathi and Hindi pages (its two locales share its core).
 */
function isSharedModule(id: string): boolean {
  if (/[\\/]node_modules[\\/](swiper|axios|react-water-wave|jquery|react-modal-video|to-words)[\\/]/.test(id)) return false;
  if (/swiper-carousel/.test(id)) return false;
  // The gallery shows on two sample pages only (a project, a product): not in every page's first load.
  if (/[\\/]components[\\/]ui[\\/]gallery\./.test(id)) return false;
  // Page copy goes with the pages that show it, so a page never downloads another's text.
  if (/[\\/]src[\\/](samples[\\/])?copy[\\/]/.test(id)) return false;
  return true;
}

/** The enquiry form's modules: its components, its rules and the zod they check with. */
function isEnquiryForm(id: string): boolean {
  return /[\\/]src[\\/]components[\\/]enquiry-form[\\/]|[\\/]common[\\/]enquiry-(rules|messages)\.|[\\/]node_modules[\\/]zod[\\/]/.test(id);
}

/** The staff area's own modules: its layout, its pages, its features and the frame and helpers they share. */
const STAFF_FEATURES = [
  'content-editor',
  'enquiry-desk',
  'people',
  'account',
  'sign-in',
  'reports',
  'activity',
  'backups',
  'privacy-requests',
  'translations',
].join('|');
const STAFF_ROOT = new RegExp(
  String.raw`[\\/]src[\\/](features[\\/](${STAFF_FEATURES})[\\/]|components[\\/]staff-frame[\\/]|lib[\\/]staff[\\/]|app[\\/]layouts[\\/]staff-layout\.|app[\\/]routes[\\/]staff-)`,
);

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null };

/**
 * Whether only the staff area imports a module (itself, or libraries only it uses, such as
 * react-bootstrap's modal and forms): those go in a chunk of their own, loaded under /staff only,
 * never into the shared chunk every visitor downloads. react-bootstrap is imported one component at a
 * time everywhere: its package root imports every component and would make each look used by all.
 */
function isStaffOnly(id: string, graph: ModuleGraph, seen = new Map<string, boolean>()): boolean {
  if (STAFF_ROOT.test(id)) return true;
  // The visitors' pages import prop-types only in react-transition-group's development-only checks.
  if (/[\\/]node_modules[\\/]prop-types[\\/]/.test(id)) return true;
  const known = seen.get(id);
  if (known !== undefined) return known;
  seen.set(id, false);
  const info = graph.getModuleInfo(id);
  const importers = info ? [...info.importers, ...info.dynamicImporters] : [];
  const only = importers.length > 0 && importers.every((importer) => isStaffOnly(importer, graph, seen));
  seen.set(id, only);
  return only;
}

/**
 * The staff area's chunk of a staff-only module: the rich-text editor with Tiptap is a chunk of its own,
 * loaded when a form first shows a rich-text field (React.lazy), so that signing in, the enquiries or the
 * content's lists do not download and run it (the whole staff area was one chunk of 860 KB).
 */
function staffChunk(id: string): string {
  const richText =
    /[\\/]node_modules[\\/](@tiptap|prosemirror-[^\\/]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs|@floating-ui)[\\/]|[\\/]content-editor[\\/]components[\\/]rich-text-editor\./;
  return richText.test(id) ? 'staff-rich-text' : 'staff';
}

/** The entry, the app it starts and the home page's module: what the first load of / is made of. */
const HOME_ROOTS = /[\\/]src[\\/](main\.tsx|app[\\/]start\.tsx|app[\\/]routes[\\/]home\.tsx)$/;
/**
 * Page modules (the samples' too, and the kinds' components: src/kinds) and the staff area's layout: the router imports
 * each lazily, and another page's module never serves the home page.
 */
const PAGE_MODULE = /[\\/]src[\\/](((app|samples)[\\/]routes|kinds)[\\/][^\\/]+|app[\\/]layouts[\\/]staff-layout)\.tsx$/;

/**
 * Whether the home page's first load needs a module: the entry, the app or the home page imports it
 * (directly or through other modules). What only other pages share (sample sections, the shop's
 * widgets, the services' copy) goes in a chunk of its own, which the home page never downloads
 * (docs/requirements/design.md §5: first-load JavaScript for /).
 */
function servesHome(id: string, graph: ModuleGraph, seen = new Map<string, boolean>()): boolean {
  if (HOME_ROOTS.test(id)) return true;
  if (PAGE_MODULE.test(id)) return false;
  const known = seen.get(id);
  if (known !== undefined) return known;
  seen.set(id, false);
  const info = graph.getModuleInfo(id);
  const importers = info ? [...info.importers, ...info.dynamicImporters] : [];
  const serves = importers.some((importer) => servesHome(importer, graph, seen));
  seen.set(id, serves);
  return serves;
}

/**
 * React Router 7's package exports name its development build for every bundler (remix-run/react-router
 * #14102): dev warnings and checks in production. Production builds take its production build instead.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
  },
];

/** The test files below a folder (node_modules and builds aside), as paths from the project's root. */
function testFiles(folder: string, pattern: RegExp): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') found.push(...testFiles(path, pattern));
    } else if (pattern.test(entry.name)) found.push(path);
  }
  return found;
}

/**
 * Whether a test file needs a module graph of its own: it replaces a module (vi.mock), or its header
 * says `@vitest-isolate` because it relies on a module's state starting fresh (a page's memory).
 * Every other file shares its worker's modules with the files before it, which saves importing
 * Fastify, React and the content model again for each of them (docs/testing.md).
 */
function needsOwnModules(file: string): boolean {
  return /\bvi\.(mock|doMock)\(|@vitest-isolate/.test(readFileSync(file, 'utf8'));
}

/** A project in two parts: the files that share modules, and those that need their own (run isolated). */
function splitProject(name: string, folder: string, pattern: RegExp, test: InlineProjectTest): TestProjectInlineConfiguration[] {
  const files = testFiles(folder, pattern);
  const own = files.filter(needsOwnModules);
  const shared = files.filter((file) => !own.includes(file));
  return [
    { extends: true as const, test: { ...test, name, include: shared, isolate: false } },
    { extends: true as const, test: { ...test, name: `${name}-isolated`, include: own, isolate: true } },
  ].filter((project) => project.test.include.length > 0);
}

function testProjects() {
  return [
    ...splitProject('web', 'src', /\.test\.tsx?$/, {
      environment: 'jsdom',
      setupFiles: ['./vitest.setup.ts'],
      css: false,
      // A page's lazy module is transformed on first use; on a busy 2-core machine that alone can take
      // seconds, so a test's wait for what a visitor sees gets room (vitest.setup.ts) and the test more.
      testTimeout: 20_000,
    }),
    ...splitProject('server', 'server', /\.test\.ts$/, {
      environment: 'node',
      setupFiles: ['./server/vitest.setup.ts'],
      testTimeout: 20_000,
      // A hook that builds a whole app (the staff API's tests) loads its modules first: on a busy 2-core
      // machine that has taken over 10 s, the default.
      hookTimeout: 30_000,
    }),
    // What the site and the server share (common/): plain modules, tested in Node with the server's console guard.
    ...splitProject('common', 'common', /\.test\.ts$/, { environment: 'node', setupFiles: ['./server/vitest.setup.ts'] }),
  ];
}

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), dataAtBuild(), compiledCatalogues(), ...(mode === 'test' ? [] : [siteServer()])],
  resolve: {
    alias: [
      { find: /^@common\//, replacement: fileURLToPath(new URL('./common/', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(mode === 'production' ? reactRouterProduction : []),
      ...(command === 'build' ? messageParserless : []),
    ],
  },
  define: {
    'import.meta.env.VITE_SITE_ORIGIN': JSON.stringify(siteOrigin),
  },
  css: {
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  build: {
    manifest: true,
    outDir: 'dist/client',
    assetsInlineLimit: 0,
    cssCodeSplit: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Vite's preload helper on its own: the entry needs it and must not wait for the shared chunk.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 1 },
            // Its dependencies that visitors' pages use too stay where they are.
            {
              name: (id: string, graph: ModuleGraph) => (isStaffOnly(id, graph) ? staffChunk(id) : null),
              debugName: 'staff',
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // The enquiry form and its rules (zod/mini): only the pages that show the form load and run them.
            {
              name: (id: string, graph: ModuleGraph) => (isEnquiryForm(id) && !servesHome(id, graph) ? 'enquiry-form' : null),
              debugName: 'enquiry-form',
              minShareCount: 2,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // Modules several pages share but the home page does not: apart, out of its first load.
            {
              name: (id: string, graph: ModuleGraph) => (isSharedModule(id) && !servesHome(id, graph) ? 'pages' : null),
              debugName: 'pages',
              minShareCount: 2,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            { name: 'shared', test: isSharedModule, minShareCount: 2 },
          ],
        },
      },
    },
  },
  ssr: {
    // CommonJS packages whose named exports Node cannot see: bundle them into the render bundle.
    // react-bootstrap's one-component entries (react-bootstrap/Button) and those of the helpers it
    // imports the same way (dom-helpers/css) are folders Node cannot import. The development render
    // (npm run dev) cannot run react-bootstrap's CommonJS files itself: there Node loads the package.
    noExternal: [
      'react-helmet-async',
      // React Router too, so that the production aliases above give the server's render its production build
      // (Node resolves the package's exports to the development one).
      ...(command === 'build' ? ['react-bootstrap', 'react-router', 'react-router-dom'] : []),
      'dom-helpers',
      '@restart/ui',
      '@restart/hooks',
      'react-transition-group',
      'uncontrollable',
    ],
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    restoreMocks: true,
    maxWorkers: 2,
    // A focused test (`it.only`) fails the run on every machine, not only where CI says it is CI: a focus left
    // in a commit would quietly skip the rest. ALLOW_ONLY=1 focuses locally; `npm test` never passes it on.
    allowOnly: process.env.ALLOW_ONLY === '1',
    // The run's temporary files in one folder, removed when it ends (common/testing/temp-folder.ts).
    globalSetup: ['./common/testing/temp-folder.ts'],
    projects: testProjects(),
  },
}));

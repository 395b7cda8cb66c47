// The server's layers run one way: routes → services → repositories (docs/development.md, "Layers"). Read from
// every module's imports (tests and test helpers left out: they reach any layer to set up what they check):
// - a repository (server/db) imports only server/db and server/shared: it calls no service, and takes what it needs
//   (a setting, a clock) as an argument;
// - no module imports a routes file (`routes.ts`, `…-routes.ts`) but the composition roots that register the route
//   plugins and a routes file registering a plugin of its own folder;
// - no module outside server/cli imports a CLI;
// - no routes file begins a transaction or writes an audit entry: the area's service does (docs/decisions/0033);
// - only tests, test helpers (the tests' set-up file among them) and the benchmarks (server/bench, which drive the app
//   as tests do) import a test helper (`test-*.ts`).
// The SQL itself stays in server/db: server/db/sql-in-repositories.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const SERVER = fileURLToPath(new URL('.', import.meta.url));

/** The modules that put the app together: they register the areas' route plugins. */
const COMPOSITION_ROOTS = ['app.ts', 'api-app.ts', 'api/index.ts', 'staff/index.ts', 'render/index.ts'];

/** Paths relative to server/, with forward slashes. */
const serverPath = (file: string) => relative(SERVER, file).split(sep).join('/');

const isTest = (path: string) => path.endsWith('.test.ts');
/** A test helper (`test-*.ts`), or the tests' set-up file, which vitest runs before each test file. */
const isTestHelper = (path: string) => /(^|\/)test-[^/]+\.ts$/.test(path) || path === 'vitest.setup.ts';
const isRoutes = (path: string) => /(^|\/|-)routes\.ts$/.test(path);
const folderOf = (path: string) => posix.dirname(path);

/** Every .ts file under server/, as a path relative to it. */
function serverFiles(dir = SERVER): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(path);
    return entry.name.endsWith('.ts') ? [serverPath(path)] : [];
  });
}

interface Import {
  /** The importing module, relative to server/. */
  from: string;
  /** As written. */
  specifier: string;
  /** The imported module relative to server/ (`../common/…` for what lies outside it). */
  to: string;
}

// `import … from '…'`, `export … from '…'` (also over several lines and type-only), `import '…'` and `import('…')`.
const SPECIFIERS = /\bfrom\s*'([^']+)'|\bimport\s*'([^']+)'|\bimport\s*\(\s*'([^']+)'\s*\)/g;

/** The relative imports of a module's text. */
function importsOf(from: string, text: string): Import[] {
  return [...text.matchAll(SPECIFIERS)].flatMap((match) => {
    const specifier = match[1] ?? match[2] ?? match[3]!;
    if (!specifier.startsWith('.')) return [];
    return [{ from, specifier, to: posix.normalize(posix.join(folderOf(from), specifier)) }];
  });
}

/** Why an import runs back up a layer, or undefined when it may stand. */
function refusal({ from, to }: Import): string | undefined {
  if (isTest(from) || isTestHelper(from)) return undefined;
  if (to.startsWith('../')) return undefined;
  if ((isTestHelper(to) || isTest(to)) && !from.startsWith('bench/'))
    return 'only tests, test helpers and the benchmarks import a test helper';
  if (from.startsWith('db/') && !to.startsWith('db/') && !to.startsWith('shared/')) {
    return 'a repository (server/db) imports only server/db and server/shared: the service calls it, never the other way';
  }
  if (isRoutes(to) && !COMPOSITION_ROOTS.includes(from) && !(isRoutes(from) && folderOf(from) === folderOf(to))) {
    return "only a composition root, or a routes file of the same folder, imports a routes file: move what is shared into the area's service or schemas";
  }
  if (to.startsWith('cli/') && !from.startsWith('cli/')) return 'only the CLIs import server/cli: move what is shared down into its area';
  return undefined;
}

/** `file imports specifier (server/…): why` for each import that runs back up. */
function backRunningImports(files: readonly string[], read: (file: string) => string): string[] {
  return files.flatMap((file) =>
    importsOf(file, read(file)).flatMap((one) => {
      const why = refusal(one);
      return why ? [`server/${one.from} imports ${one.specifier} (server/${one.to}): ${why}`] : [];
    }),
  );
}

/** `server/file:line: text` of each line that begins a transaction or writes an audit entry. */
function transactionsAndAudit(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => (/\.transaction\(|recordAudit\(/.test(line) ? [`server/${file}:${index + 1}: ${line.trim()}`] : []));
}

describe('the server’s layers', () => {
  const files = serverFiles();
  const read = (file: string) => readFileSync(join(SERVER, file), 'utf8');

  it('reads every module of the server and the imports of each, type-only and over several lines too', () => {
    expect(files).toEqual(expect.arrayContaining([...COMPOSITION_ROOTS, 'db/content-changes.ts', 'cli/content.ts', 'content/service.ts']));
    expect(importsOf('content/service.ts', read('content/service.ts')).map((one) => one.to)).toEqual(
      expect.arrayContaining(['db/content-changes.ts', 'db/database.ts', 'search/index.ts', '../common/content-model/schema.ts']),
    );
    expect(importsOf('x/y.ts', "import type {\n  A,\n  B,\n} from './z.ts';\nexport * from '../w.ts';").map((one) => one.to)).toEqual([
      'x/z.ts',
      'w.ts',
    ]);
  });

  it('has no import that runs back up a layer', () => {
    expect(backRunningImports(files, read)).toEqual([]);
  });

  it('leaves transactions and audit entries to the services: no routes file begins one or writes one', () => {
    const routes = files.filter(isRoutes);
    expect(routes).toEqual(
      expect.arrayContaining([
        'account/routes.ts',
        'account/session-routes.ts',
        'people/routes.ts',
        'content-editor/routes.ts',
        'content-editor/draft-routes.ts',
        'backups/routes.ts',
      ]),
    );
    expect(routes.flatMap((file) => transactionsAndAudit(file, read(file)))).toEqual([]);
  });

  it('names the file and line of each transaction and audit entry a routes file holds', () => {
    const text = 'const a = 1;\nconst row = store.db.transaction(() => {\n  recordAudit(db, entry);\n})();\neditor.transaction(work);\n';
    expect(transactionsAndAudit('media/routes.ts', text)).toEqual([
      'server/media/routes.ts:2: const row = store.db.transaction(() => {',
      'server/media/routes.ts:3: recordAudit(db, entry);',
      'server/media/routes.ts:5: editor.transaction(work);',
    ]);
  });

  it('names the file, the import and the rule of each one that does', () => {
    const modules: Record<string, string> = {
      'db/content-changes.ts': "import { updateSearchIndex } from '../search/index.ts';\nimport { column } from './content-rows.ts';\n",
      'db/content-import.ts':
        "import type {\n  Thing,\n} from '../pages/rich-text.ts';\nimport { errorEnvelope } from '../shared/schemas.ts';\n",
      'activity/routes.ts': "import { reportMessages } from '../reports/routes.ts';\n",
      'render/data-reader.ts': "import { searchQuery } from '../search/routes.ts';\n",
      'enquiries/csv.ts': "const { csvRow } = await import('../cli/enquiries.ts');\n",
      'search/index.ts': "import '../staff/test-staff.ts';\n",
      // Allowed: a composition root, a sub-plugin of the same folder, a CLI importing a CLI, tests, common/.
      'staff/index.ts': "import { peopleRoutes } from '../people/routes.ts';\n",
      'account/routes.ts': "import { twoFactorRoutes } from './two-factor-routes.ts';\n",
      'cli/enquiries.ts': "import { withDatabase } from './io.ts';\nimport { BOM } from '../enquiries/csv.ts';\n",
      'reports/routes.test.ts': "import { reportRange } from './routes.ts';\nimport { runEnquiriesCli } from '../cli/enquiries.ts';\n",
      'db/test-template.ts': "import { openDatabase } from '../content/service.ts';\n",
      'pages/addresses.ts': "import { routeTable } from '../../common/routes.ts';\n",
    };
    expect(backRunningImports(Object.keys(modules), (file) => modules[file]!)).toEqual([
      'server/db/content-changes.ts imports ../search/index.ts (server/search/index.ts): a repository (server/db) imports only server/db and server/shared: the service calls it, never the other way',
      'server/db/content-import.ts imports ../pages/rich-text.ts (server/pages/rich-text.ts): a repository (server/db) imports only server/db and server/shared: the service calls it, never the other way',
      "server/activity/routes.ts imports ../reports/routes.ts (server/reports/routes.ts): only a composition root, or a routes file of the same folder, imports a routes file: move what is shared into the area's service or schemas",
      "server/render/data-reader.ts imports ../search/routes.ts (server/search/routes.ts): only a composition root, or a routes file of the same folder, imports a routes file: move what is shared into the area's service or schemas",
      'server/enquiries/csv.ts imports ../cli/enquiries.ts (server/cli/enquiries.ts): only the CLIs import server/cli: move what is shared down into its area',
      'server/search/index.ts imports ../staff/test-staff.ts (server/staff/test-staff.ts): only tests, test helpers and the benchmarks import a test helper',
    ]);
  });
});

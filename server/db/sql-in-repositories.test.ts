// Every SQL statement lives in a repository under server/db: no other server module prepares, runs or writes one.
// Refused outside server/db: a statement prepared (`.prepare(`, or the repositories' cache `prepared(`), SQL run
// (`.exec(`: a regular expression reads as well with String#match), a pragma (`.pragma(`), SQL in a tagged template
// (sql`…`) and SQL written as text (a string that starts as a statement: SELECT, INSERT INTO, UPDATE … SET,
// DELETE FROM, CREATE, ALTER, DROP, PRAGMA, VACUUM), which a module could hand to a repository to run. Tests are left
// out: they set up and read databases as they need.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const SERVER = fileURLToPath(new URL('..', import.meta.url));
const DB = fileURLToPath(new URL('.', import.meta.url));

/** The ways a module prepares, runs or writes SQL, each with how the message names it. */
const SQL_WAYS: readonly (readonly [string, RegExp])[] = [
  ['prepares a statement', /\.prepare\(/],
  ['prepares a statement through prepared()', /(^|[^\w.])prepared\(/],
  ['runs SQL', /\.exec\(/],
  ['sets a pragma', /\.pragma\(/],
  ['writes SQL in a tagged template', /\bsql`/i],
  [
    'writes SQL as text',
    /['"`]\s*(SELECT\s|INSERT\s+(OR\s+\w+\s+)?INTO\s|REPLACE\s+INTO\s|UPDATE\s+\S+\s+SET\s|DELETE\s+FROM\s|CREATE\s+(TABLE|INDEX|UNIQUE|TRIGGER|VIEW|VIRTUAL)\b|ALTER\s+TABLE\s|DROP\s+(TABLE|INDEX|TRIGGER|VIEW)\b|PRAGMA\s|VACUUM\b)/,
  ],
];

/** Every non-test .ts file under a folder, the repositories' folder left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === DB.replace(/\/$/, '') ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** `file:line: what it does: text` of each line that prepares, runs or writes SQL. */
function sqlOutsideRepositories(
  files: readonly string[],
  read: (file: string) => string = (file) => readFileSync(file, 'utf8'),
  root = SERVER,
): string[] {
  return files.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, index) => {
        const way = SQL_WAYS.find(([, pattern]) => pattern.test(line));
        return way ? [`${relative(root, file)}:${index + 1}: ${way[0]}: ${line.trim()}`] : [];
      }),
  );
}

describe('SQL in repositories', () => {
  it('walks the server’s modules, the areas and the shared ones, but not server/db', () => {
    const files = sourceFiles(SERVER).map((file) => relative(SERVER, file));
    expect(files).toEqual(
      expect.arrayContaining([
        'app.ts',
        'staff/index.ts',
        'content-editor/editor.ts',
        'api/readiness.ts',
        'render/preview.ts',
        'insights/routes.ts',
      ]),
    );
    expect(files.filter((file) => file.startsWith('db/'))).toEqual([]);
    expect(files.filter((file) => file.endsWith('.test.ts'))).toEqual([]);
  });

  it('finds no statement prepared, run or written outside server/db', () => {
    expect(sqlOutsideRepositories(sourceFiles(SERVER))).toEqual([]);
  });

  it('names the file, the line and the way of each statement written elsewhere', () => {
    const files = {
      '/srv/server/content-editor/editor.ts': "const a = 1;\n  db.prepare('SELECT 1').get();\n",
      '/srv/server/api/x.ts': 'const m = /a/.exec(text);\n',
      '/srv/server/insights/articles.ts': [
        "import { prepared } from '../db/content-items.ts';",
        'const total = prepared(db, query).get();',
        'copy.pragma("foreign_keys = ON");',
        'const q = sql`SELECT id FROM articles`;',
        "const text = 'SELECT id, slug FROM articles';",
        '  `INSERT INTO site_search (title) VALUES (?)`,',
        "const update = 'UPDATE articles SET title = ?';",
        "const gone = 'DELETE FROM articles';",
        "const kept = preparedAnswers(x) + 'Select a role' + 'update the page' + store.prepared;",
      ].join('\n'),
    };
    const found = sqlOutsideRepositories(Object.keys(files), (file) => files[file as keyof typeof files], '/srv/server');
    expect(found).toEqual([
      "content-editor/editor.ts:2: prepares a statement: db.prepare('SELECT 1').get();",
      'api/x.ts:1: runs SQL: const m = /a/.exec(text);',
      'insights/articles.ts:2: prepares a statement through prepared(): const total = prepared(db, query).get();',
      'insights/articles.ts:3: sets a pragma: copy.pragma("foreign_keys = ON");',
      'insights/articles.ts:4: writes SQL in a tagged template: const q = sql`SELECT id FROM articles`;',
      "insights/articles.ts:5: writes SQL as text: const text = 'SELECT id, slug FROM articles';",
      'insights/articles.ts:6: writes SQL as text: `INSERT INTO site_search (title) VALUES (?)`,',
      "insights/articles.ts:7: writes SQL as text: const update = 'UPDATE articles SET title = ?';",
      "insights/articles.ts:8: writes SQL as text: const gone = 'DELETE FROM articles';",
    ]);
  });
});

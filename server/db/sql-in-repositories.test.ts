// Every SQL statement lives in a repository under server/db: no other server module prepares or runs one.
// `.exec(` is refused too (a database's exec runs SQL; a regular expression reads as well with String#match).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const SERVER = fileURLToPath(new URL('..', import.meta.url));
const DB = fileURLToPath(new URL('.', import.meta.url));
const SQL_CALL = /\.prepare\(|\.exec\(/;

/** Every non-test .ts file under a folder, the repositories' folder left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === DB.replace(/\/$/, '') ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** `file:line: text` of each line that prepares or runs SQL. */
function sqlOutsideRepositories(files: readonly string[], read: (file: string) => string = (file) => readFileSync(file, 'utf8')): string[] {
  return files.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, index) => (SQL_CALL.test(line) ? [`${relative(SERVER, file)}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('SQL in repositories', () => {
  it('walks the server’s modules, the areas and the shared ones, but not server/db', () => {
    const files = sourceFiles(SERVER).map((file) => relative(SERVER, file));
    expect(files).toEqual(
      expect.arrayContaining(['app.ts', 'staff/index.ts', 'content-editor/editor.ts', 'api/readiness.ts', 'render/preview.ts']),
    );
    expect(files.filter((file) => file.startsWith('db/'))).toEqual([]);
    expect(files.filter((file) => file.endsWith('.test.ts'))).toEqual([]);
  });

  it('finds no .prepare( or .exec( outside server/db', () => {
    expect(sqlOutsideRepositories(sourceFiles(SERVER))).toEqual([]);
  });

  it('names the file and line of a statement written elsewhere', () => {
    const files = {
      '/srv/server/content-editor/editor.ts': "const a = 1;\n  db.prepare('SELECT 1').get();\n",
      '/srv/server/api/x.ts': 'const m = /a/.exec(text);\n',
    };
    const found = sqlOutsideRepositories(Object.keys(files), (file) => files[file as keyof typeof files]);
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/content-editor\/editor\.ts:2: db\.prepare\('SELECT 1'\)\.get\(\);$/);
    expect(found[1]).toMatch(/api\/x\.ts:1: const m = \/a\/\.exec\(text\);$/);
  });
});

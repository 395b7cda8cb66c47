// What an operator reads when DATABASE_PATH is wrong or an import is broken: one clear message and a
// prompt exit, never a spin or megabytes of output.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, describe, expect, it } from 'vitest';

import { runContentCli } from '../cli/content.ts';
import { readSeedContent } from '../db/database.ts';
import { openDatabase } from '../content/service.ts';

const dir = mkdtempSync(join(tmpdir(), 'dexterity-operator-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function content(args: string[], env: NodeJS.ProcessEnv) {
  let err = '';
  const status = runContentCli(args, env, { out: () => {}, err: (text) => (err += text) });
  return { status, err };
}

describe('DATABASE_PATH mistakes', () => {
  it('a folder: says it is a folder and what to set instead', () => {
    expect(() => openDatabase(dir)).toThrow(
      `The database path ${dir} is a folder: set DATABASE_PATH to a file inside it, such as ${join(dir, 'site.db')}`,
    );
  });

  it('a file where a folder should be: names it', () => {
    const file = join(dir, 'not-a-folder');
    writeFileSync(file, 'x');
    expect(() => openDatabase(join(file, 'site.db'))).toThrow(`${file} is a file, not a folder`);
  });

  it('an impossible path fails at once with a message, in a real process (a recursive mkdir spins there)', () => {
    const started = Date.now();
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/content.ts', 'export'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_PATH: '/proc/self/nope/site.db' },
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(result.signal, 'killed after 10 s: it spun').toBeNull();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Cannot create the folder /proc/self/nope for the database file /proc/self/nope/site.db');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('creates missing folders for a new database', () => {
    const path = join(dir, 'a', 'b', 'site.db');
    expect(existsSync(join(dir, 'a'))).toBe(false);
    const db = openDatabase(path, { seed: false });
    db.close();
    expect(statSync(join(dir, 'a', 'b')).isDirectory()).toBe(true);
    expect(statSync(path).isFile()).toBe(true);
  });
});

describe('a broken import', () => {
  it('prints the first 50 problems and the total count, and changes nothing', () => {
    const env = { DATABASE_PATH: join(dir, 'import.db') };
    const document = structuredClone(readSeedContent());
    const services = document.offerings.flatMap((offering) => offering.services);
    // 120 sections, each with an empty title: 120 problems.
    for (const [i, service] of services.entries()) {
      service.sections = Array.from({ length: Math.ceil(120 / services.length) }, (_, j) => ({
        id: 100_000 + i * 1000 + j,
        title: ' ',
        description: 'x',
        image: '',
        image_focus: '50% 50%',
      }));
    }
    const total = services.length * Math.ceil(120 / services.length);
    const file = join(dir, 'broken.json');
    writeFileSync(file, JSON.stringify(document));
    const { status, err } = content(['import', file], env);
    expect(status).toBe(1);
    const lines = err.trimEnd().split('\n');
    expect(lines[0]).toBe(`${file} was not imported; nothing changed. ${total} problems (the first 50 below):`);
    expect(
      lines.slice(1, 51).every((line) => /^ {2}offerings\[\d+\]\.services\[\d+\]\.sections\[\d+\]\.title: must not be empty$/.test(line)),
    ).toBe(true);
    expect(lines[51]).toBe(`  … and ${total - 50} more (${total} in all)`);
    expect(lines).toHaveLength(52);
  });

  it('refuses a file that is not UTF-8', () => {
    const file = join(dir, 'latin1.json');
    writeFileSync(file, Buffer.from([0x7b, 0xe9, 0x7d]));
    const { status, err } = content(['import', file], { DATABASE_PATH: join(dir, 'import.db') });
    expect(status).toBe(1);
    expect(err).toBe(`Cannot read ${file}: the file is not UTF-8 text; nothing changed\n`);
  });
});

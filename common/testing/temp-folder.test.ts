import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import setup from './temp-folder.ts';

const before = process.env.TMPDIR;
afterEach(() => {
  if (before === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = before;
});

describe("the test run's temporary folder", () => {
  it('holds what this worker makes in the temporary folder: the run started it before its workers', () => {
    expect(basename(tmpdir())).toMatch(/^dexterity-tests-/);
  });

  it('gives the run a folder of its own and removes it, with all made in it, when the run ends', () => {
    process.env.TMPDIR = dirname(tmpdir());
    const outer = tmpdir();
    const teardown = setup();
    const folder = tmpdir();
    expect(dirname(folder)).toBe(outer);
    expect(basename(folder)).toMatch(/^dexterity-tests-/);
    // What a helper makes, as test-template.ts does: a folder of its own with a file in it, never removed by it.
    const helpers = mkdtempSync(join(tmpdir(), 'dexterity-template-'));
    writeFileSync(join(helpers, 'site.db'), 'a database');

    // Asked again within the run (a project's own globalSetup), it keeps the run's folder.
    setup()();
    expect(tmpdir()).toBe(folder);
    expect(existsSync(folder)).toBe(true);

    teardown();
    expect(existsSync(folder)).toBe(false);
    expect(tmpdir()).toBe(outer);
  });
});

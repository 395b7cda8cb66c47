// vitest's globalSetup: one temporary folder for the whole run, removed when the run ends. Test helpers make their
// folders with `mkdtemp(tmpdir())` and remove them when their process exits, but vitest ends its workers without
// that clean-up running, so every run left a folder per worker behind (a database template, about 1 MB). The
// workers start after this and inherit TMPDIR, which `os.tmpdir()` reads, so their folders land in this one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const previous = process.env.TMPDIR;
  const folder = mkdtempSync(join(tmpdir(), 'dexterity-tests-'));
  process.env.TMPDIR = folder;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(folder, { recursive: true, force: true });
  };
}

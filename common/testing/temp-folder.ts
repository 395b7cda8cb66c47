// vitest's globalSetup: one temporary folder for the whole run, removed when the run ends. Test helpers make their
// folders with `mkdtemp(tmpdir())` and remove them when their process exits, but vitest ends its workers without
// that clean-up running, so every run left a folder per worker behind (a database template, about 1 MB). The
// workers start after this and inherit TMPDIR, which `os.tmpdir()` reads, so their folders land in this one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

const PREFIX = 'dexterity-tests-';

export default function setup(): () => void {
  // vitest runs a globalSetup for the run and again for a project that inherits it: the run's folder serves both.
  if (basename(tmpdir()).startsWith(PREFIX)) return () => undefined;
  const previous = process.env.TMPDIR;
  const folder = mkdtempSync(join(tmpdir(), PREFIX));
  process.env.TMPDIR = folder;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(folder, { recursive: true, force: true });
  };
}

// ContentStore.revisionSoon: at most two revision checks per turn of the event loop, each made at or after the
// call it answers, so each request sees every change committed before it asked, by another process too.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ContentStore } from './content-store.ts';
import { readSeedContent } from './database.ts';
import { importContent, openDatabase } from '../content/service.ts';

let dir: string;
let path: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dexterity-revision-'));
  path = join(dir, 'site.db');
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A commit by another connection, as the CLI makes it from another process. */
function importElsewhere(name: string) {
  const other = new ContentStore(openDatabase(path));
  const document = structuredClone(readSeedContent());
  document.offerings[1]!.offering_name = name;
  importContent(other, document);
  other.db.close();
}

describe('revisionSoon', () => {
  it('checks at once for the first call of a turn, and once for all the later ones, after the last of them', async () => {
    const store = new ContentStore(openDatabase(path));
    const check = vi.spyOn(store, 'revision');
    const first = store.revisionSoon();
    expect(typeof first).toBe('string');
    expect(check).toHaveBeenCalledTimes(1);
    const second = store.revisionSoon();
    importElsewhere('Tally Products & Services');
    const third = store.revisionSoon();
    expect(second).toBeInstanceOf(Promise);
    expect(third).toBe(second);
    expect(check).toHaveBeenCalledTimes(1);
    // The commit came after the second call arrived and before the turn ended: both later calls see it.
    expect(await second).not.toBe(first);
    expect(check).toHaveBeenCalledTimes(2);
    store.db.close();
  });

  it('checks at once again in the next turn, and sees a change through its own connection', async () => {
    const store = new ContentStore(openDatabase(path));
    const first = store.revisionSoon();
    await new Promise(setImmediate);
    importElsewhere('Tally Products & Services');
    const second = store.revisionSoon();
    expect(typeof second).toBe('string');
    expect(second).not.toBe(first);
    importContent(store, readSeedContent());
    expect(await store.revisionSoon()).not.toBe(second);
    store.db.close();
  });

  it('fails every later call of the turn when its check fails, and checks afresh in the next turn', async () => {
    const store = new ContentStore(openDatabase(path));
    store.revisionSoon();
    const check = vi.spyOn(store, 'revision').mockImplementationOnce(() => {
      throw new Error('disk I/O error');
    });
    const later = [store.revisionSoon(), store.revisionSoon()];
    for (const call of later) await expect(call).rejects.toThrow('disk I/O error');
    expect(store.revisionSoon()).toMatch(/^\d+:\d+$/);
    expect(check).toHaveBeenCalledTimes(2);
    store.db.close();
  });
});

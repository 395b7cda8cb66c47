// What the built site receives of a `*.data.ts` module (vite.config.ts, dataAtBuild; docs/decisions/0036): its
// exports' values written out, equal to what the server and the tests compute, and none of its imports.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, describe, expect, it } from 'vitest';

import { dataAtBuild } from '../vite.config.ts';
import { contentEndpoints } from './content-endpoints.data.ts';
import { modulePages } from './kinds/pages.data.ts';

const load = dataAtBuild().load as (id: string) => Promise<string | null>;
const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/** The module as the built site receives it, run. */
async function asBuilt(file: string): Promise<{ code: string; values: Record<string, unknown> }> {
  const code = (await load(file))!;
  return { code, values: (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, unknown> };
}

const folder = mkdtempSync(join(tmpdir(), 'data-at-build-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('a module of data computed at build time', () => {
  it('reaches the built site as the values the server computes, in their order, importing nothing', async () => {
    for (const [file, name, value] of [
      ['./content-endpoints.data.ts', 'contentEndpoints', contentEndpoints],
      ['./kinds/pages.data.ts', 'modulePages', modulePages],
    ] as const) {
      const { code, values } = await asBuilt(here(file));
      expect(code).not.toMatch(/\bimport\b/);
      expect(Object.keys(values)).toEqual([name]);
      expect(JSON.stringify(values[name])).toBe(JSON.stringify(value));
    }
  });

  it('every customer story’s and article’s read is in the contract the site receives', async () => {
    const { values } = await asBuilt(here('./content-endpoints.data.ts'));
    const endpoints = values.contentEndpoints as Record<string, { path: string; query?: string }>;
    expect(endpoints.customerStory).toMatchObject({ path: '/api/get-customer-story/', query: 'slug' });
    expect(endpoints.article).toMatchObject({ path: '/api/get-article/', query: 'slug' });
  });

  it('stops the build when an export is not plain data (a function, a Date, a RegExp, undefined, a Map), naming it', async () => {
    const file = join(folder, 'made.data.ts');
    writeFileSync(file, "export const entries = [{ path: '/a', address: (id: number) => `/a/${id}` }];\n");
    await expect(load(file)).rejects.toThrow(/entries \(at address\) is not plain data/);
    for (const [made, at] of [
      ['new Date(0)', 'when'],
      ['/^[a-z]+$/', 'when'],
      ['undefined', 'when'],
      ['new Map()', 'when'],
    ] as const) {
      writeFileSync(file, `export const entries = [{ path: '/a', ${at}: ${made} }];\n`);
      await expect(load(file), made).rejects.toThrow(new RegExp(`entries \\(at ${at}\\) is not plain data`));
    }
  });

  it('leaves every other module to the bundler', async () => {
    expect(await load(here('./routes.ts'))).toBeNull();
  });
});

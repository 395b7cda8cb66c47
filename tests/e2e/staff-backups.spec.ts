// Back up now on the Backups page, as an owner presses it: the new backup is listed and downloads as one tar
// archive holding the database. On a server of its own: backups are written beside its database, and no other
// test's backups (or their rotation) meet these. What the API does with a backup under way is the server tests'.
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';

import tar from 'tar-stream';

import { expect, test } from './fixtures';
import { PRIVATE_SERVER_FIRST_PORT, seedDocument, startPrivateServer, type PrivateServer } from './private-server';
import { signInAs, staffAccounts } from './staff-account';

const EMAIL = 'backups.owner@example.in';
const PASSWORD = 'kothrud-backups-ledger-2026';

let server: PrivateServer | undefined;
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** The files of a tar archive by their names, read as `tar -xf` would. */
async function tarFiles(file: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    files.set(entry.header.name, Buffer.concat(chunks));
  }
  await reading;
  return files;
}

test('an owner backs up now: the new backup is listed and downloads as a tar archive holding the database', async ({ browser }) => {
  server = await startPrivateServer(PRIVATE_SERVER_FIRST_PORT + test.info().parallelIndex, seedDocument());
  await staffAccounts([EMAIL], PASSWORD, server.databasePath);
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await signInAs(page, EMAIL, PASSWORD);
  await page.goto('/staff/backups');
  const backups = page.getByRole('table', { name: 'Backups, newest first; times in India time' });
  // The import that gave the server its content made the one backup so far.
  await expect(backups.getByRole('cell', { name: 'Before a content import' })).toBeVisible();

  await page.getByRole('button', { name: 'Back up now' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Backed up: \d+ enquir(y|ies), [\d,]+ content items, \d+ media files?\.$/);
  // The newest of a day is kept: the new backup took the place of the one before it.
  await expect(page.getByRole('heading', { name: '1 backup, newest first' })).toBeVisible();
  const newest = backups.getByRole('row').nth(1);
  await expect(newest.getByRole('cell', { name: 'Back up now' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await newest.getByRole('link', { name: /^Download the backup of / }).click();
  const download = await downloading;
  const name = download.suggestedFilename().replace(/\.tar$/, '');
  expect(name).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{6}-IST-[0-9a-f]{6}$/);
  const files = await tarFiles(await download.path());
  expect(files.get(`${name}/site.db`)?.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
  expect(JSON.parse(files.get(`${name}/manifest.json`)?.toString('utf8') ?? '{}')).toMatchObject({
    name,
    reason: 'manual',
    integrity: 'ok',
  });
  await context.close();
});

// /api/health says the process answers; /api/ready says it can do its work: the database read from
// disk, room to write beside it, the built site present. A broken database turns it to 503.
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { apiPlugin } from '../api/index.ts';
import { testAppPerTest } from '../api/test-app.ts';
import { readServerConfig } from '../config.ts';
import { openContentStore } from '../content/service.ts';

const t = testAppPerTest();
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function ready() {
  const response = await t.app.inject('/api/ready');
  return { status: response.statusCode, body: response.json() as { success: boolean; message?: string }, headers: response.headers };
}

describe('GET /api/ready', () => {
  it('answers 200 when the database reads and writes', async () => {
    await t.open({ whole: true });
    const answer = await ready();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, data: { status: 'ready' } });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 503 with the reason when the database file is corrupted under the running server; health stays 200', async () => {
    await t.open({ whole: true });
    expect((await ready()).status).toBe(200);
    // The content moves from the write-ahead log into the file, then the file is overwritten.
    const db = openContentStore(t.databasePath, { seed: false }).db;
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    const size = statSync(t.databasePath).size;
    const fd = openSync(t.databasePath, 'r+');
    writeSync(fd, randomBytes(size), 0, size, 0);
    closeSync(fd);

    const answer = await ready();
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ success: false, message: 'Not ready: the database cannot be read.' });
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
  });

  it('answers 503 when nothing can be written beside the database', async () => {
    await t.open({ whole: true });
    // The probe's name taken by a folder: the write fails as on a full or read-only disk.
    const probe = `${t.databasePath}.ready-${process.pid}`;
    mkdirSync(probe);
    const answer = await ready();
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe('Not ready: the disk that holds the database is not writable.');
    rmSync(probe, { recursive: true });
    expect((await ready()).status).toBe(200);
  });

  it('answers 503 when the server should serve a built site and it is missing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dexterity-ready-'));
    const clientDir = join(dir, 'client');
    mkdirSync(clientDir);
    const config = { ...readServerConfig({}), databasePath: join(dir, 'site.db') };
    const store = openContentStore(config.databasePath);
    const app = Fastify();
    await app.register(apiPlugin, { prefix: '/api', config, store, clientDir });
    cleanups.push(async () => {
      await app.close();
      store.db.close();
      rmSync(dir, { recursive: true, force: true });
    });
    const missing = await app.inject('/api/ready');
    expect(missing.statusCode).toBe(503);
    expect(missing.json()).toEqual({ success: false, message: 'Not ready: the built site is missing.' });

    for (const file of ['client/404.html', 'client/_shell.html', 'template.html']) writeFileSync(join(dir, file), '<!doctype html>');
    expect((await app.inject('/api/ready')).statusCode).toBe(503);
    mkdirSync(join(dir, 'server'));
    writeFileSync(join(dir, 'server', 'entry-server.js'), 'export {};');
    expect((await app.inject('/api/ready')).statusCode).toBe(200);
  });
});

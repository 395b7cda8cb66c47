// Test helper: the API (createApiApp) or the whole app (createApp; with the site when given a build) on a
// database of its own — a fresh temporary file per call, or ':memory:' — seeded unless asked otherwise.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterEach, expect } from 'vitest';

import type { ApiEnvelope } from '../../common/api-contract.ts';
import { declareKinds, type KindDeclaration } from '../../common/content-model/kinds.ts';

import { createApiApp } from '../api-app.ts';
import { createApp, type AppOptions } from '../app.ts';
import { readServerConfig, type ServerConfig } from '../config.ts';
import { placeFreshDatabase } from '../db/test-template.ts';

export interface TestAppOptions {
  /** Environment overrides (CORS_ORIGINS, RATE_LIMIT_PER_MINUTE …). */
  env?: NodeJS.ProcessEnv;
  /** false: an empty database (migrated, no content). */
  seed?: boolean;
  /** ':memory:' or a temporary file (default). */
  database?: 'memory' | 'file';
  /** The whole app (security headers, compression, /media, /api) instead of the API alone. */
  whole?: boolean;
  /** A stand-in build (path under dist/ → content): the whole app then serves the site from it. */
  dist?: Record<string, string>;
  /** The whole app's logger (default: none). */
  logger?: AppOptions['logger'];
  /**
   * Kinds declared by the test, served like those of common/content-model/kinds.ts (declareKinds; their tables
   * are the test's to make). They stay declared for the rest of the file: mark it `@vitest-isolate`.
   */
  kinds?: readonly KindDeclaration[];
  /** The whole app's routes as they are registered (createApp's `onRoute`). */
  onRoute?: AppOptions['onRoute'];
  /** The test's own hooks, added before the app is ready: what it records of each request, or adds to an answer. */
  prepare?: (app: FastifyInstance) => void;
}

/**
 * The scrypt cost of the passwords tests make (the staff pages' and the terminal's): a sixty-fourth of the production
 * cost, which took 0.5–1.5 s of CPU per hash. A hash carries its cost, so signing in checks it at this one.
 */
export const CHEAP_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };

export async function buildTestApp(options: TestAppOptions = {}) {
  if (options.kinds) declareKinds(...options.kinds);
  const dir = mkdtempSync(join(tmpdir(), 'dexterity-api-'));
  const databasePath = options.database === 'memory' ? ':memory:' : join(dir, 'site.db');
  const read = readServerConfig({ RATE_LIMIT_PER_MINUTE: '1000000', DATABASE_PATH: databasePath, ...options.env });
  const config: ServerConfig = {
    ...read,
    staff: { ...read.staff, passwordCost: CHEAP_SCRYPT },
    databasePath,
    distDir: join(dir, options.dist ? 'dist' : 'no-dist'),
  };
  for (const [path, body] of Object.entries(options.dist ?? {})) {
    mkdirSync(join(config.distDir, path, '..'), { recursive: true });
    writeFileSync(join(config.distDir, path), body);
  }
  const database = { seed: options.seed ?? true };
  // A copy of a database migrated (and seeded) once per process, not a new migration and seed per app.
  if (options.database !== 'memory' && !options.kinds) placeFreshDatabase(databasePath, database);
  const app = options.whole
    ? await createApp(config, { site: options.dist !== undefined, database, logger: options.logger, onRoute: options.onRoute })
    : await createApiApp(config, database);
  options.prepare?.(app);
  await app.ready();
  return {
    app,
    config,
    databasePath,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** GETs the URL, expects a 200 JSON envelope that succeeded and answers its data. */
export async function getData<T>(app: TestApp['app'], url: string): Promise<T> {
  const response = await app.inject(url);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = response.json<ApiEnvelope<T>>();
  expect(body.success).toBe(true);
  return body.data as T;
}

/**
 * A test app that each test opens with the options it needs and that is closed after that test, so
 * no test sees another's database or rate-limit counters: `const t = testAppPerTest();` at the top of
 * the file, `await t.open({ … })` in the test, then `t.app`, `t.databasePath`, `t.config`.
 */
export function testAppPerTest() {
  let current: TestApp | undefined;
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  const opened = () => {
    if (!current) throw new Error('The test app is not open: call `await t.open()` in the test first.');
    return current;
  };
  return {
    async open(options?: TestAppOptions) {
      current = await buildTestApp(options);
      return current;
    },
    get app() {
      return opened().app;
    },
    get config() {
      return opened().config;
    },
    get databasePath() {
      return opened().databasePath;
    },
  };
}

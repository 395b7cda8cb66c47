// `npm start`: builds the site when the build is missing or stale, then serves site and API on one port.
import './production-env.ts';

import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { createApp, readBuildInfo } from './app.ts';
import { removeServerLock, writeServerLock } from './backups/server-lock.ts';
import { ConfigError, readServerConfig, type ServerConfig } from './config.ts';
import { openDatabase } from './content/service.ts';
import { loggerOptions } from './logging.ts';
import { stopServer } from './stop.ts';

const SOURCES = ['src', 'public', 'scripts', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stats.mtimeMs);
}

/** Why the build must be redone, or undefined when it is current. */
export function staleReason(config: ServerConfig, root = process.cwd()): string | undefined {
  const info = readBuildInfo(config.distDir);
  if (!info) return 'no build yet';
  if (info.siteOrigin !== config.siteOrigin) return `SITE_ORIGIN changed to ${config.siteOrigin}`;
  if ((info.apiBaseUrl ?? '') !== (process.env.VITE_API_BASE_URL ?? '')) return 'VITE_API_BASE_URL changed';
  const newest = Math.max(...SOURCES.map((source) => newestMtime(join(root, source))));
  return newest > Date.parse(info.builtAt) ? 'sources changed since the last build' : undefined;
}

async function main() {
  let config: ServerConfig;
  try {
    config = readServerConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  // Fail fast, before any build, when the database cannot be opened or migrated (first start: create and seed it).
  openDatabase(config.databasePath).close();

  const reason = staleReason(config);
  if (reason) {
    console.log(`Building the site (${reason})…`);
    const result = spawnSync(process.execPath, ['scripts/build.mjs'], {
      stdio: 'inherit',
      env: { ...process.env, SITE_ORIGIN: config.siteOrigin },
    });
    if (result.status !== 0) {
      console.error('The build failed; not starting the server.');
      process.exit(1);
    }
  }

  const app = await createApp(config, { logger: loggerOptions(process.env.LOG_LEVEL ?? 'info') });
  const close = async () => {
    await stopServer(app);
    if (config.databasePath !== ':memory:') removeServerLock(config.databasePath);
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  // Names this server beside the database while it runs: `npm run backup -- restore` refuses until it stops.
  if (config.databasePath !== ':memory:') writeServerLock(config.databasePath, { port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

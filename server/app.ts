// The whole site on one port: security headers, the content API under /api, and the built site.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';

import { apiPlugin } from './api/index.ts';
import type { ServerConfig } from './config.ts';
import { registerSecurityHeaders } from './security.ts';
import { sitePlugin } from './site.ts';

export interface BuildInfo {
  builtAt: string;
  siteOrigin: string;
  apiBaseUrl: string;
  scriptHashes: string[];
}

export function readBuildInfo(distDir: string): BuildInfo | undefined {
  try {
    return JSON.parse(readFileSync(join(distDir, 'build-info.json'), 'utf8')) as BuildInfo;
  } catch {
    return undefined;
  }
}

export async function createApp(config: ServerConfig, options: { logger?: FastifyServerOptions['logger']; site?: boolean } = {}) {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: process.env.TRUST_PROXY === '1' });
  const buildInfo = readBuildInfo(config.distDir);
  const apiOrigin = buildInfo?.apiBaseUrl ? new URL(buildInfo.apiBaseUrl).origin : undefined;

  await registerSecurityHeaders(app, { scriptHashes: buildInfo?.scriptHashes ?? [], apiOrigin });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(apiPlugin, { prefix: '/api', config });
  if (options.site !== false) {
    if (!buildInfo) throw new Error(`No built site in ${config.distDir}: run "npm run build" first`);
    await app.register(sitePlugin, { clientDir: join(config.distDir, 'client') });
  }
  return app;
}

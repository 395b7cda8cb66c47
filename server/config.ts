// The server's configuration, from environment variables, validated once at start.
import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  databasePath: string;
  siteOrigin: string;
  /** Origins allowed to call the API from a browser; empty: same origin only. */
  corsOrigins: string[];
  /** Where the built site lives. */
  distDir: string;
  /** Requests per minute and address before the API answers 429. */
  rateLimitPerMinute: number;
  smtpUrl?: string;
  enquiryTo?: string;
}

/** The origin a build uses when SITE_ORIGIN is not set; set it to the public origin in production. */
export const DEFAULT_SITE_ORIGIN = 'http://localhost:8080';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

function origin(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  return url.origin;
}

export function readServerConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerConfig {
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const host = env.HOST?.trim() || '0.0.0.0';
  const databasePath = env.DATABASE_PATH?.trim() || './data/site.db';
  const siteOrigin = origin('SITE_ORIGIN', env.SITE_ORIGIN?.trim() || DEFAULT_SITE_ORIGIN);
  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => origin('CORS_ORIGINS', value));
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  const enquiryTo = env.ENQUIRY_TO?.trim() || undefined;
  if (smtpUrl) origin('SMTP_URL', smtpUrl.replace(/^smtps?:/, 'http:'));
  return {
    port,
    host,
    databasePath: databasePath === ':memory:' ? databasePath : resolve(cwd, databasePath),
    siteOrigin,
    corsOrigins,
    distDir: resolve(cwd, env.DIST_DIR?.trim() || 'dist'),
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 300, 1, 1_000_000),
    smtpUrl,
    enquiryTo,
  };
}

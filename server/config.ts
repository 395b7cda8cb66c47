// The server's configuration, from environment variables, validated once at start.
import { isIP } from 'node:net';
import { resolve } from 'node:path';

/**
 * Which proxies in front of the server are trusted to report the client's address
 * (`X-Forwarded-For`) and protocol: a number of hops (1: the one proxy in front), or a list of
 * proxy addresses and CIDR ranges. Passed to Fastify's `trustProxy` as is.
 */
export type TrustProxy = false | number | string[];

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
  /** Enquiries one address may send per 10 minutes (POST /api/contact/). */
  enquiryLimit: number;
  trustProxy: TrustProxy;
  limits: ServerLimits;
  smtpUrl?: string;
  enquiryTo?: string;
  /** Enquiries older than this many months are removed (daily and by `npm run staff -- retention`); 0: kept. */
  enquiryRetentionMonths: number;
  /** Deleted content stays in Recently deleted for this many days, then is removed for good. */
  trashRetentionDays: number;
  /** How often the server looks for scheduled drafts whose time has come, in seconds. */
  publishCheckSeconds: number;
  /** Where the clock of scheduled publishing starts (tests that drive it); unset: the real time. */
  scheduleClockStart?: Date;
  staff: StaffSettings;
}

/** Staff sign-in and sessions (docs/decisions/0013). */
export interface StaffSettings {
  /** A session not used for this many minutes ends. */
  idleMinutes: number;
  /** A session ends this many hours after sign-in, used or not. */
  sessionHours: number;
  /** Failed sign-ins allowed per address and per account within the window; the next is refused with 429. */
  signInLimit: number;
  signInWindowMinutes: number;
  /** Who must sign in with a code (STAFF_REQUIRE_2FA): nobody, owners, or every account (docs/decisions/0021). */
  requireTwoFactor: TwoFactorRequirement;
}

export const TWO_FACTOR_REQUIREMENTS = ['off', 'owner', 'all'] as const;
export type TwoFactorRequirement = (typeof TWO_FACTOR_REQUIREMENTS)[number];

function twoFactorRequirement(raw: string | undefined): TwoFactorRequirement {
  const value = raw?.trim().toLowerCase() || 'off';
  if ((TWO_FACTOR_REQUIREMENTS as readonly string[]).includes(value)) return value as TwoFactorRequirement;
  throw new ConfigError(`STAFF_REQUIRE_2FA must be off, owner or all, got "${raw}"`);
}

/** What a public server needs against slow and greedy clients (docs/decisions/0009). */
export interface ServerLimits {
  /** Whole request (headers and body) must arrive within this many ms, or 408. */
  requestTimeoutMs: number;
  /** Headers must arrive within this many ms, or 408. */
  headersTimeoutMs: number;
  /** An idle kept-alive connection is closed after this many ms. */
  keepAliveTimeoutMs: number;
  /** A connection with no traffic either way is closed after this many ms. */
  socketTimeoutMs: number;
  /** Largest request body in bytes (the enquiry route has its own, smaller one). */
  bodyLimit: number;
  /** Largest enquiry body in bytes. */
  enquiryBodyLimit: number;
  /** Connections open at once; more are refused. */
  maxConnections: number;
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

/** An ISO 8601 date and time with its offset, such as 2027-01-01T09:00:00+05:30; unset or empty: undefined. */
function dateTime(env: NodeJS.ProcessEnv, name: string): Date | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(raw) || Number.isNaN(Date.parse(raw))) {
    throw new ConfigError(`${name} must be a date and time with its offset, such as 2027-01-01T09:00:00+05:30 (got "${raw}")`);
  }
  return new Date(raw);
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

/** Names proxy-addr understands besides addresses and ranges. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function proxyEntry(raw: string): boolean {
  if (PROXY_NAMES.has(raw)) return true;
  const [address = '', prefix, ...rest] = raw.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (version === 4 ? 32 : 128);
  // IPv4 netmask form, 10.0.0.0/255.0.0.0.
  return version === 4 && isIP(prefix) === 4;
}

export function readTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(value)) {
    if (Number(value) > 10) throw new ConfigError(`TRUST_PROXY must be a number of proxy hops from 0 to 10 or a list of proxy addresses, got "${raw}"`);
    return Number(value);
  }
  if (value.toLowerCase() === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would believe any X-Forwarded-For a client sends; set the number of proxies in front of the server (1) or their addresses (127.0.0.1, 10.0.0.0/8)',
    );
  }
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.filter((entry) => !proxyEntry(entry));
  if (bad.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY must be a number of proxy hops or a comma-separated list of proxy addresses or CIDR ranges, got "${bad.join('", "')}"`,
    );
  }
  return entries;
}

export function readLimits(env: NodeJS.ProcessEnv): ServerLimits {
  const limits: ServerLimits = {
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 100, 3_600_000),
    headersTimeoutMs: integer(env, 'HEADERS_TIMEOUT_MS', 10_000, 100, 3_600_000),
    keepAliveTimeoutMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', 72_000, 100, 3_600_000),
    socketTimeoutMs: integer(env, 'SOCKET_TIMEOUT_MS', 120_000, 100, 3_600_000),
    bodyLimit: integer(env, 'BODY_LIMIT', 64 * 1024, 1024, 100 * 1024 * 1024),
    enquiryBodyLimit: integer(env, 'ENQUIRY_BODY_LIMIT', 32 * 1024, 1024, 1024 * 1024),
    maxConnections: integer(env, 'MAX_CONNECTIONS', 1024, 1, 1_000_000),
  };
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new ConfigError(
      `HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) must not be larger than REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs})`,
    );
  }
  return limits;
}

export function readStaffSettings(env: NodeJS.ProcessEnv): StaffSettings {
  return {
    idleMinutes: integer(env, 'STAFF_IDLE_MINUTES', 30, 1, 24 * 60),
    sessionHours: integer(env, 'STAFF_SESSION_HOURS', 12, 1, 7 * 24),
    signInLimit: integer(env, 'STAFF_SIGN_IN_LIMIT', 5, 1, 1000),
    signInWindowMinutes: integer(env, 'STAFF_SIGN_IN_WINDOW_MINUTES', 15, 1, 24 * 60),
    requireTwoFactor: twoFactorRequirement(env.STAFF_REQUIRE_2FA),
  };
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
    enquiryLimit: integer(env, 'ENQUIRY_LIMIT', 5, 1, 100_000),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    limits: readLimits(env),
    smtpUrl,
    enquiryTo,
    enquiryRetentionMonths: integer(env, 'ENQUIRY_RETENTION_MONTHS', 24, 0, 1200),
    trashRetentionDays: integer(env, 'TRASH_RETENTION_DAYS', 90, 1, 36_500),
    publishCheckSeconds: integer(env, 'PUBLISH_CHECK_SECONDS', 30, 1, 3600),
    scheduleClockStart: dateTime(env, 'SCHEDULE_CLOCK_START'),
    staff: readStaffSettings(env),
  };
}

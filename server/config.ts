// The server's configuration, from environment variables, validated once at start against the schemas
// below (zod): each variable is declared once with its type, default and limits (the readers of one value:
// config-values.ts; TRUST_PROXY: config-proxy.ts).
import { dirname, join, resolve } from 'node:path';

import { z } from 'zod';

import { DEFAULT_SCRYPT, type ScryptParams } from './account/passwords.ts';

import { trustProxy, type TrustProxy } from './config-proxy.ts';
import {
  ConfigError,
  dateTime,
  encryptionKey,
  hourOrOff,
  httpOrigin,
  originList,
  originOf,
  parseEnv,
  refuse,
  smtpUrl,
  text,
  wholeNumber,
} from './config-values.ts';

export { ConfigError } from './config-values.ts';
export { readTrustProxy, type TrustProxy } from './config-proxy.ts';

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
  /** Answers to a form sent sooner than this after it was shown are a bot's: answered as sent, not stored (docs/forms.md). */
  formMinFillSeconds: number;
  /** The wait before a webhook's delivery is tried again, doubling each time (docs/enquiries.md, "Webhooks"). */
  webhookFirstWaitSeconds: number;
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
  /** How long counted page views wait in memory before they are written, in seconds (0: at once). */
  viewsWriteSeconds: number;
  /** Where the clock of scheduled publishing starts (tests that drive it); unset: the real time. */
  scheduleClockStart?: Date;
  staff: StaffSettings;
  backups: BackupSettings;
}

/** Backups of the database and media (docs/operations.md#backups). */
export interface BackupSettings {
  /** Where backups are written (default: `backups/` beside the database); none for an in-memory database. */
  dir?: string;
  /** The India hour (0–23) of the daily backup; undefined: no daily backup (BACKUP_HOUR=off). */
  hour?: number;
  /** How many days (the newest backup of each) and weeks (likewise) are kept. */
  keepDaily: number;
  keepWeekly: number;
  /** BACKUP_ENCRYPTION_KEY (AES-256-GCM, 32 bytes): what uploads are encrypted with, and encrypted backups opened with. */
  encryptionKey?: Buffer;
  /** The S3-compatible bucket each backup is also uploaded to, encrypted; unset: none. */
  s3?: BackupS3Settings;
}

export interface BackupS3Settings {
  bucket: string;
  /** Unset: AWS S3 itself; else the S3-compatible service's URL (R2, MinIO, …). */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
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
  /**
   * The scrypt cost the staff pages hash a new password at: OWASP's minimum, never read from the environment.
   * Tests that make many accounts give a cheaper one to the app they build (a hash carries its own cost).
   */
  passwordCost: ScryptParams;
}

export const TWO_FACTOR_REQUIREMENTS = ['off', 'owner', 'all'] as const;
export type TwoFactorRequirement = (typeof TWO_FACTOR_REQUIREMENTS)[number];

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

// Each environment variable is declared once below: its type, default and limits. Unset or empty means
// the default; a value outside its limits stops the start with a sentence naming the variable.

const twoFactorRequirement = text('off').transform((raw, ctx) => {
  const value = raw.toLowerCase();
  if ((TWO_FACTOR_REQUIREMENTS as readonly string[]).includes(value)) return value as TwoFactorRequirement;
  return refuse(ctx, `must be off, owner or all, got "${raw}"`);
});

const LIMITS_ENV = z.object({
  REQUEST_TIMEOUT_MS: wholeNumber(30_000, 100, 3_600_000),
  HEADERS_TIMEOUT_MS: wholeNumber(10_000, 100, 3_600_000),
  KEEP_ALIVE_TIMEOUT_MS: wholeNumber(72_000, 100, 3_600_000),
  SOCKET_TIMEOUT_MS: wholeNumber(120_000, 100, 3_600_000),
  BODY_LIMIT: wholeNumber(64 * 1024, 1024, 100 * 1024 * 1024),
  ENQUIRY_BODY_LIMIT: wholeNumber(32 * 1024, 1024, 1024 * 1024),
  MAX_CONNECTIONS: wholeNumber(1024, 1, 1_000_000),
});

const STAFF_ENV = z.object({
  STAFF_IDLE_MINUTES: wholeNumber(30, 1, 24 * 60),
  STAFF_SESSION_HOURS: wholeNumber(12, 1, 7 * 24),
  STAFF_SIGN_IN_LIMIT: wholeNumber(5, 1, 1000),
  STAFF_SIGN_IN_WINDOW_MINUTES: wholeNumber(15, 1, 24 * 60),
  STAFF_REQUIRE_2FA: twoFactorRequirement,
});

const BACKUP_ENV = z.object({
  BACKUP_DIR: text(undefined),
  BACKUP_HOUR: hourOrOff(3),
  BACKUP_KEEP_DAILY: wholeNumber(14, 1, 3650),
  BACKUP_KEEP_WEEKLY: wholeNumber(8, 0, 520),
  BACKUP_S3_BUCKET: text(undefined),
  BACKUP_S3_ENDPOINT: text(undefined).transform((raw, ctx) =>
    raw === undefined || originOf(raw) ? raw : refuse(ctx, `must be an http(s) URL, got "${raw}"`),
  ),
  BACKUP_S3_REGION: text('auto'),
  BACKUP_S3_ACCESS_KEY_ID: text(undefined),
  BACKUP_S3_SECRET_ACCESS_KEY: text(undefined),
  BACKUP_ENCRYPTION_KEY: encryptionKey,
});

const SERVER_ENV = z.object({
  PORT: wholeNumber(8080, 0, 65535),
  HOST: text('0.0.0.0'),
  DATABASE_PATH: text('./data/site.db'),
  SITE_ORIGIN: httpOrigin(DEFAULT_SITE_ORIGIN),
  CORS_ORIGINS: originList,
  DIST_DIR: text('dist'),
  RATE_LIMIT_PER_MINUTE: wholeNumber(300, 1, 1_000_000),
  ENQUIRY_LIMIT: wholeNumber(5, 1, 100_000),
  FORM_MIN_FILL_SECONDS: wholeNumber(3, 0, 600),
  WEBHOOK_FIRST_WAIT_SECONDS: wholeNumber(30, 1, 3600),
  TRUST_PROXY: trustProxy,
  SMTP_URL: smtpUrl,
  ENQUIRY_TO: text(undefined),
  ENQUIRY_RETENTION_MONTHS: wholeNumber(24, 0, 1200),
  TRASH_RETENTION_DAYS: wholeNumber(90, 1, 36_500),
  PUBLISH_CHECK_SECONDS: wholeNumber(30, 1, 3600),
  VIEWS_WRITE_SECONDS: wholeNumber(5, 0, 60),
  SCHEDULE_CLOCK_START: dateTime,
  ...LIMITS_ENV.shape,
  ...STAFF_ENV.shape,
  ...BACKUP_ENV.shape,
});

function limitsFrom(read: z.output<typeof LIMITS_ENV>): ServerLimits {
  if (read.HEADERS_TIMEOUT_MS > read.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      `HEADERS_TIMEOUT_MS (${read.HEADERS_TIMEOUT_MS}) must not be larger than REQUEST_TIMEOUT_MS (${read.REQUEST_TIMEOUT_MS})`,
    );
  }
  return {
    requestTimeoutMs: read.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: read.HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: read.KEEP_ALIVE_TIMEOUT_MS,
    socketTimeoutMs: read.SOCKET_TIMEOUT_MS,
    bodyLimit: read.BODY_LIMIT,
    enquiryBodyLimit: read.ENQUIRY_BODY_LIMIT,
    maxConnections: read.MAX_CONNECTIONS,
  };
}

function staffFrom(read: z.output<typeof STAFF_ENV>): StaffSettings {
  return {
    idleMinutes: read.STAFF_IDLE_MINUTES,
    sessionHours: read.STAFF_SESSION_HOURS,
    signInLimit: read.STAFF_SIGN_IN_LIMIT,
    signInWindowMinutes: read.STAFF_SIGN_IN_WINDOW_MINUTES,
    requireTwoFactor: read.STAFF_REQUIRE_2FA,
    passwordCost: DEFAULT_SCRYPT,
  };
}

function backupsFrom(read: z.output<typeof BACKUP_ENV>, databasePath: string, cwd: string): BackupSettings {
  const settings: BackupSettings = {
    dir: read.BACKUP_DIR ? resolve(cwd, read.BACKUP_DIR) : databasePath === ':memory:' ? undefined : join(dirname(databasePath), 'backups'),
    hour: read.BACKUP_HOUR,
    keepDaily: read.BACKUP_KEEP_DAILY,
    keepWeekly: read.BACKUP_KEEP_WEEKLY,
    encryptionKey: read.BACKUP_ENCRYPTION_KEY,
  };
  if (!read.BACKUP_S3_BUCKET) return settings;
  // A bucket without what it takes to reach it, or without the key, would fail at the first upload: said at start instead.
  const missing = (['BACKUP_S3_ACCESS_KEY_ID', 'BACKUP_S3_SECRET_ACCESS_KEY', 'BACKUP_ENCRYPTION_KEY'] as const).filter(
    (name) => !read[name],
  );
  if (missing.length > 0)
    throw new ConfigError(`BACKUP_S3_BUCKET is set, so ${missing.join(', ')} must be set too (backups leave the machine encrypted)`);
  return {
    ...settings,
    s3: {
      bucket: read.BACKUP_S3_BUCKET,
      endpoint: read.BACKUP_S3_ENDPOINT,
      region: read.BACKUP_S3_REGION,
      accessKeyId: read.BACKUP_S3_ACCESS_KEY_ID!,
      secretAccessKey: read.BACKUP_S3_SECRET_ACCESS_KEY!,
    },
  };
}

export const readLimits = (env: NodeJS.ProcessEnv): ServerLimits => limitsFrom(parseEnv(LIMITS_ENV, env));
export const readStaffSettings = (env: NodeJS.ProcessEnv): StaffSettings => staffFrom(parseEnv(STAFF_ENV, env));

export function readServerConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerConfig {
  const read = parseEnv(SERVER_ENV, env);
  const databasePath = read.DATABASE_PATH === ':memory:' ? read.DATABASE_PATH : resolve(cwd, read.DATABASE_PATH);
  return {
    port: read.PORT,
    host: read.HOST,
    databasePath,
    siteOrigin: read.SITE_ORIGIN,
    corsOrigins: read.CORS_ORIGINS,
    distDir: resolve(cwd, read.DIST_DIR),
    rateLimitPerMinute: read.RATE_LIMIT_PER_MINUTE,
    enquiryLimit: read.ENQUIRY_LIMIT,
    formMinFillSeconds: read.FORM_MIN_FILL_SECONDS,
    webhookFirstWaitSeconds: read.WEBHOOK_FIRST_WAIT_SECONDS,
    trustProxy: read.TRUST_PROXY,
    limits: limitsFrom(read),
    smtpUrl: read.SMTP_URL,
    enquiryTo: read.ENQUIRY_TO,
    enquiryRetentionMonths: read.ENQUIRY_RETENTION_MONTHS,
    trashRetentionDays: read.TRASH_RETENTION_DAYS,
    publishCheckSeconds: read.PUBLISH_CHECK_SECONDS,
    viewsWriteSeconds: read.VIEWS_WRITE_SECONDS,
    scheduleClockStart: read.SCHEDULE_CLOCK_START,
    staff: staffFrom(read),
    backups: backupsFrom(read, databasePath, cwd),
  };
}

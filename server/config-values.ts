// The readers of one environment variable's value (zod), for the schemas of server/config.ts: a whole number
// within limits, a text, an http(s) origin or a list of them, an smtp address, a date and time, an hour or off, a
// 32-byte key. Unset or empty means the default; a value outside its limits is refused with a sentence, and
// parseEnv says every refusal at once, each naming its variable, in one ConfigError.
import { z } from 'zod';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** A whole number from `min` to `max`. */
export const wholeNumber = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return fallback;
      if (!/^\d+$/.test(raw.trim()) || Number(raw) < min || Number(raw) > max)
        return refuse(ctx, `must be a whole number from ${min} to ${max}, got "${raw}"`);
      return Number(raw);
    });

/** A text, trimmed; unset or empty: the fallback. */
export const text = <T extends string | undefined>(fallback: T) =>
  z
    .string()
    .optional()
    .transform((raw) => raw?.trim() || fallback);

/** An http(s) URL, kept as its origin. */
export function originOf(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
}

export const httpOrigin = (fallback: string) =>
  text(fallback).transform((raw, ctx) => originOf(raw) ?? refuse(ctx, `must be an http(s) URL, got "${raw}"`));

/** A comma-separated list of http(s) origins; empty: none. */
export const originList = text('').transform((raw, ctx) => {
  const values = raw
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  const origins = values.map(originOf);
  const bad = values.filter((_, index) => origins[index] === undefined);
  return bad.length > 0 ? refuse(ctx, `must be http(s) URLs, got "${bad.join('", "')}"`) : (origins as string[]);
});

/** An smtp:// or smtps:// address (its host is checked as a URL's would be). */
export const smtpUrl = text(undefined).transform((raw, ctx) => {
  if (raw === undefined) return undefined;
  return originOf(raw.replace(/^smtps?:/, 'http:')) ? raw : refuse(ctx, `must be an smtp:// or smtps:// address, got "${raw}"`);
});

/** An ISO 8601 date and time with its offset, such as 2027-01-01T09:00:00+05:30. */
export const dateTime = text(undefined).transform((raw, ctx) => {
  if (raw === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(raw) || Number.isNaN(Date.parse(raw))) {
    return refuse(ctx, `must be a date and time with its offset, such as 2027-01-01T09:00:00+05:30 (got "${raw}")`);
  }
  return new Date(raw);
});

/** An hour of the day (0–23), or off. */
export const hourOrOff = (fallback: number) =>
  text(String(fallback)).transform((raw, ctx) => {
    if (raw.toLowerCase() === 'off') return undefined;
    if (!/^\d{1,2}$/.test(raw) || Number(raw) > 23) return refuse(ctx, `must be an hour from 0 to 23 (India time) or off, got "${raw}"`);
    return Number(raw);
  });

/** A 32-byte key written as 64 hex digits or in base64. */
export const encryptionKey = text(undefined).transform((raw, ctx) => {
  if (raw === undefined) return undefined;
  const key = /^[0-9a-fA-F]{64}$/.test(raw)
    ? Buffer.from(raw, 'hex')
    : /^[A-Za-z0-9+/]{43}=?$/.test(raw)
      ? Buffer.from(raw, 'base64')
      : undefined;
  if (key?.length !== 32) return refuse(ctx, 'must be a 32-byte key, as 64 hex digits or in base64 (openssl rand -base64 32)');
  return key;
});

/** Refuses a value: the sentence says what it must be (the variable's name goes before it). */
export function refuse(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/** Reads the variables a schema declares; every refusal is named and said, in one ConfigError. */
export function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const said = result.error.issues.map((issue) => {
    const name = issue.path.join('.');
    return issue.message.startsWith('=') ? `${name}${issue.message}` : `${name} ${issue.message}`;
  });
  throw new ConfigError(said.join('; '));
}

// TRUST_PROXY: which proxies in front of the server are trusted to report the client's address and protocol —
// a number of hops, or proxy addresses and CIDR ranges (as proxy-addr reads them); `true` is refused, since
// it would believe any X-Forwarded-For a client sends.
import { isIP } from 'node:net';

import { z } from 'zod';

import { parseEnv, refuse } from './config-values.ts';

/**
 * Which proxies in front of the server are trusted to report the client's address
 * (`X-Forwarded-For`) and protocol: a number of hops (1: the one proxy in front), or a list of
 * proxy addresses and CIDR ranges. Passed to Fastify's `trustProxy` as is.
 */
export type TrustProxy = false | number | string[];

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

function trustProxyOf(raw: string | undefined): TrustProxy | { problem: string } {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(value)) {
    return Number(value) > 10
      ? { problem: `must be a number of proxy hops from 0 to 10 or a list of proxy addresses, got "${raw}"` }
      : Number(value);
  }
  if (value.toLowerCase() === 'true') {
    return {
      problem:
        '=true would believe any X-Forwarded-For a client sends; set the number of proxies in front of the server (1) or their addresses (127.0.0.1, 10.0.0.0/8)',
    };
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !proxyEntry(entry));
  if (bad.length > 0)
    return {
      problem: `must be a number of proxy hops or a comma-separated list of proxy addresses or CIDR ranges, got "${bad.join('", "')}"`,
    };
  return entries;
}

/** The TRUST_PROXY variable's schema. */
export const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const read = trustProxyOf(raw);
    return typeof read === 'object' && read !== null && 'problem' in read ? refuse(ctx, read.problem) : read;
  });

export function readTrustProxy(raw: string | undefined): TrustProxy {
  return parseEnv(z.object({ TRUST_PROXY: trustProxy }), { TRUST_PROXY: raw }).TRUST_PROXY;
}

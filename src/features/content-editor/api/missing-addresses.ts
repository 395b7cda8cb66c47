// The addresses visitors asked for that answered 404 (crawlers and /api left out), most asked first: what
// the Redirects screen offers to redirect (GET /api/staff/missing-addresses).
import { isRecord, listOf, toAmount, toText } from '@/lib/validate';

import { staffGet } from '@/lib/staff/staff-request';

export const MISSING_ADDRESSES_PATH = '/api/staff/missing-addresses';

export interface MissingAddress {
  path: string;
  hits: number;
  /** When a visitor last asked for it (UTC ISO 8601). */
  lastSeen: string;
}

export async function getMissingAddresses(): Promise<MissingAddress[]> {
  const { list } = await staffGet(MISSING_ADDRESSES_PATH, undefined, 'list');
  return listOf(list, (entry) => {
    if (!isRecord(entry) || typeof entry.path !== 'string' || !entry.path.startsWith('/')) return undefined;
    return { path: entry.path, hits: toAmount(entry.hits) ?? 0, lastSeen: toText(entry.last_seen) };
  });
}

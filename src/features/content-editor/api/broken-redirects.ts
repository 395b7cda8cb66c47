// The redirects that lead to a page of this site that no longer answers (a built page or an article deleted or
// taken down): what the Redirects screen marks as broken (GET /api/staff/broken-redirects).
import { isRecord, listOf, toId, toText } from '@/lib/validate';

import { staffGet } from '@/lib/staff/staff-request';

export const BROKEN_REDIRECTS_PATH = '/api/staff/broken-redirects';

export interface BrokenRedirect {
  /** The redirect's id, to open its form. */
  id: number;
  from: string;
  to: string;
}

export async function getBrokenRedirects(): Promise<BrokenRedirect[]> {
  const { list } = await staffGet(BROKEN_REDIRECTS_PATH, undefined, 'list');
  return listOf(list, (entry) => {
    const id = isRecord(entry) ? toId(entry.id) : undefined;
    return id !== undefined && isRecord(entry) ? { id, from: toText(entry.from), to: toText(entry.to) } : undefined;
  });
}

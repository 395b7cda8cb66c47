// GET /api/search/?q=: the site search's results (docs/search.md), checked on entry. A result's snippet is HTML
// whose only markup is <mark>; MarkedSnippet draws it without ever handing it to the DOM as HTML.
import { apiPaths, MAX_SEARCH_LENGTH, type SearchResult } from '@common/api-contract';

import type { ContentRead } from '@/lib/content-read';
import { apiGet } from '@/lib/api-client';
import { contentQuery } from '@/lib/page-data';
import { isRecord, listOf, toSafeUrl, toText } from '@/lib/validate';

export { MAX_SEARCH_LENGTH };
export type { SearchResult };

function parseResult(item: unknown): SearchResult | undefined {
  if (!isRecord(item)) return undefined;
  const title = toText(item.title);
  const url = toSafeUrl(item.url);
  if (!title || !url.startsWith('/')) return undefined;
  return { type: toText(item.type), title, url, snippet: toText(item.snippet) };
}

/** The query's words as the page and the API take them: trimmed, spaces made one. */
export const searchWords = (q: string | null | undefined) => (q ?? '').replace(/\s+/g, ' ').trim();

export async function searchSite(q: string, source: ContentRead = apiGet): Promise<SearchResult[]> {
  return listOf(await source(apiPaths.search, { params: { q } }), parseResult);
}

export const searchQuery = (q: string) => contentQuery(`search-${q}`, (source) => searchSite(q, source));

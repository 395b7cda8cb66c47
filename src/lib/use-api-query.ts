// A small typed query hook for API reads: answers are cached per key for the page's lifetime,
// simultaneous reads of one key share one request, unmounting cancels interest, `reload` refetches.
//
// Route loaders fill the cache (docs/decisions/0025-route-loaders.md): on the server a page's loaders read
// its data before the one render, which draws it; the answers travel in the page as the loaders' data and
// seed the browser's cache before hydration, so the browser draws the same HTML without asking the API
// again. In the browser a loader starts its reads with the navigation, and the page shows its loading state
// until they arrive.
import { createContext, createElement, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import { browserRead } from '@/lib/api-client';
import type { ContentRead } from '@/lib/content-read';

export type QueryState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error };

interface Entry {
  promise: Promise<unknown>;
  result?: { ok: true; data: unknown } | { ok: false; error: Error };
  /** Started by a loader and not yet shown: its failure is shown once rather than asked again. */
  unclaimed?: boolean;
}

type Fetcher = () => Promise<unknown>;

/** A read a loader and a component share: its cache key, and how it reads from a content source. */
export interface ApiQuery<T> {
  readonly key: string;
  readonly fetch: (read: ContentRead) => Promise<T>;
}

export function apiQuery<T>(key: string, fetch: (read: ContentRead) => Promise<T>): ApiQuery<T> {
  return { key, fetch };
}

/** The answers of one page's life in the browser, or of one render on the server. */
export class QueryCache {
  readonly entries = new Map<string, Entry>();
  /** Server only: keys a component read that the page's loaders did not answer (it draws loading there). */
  readonly missed = new Set<string>();

  /** `onServer`: a server render, which draws what its loaders read and never fetches. */
  constructor(readonly onServer = false) {}

  /** Stores answers (a page's loader data). */
  seed(answers: Record<string, unknown>) {
    for (const [key, data] of Object.entries(answers)) {
      this.entries.set(key, { promise: Promise.resolve(), result: { ok: true, data } });
    }
  }
}

/** The browser's cache: one per page load. */
const browserCache = new QueryCache();

const QueryCacheContext = createContext<QueryCache>(browserCache);

/** Gives a render its own cache (the server renders each request with a new one). */
export function QueryCacheProvider({ cache, children }: { cache: QueryCache; children: ReactNode }) {
  return createElement(QueryCacheContext.Provider, { value: cache }, children);
}

/** Seeds the browser's cache with the answers a server-rendered page carries. */
export function seedBrowserQueryCache(answers: Record<string, unknown>) {
  browserCache.seed(answers);
}

/** Forgets every cached answer (tests start from a clean slate). */
export function clearQueryCache() {
  browserCache.entries.clear();
}

/** The entry of `key`, asked for unless kept; `claim`: a component takes it (a loader's failure is shown once). */
function load(cache: QueryCache, key: string, fetcher: Fetcher, fresh: boolean, claim = true): Entry {
  const existing = cache.entries.get(key);
  // Failures are not kept: the next mount or reload asks again; a loader's failure is first shown.
  if (existing && !fresh && (existing.result?.ok !== false || existing.unclaimed)) {
    if (claim) existing.unclaimed = false;
    return existing;
  }
  const entry: Entry = { promise: Promise.resolve() };
  entry.promise = fetcher().then(
    (data) => {
      entry.result = { ok: true, data };
    },
    (error: unknown) => {
      entry.result = { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
    },
  );
  cache.entries.set(key, entry);
  return entry;
}

function stateOf<T>(entry: Entry | undefined): QueryState<T> {
  if (!entry?.result) return { status: 'loading' };
  return entry.result.ok ? { status: 'success', data: entry.result.data as T } : { status: 'error', error: entry.result.error };
}

/** What a newly mounted reader shows: a kept answer, or loading (a kept failure is asked again). */
function initialStateOf<T>(entry: Entry | undefined): QueryState<T> {
  return entry?.result?.ok ? stateOf<T>(entry) : { status: 'loading' };
}

/**
 * A loader's read in the browser: starts it now unless the cache holds it, and resolves to its answer. The
 * component that shows it later takes the same entry (a failure included) instead of asking again.
 */
export function prefetchQuery<T>(query: ApiQuery<T>): Promise<T> {
  const before = browserCache.entries.get(query.key);
  const entry = load(browserCache, query.key, () => query.fetch(browserRead), false, false);
  if (entry !== before) entry.unclaimed = true;
  return entry.promise.then(() => {
    if (entry.result?.ok) return entry.result.data as T;
    throw entry.result?.error ?? new Error(`${query.key} was not read`);
  });
}

/**
 * Reads `key` with `fetcher` once mounted; on the server, draws what the page's loaders read (and notes a
 * key they did not). `key` null waits. The fetcher must not depend on anything the key does not name.
 */
export function useApiQuery<T>(key: string | null, fetcher: () => Promise<T>): QueryState<T> & { reload: () => void } {
  const cache = useContext(QueryCacheContext);
  if (cache.onServer && key !== null && !cache.entries.has(key)) cache.missed.add(key);
  const [state, setState] = useState<{ key: string | null; value: QueryState<T> }>(() => ({
    key,
    value: key === null ? { status: 'loading' } : initialStateOf<T>(cache.entries.get(key)),
  }));
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (key === null) return;
    let active = true;
    const entry = load(cache, key, fetcher, generation > 0);
    // A reload shows loading again until its answer arrives.
    if (!entry.result) void Promise.resolve().then(() => active && setState({ key, value: { status: 'loading' } }));
    void entry.promise.then(() => {
      if (active) setState({ key, value: stateOf<T>(entry) });
    });
    return () => {
      active = false;
    };
    // The fetcher is named by the key; a new function for the same key is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cache, key, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  // A key change shows loading until the new answer arrives, never the previous key's data.
  const value: QueryState<T> =
    state.key === key ? state.value : key !== null ? initialStateOf<T>(cache.entries.get(key)) : { status: 'loading' };
  return { ...value, reload };
}

/** `useApiQuery` of a query a loader may have read already; null waits. */
export function useQuery<T>(query: ApiQuery<T> | null): QueryState<T> & { reload: () => void } {
  return useApiQuery(query?.key ?? null, () => (query ? query.fetch(browserRead) : Promise.reject(new Error('No query'))));
}

/** The name of the history entry the visit started on: the one the server renders. */
export const FIRST_ENTRY = 'first';

/** The key of the history entry the visit started on (the one the server rendered). */
let firstEntryKey: string | undefined;

/**
 * A name for the current history entry, for queries that are asked again on every new entry: the
 * entry the page was loaded on is 'first' (on the server and in the browser alike, so the server's
 * answers hydrate it, also after a reload); every later entry is named by its own key.
 */
export function useHistoryEntryName(): string {
  const { key } = useLocation();
  if (typeof window === 'undefined') return FIRST_ENTRY;
  firstEntryKey ??= key;
  return key === firstEntryKey ? FIRST_ENTRY : key;
}

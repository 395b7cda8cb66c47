// A small typed query hook for API reads: answers are cached per key for the page's lifetime,
// simultaneous reads of one key share one request, unmounting cancels interest, `reload` refetches.
//
// The same hook serves the server's render (docs/decisions/0008): there a render collects the keys its
// components read, the server answers them from the database, and the next render pass draws the data.
// The answers travel in the page (`dehydrate`) and seed the browser's cache before hydration, so the
// browser draws the same HTML without asking the API again.
import { createContext, createElement, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

export type QueryState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error };

interface Entry {
  promise: Promise<unknown>;
  result?: { ok: true; data: unknown } | { ok: false; error: Error };
}

type Fetcher = () => Promise<unknown>;

/** The answers of one page's life in the browser, or of one render on the server. */
export class QueryCache {
  readonly entries = new Map<string, Entry>();
  /** Server only: keys read during a render pass that have no answer yet, with their fetchers. */
  private readonly wanted = new Map<string, Fetcher>();
  /** Server only: keys whose fetch failed; they stay loading in the HTML and the browser asks again. */
  private readonly skipped = new Set<string>();

  /** `collect`: a server render, which records what it reads instead of fetching. */
  constructor(readonly collect = false) {}

  /** Stores answers (a page's hydration data, or the server's fetches). */
  seed(answers: Record<string, unknown>) {
    for (const [key, data] of Object.entries(answers)) {
      this.entries.set(key, { promise: Promise.resolve(), result: { ok: true, data } });
    }
  }

  /** Every successful answer, for the page's HTML. */
  dehydrate(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [key, entry] of this.entries) if (entry.result?.ok) out[key] = entry.result.data;
    return out;
  }

  /** Server: whether some read failed (the page then shows loading there, and should not be kept). */
  get incomplete(): boolean {
    return this.skipped.size > 0;
  }

  want(key: string, fetcher: Fetcher) {
    if (!this.entries.has(key) && !this.skipped.has(key)) this.wanted.set(key, fetcher);
  }

  /** Server: fetches what the last pass read; resolves to how many keys it tried (0: the render is complete). */
  async fetchWanted(): Promise<number> {
    const batch = [...this.wanted];
    this.wanted.clear();
    await Promise.all(
      batch.map(async ([key, fetcher]) => {
        try {
          this.seed({ [key]: await fetcher() });
        } catch {
          this.skipped.add(key);
        }
      }),
    );
    return batch.length;
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

function load(cache: QueryCache, key: string, fetcher: Fetcher, fresh: boolean): Entry {
  const existing = cache.entries.get(key);
  // Failures are not kept: the next mount or reload asks again.
  if (existing && !fresh && existing.result?.ok !== false) return existing;
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
 * Reads `key` with `fetcher` once mounted; on the server, the render records it for the next pass.
 * `key` null waits. The fetcher must not depend on anything the key does not name.
 */
export function useApiQuery<T>(key: string | null, fetcher: () => Promise<T>): QueryState<T> & { reload: () => void } {
  const cache = useContext(QueryCacheContext);
  if (cache.collect && key !== null) cache.want(key, fetcher);
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
  const value: QueryState<T> = state.key === key ? state.value : key !== null ? initialStateOf<T>(cache.entries.get(key)) : { status: 'loading' };
  return { ...value, reload };
}

/** The key of the history entry the visit started on (the one the server rendered). */
let firstEntryKey: string | undefined;

/**
 * A name for the current history entry, for queries that are asked again on every new entry: the
 * entry the page was loaded on is 'first' (on the server and in the browser alike, so the server's
 * answers hydrate it, also after a reload); every later entry is named by its own key.
 */
export function useHistoryEntryName(): string {
  const { key } = useLocation();
  if (typeof window === 'undefined') return 'first';
  firstEntryKey ??= key;
  return key === firstEntryKey ? 'first' : key;
}

// A small typed query hook for API reads: answers are cached per key for the page's lifetime,
// simultaneous reads of one key share one request, unmounting cancels interest, `reload` refetches.
import { useCallback, useEffect, useState } from 'react';

export type QueryState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error };

interface Entry {
  promise: Promise<unknown>;
  result?: { ok: true; data: unknown } | { ok: false; error: Error };
}

const cache = new Map<string, Entry>();

/** Forgets every cached answer (tests start from a clean slate). */
export function clearQueryCache() {
  cache.clear();
}

function load<T>(key: string, fetcher: () => Promise<T>, fresh: boolean): Entry {
  const existing = cache.get(key);
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
  cache.set(key, entry);
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
 * Reads `key` with `fetcher` once mounted (never while prerendering). `key` null waits.
 * The fetcher must not depend on anything the key does not name.
 */
export function useApiQuery<T>(key: string | null, fetcher: () => Promise<T>): QueryState<T> & { reload: () => void } {
  const [state, setState] = useState<{ key: string | null; value: QueryState<T> }>(() => ({
    key,
    value: key === null ? { status: 'loading' } : initialStateOf<T>(cache.get(key)),
  }));
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (key === null) return;
    let active = true;
    const entry = load(key, fetcher, generation > 0);
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
  }, [key, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  // A key change shows loading until the new answer arrives, never the previous key's data.
  const value: QueryState<T> = state.key === key ? state.value : key !== null ? initialStateOf<T>(cache.get(key)) : { status: 'loading' };
  return { ...value, reload };
}

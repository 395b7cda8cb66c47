// How a page reads its data (docs/decisions/0034-one-way-to-read-page-data.md): its route's loader names each read
// once, and the page takes them from the loader's data (`usePageData`) and draws each with `useRead`.
//
// The same loader runs in three places. On the server (the render's request context carries the database's
// reader) it waits for every read: the page is drawn once with the answers, and carries them as the router's
// hydration data (`{ answers }` by key). In the browser, before hydrating, src/app/start.tsx runs it again with
// those answers: its reads are answered at once, so the first render draws the server's HTML and asks nothing,
// and only a read the server could not answer is asked for. On a move inside the app it starts its reads and
// returns: the page shows its loading states while they are under way, and its error states if they fail.
//
// Here, the hooks a page draws with; the reads and their sources are in ./page-reads.ts, the loader in
// ./page-loader.ts, both exported from here too.
import { useState, useSyncExternalStore } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';

import type { PageData, PageLoader } from '@/lib/page-loader';
import { browserSource, LOADING, type ContentQuery, type Read, type ReadState } from '@/lib/page-reads';

export {
  carriedContext,
  carriedLoaderData,
  pageLoader,
  unansweredReads,
  type PageArgs,
  type PageData,
  type PageLoader,
  type RenderContext,
} from '@/lib/page-loader';
export { contentQuery, type ContentQuery, type Read, type Reader, type ReadState } from '@/lib/page-reads';

/** The reads (and the rest) a page's loader returned; `usePageData<typeof loader>()` in its route's component. */
export function usePageData<L extends PageLoader<unknown>>(): L extends PageLoader<infer R> ? R : never {
  return (useLoaderData() as PageData<L extends PageLoader<infer R> ? R : never>).reads;
}

const noSubscription = () => () => undefined;

/**
 * The state of a read, drawn again when it changes. A part that showed an answer keeps it while the same read (the
 * same key) is made again — the tabs of Our Offerings while a tab's services load — and shows loading for another.
 * Undefined: a read the page does not make (loading).
 */
export function useRead<T>(read: Read<T> | undefined): ReadState<T> {
  const state = useSyncExternalStore(
    read?.subscribe ?? noSubscription,
    () => read?.state ?? LOADING,
    () => read?.serverState ?? LOADING,
  );
  // The last answer or failure drawn, and its key: kept in state (a render-time update when it changes).
  const drawn = state.status === 'loading' ? undefined : { key: read?.key, state };
  const [shown, setShown] = useState(drawn);
  if (drawn && shown?.state !== state) setShown(drawn);
  if (state.status === 'loading' && shown?.state.status === 'success' && read?.key !== undefined && shown.key === read.key) {
    return shown.state;
  }
  return state;
}

/**
 * The state of a read, followed without starting it: for a part that draws from the page's read but must not ask for
 * it where the page does not (the header's language links on a service's page a card brought along).
 */
export function useFollowed<T>(read: Read<T> | undefined): ReadState<T> {
  return useSyncExternalStore(
    read?.observe ?? noSubscription,
    () => read?.state ?? LOADING,
    () => read?.serverState ?? LOADING,
  );
}

/** Reads the page's data again (its loader runs again): the Try Again of a failed read. */
export function useRetry(): () => void {
  const { revalidate } = useRevalidator();
  return () => void revalidate();
}

/**
 * A read outside any page's loader, started by its first reader: the staff editor's previews (a page's blocks as
 * typed, a search result with the company's name), which are no page of their own.
 */
export function readInBrowser<T>(query: ContentQuery<T>): Read<T> {
  return browserSource.start(query, true);
}

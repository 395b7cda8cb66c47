// How a page reads its data (docs/decisions/0034-one-way-to-read-page-data.md): its route's loader names each read
// once, and the page takes them from the loader's data (`usePageData`) and draws each with `useRead`.
//
// The same loader runs in three places. On the server (the render's request context carries the database's
// reader) it waits for every read: the page is drawn once with the answers, and carries them as the router's
// hydration data (`{ answers }` by key). In the browser, before hydrating, src/app/start.tsx runs it again with
// those answers: its reads are answered at once, so the first render draws the server's HTML and asks nothing,
// and only a read the server could not answer is asked for. On a move inside the app it starts its reads and
// returns: the page shows its loading states while they are under way, and its error states if they fail.
import { useState, useSyncExternalStore } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs, type Params } from 'react-router-dom';

import { browserRead } from '@/lib/api-client';
import type { ContentRead } from '@/lib/content-read';

/** A read a page can make: its key (what it reads, 'service-1') and how it reads from a content source. */
export interface ContentQuery<T> {
  readonly key: string;
  readonly fetch: (read: ContentRead) => Promise<T>;
}

export function contentQuery<T>(key: string, fetch: (read: ContentRead) => Promise<T>): ContentQuery<T> {
  return { key, fetch };
}

export type ReadState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error };

/** One read of a page's data, as its loader hands it to the page: drawn with `useRead`. */
export interface Read<T> {
  /** What it reads; undefined while that is not known yet (a read that follows another's answer). */
  readonly key: string | undefined;
  readonly state: ReadState<T>;
  /**
   * What the server drew for it: its answer when the server gave it, else loading. A page hydrates with it, so a read
   * the browser made and finished before hydrating still hydrates as the server's HTML drew it, and draws next.
   */
  readonly serverState: ReadState<T>;
  /** Calls `listener` when the read has an answer or has failed. */
  readonly subscribe: (listener: () => void) => () => void;
  /** The answer, for a loader that needs it before it returns (a built page's blocks); rejects when there is none. */
  answer(): Promise<T>;
}

const LOADING = { status: 'loading' } as const;

class PageRead<T> implements Read<T> {
  key: string | undefined;
  state: ReadState<T> = LOADING;
  private readonly listeners = new Set<() => void>();
  private finish!: () => void;
  /** Resolves once the read is over: answered, failed, or (on the server) left to the browser. */
  readonly finished = new Promise<void>((resolve) => (this.finish = resolve));
  /** What starts it, until it has started. */
  private starter: (() => void) | undefined;

  /** `answeredByServer`: made on the server, or answered by what the page carries. */
  constructor(
    key: string | undefined,
    private readonly answeredByServer: boolean,
    starter?: () => void,
  ) {
    this.key = key;
    this.starter = starter;
  }

  get serverState(): ReadState<T> {
    return this.answeredByServer ? this.state : LOADING;
  }

  /** Starts the read unless it has started. */
  begin() {
    const start = this.starter;
    this.starter = undefined;
    start?.();
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    this.begin();
    return () => void this.listeners.delete(listener);
  };

  answer(): Promise<T> {
    this.begin();
    return this.finished.then(() => {
      if (this.state.status === 'success') return this.state.data;
      throw this.state.error ?? new Error(`${this.key ?? 'A read'} was not answered`);
    });
  }

  /** Ends the read with its answer or failure; without one it stays loading (the server leaves it to the browser). */
  settle(state: ReadState<T> | undefined) {
    if (this.state.status !== 'loading') return;
    if (state) this.state = state;
    this.finish();
    for (const listener of this.listeners) listener();
  }

  /** Ends as another read ends, under its key (a read that follows another's answer). */
  adopt(other: PageRead<T>) {
    this.key = other.key;
    void other.finished.then(() => this.settle(other.state.status === 'loading' ? undefined : other.state));
  }
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** Where a loader's reads are answered. */
interface Source {
  /** Starts the read of `query` (or, `whenShown`, lets its first reader start it). */
  start<T>(query: ContentQuery<T>, whenShown: boolean): PageRead<T>;
  /** Every read started, the server's render waits for. */
  readonly started?: PageRead<unknown>[];
  /** The server render's. */
  readonly server?: boolean;
}

/** The browser's: the API (and the site's own JSON files). */
const browserSource: Source = {
  start<T>(query: ContentQuery<T>, whenShown: boolean) {
    const read: PageRead<T> = new PageRead<T>(query.key, false, () => {
      query.fetch(browserRead).then(
        (data) => read.settle({ status: 'success', data }),
        (error: unknown) => read.settle({ status: 'error', error: asError(error) }),
      );
    });
    if (!whenShown) read.begin();
    return read;
  },
};

/** The server render's: its content reader; a read it cannot answer stays loading, for the browser to ask. */
function serverSource(content: ContentRead | undefined): Source {
  const started: PageRead<unknown>[] = [];
  return {
    started,
    server: true,
    start<T>(query: ContentQuery<T>) {
      const read = new PageRead<T>(query.key, true);
      started.push(read as PageRead<unknown>);
      if (!content) read.settle(undefined);
      else
        // An answer of undefined would not survive the page's JSON: the browser asks for it.
        query.fetch(content).then(
          (data) => read.settle(data === undefined ? undefined : { status: 'success', data }),
          () => read.settle(undefined),
        );
      return read;
    },
  };
}

/** Before hydrating: the answers the page carries, at once; the browser asks for any other. */
function carriedSource(answers: Readonly<Record<string, unknown>>): Source {
  return {
    start<T>(query: ContentQuery<T>, whenShown: boolean) {
      if (!Object.hasOwn(answers, query.key)) return browserSource.start(query, whenShown);
      const read = new PageRead<T>(query.key, true);
      read.settle({ status: 'success', data: answers[query.key] as T });
      return read;
    },
  };
}

/** What a loader reads its page's data with. */
export interface Reader {
  /** Reads `query` for the page. */
  <T>(query: ContentQuery<T>): Read<T>;
  /**
   * A read that depends on another's answer: `next` names it from that answer (undefined when the other failed), or
   * says null for nothing to read. Its answer is then null.
   */
  after<A, T>(first: Read<A>, next: (answer: A | undefined) => ContentQuery<T> | null): Read<T | null>;
  /**
   * In the browser, a read the page makes only once it shows it (the detail page of a service a card's click
   * brought along); the server reads it at once.
   */
  whenShown<T>(query: ContentQuery<T>): Read<T>;
}

function readerOf(source: Source): Reader {
  const read = <T>(query: ContentQuery<T>): Read<T> => source.start(query, false);
  const after = <A, T>(first: Read<A>, next: (answer: A | undefined) => ContentQuery<T> | null): Read<T | null> => {
    const follow = (): PageRead<T | null> => {
      const query = next(first.state.status === 'success' ? first.state.data : undefined);
      if (query) return source.start(query, false);
      // Nothing to read: the same answer wherever it is drawn.
      const none = new PageRead<T | null>(undefined, true);
      none.settle({ status: 'success', data: null });
      return none;
    };
    const before = first as PageRead<A>;
    // An answer already there (carried by the page) is followed at once, so the first render draws both.
    if (before.state.status === 'success' || before.state.status === 'error') return follow();
    const read = new PageRead<T | null>(undefined, source.server === true);
    source.started?.push(read as PageRead<unknown>);
    void before.finished.then(() => {
      // On the server a read left to the browser leaves the reads that follow it to the browser too.
      if (before.state.status === 'loading') read.settle(undefined);
      else read.adopt(follow());
    });
    return read;
  };
  const whenShown = <T>(query: ContentQuery<T>): Read<T> => source.start(query, true);
  return Object.assign(read, { after, whenShown });
}

/** What a page's loader is given beside its reader. */
export interface PageArgs {
  url: URL;
  params: Params;
}

/** A page loader's data: what its page reads, and on the server the answers the page carries. */
export interface PageData<R> {
  readonly reads: R;
  /** Server only: the answers by key (the router's hydration data carries them, and nothing else). */
  readonly answers?: Record<string, unknown>;
  /** Server only: the keys of the reads the server could not answer (drawn loading; the browser asks). */
  readonly unanswered?: string[];
}

export type PageLoader<R> = (args: LoaderFunctionArgs) => Promise<PageData<R>>;

/** What the server's render gives its loaders as their request context: where to read, if anywhere. */
export interface RenderContext {
  readonly renderOnServer: true;
  /** Without one (a render with no data source) the page draws its loading states and the browser asks. */
  readonly read?: ContentRead;
}

/** What src/app/start.tsx gives a page's loader before hydrating: the answers the page carries. */
interface CarriedContext {
  readonly carried: Readonly<Record<string, unknown>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The loader of a route whose page draws data: `pick` names the page's reads (and anything else the page takes from
 * the address) in the object it returns, which the page gets from `usePageData<typeof loader>()`.
 */
export function pageLoader<R>(pick: (read: Reader, args: PageArgs) => R | Promise<R>): PageLoader<R> {
  return async ({ request, params, context }) => {
    const args = { url: new URL(request.url), params };
    if (isRecord(context) && isRecord(context.carried)) {
      return { reads: await pick(readerOf(carriedSource((context as unknown as CarriedContext).carried)), args) };
    }
    if (!(isRecord(context) && context.renderOnServer === true)) return { reads: await pick(readerOf(browserSource), args) };
    const source = serverSource((context as unknown as RenderContext).read);
    const reads = await pick(readerOf(source), args);
    const started = source.started ?? [];
    // A read may start another when it is answered: wait until no read is under way.
    for (let seen = 0; seen < started.length;) {
      const waiting = started.slice(seen);
      seen = started.length;
      await Promise.all(waiting.map((read) => read.finished));
    }
    const answers: Record<string, unknown> = {};
    const unanswered = new Set<string>();
    for (const read of started) {
      if (read.key === undefined) continue;
      if (read.state.status === 'success') answers[read.key] = read.state.data;
      else unanswered.add(read.key);
    }
    return { reads, answers, unanswered: [...unanswered] };
  };
}

function isPageData(data: unknown): data is PageData<unknown> {
  return isRecord(data) && 'reads' in data;
}

/** The routes' data as the page carries it (the router's hydration data): each page loader's answers only. */
export function carriedLoaderData(loaderData: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(loaderData).map(([id, data]) => [id, isPageData(data) ? { answers: data.answers ?? {} } : data]),
  );
}

/** The keys of the reads the server's loaders could not answer: the page draws them loading. */
export function unansweredReads(loaderData: Readonly<Record<string, unknown>>): string[] {
  return Object.values(loaderData).flatMap((data) => (isPageData(data) ? (data.unanswered ?? []) : []));
}

/**
 * The context to run a page's loader with before hydrating, when the page carries its data (`{ answers }`, from
 * `carriedLoaderData`); undefined for a route the page carries nothing of.
 */
export function carriedContext(carried: unknown): CarriedContext | undefined {
  return isRecord(carried) && isRecord(carried.answers) ? { carried: carried.answers } : undefined;
}

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

// The reads a page's loader makes (./page-data.ts): one read with its state and listeners, and where its answer
// comes from — the browser's API, the server render's reader, or the answers the page carries.
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
  /** Calls `listener` when the read has an answer or has failed; starts a read made only once shown (`whenShown`). */
  readonly subscribe: (listener: () => void) => () => void;
  /** Calls `listener` when the read has an answer or has failed, without starting it: for a part that follows the page's read. */
  readonly observe: (listener: () => void) => () => void;
  /** The answer, for a loader that needs it before it returns (a built page's blocks); rejects when there is none. */
  answer(): Promise<T>;
}

export const LOADING = { status: 'loading' } as const;

export class PageRead<T> implements Read<T> {
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
    const stop = this.observe(listener);
    this.begin();
    return stop;
  };

  readonly observe = (listener: () => void) => {
    this.listeners.add(listener);
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

/** A read already answered with `data`: the same wherever it is drawn, and nothing to ask. */
export function answeredRead<T>(data: T): PageRead<T> {
  const read = new PageRead<T>(undefined, true);
  read.settle({ status: 'success', data });
  return read;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** Where a loader's reads are answered. */
export interface Source {
  /** Starts the read of `query` (or, `whenShown`, lets its first reader start it). */
  start<T>(query: ContentQuery<T>, whenShown: boolean): PageRead<T>;
  /** Every read started, the server's render waits for. */
  readonly started?: PageRead<unknown>[];
  /** The server render's. */
  readonly server?: boolean;
}

/** The browser's: the API (and the site's own JSON files). */
export const browserSource: Source = {
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
export function serverSource(content: ContentRead | undefined): Source {
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
export function carriedSource(answers: Readonly<Record<string, unknown>>): Source {
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

export function readerOf(source: Source): Reader {
  const read = <T>(query: ContentQuery<T>): Read<T> => source.start(query, false);
  const after = <A, T>(first: Read<A>, next: (answer: A | undefined) => ContentQuery<T> | null): Read<T | null> => {
    const follow = (): PageRead<T | null> => {
      const query = next(first.state.status === 'success' ? first.state.data : undefined);
      if (query) return source.start(query, false);
      // Nothing to read: the same answer wherever it is drawn.
      return answeredRead<T | null>(null);
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

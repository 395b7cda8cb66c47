// A route's page loader (./page-data.ts): runs `pick` with the reader of where it runs — the server's render, the
// browser before hydrating, or a move inside the app — and the data the page carries from the server to the browser.
import type { LoaderFunctionArgs, Params } from 'react-router-dom';

import type { ContentRead } from '@/lib/content-read';
import { browserSource, carriedSource, readerOf, serverSource, type Reader } from '@/lib/page-reads';

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
export interface CarriedContext {
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

// Route loaders (docs/decisions/0025-route-loaders.md): a data route names the queries its page draws, and
// its loader reads them through the content source of where it runs. On the server (a render's request
// context carries the database's reader) the loader waits for every answer and returns them: they are the
// one render's data and travel in the page as the router's hydration data. In the browser (a navigation
// inside the app) it starts the reads through the API without waiting, so the page and its code load
// beside them and SPEC's loading and error states still show while they are under way.
import type { LoaderFunctionArgs, Params } from 'react-router-dom';

import type { ContentRead } from '@/lib/content-read';
import { prefetchQuery, type ApiQuery } from '@/lib/use-api-query';

/** What a loader returns on the server: the answers of its queries by key (a failed read is left out). */
export interface RouteData {
  readonly answers: Record<string, unknown>;
}

/** What the server's render gives its loaders as their request context: where to read, if anywhere. */
export interface RenderContext {
  readonly renderOnServer: true;
  /** Without one (a render with no data source) the page draws its loading states. */
  readonly read?: ContentRead;
}

/** Reads a query for the page; resolves to its answer, so one read can depend on another's. */
export type Want = <T>(query: ApiQuery<T>) => Promise<T>;

export interface DataArgs {
  url: URL;
  params: Params;
  /** True on the server: reads named after the history entry (the first one there) may be made. */
  onServer: boolean;
}

/** A read whose failure is never left unhandled: the page shows it where it is drawn. */
function handled(want: Want): Want {
  return (query) => {
    const answer = want(query);
    answer.catch(() => undefined);
    return answer;
  };
}

/** The server render's context, or undefined in the browser (React Router gives its own context object there). */
function renderContextOf(context: unknown): RenderContext | undefined {
  return typeof context === 'object' && context !== null && (context as Partial<RenderContext>).renderOnServer === true
    ? (context as RenderContext)
    : undefined;
}

/** The loader of a data route whose page draws the queries `pick` wants. */
export function dataLoader(pick: (want: Want, args: DataArgs) => unknown) {
  return async ({ request, params, context }: LoaderFunctionArgs): Promise<RouteData | null> => {
    const url = new URL(request.url);
    const render = renderContextOf(context);
    if (!render) {
      // Not awaited: the navigation goes on, the page shows loading, and takes these reads when it mounts.
      void Promise.resolve()
        .then(() => pick(handled(prefetchQuery), { url, params, onServer: false }))
        .catch(() => undefined);
      return null;
    }
    const { read } = render;
    if (!read) return { answers: {} };
    const answers: Record<string, unknown> = {};
    const started = new Map<string, Promise<unknown>>();
    const want: Want = handled(<T>(query: ApiQuery<T>) => {
      let answer = started.get(query.key);
      if (!answer) {
        answer = query.fetch(read).then((data) => {
          answers[query.key] = data;
          return data;
        });
        started.set(query.key, answer);
      }
      return answer as Promise<T>;
    });
    // A read that fails leaves its part of the page loading there; the browser asks again.
    await Promise.resolve()
      .then(() => pick(want, { url, params, onServer: true }))
      .catch(() => undefined);
    await Promise.allSettled(started.values());
    return { answers };
  };
}

/** Every answer in the loaders' data of a rendered page (the router's hydration data), by key. */
export function loaderAnswers(loaderData: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const data of Object.values(loaderData ?? {})) {
    const answers: unknown = typeof data === 'object' && data !== null ? (data as Partial<RouteData>).answers : undefined;
    if (typeof answers === 'object' && answers !== null) Object.assign(out, answers);
  }
  return out;
}

import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';

import type { ContentRead } from '@/lib/content-read';
import { server } from '@/testing/msw-server';

import { contentQuery, pageLoader, useRead, type Read, type Reader, type RenderContext } from './page-data';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The keys of the reads made, in order. */
const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
});

/** A query answered by the content source it is given, at `path`. */
const pathQuery = <T,>(key: string, path: string) =>
  contentQuery(key, (read) => {
    asked.push(key);
    return read(path) as Promise<T>;
  });

const article = pathQuery<{ categoryId: number | null }>('article-a', '/article');
const categories = pathQuery<string[]>('categories', '/categories');
const plans = pathQuery<string[]>('plans', '/plans');

/** A page's loader: the article, its categories once the article names one, and the plans. */
const loader = pageLoader((read: Reader) => {
  const found = read(article);
  return {
    article: found,
    categories: read.after(found, (answer) => (answer?.categoryId != null ? categories : null)),
    plans: read(plans),
  };
});

function args(context: unknown): LoaderFunctionArgs {
  const url = new URL('https://www.dexterity.example/insights/a');
  return { request: new Request(url), url, pattern: '', params: {}, context } as LoaderFunctionArgs;
}

const answers: Record<string, unknown> = { '/article': { categoryId: 4 }, '/categories': ['GST'], '/plans': ['Gold'] };

describe('a page loader on the server', () => {
  it('waits for every read, a read that follows another included, and gives the answers by key', async () => {
    const read: ContentRead = async (path) => answers[path];
    const data = await loader(args({ renderOnServer: true, read } satisfies RenderContext));
    expect(data.answers).toEqual({ 'article-a': { categoryId: 4 }, categories: ['GST'], plans: ['Gold'] });
    expect(data.unanswered).toEqual([]);
    expect(data.reads.categories.state).toEqual({ status: 'success', data: ['GST'] });
  });

  it('leaves a read that fails loading, for the browser to ask, and names it', async () => {
    const read: ContentRead = async (path) => {
      if (path === '/plans') throw new Error('database away');
      return answers[path];
    };
    const data = await loader(args({ renderOnServer: true, read } satisfies RenderContext));
    expect(data.unanswered).toEqual(['plans']);
    expect(data.answers).not.toHaveProperty('plans');
    expect(data.reads.plans.state.status).toBe('loading');
  });
});

describe('a page loader before hydrating', () => {
  it('answers the reads the page carries at once, and asks the browser only for the others', async () => {
    server.use(http.get('*/plans', () => HttpResponse.json({ success: true, data: ['Gold'] })));
    const data = await loader(args({ carried: { 'article-a': { categoryId: 4 }, categories: ['GST'] } }));
    // Answered in the same turn, a read that follows another included: the first render draws what the server drew.
    expect(data.reads.article.state).toEqual({ status: 'success', data: { categoryId: 4 } });
    expect(data.reads.categories.state).toEqual({ status: 'success', data: ['GST'] });
    expect(data.reads.plans.state.status).toBe('loading');
    await expect(data.reads.plans.answer()).resolves.toEqual(['Gold']);
    expect(asked).toEqual(['plans']);
    // Answered before the page hydrates, it still hydrates as the server drew it (loading), and draws next.
    expect(data.reads.plans.serverState.status).toBe('loading');
    expect(data.reads.article.serverState).toEqual({ status: 'success', data: { categoryId: 4 } });
  });
});

describe('a page loader in the browser', () => {
  it('returns before its reads are answered; a read the page makes when shown starts with its first reader', async () => {
    const fetched: string[] = [];
    const held = deferred<string[]>();
    const shownLater = contentQuery('later', async () => {
      fetched.push('later');
      return ['x'];
    });
    const browserLoader = pageLoader((read) => ({
      now: read(
        contentQuery('now', () => {
          fetched.push('now');
          return held.promise;
        }),
      ),
      later: read.whenShown(shownLater),
    }));
    const { reads } = await browserLoader(args(undefined));
    expect(reads.now.state.status).toBe('loading');
    expect(fetched).toEqual(['now']);
    const { result } = renderHook(() => useRead(reads.later));
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: ['x'] }));
    expect(fetched).toEqual(['now', 'later']);
    held.resolve(['done']);
    await expect(reads.now.answer()).resolves.toEqual(['done']);
  });
});

describe('useRead', () => {
  /** A read of `key` in the browser, answered or failed from outside. */
  async function browserRead(key: string) {
    const answer = deferred<string>();
    const { reads } = await pageLoader((read) => ({ it: read(contentQuery(key, () => answer.promise)) }))(args(undefined));
    return { read: reads.it, answer };
  }

  it('draws loading, then the answer', async () => {
    const { read, answer } = await browserRead('a');
    const { result } = renderHook(() => useRead(read));
    expect(result.current.status).toBe('loading');
    await act(async () => answer.resolve('first'));
    expect(result.current).toEqual({ status: 'success', data: 'first' });
  });

  it('keeps an answer while the same read is made again, and draws loading for another', async () => {
    const first = await browserRead('labels');
    first.answer.resolve('tabs');
    await first.read.answer();
    const { result, rerender } = renderHook(({ read }: { read: Read<string> }) => useRead(read), { initialProps: { read: first.read } });
    expect(result.current.data).toBe('tabs');

    const again = await browserRead('labels');
    rerender({ read: again.read });
    expect(result.current).toEqual({ status: 'success', data: 'tabs' });
    await act(async () => again.answer.resolve('new tabs'));
    expect(result.current.data).toBe('new tabs');

    const other = await browserRead('services');
    rerender({ read: other.read });
    expect(result.current.status).toBe('loading');
  });

  it('draws a failure, and loading again when the read is made again', async () => {
    const first = await browserRead('article');
    const { result, rerender } = renderHook(({ read }: { read: Read<string> }) => useRead(read), { initialProps: { read: first.read } });
    await act(async () => first.answer.reject(new Error('Network Error')));
    expect(result.current.status).toBe('error');
    expect(result.current.error?.message).toBe('Network Error');

    const retried = await browserRead('article');
    rerender({ read: retried.read });
    expect(result.current.status).toBe('loading');
  });

  it('is loading for a read the page does not make', () => {
    const { result } = renderHook(() => useRead(undefined));
    expect(result.current.status).toBe('loading');
  });
});

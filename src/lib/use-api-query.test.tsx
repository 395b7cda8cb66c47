import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { clearQueryCache, useApiQuery } from '@/lib/use-api-query';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => clearQueryCache());

describe('useApiQuery', () => {
  it('goes from loading to the answer', async () => {
    const { result } = renderHook(() => useApiQuery('a', async () => 42));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 42 }));
  });

  it('makes one request for readers of the same key and keeps the answer for the next reader', async () => {
    const fetcher = vi.fn(async () => 'offerings');
    const first = renderHook(() => useApiQuery('shared', fetcher));
    const second = renderHook(() => useApiQuery('shared', fetcher));
    await waitFor(() => expect(second.result.current.data).toBe('offerings'));
    expect(first.result.current.data).toBe('offerings');
    const third = renderHook(() => useApiQuery('shared', fetcher));
    expect(third.result.current).toMatchObject({ status: 'success', data: 'offerings' });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('reports a failure, and a new reader asks again showing loading, not the old error', async () => {
    const attempt = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    const first = renderHook(() => useApiQuery('flaky', attempt));
    await waitFor(() => expect(first.result.current.status).toBe('error'));
    expect(first.result.current.error?.message).toBe('down');
    first.unmount();
    const second = renderHook(() => useApiQuery('flaky', attempt));
    expect(second.result.current.status).toBe('loading');
    await waitFor(() => expect(second.result.current).toMatchObject({ status: 'success', data: 'up' }));
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('reload asks again and shows loading until the new answer', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let call = 0;
    const { result } = renderHook(() => useApiQuery('reloadable', () => answers[call++]!.promise));
    act(() => answers[0]!.reject(new Error('first failed')));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('loading'));
    act(() => answers[1]!.resolve('second'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'second' }));
  });

  it('never shows the previous key’s data after the key changes', async () => {
    const { result, rerender } = renderHook(({ id }) => useApiQuery(`item-${id}`, async () => `data ${id}`), { initialProps: { id: 1 } });
    await waitFor(() => expect(result.current.data).toBe('data 1'));
    rerender({ id: 2 });
    expect(result.current.data).not.toBe('data 1');
    await waitFor(() => expect(result.current.data).toBe('data 2'));
  });

  it('waits while the key is null', () => {
    const fetcher = vi.fn(async () => 1);
    const { result } = renderHook(() => useApiQuery(null, fetcher));
    expect(result.current.status).toBe('loading');
    expect(fetcher).not.toHaveBeenCalled();
  });
});

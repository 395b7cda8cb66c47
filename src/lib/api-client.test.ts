import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';

import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { ApiError, apiGet, createApiClient, getApiClient, TIMED_OUT_MESSAGE } from '@/lib/api-client';
import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';

const path = '/api/example/';

describe('api client', () => {
  it('uses a 10 second timeout and JSON', async () => {
    const client = await getApiClient();
    expect(client.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    expect(client.defaults.headers['Content-Type']).toBe('application/json');
  });

  it('returns data when the body says success', async () => {
    server.use(http.get(`*${path}`, () => HttpResponse.json({ success: true, data: [1, 2] })));
    await expect(apiGet(path)).resolves.toEqual([1, 2]);
  });

  it('judges success by the flag, not the HTTP status: success false with 200 fails with the server message', async () => {
    expectConsoleError(/API GET \/api\/example\/ failed/);
    server.use(http.get(`*${path}`, () => HttpResponse.json({ success: false, message: 'No such offering' })));
    const error = await apiGet(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('No such offering');
    expect((error as ApiError).kind).toBe('unsuccessful');
  });

  it('uses the caller’s fallback message when the server gives none', async () => {
    expectConsoleError(/failed/);
    server.use(http.get(`*${path}`, () => HttpResponse.json({ success: false })));
    await expect(apiGet(path, { failureMessage: 'Failed to fetch labels' })).rejects.toThrow('Failed to fetch labels');
  });

  it('accepts a 500 whose body is a successful envelope and rejects a 500 with HTML', async () => {
    expectConsoleError(/failed/);
    server.use(http.get(`*${path}`, () => HttpResponse.text('<h1>oops</h1>', { status: 500 })));
    await expect(apiGet(path)).rejects.toMatchObject({ kind: 'http', status: 500 });
  });

  it('rejects malformed JSON bodies', async () => {
    expectConsoleError(/failed/);
    server.use(http.get(`*${path}`, () => HttpResponse.json({ data: [] })));
    await expect(apiGet(path)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('logs and rethrows network failures', async () => {
    expectConsoleError(/API GET \/api\/example\/ failed/);
    server.use(http.get(`*${path}`, () => HttpResponse.error()));
    await expect(apiGet(path)).rejects.toMatchObject({ kind: 'network' });
  });

  it('gives up after its timeout', async () => {
    expectConsoleError(/failed/);
    server.use(
      http.get(`*${path}`, async () => {
        await delay('infinite');
        return HttpResponse.json({ success: true });
      }),
    );
    const quick = await createApiClient({ timeout: 30 });
    await expect(apiGet(path, { client: quick })).rejects.toMatchObject({ kind: 'timeout', message: TIMED_OUT_MESSAGE });
  });

  it('waits as long as a request asks, however short its client’s timeout', async () => {
    server.use(
      http.get(`*${path}`, async () => {
        await delay(120);
        return HttpResponse.json({ success: true, data: 'late' });
      }),
    );
    const quick = await createApiClient({ timeout: 30 });
    await expect(apiGet(path, { client: quick, timeout: 2_000 })).resolves.toBe('late');
  });
});

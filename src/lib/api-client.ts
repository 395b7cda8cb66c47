// The one HTTP client of the site (docs/requirements/spec.md §7, docs/requirements/design.md §3): base
// URL from config, 10 s timeout, JSON, success judged by the body's `success` flag. Every failed call
// is logged and rethrown. axios is loaded with the first request, not with the page: no API data is
// needed for first paint, and it keeps 22 KB off the critical path (docs/requirements/design.md §5).
import type { AxiosInstance, AxiosStatic } from 'axios';

import { env } from '@/config/env';
import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { nextTask } from '@/lib/next-task';
import type { ContentRead } from '@/lib/content-read';
import type { ApiEnvelope } from '@common/api-contract';
import { DEFAULT_LANGUAGE, languageOfPath } from '@common/languages';

export type ApiErrorKind = 'unsuccessful' | 'http' | 'timeout' | 'network' | 'malformed' | 'aborted';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    /** The response body when the server answered; the server's own field messages live here. */
    readonly body?: unknown,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let axiosModule: Promise<AxiosStatic> | undefined;
function loadAxios(): Promise<AxiosStatic> {
  // Evaluating axios and sending the first request (its fetch adapter tests the browser then) are
  // each a sizeable task on a phone; a task boundary between them keeps both short.
  axiosModule ??= import('axios').then(async (module) => {
    await nextTask();
    return module.default;
  });
  return axiosModule;
}

export interface ApiClientOptions {
  baseURL?: string;
  timeout?: number;
}

export async function createApiClient(options: ApiClientOptions = {}): Promise<AxiosInstance> {
  const axios = await loadAxios();
  return axios.create({
    // Same origin by default, made absolute because fetch outside a browser needs it.
    baseURL: options.baseURL ?? (env.apiBaseUrl || (typeof window === 'undefined' ? '' : window.location.origin)),
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    adapter: 'fetch',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    // Success is the body's flag, not the HTTP status: every answer is judged below.
    validateStatus: () => true,
  });
}

let defaultClient: Promise<AxiosInstance> | undefined;
/** The shared client, created on first use. */
export function getApiClient(): Promise<AxiosInstance> {
  defaultClient ??= createApiClient();
  return defaultClient;
}

function isEnvelope(body: unknown): body is ApiEnvelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';
}

export interface RequestOptions {
  params?: Record<string, string | number>;
  signal?: AbortSignal;
  /** Used when the server says `success: false` without a message. */
  failureMessage?: string;
  client?: AxiosInstance;
  /** Extra request headers (the staff area's CSRF token). */
  headers?: Record<string, string>;
  /** How long to wait for the answer, when not the client's (REQUEST_TIMEOUT_MS). */
  timeout?: number;
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function send(method: ApiMethod, path: string, body: unknown, options: RequestOptions): Promise<ApiEnvelope<unknown>> {
  const axios = await loadAxios();
  const client = options.client ?? (await getApiClient());
  let response;
  try {
    response = await client.request<unknown>({
      method,
      url: path,
      params: options.params,
      data: body,
      signal: options.signal,
      headers: options.headers,
      ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
    });
  } catch (error) {
    const failure = toTransportError(axios, error);
    if (failure.kind !== 'aborted') console.error(`API ${method} ${path} failed:`, failure.message);
    throw failure;
  }
  const data: unknown = response.data;
  if (!isEnvelope(data)) {
    const failure = new ApiError(
      response.status >= 400 ? `Request failed with status code ${response.status}` : 'The server sent an unexpected response',
      response.status >= 400 ? 'http' : 'malformed',
      data,
      response.status,
    );
    console.error(`API ${method} ${path} failed:`, failure.message);
    throw failure;
  }
  if (!data.success) {
    console.error(`API ${method} ${path} failed:`, data);
    throw new ApiError(data.message || options.failureMessage || 'Request was not successful', 'unsuccessful', data, response.status);
  }
  return data;
}

/**
 * What a request that got no answer in time says where it is shown as it is (the staff area): the change may have been
 * made all the same. Visitors' forms say it in their own words, by its kind.
 */
export const TIMED_OUT_MESSAGE = 'The server did not answer in time. Reload the page to see whether it was done before trying again.';

function toTransportError(axios: AxiosStatic, error: unknown): ApiError {
  if (axios.isCancel(error)) return new ApiError('Request was cancelled', 'aborted');
  if (axios.isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return new ApiError(TIMED_OUT_MESSAGE, 'timeout');
    return new ApiError(error.message || 'Network Error', 'network');
  }
  return new ApiError(error instanceof Error ? error.message : String(error), 'network');
}

/**
 * GETs an API path and returns the `data` of a successful envelope (unvalidated: callers check it): the
 * browser's `ContentRead` (src/lib/content-read.ts).
 */
export async function apiGet(path: string, options: RequestOptions = {}): Promise<unknown> {
  return (await send('GET', path, undefined, options)).data;
}

/** A JSON file of the site itself (public/data), served beside the pages rather than by the API. */
const SITE_DATA_FILE = /^\/data\/[\w-]+\.json$/;

/** The browser's content source: the API's paths through `apiGet`, the site's JSON files fetched as they are. */
export const browserRead: ContentRead = async (path, options = {}) => {
  if (!SITE_DATA_FILE.test(path)) {
    // A Marathi or Hindi page reads its content in its language (`lang`); English asks as it always has.
    const { lang } = languageOfPath(window.location.pathname);
    return apiGet(path, lang === DEFAULT_LANGUAGE ? options : { ...options, params: { ...options.params, lang } });
  }
  // An absolute URL: the file is served by the site itself, beside the page.
  const response = await fetch(new URL(path, window.location.origin), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json() as Promise<unknown>;
};

/** POSTs JSON and returns the successful envelope. */
export async function apiPost(path: string, body: unknown, options: RequestOptions = {}): Promise<ApiEnvelope<unknown>> {
  return send('POST', path, body, options);
}

/**
 * Sends a request of any method and returns the successful envelope. Never answered from the server
 * render's data: the staff area uses it, in the browser only.
 */
export async function apiRequest(
  method: ApiMethod,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<ApiEnvelope<unknown>> {
  return send(method, path, body, options);
}

// Requests of the staff area: through the site's one API client, to this origin only (the session
// cookie is SameSite=Strict and the server checks the Origin), with the session's CSRF token on
// every change. The token comes with the session's answers and is kept here, in memory only.
import { apiRequest, ApiError, createApiClient, type ApiMethod, type RequestOptions } from '@/lib/api-client';
import { isRecord, listOf, toCount } from '@/lib/validate';

/** The header the server reads the CSRF token from. */
export const CSRF_HEADER = 'X-CSRF-Token';

let csrfToken = '';

type ApiClient = Awaited<ReturnType<typeof createApiClient>>;

let staffClient: Promise<ApiClient> | undefined;
/** The API client bound to this page's own origin, whatever API origin the public pages use. */
function client(): Promise<ApiClient> {
  staffClient ??= createApiClient({ baseURL: window.location.origin });
  return staffClient;
}

export function setCsrfToken(token: string) {
  csrfToken = token;
}

/**
 * Staff answers are never read from a cache or a server render: each call asks the server. An answer
 * whose data is a list comes back as `{ [listKey]: data }`.
 */
export async function staffGet(path: string, params?: Record<string, string | number>, listKey?: string): Promise<Record<string, unknown>> {
  const { data: answer } = await apiRequest('GET', path, undefined, { params, client: await client() });
  const data = listKey && Array.isArray(answer) ? { [listKey]: answer } : answer;
  if (!isRecord(data)) throw new ApiError('The server sent an unexpected response', 'malformed', data);
  return data;
}

/** A page of a staff list as the server answers it: its items, its number (1 for the first), its size and how many match. */
export interface StaffPage<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

/** Reads a page of a staff list from an answer's data, each item with `readItem` (malformed items dropped). */
export function readStaffPage<T>(data: Record<string, unknown>, readItem: (value: unknown) => T | undefined): StaffPage<T> {
  const items = listOf(data.items, readItem);
  return { items, page: toCount(data.page) || 1, size: toCount(data.size) || Math.max(1, items.length), total: toCount(data.total) };
}

/**
 * A change: sent with the CSRF token; answers the envelope's data (or {} when it has none). A change with nothing
 * to say still sends `{}`: the client names JSON on every request, and the server refuses JSON without a body (400).
 */
export async function staffSend(method: Exclude<ApiMethod, 'GET'>, path: string, body: unknown = {}, options: RequestOptions = {}) {
  const headers = { ...options.headers, [CSRF_HEADER]: csrfToken };
  const envelope = await apiRequest(method, path, body, { ...options, headers, client: await client() });
  return { data: isRecord(envelope.data) ? envelope.data : {}, message: envelope.message ?? '' };
}

/**
 * A change sent as the page goes away (the tab closed, another site opened): a `keepalive` fetch, which
 * the browser finishes after the page is gone; its answer is not read.
 */
export function staffSendOnLeave(method: 'PUT' | 'DELETE', path: string, body: unknown = {}): void {
  void fetch(new URL(path, window.location.origin), {
    method,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', [CSRF_HEADER]: csrfToken },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}

/** The HTTP status of a failed call (401: the session has ended). */
export function failureStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** The message a failed call shows: the server's own when it sent one. */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The request failed. Please try again.';
}

/** The server's message for each field of a refused save (`fields` of the answer), by field path. */
export function fieldMessages(error: unknown): Record<string, string> {
  const body = error instanceof ApiError && isRecord(error.body) ? error.body : undefined;
  const fields = body && isRecord(body.fields) ? body.fields : {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

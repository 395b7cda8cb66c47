// What a public Node server needs against slow and greedy clients and spoofed proxy headers
// (docs/decisions/0009): the Fastify options shared by the whole app and the API alone, and the
// answer to the errors Node's HTTP parser raises before Fastify sees a request.
import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';

import type { FastifyHttpOptions, FastifyInstance, FastifyServerOptions } from 'fastify';

import { frameworkErrors, isApiUrl } from './api/index.ts';
import { API_SECURITY_HEADERS } from './shared/responses.ts';
import type { ServerConfig, TrustProxy } from './config.ts';
import { schemaCompilers } from './schema-compilers.ts';

/**
 * Fastify's `trustProxy` for a hop count or a list: with `n` hops only the last `n` addresses
 * (the socket's, then the rightmost `X-Forwarded-For` entries) are trusted, so a client that
 * writes its own `X-Forwarded-For` cannot choose the address the rate limit counts.
 */
export function trustProxyOption(trust: TrustProxy): NonNullable<FastifyServerOptions['trustProxy']> {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

/** Security headers of the answers written before routing (the app's JSON error, never framed). */
export const EARLY_ERROR_HEADERS: Readonly<Record<string, string>> = {
  ...API_SECURITY_HEADERS,
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request did not arrive in time.' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.' },
};
const CLIENT_ERROR = { status: 400, message: 'The request could not be read.' };

interface ServerSocket extends Socket {
  _httpMessage?: { headersSent?: boolean };
}

/**
 * Node's `clientError`: a request line or header Node cannot parse, headers over 16 KB, or a
 * request that did not arrive within the timeouts. The path is not known yet, so the answer is
 * always the API's envelope, with the security headers, and the connection is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = (error.code && CLIENT_ERRORS[error.code]) || CLIENT_ERROR;
  // Nothing can be added to an answer already under way (a response being written when the socket timed out).
  if (socket.writable && !(socket as ServerSocket)._httpMessage?.headersSent) {
    const body = JSON.stringify({ success: false, message });
    const headers = Object.entries(EARLY_ERROR_HEADERS)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Fastify's `rewriteUrl`: a page's address whose path cannot be decoded (a stray `%` as in `/about%`, or bytes that are
 * not UTF-8 as in `/%E0%A4`) is read as the text it is, its `%` signs escaped, so that it reaches the site's 404 page
 * as any other missing address does (and staff see it among the addresses not found), not a plain 400 written before
 * routing. An address under /api keeps that 400, in the API's envelope (`frameworkErrors`).
 */
export function readableUrl(request: { url?: string }): string {
  const url = request.url ?? '/';
  if (!url.includes('%') || isApiUrl(url)) return url;
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return `${path.replaceAll('%', '%25')}${end === -1 ? '' : url.slice(end)}`;
  }
}

/** How often Node looks for requests past their timeouts: often enough that short timeouts hold. */
function checkingInterval(config: ServerConfig): number {
  return Math.max(50, Math.min(1000, Math.floor(config.limits.headersTimeoutMs / 4)));
}

/** The Fastify options of a server that faces the public, from the configuration. */
export function publicServerOptions(config: ServerConfig) {
  const { limits } = config;
  return {
    trustProxy: trustProxyOption(config.trustProxy),
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.socketTimeoutMs,
    bodyLimit: limits.bodyLimit,
    // Node's own answer to an HTTP/1.1 request without Host is a bare 400: refuseWithoutHost answers instead.
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: checkingInterval(config), requireHostHeader: false },
    rewriteUrl: readableUrl,
    frameworkErrors,
    clientErrorHandler,
    schemaController: { compilersFactory: schemaCompilers },
  } satisfies FastifyHttpOptions<Server>;
}

export const MISSING_HOST_MESSAGE = 'The request has no Host header.';

/**
 * An HTTP/1.1 request must name its host (RFC 9112 §3.2): one that does not is refused, as Node would,
 * but like every early error — 400 in the envelope with the security headers, the connection closed.
 * Registered first, before any other hook runs.
 */
export function refuseWithoutHost(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request and must cost next to nothing.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.raw.httpVersion !== '1.1' || request.headers.host !== undefined) return done();
    // Written as text: a route's response schema (the enquiry's refusal shape) must not reshape it.
    reply
      .code(400)
      .headers(EARLY_ERROR_HEADERS)
      .header('Connection', 'close')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ success: false, message: MISSING_HOST_MESSAGE }));
  });
}

/** What Fastify has no option for: the cap on connections open at once (more are closed at once). */
export function limitConnections(app: FastifyInstance, config: ServerConfig) {
  app.server.maxConnections = config.limits.maxConnections;
}

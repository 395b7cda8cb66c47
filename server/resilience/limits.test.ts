// Slow and greedy clients against a real server on loopback, with short configured limits: a body
// or headers that dribble in are cut off, connections past the cap are refused, bodies past the
// route's limit get 413.
import { afterEach, describe, expect, it } from 'vitest';

import { apiPaths } from '../../common/api-contract.ts';
import { readServerConfig } from '../config.ts';

import { listenApp, openSocket, parseAnswer, rawRequest, REQUIRED_SECURITY_HEADERS, untilClosed, type Listening } from './net.ts';

let server: Listening | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const SHORT = { REQUEST_TIMEOUT_MS: '600', HEADERS_TIMEOUT_MS: '300' };

/** Writes one byte every `everyMs` until the server closes the connection. */
function dribble(socket: import('node:net').Socket, everyMs: number) {
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write('a');
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
  return timer;
}

describe('timeouts', () => {
  it('cuts off a client that dribbles an enquiry body: 408 in the envelope, connection closed', async () => {
    server = await listenApp(SHORT);
    const socket = await openSocket(server.port);
    const closed = untilClosed(socket);
    socket.write(
      `POST ${apiPaths.contact} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"full_name":"`,
    );
    const timer = dribble(socket, 100);
    const { raw, afterMs } = await closed;
    clearInterval(timer);
    const answer = parseAnswer(raw);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: 'The request did not arrive in time.' });
    for (const name of REQUIRED_SECURITY_HEADERS) expect(answer.headers[name], name).toBeDefined();
    // Cut off near the configured 600 ms (Node checks every 75 ms here); never while the client keeps dribbling.
    expect(afterMs).toBeGreaterThanOrEqual(550);
    expect(afterMs).toBeLessThan(5000);
  }, 10_000);

  it('cuts off a client that dribbles its headers', async () => {
    server = await listenApp(SHORT);
    const socket = await openSocket(server.port);
    const closed = untilClosed(socket);
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    dribble(socket, 50);
    const { raw, afterMs } = await closed;
    expect(parseAnswer(raw).status).toBe(408);
    expect(afterMs).toBeLessThan(5000);
  }, 10_000);

  it('closes an idle kept-alive connection after KEEP_ALIVE_TIMEOUT_MS', async () => {
    server = await listenApp({ KEEP_ALIVE_TIMEOUT_MS: '300' });
    const socket = await openSocket(server.port);
    const closed = untilClosed(socket);
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    const { raw, afterMs } = await closed;
    const answer = parseAnswer(raw);
    expect(answer.status).toBe(200);
    expect(afterMs).toBeGreaterThanOrEqual(250);
    expect(afterMs).toBeLessThan(5000);
  }, 10_000);

  it('answers a client that sends in time, on the same limits', async () => {
    server = await listenApp(SHORT);
    const body = JSON.stringify({ full_name: 'Asha', email: 'asha@example.in', project_brief: 'Payroll.', consent_version: '2026-11' });
    const answer = await rawRequest(
      server.port,
      `POST ${apiPaths.contact} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    expect(answer.status).toBe(201);
  });
});

describe('connections', () => {
  it('refuses connections past MAX_CONNECTIONS and takes new ones when others close', async () => {
    server = await listenApp({ MAX_CONNECTIONS: '3' });
    const held = await Promise.all([0, 1, 2].map(() => openSocket(server!.port)));
    const extra = await openSocket(server.port);
    const refused = await untilClosed(extra);
    expect(refused.raw.length).toBe(0);

    const first = held.shift()!;
    const gone = untilClosed(first);
    first.end();
    await gone;
    // The server sees the close a moment later; a request then gets through.
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
      const socket = await openSocket(server.port);
      const closed = untilClosed(socket);
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      const { raw } = await closed;
      status = raw.length > 0 ? parseAnswer(raw).status : 0;
    }
    expect(status).toBe(200);
    for (const socket of held) socket.destroy();
  });
});

describe('body limits', () => {
  it('refuses an API body over BODY_LIMIT and an enquiry over ENQUIRY_BODY_LIMIT with 413', async () => {
    server = await listenApp({ BODY_LIMIT: '4096', ENQUIRY_BODY_LIMIT: '2048' });
    const post = (path: string, bytes: number) => {
      const body = JSON.stringify({ project_brief: 'x'.repeat(bytes) });
      return rawRequest(
        server!.port,
        `POST ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      );
    };
    const api = await post('/api/get-offering/', 5000);
    expect(api.status).toBe(413);
    expect(JSON.parse(api.body)).toMatchObject({ success: false });
    expect((await post('/api/get-offering/', 3000)).status).toBe(404);

    const enquiry = await post(apiPaths.contact, 3000);
    expect(enquiry.status).toBe(413);
    expect(JSON.parse(enquiry.body)).toMatchObject({ success: false, message: expect.stringContaining('too large') });
  });

  it('has defaults a public server needs, and refuses a headers timeout above the request timeout', () => {
    expect(readServerConfig({}).limits).toEqual({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 72_000,
      socketTimeoutMs: 120_000,
      bodyLimit: 65_536,
      enquiryBodyLimit: 32_768,
      maxConnections: 1024,
    });
    expect(() => readServerConfig({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '5000' })).toThrow(/HEADERS_TIMEOUT_MS/);
  });
});

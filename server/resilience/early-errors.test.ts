// Answers Node or Fastify write before any route runs: the envelope under /api (or always, when the
// path is not known yet) and the security headers on every one, checked over a raw socket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MISSING_HOST_MESSAGE } from '../limits.ts';

import { listenApp, rawRequest, REQUIRED_SECURITY_HEADERS, type Listening, type RawAnswer } from './net.ts';

let server: Listening;

beforeAll(async () => {
  server = await listenApp();
});

afterAll(async () => {
  await server.close();
});

function expectSecurityHeaders(answer: RawAnswer) {
  for (const name of REQUIRED_SECURITY_HEADERS) expect(answer.headers[name], name).toBeDefined();
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
}

function expectEnvelope(answer: RawAnswer) {
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['message', 'success']);
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
}

const get = (target: string) => `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;

describe('early errors', () => {
  it('GET /api (no slash) is the API’s JSON 404, not the site’s', async () => {
    for (const target of ['/api', '/api?x=1']) {
      const answer = await rawRequest(server.port, get(target));
      expect(answer.status, target).toBe(404);
      expectEnvelope(answer);
      expectSecurityHeaders(answer);
    }
  });

  // Outside /api such an address is read as written and answered by the site's 404 page (./hostile-walk.test.ts).
  it('a URL under /api that cannot be decoded gets 400 in the envelope with the security headers', async () => {
    for (const target of ['/api/%', '/api/get-offering/%E0%A4?x=1']) {
      const api = await rawRequest(server.port, get(target));
      expect(api.status, target).toBe(400);
      expectEnvelope(api);
      expectSecurityHeaders(api);
    }
  });

  it('a raw non-ASCII byte in the request line gets the envelope and the security headers', async () => {
    const answer = await rawRequest(
      server.port,
      Buffer.concat([Buffer.from('GET /api/'), Buffer.from([0xff]), Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n')]),
    );
    expect(answer.status).toBe(400);
    expectEnvelope(answer);
    expectSecurityHeaders(answer);
  });

  it('a request line or headers over 16 KB get 431 with the envelope and the security headers', async () => {
    const longLine = await rawRequest(server.port, get(`/api/get-offering/?q=${'a'.repeat(17 * 1024)}`));
    expect(longLine.status).toBe(431);
    expectEnvelope(longLine);
    expectSecurityHeaders(longLine);

    const bigHeader = await rawRequest(server.port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(17 * 1024)}\r\n\r\n`);
    expect(bigHeader.status).toBe(431);
    expectSecurityHeaders(bigHeader);
  });

  it('a request line Node cannot parse gets the envelope and the security headers', async () => {
    for (const bytes of ['NOT A REQUEST\r\n\r\n', 'GET / HTTP/9.9\r\n\r\n', 'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n']) {
      const answer = await rawRequest(server.port, bytes);
      expect(answer.status, JSON.stringify(bytes)).toBe(400);
      expectEnvelope(answer);
      expectSecurityHeaders(answer);
    }
  });

  it('an HTTP/1.1 request without Host gets 400 in the envelope with the security headers, and the connection closed', async () => {
    for (const bytes of [
      'GET /api/get-offering/ HTTP/1.1\r\n\r\n',
      'GET / HTTP/1.1\r\nConnection: close\r\n\r\n',
      'POST /api/contact/ HTTP/1.1\r\nContent-Length: 0\r\n\r\n',
    ]) {
      const answer = await rawRequest(server.port, bytes);
      expect(answer.status, JSON.stringify(bytes)).toBe(400);
      expectEnvelope(answer);
      expectSecurityHeaders(answer);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(answer.body)).toEqual({ success: false, message: MISSING_HOST_MESSAGE });
    }
    // HTTP/1.0 has no Host header to require.
    const old = await rawRequest(server.port, 'GET /api/health HTTP/1.0\r\n\r\n');
    expect(old.status).toBe(200);
  });

  it('keeps serving afterwards', async () => {
    const answer = await rawRequest(server.port, get('/api/health'));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ success: true, data: { status: 'ok' } });
  });
});

// Every route of the whole app refuses a body whose Content-Encoding is not identity, before it is read
// (the staff API and page views here; the enquiry in server/api/contact-body.test.ts).
import { gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { apiPaths } from '../common/api-contract.ts';

import { testAppPerTest } from './api/test-app.ts';
import { encodedBodyMessage, nonIdentityEncoding } from './content-encoding.ts';

const t = testAppPerTest();

describe('nonIdentityEncoding', () => {
  it('is empty for identity or nothing, and the header as sent otherwise', () => {
    for (const header of [undefined, '', 'identity', ' IDENTITY ', 'identity, identity'])
      expect(nonIdentityEncoding(header), String(header)).toBe('');
    expect(nonIdentityEncoding('gzip')).toBe('gzip');
    expect(nonIdentityEncoding('identity, br')).toBe('identity, br');
    expect(nonIdentityEncoding(['deflate'])).toBe('deflate');
  });
});

describe('a body with a Content-Encoding other than identity', () => {
  it('is refused with 415 on the staff API and the public API, in their envelopes, and passes with identity', async () => {
    await t.open({ whole: true });
    const signIn = (headers: Record<string, string>, payload: string | Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/session/sign-in',
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });
    const body = JSON.stringify({ email: 'asha@example.in', password: 'x' });
    for (const [encoding, payload] of [
      ['compress', body],
      ['gzip', gzipSync(body)],
    ] as const) {
      const response = await signIn({ 'content-encoding': encoding }, payload);
      expect(response.statusCode, encoding).toBe(415);
      expect(response.json()).toEqual({ success: false, message: encodedBodyMessage(encoding) });
    }
    // Without the encoding the same request reaches the route (which wants its CSRF token).
    expect((await signIn({ 'content-encoding': 'identity' }, body)).statusCode).toBe(403);

    const view = await t.app.inject({
      method: 'POST',
      url: apiPaths.views,
      headers: { 'content-type': 'application/json', 'content-encoding': 'br' },
      payload: '{"path":"/"}',
    });
    expect(view.statusCode).toBe(415);
    expect(view.json()).toEqual({ success: false, message: encodedBodyMessage('br') });
  });

  it('names the encoding without control characters, and lets a GET without a body through', async () => {
    await t.open({ whole: true });
    expect(encodedBodyMessage('gz\u0001ip')).toBe(
      'The request body was sent with Content-Encoding: gzip. Send it uncompressed (identity).',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'content-encoding': 'gzip' } })).statusCode).toBe(200);
  });
});

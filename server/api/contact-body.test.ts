// How POST /api/contact/ reads its body: JSON only, from UTF-8 bytes, never inflated, within the body
// limit (counted in bytes, so a long brief in Devanagari still fits), and prototype keys refused. Every
// refusal comes in the enquiry's shape (server/errors.ts) and stores nothing.
import { gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { ENQUIRY_LIMITS } from '../../common/enquiry-rules.ts';

import { encodedBodyMessage } from '../content-encoding.ts';

import { CONTACT_BODY_LIMIT, contactMessages } from './contact.ts';
import { testAppPerTest } from './test-app.ts';
import { storedEnquiries } from '../db/test-enquiries.ts';

import { enquiryPoster, sampleEnquiry as valid } from './test-enquiry.ts';

const t = testAppPerTest();

const post = enquiryPoster(() => t.app, '10.45');
const storedRows = () => storedEnquiries(t.databasePath);

describe('the body of POST /api/contact/', () => {
  it('refuses prototype poisoning as unreadable JSON', async () => {
    await t.open();
    for (const raw of [
      `{"full_name":"Asha","__proto__":{"polluted":true}}`,
      `{"full_name":"Asha","constructor":{"prototype":{"polluted":true}}}`,
    ]) {
      const response = await post(raw);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: contactMessages.notJson, errors: {} });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(storedRows()).toEqual([]);
  });

  it('counts length in characters, so a brief in Devanagari of 5 000 characters fits the body limit', async () => {
    await t.open();
    const brief = 'क'.repeat(ENQUIRY_LIMITS.projectBrief);
    const name = 'अ'.repeat(ENQUIRY_LIMITS.fullName);
    const page = 'प'.repeat(ENQUIRY_LIMITS.pageDetails);
    const response = await post(JSON.stringify({ ...valid, full_name: name, page_details: page, project_brief: brief }));
    expect(response.statusCode).toBe(201);
    expect(storedRows()[0]).toMatchObject({ full_name: name, page_details: page, project_brief: brief });
  });

  it('answers 413 to a body over 32 KB, and stores nothing', async () => {
    await t.open();
    const response = await post(JSON.stringify({ ...valid, project_brief: 'b'.repeat(CONTACT_BODY_LIMIT) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: contactMessages.tooLarge, errors: {} });
    expect(storedRows()).toEqual([]);
  });

  it('answers 415 to a body that is not JSON, and 400 to malformed JSON', async () => {
    await t.open();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml']) {
      const response = await post('full_name=Asha&email=asha%40example.in', { 'content-type': type });
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toEqual({ success: false, message: contactMessages.unsupportedType, errors: {} });
    }
    const malformed = await post('{"full_name": "Asha",');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, message: contactMessages.notJson, errors: {} });
    const utf8 = await post(JSON.stringify(valid), { 'content-type': 'application/json; charset=utf-8' });
    expect(utf8.statusCode).toBe(201);
    expect(storedRows()).toHaveLength(1);
    // A compressed body is never inflated or read: it is refused before it is parsed.
    const gzipped = await post(gzipSync(JSON.stringify(valid)), { 'content-encoding': 'gzip' });
    expect(gzipped.statusCode).toBe(415);
    expect(storedRows()).toHaveLength(1);
  });
});

describe('a body with a Content-Encoding', () => {
  const refusal = (encoding: string) => ({ success: false, message: encodedBodyMessage(encoding), errors: {} });

  it('other than identity is refused with 415 naming the encoding, and nothing is stored, even when the body is valid JSON', async () => {
    await t.open();
    for (const encoding of ['compress', 'gzip', 'deflate', 'br', 'x-made-up', 'identity, gzip', 'GZIP']) {
      const response = await post(JSON.stringify(valid), { 'content-encoding': encoding });
      expect(response.statusCode, encoding).toBe(415);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual(refusal(encoding));
    }
    const gzipped = await post(gzipSync(JSON.stringify(valid)), { 'content-encoding': 'gzip' });
    expect(gzipped.statusCode).toBe(415);
    expect(gzipped.json()).toEqual(refusal('gzip'));
    expect(storedRows()).toEqual([]);
  });

  it('of identity, or none, is read as before', async () => {
    await t.open();
    expect((await post(JSON.stringify(valid), { 'content-encoding': 'identity' })).statusCode).toBe(201);
    expect((await post(JSON.stringify(valid), { 'content-encoding': 'Identity' })).statusCode).toBe(201);
    expect((await post(JSON.stringify(valid))).statusCode).toBe(201);
    expect(storedRows()).toHaveLength(3);
  });
});

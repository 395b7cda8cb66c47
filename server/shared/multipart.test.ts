// A multipart body that cannot be read is the sender's to fix: a 400 with a sentence, on every route that reads one.
// The public form post and the content editor's upload are walked in their own tests (server/forms/forms.test.ts,
// server/content-editor/images.test.ts); here, what is told apart from a failure of the server's, and every staff
// route sent such a body as a signed-in owner.
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildStaffTestApp, concreteUrl, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

import { isUnreadableMultipart, readableError, UNREADABLE_MULTIPART_CODE, unreadableMultipartMessage } from './multipart.ts';

/** An error as @fastify/error makes them: a code and a status. */
const coded = (code: string, statusCode: number) => Object.assign(new Error(code), { code, statusCode });

describe('a multipart body that cannot be read', () => {
  it('is told by busboy’s words and @fastify/multipart’s codes, and answered 400 with a sentence', () => {
    for (const error of [
      new Error('Multipart: Boundary not found'),
      new Error('Unexpected end of multipart data'),
      new Error('Part terminated early due to unexpected end of multipart data'),
      new Error('Preamble terminated early due to unexpected end of multipart data'),
      new Error('The needle cannot have a length bigger than 256.'),
      coded('FST_MP_PREMATURE_CLOSE', 400),
      coded('FST_INVALID_JSON_FIELD_ERROR', 406),
    ]) {
      expect(isUnreadableMultipart(error), error.message).toBe(true);
      expect(readableError(error as never)).toMatchObject({
        statusCode: 400,
        code: UNREADABLE_MULTIPART_CODE,
        message: unreadableMultipartMessage(),
      });
    }
  });

  it('is not a failure of the server’s, nor a limit: those keep their own answers', () => {
    for (const error of [
      new Error('SQLITE_FULL: database or disk is full'),
      new TypeError('Limit fileSize is not a valid number'),
      // The words alone are not enough: an error with a status of its own is not busboy's.
      Object.assign(new Error('Unexpected end of multipart data'), { statusCode: 500 }),
      coded('FST_FILES_LIMIT', 413),
      coded('FST_REQ_FILE_TOO_LARGE', 413),
    ]) {
      expect(isUnreadableMultipart(error), error.message).toBe(false);
      expect(readableError(error as never)).toBe(error);
    }
    expect(isUnreadableMultipart('Unexpected end of multipart data')).toBe(false);
  });
});

describe('every staff route sent a broken multipart body', () => {
  let t: StaffTestApp;
  let session: SignedIn;
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    t = await buildStaffTestApp({
      onRoute: (route) => {
        if (route.url.startsWith('/api/staff')) routes.push(route);
      },
    });
    await t.addAccount();
    session = await t.signIn();
  });
  afterAll(async () => t.close());

  it('answers 400 with the sentence where it reads the body, and never 5xx', async () => {
    // Signed out on the way (401), the routes after would not be reached: that fails the walk too.
    const failed: string[] = [];
    const read = new Set<string>();
    for (const route of routes) {
      for (const method of [route.method].flat().filter((m) => ['POST', 'PUT', 'PATCH'].includes(m))) {
        for (const type of ['multipart/form-data; boundary=zzz', 'multipart/form-data']) {
          const answer = await t.send(method as 'POST', concreteUrl(route.url), {
            session,
            payload: 'garbage',
            headers: { 'content-type': type },
          });
          if (answer.statusCode >= 500 || answer.statusCode === 401)
            failed.push(`${method} ${route.url} (${type}): ${answer.statusCode} ${answer.body}`);
          if (answer.statusCode === 400 && answer.json().message === unreadableMultipartMessage()) read.add(`${method} ${route.url}`);
        }
      }
    }
    expect(failed).toEqual([]);
    // The routes that read a multipart body: the content editor's upload (the media library's and the picker's too).
    expect([...read]).toEqual(['POST /api/staff/content/images']);
  });
});

// The app's one error handler: which envelope a route's errors are worded in, read from the route's path,
// and the site's own routes answered in plain text, without an error's code or a failure's own message.
import { httpErrors } from '@fastify/sensible';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { apiPaths } from '../common/api-contract.ts';

import { contactMessages } from './api/contact.ts';
import { envelopeOf, fieldOf, NOT_SAVED, registerErrors } from './errors.ts';
import { unreadableMultipartMessage } from './shared/multipart.ts';
import { staffMessages } from './shared/staff-schemas.ts';

describe('envelopeOf', () => {
  it('names the part of the site a route belongs to by its path', () => {
    expect(envelopeOf('/api/staff/content/services/:id')).toBe('content');
    expect(envelopeOf('/api/staff/content')).toBe('content');
    expect(envelopeOf('/api/staff/contents')).toBe('staff');
    expect(envelopeOf('/api/staff/enquiries/:id')).toBe('staff');
    expect(envelopeOf('/api/staff/*')).toBe('staff');
    expect(envelopeOf(apiPaths.contact)).toBe('contact');
    expect(envelopeOf(apiPaths.contactPage)).toBe('api');
    expect(envelopeOf('/api/*')).toBe('api');
    expect(envelopeOf('/apis')).toBe('site');
    expect(envelopeOf('/staff/sign-in')).toBe('site');
    expect(envelopeOf(undefined)).toBe('site');
  });

  it('names a field of the content editor as its path reads', () => {
    expect(fieldOf('/ids/0')).toBe('ids[0]');
    expect(fieldOf('/items/2', 'kind')).toBe('items[2].kind');
    expect(fieldOf('')).toBe('(body)');
  });
});

describe('the error handler', () => {
  let app = Fastify();
  afterEach(async () => app.close());

  /** An app with the handler and a route at each path that throws what `fail` gives it. */
  async function appWith(fail: () => Error, paths: string[]) {
    app = Fastify();
    await registerErrors(app);
    const body = { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } } as const;
    for (const url of paths) {
      app.post(url, { schema: { body } }, async () => {
        throw fail();
      });
    }
    await app.ready();
    return (url: string, payload: unknown = { n: 1 }) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
  }

  it('words a thrown HTTP error in the envelope of each part', async () => {
    const post = await appWith(
      () => httpErrors.conflict('Taken.'),
      ['/api/things/', '/api/staff/things', '/api/staff/content/things', apiPaths.contact],
    );
    for (const url of ['/api/things/', '/api/staff/things', '/api/staff/content/things']) {
      const response = await post(url);
      expect(response.statusCode, url).toBe(409);
      expect(response.json(), url).toEqual({ success: false, message: 'Taken.' });
    }
    expect((await post('/api/things/')).headers['cache-control']).toBe('no-store');
    // The enquiry answers every refusal of its own in the enquiry's shape.
    const enquiry = await post(apiPaths.contact, '{');
    expect(enquiry.statusCode).toBe(400);
    expect(enquiry.json()).toEqual({ success: false, message: contactMessages.notJson, errors: {} });
  });

  it('words a failed body schema as each part does', async () => {
    const post = await appWith(() => new Error('not reached'), ['/api/staff/things', '/api/staff/content/things']);
    const staff = await post('/api/staff/things', {});
    expect(staff.statusCode).toBe(400);
    expect(staff.json()).toEqual({
      success: false,
      message: "The request is not valid: body must have required property 'n'",
    });
    // A field's own problem names the field after its part: "body token must …".
    const field = await post('/api/staff/things', { n: 'x' });
    expect(field.json().message).toBe('The request is not valid: body n must be integer');
    const content = await post('/api/staff/content/things', { n: 'x' });
    expect(content.statusCode).toBe(400);
    expect(content.json()).toEqual({ success: false, message: NOT_SAVED, fields: { n: 'must be integer' } });
  });

  it('tells the content editor what is wrong in an address or a query string, where nothing was being saved', async () => {
    app = Fastify();
    await registerErrors(app);
    const id = { type: 'object', properties: { id: { type: 'integer' } } } as const;
    const page = { type: 'object', properties: { page: { type: 'string', pattern: '^[1-9][0-9]*$' } } } as const;
    app.get('/api/staff/content/things/:id', { schema: { params: id, querystring: page } }, async () => ({ success: true }));
    const read = await app.inject({ url: '/api/staff/content/things/abc' });
    expect(read.statusCode).toBe(400);
    expect(read.json()).toEqual({
      success: false,
      message: 'The address is not valid: id must be integer.',
      fields: { id: 'must be integer' },
    });
    const query = await app.inject({ url: '/api/staff/content/things/1?page=abc' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({
      success: false,
      message: 'The address is not valid: page must match pattern "^[1-9][0-9]*$".',
      fields: { page: 'must match pattern "^[1-9][0-9]*$"' },
    });
  });

  it('gives the content editor the fields an HTTP error names, and its status even when it is not a client error', async () => {
    const post = await appWith(
      () => httpErrors.createError(400, 'Choose an image to upload.', { fields: { file: 'is required' } }),
      ['/api/staff/content/images'],
    );
    expect((await post('/api/staff/content/images')).json()).toEqual({
      success: false,
      message: 'Choose an image to upload.',
      fields: { file: 'is required' },
    });
    const unavailable = await appWith(() => httpErrors.serviceUnavailable('No folder for uploads.'), ['/api/staff/content/images']);
    const response = await unavailable('/api/staff/content/images');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, message: 'No folder for uploads.' });
  });

  it('hides what failed behind a sentence, on the site’s own routes too', async () => {
    const post = await appWith(() => new Error('disk on fire'), ['/api/things/', '/api/staff/things', '/page']);
    const api = await post('/api/things/');
    expect(api.statusCode).toBe(500);
    expect(api.json()).toEqual({ success: false, message: 'The server could not answer this request. Please try again later.' });
    expect((await post('/api/staff/things')).json()).toEqual({ success: false, message: staffMessages.failed });
    const page = await post('/page');
    expect(page.statusCode).toBe(500);
    expect(page.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(page.body).toBe('The server could not answer this request. Please try again later.');
  });

  it('answers a multipart body busboy cannot read 400 with a sentence in every part, never as a failure', async () => {
    const paths = ['/api/things/', '/api/staff/things', '/api/staff/content/images', apiPaths.contact, '/page'];
    const post = await appWith(() => new Error('Unexpected end of multipart data'), paths);
    const sentence = unreadableMultipartMessage();
    for (const url of ['/api/things/', '/api/staff/things', '/api/staff/content/images']) {
      const response = await post(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ success: false, message: sentence });
    }
    const enquiry = await post(apiPaths.contact);
    expect(enquiry.statusCode).toBe(400);
    expect(enquiry.json()).toEqual({ success: false, message: sentence, errors: {} });
    const page = await post('/page');
    expect(page.statusCode).toBe(400);
    expect(page.body).toBe(sentence);
  });

  it('answers a refusal on the site’s own routes with its status and message, without Fastify’s code', async () => {
    const post = await appWith(() => httpErrors.payloadTooLarge('Request body is too large'), ['/page']);
    const page = await post('/page');
    expect(page.statusCode).toBe(413);
    expect(page.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(page.body).toBe('Request body is too large');
  });
});

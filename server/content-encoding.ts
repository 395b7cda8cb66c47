// Request bodies are read as they are sent: one whose Content-Encoding is anything but identity (gzip,
// deflate, br, compress, a name made up) is refused with 415 naming the encoding, before any parser or
// decompression runs, so nothing is inflated, misread or stored. The error handler (./errors.ts) words the
// refusal in the envelope of the route's part of the site.
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The error code of the refusal, for the error handler. */
export const ENCODED_BODY_CODE = 'DX_BODY_ENCODED';

/** The refusal's sentence, naming the encoding as sent (cut short, control characters dropped). */
export function encodedBodyMessage(encoding: string): string {
  const named = encoding.replace(/[^\x20-\x7e]/g, '').slice(0, 60);
  return `The request body was sent with Content-Encoding: ${named}. Send it uncompressed (identity).`;
}

/** Whether a request carries a body: a length above zero, or a chunked one. */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** The Content-Encoding of a body that is not identity ('' when it is identity or not given). */
export function nonIdentityEncoding(header: string | string[] | undefined): string {
  const value = [header ?? ''].flat().join(', ').trim();
  const codings = value.split(',').map((coding) => coding.trim().toLowerCase());
  return codings.every((coding) => coding === '' || coding === 'identity') ? '' : value;
}

/** Adds the refusal to the app: call it on the root instance, after the error handler and before any route. */
export function refuseEncodedBodies(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request and must cost next to nothing.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers['content-encoding'] === undefined || !hasBody(request)) return done();
    const encoding = nonIdentityEncoding(request.headers['content-encoding']);
    if (!encoding) return done();
    done(app.httpErrors.createError(415, encodedBodyMessage(encoding), { code: ENCODED_BODY_CODE }));
  });
}

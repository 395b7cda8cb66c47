// A multipart/form-data body that cannot be read as one (docs/api.md, "Errors"): no boundary in its Content-Type, or
// bytes that end before the closing boundary (garbage, a post cut short). @fastify/multipart hands busboy's errors on
// as busboy throws them — plain Errors, without a code or a status — so the error handler would answer them 500, as a
// failure of the server's own. Every route that reads a multipart body (request.parts(), request.file(), a file's
// toBuffer()) is answered here instead: a 400 with a sentence, from the app's error handler (server/errors.ts) and the
// form post's own (server/forms/routes.ts). Any other error keeps its own answer: a failure of the server's stays a 500.
import { httpErrors } from '@fastify/sensible';
import type { FastifyError } from 'fastify';

import { fillPlaces } from '../../common/languages.ts';

import type { Words } from './words.ts';

/**
 * @fastify/multipart's codes for a post past a limit its route registered (a 413): too many files, fields or parts.
 * Each route that reads multipart words its own refusal of them (server/forms/routes.ts, server/errors.ts).
 */
export const MULTIPART_LIMIT_CODES = { files: 'FST_FILES_LIMIT', fields: 'FST_FIELDS_LIMIT', parts: 'FST_PARTS_LIMIT' } as const;

/** The error code of the refusal, for the error handlers. */
export const UNREADABLE_MULTIPART_CODE = 'DX_MULTIPART_UNREADABLE';

/** The refusal's sentence, in English or in a page's words. */
export const unreadableMultipartMessage = (t: Words = fillPlaces) => t('The form’s data could not be read: send it again from the page.');

/**
 * busboy's own messages for a body that is not the multipart its Content-Type announces (@fastify/busboy: the
 * boundary missing, the body ending before its closing boundary, a part cut off by that end, a boundary too long
 * for its search). busboy gives them no code, so they are known by their words, whole.
 */
const BUSBOY_MESSAGES: ReadonlySet<string> = new Set([
  'Multipart: Boundary not found',
  'Unexpected end of multipart data',
  'Part terminated early due to unexpected end of multipart data',
  'Preamble terminated early due to unexpected end of multipart data',
  'The needle cannot have a length bigger than 256.',
]);

/**
 * @fastify/multipart's own errors for a body that cannot be read: one that stopped arriving before its end (a 400
 * that says nothing a person can act on), and a field that says it is JSON and is not (a 406, which the enquiry's
 * handler would answer 500).
 */
const MULTIPART_CODES: ReadonlySet<string> = new Set(['FST_MP_PREMATURE_CLOSE', 'FST_INVALID_JSON_FIELD_ERROR']);

/** Whether an error says the multipart body itself could not be read. */
export function isUnreadableMultipart(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, statusCode } = error as Error & { code?: unknown; statusCode?: unknown };
  if (typeof code === 'string') return MULTIPART_CODES.has(code);
  return statusCode === undefined && BUSBOY_MESSAGES.has(error.message);
}

/** The error as the error handlers answer it: a multipart body that cannot be read is a 400 with its sentence. */
export function readableError(error: FastifyError): FastifyError {
  if (!isUnreadableMultipart(error)) return error;
  return Object.assign(httpErrors.badRequest(unreadableMultipartMessage()), { code: UNREADABLE_MULTIPART_CODE });
}

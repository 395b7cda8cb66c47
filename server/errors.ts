// One error handler for the whole app (docs/api.md, "Errors"). A route throws (a validation failure, a
// limit, an HTTP error made with @fastify/sensible's httpErrors, a ContentError of the content editor)
// and this handler words the answer in the envelope of the part of the site the route belongs to, read
// from the route's path: the content editor (/api/staff/content, a message per field), the rest of the
// staff API (/api/staff), the enquiry (/api/contact/, a message per refused field) and the public API
// (/api). The site's own routes (pages, the sitemap, files) answer a line of plain text: Fastify's default answer
// carried its error codes (`FST_ERR_CTP_BODY_TOO_LARGE`) and, for a 500, the exception's own message.
import sensible, { HttpError } from '@fastify/sensible';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { apiPaths } from '../common/api-contract.ts';
import { checkEnquiry } from '../common/enquiry-rules.ts';

import { contactMessages, enquiryRefusal } from './api/contact.ts';
import { ENCODED_BODY_CODE } from './content-encoding.ts';
import { API_SECURITY_HEADERS, idProblem } from './shared/responses.ts';
import { MULTIPART_LIMIT_CODES, readableError, UNREADABLE_MULTIPART_CODE } from './shared/multipart.ts';
import { ContentError } from './db/content-items.ts';
import { MAX_IMAGE_BYTES } from './media/image-check.ts';
import { staffMessages } from './shared/staff-schemas.ts';

/** The parts of the site whose answers have an envelope of their own. */
export type ErrorEnvelope = 'content' | 'staff' | 'contact' | 'api' | 'site';

/** The part a route belongs to, from its path as registered (`request.routeOptions.url`). */
export function envelopeOf(routeUrl: string | undefined): ErrorEnvelope {
  if (routeUrl === undefined) return 'site';
  // The media library refuses as the content editor does: with a message per field where fields are to blame.
  if (/^\/api\/staff\/(?:content|media)(?:\/|$)/.test(routeUrl)) return 'content';
  if (/^\/api\/staff(?:\/|$)/.test(routeUrl)) return 'staff';
  if (routeUrl === apiPaths.contact || routeUrl === apiPaths.sendForm) return 'contact';
  if (/^\/api(?:\/|$)/.test(routeUrl)) return 'api';
  return 'site';
}

/** The message of a refused change the content editor cannot pin on a cause of its own. */
export const NOT_SAVED = 'The request was not saved: correct the marked fields.';

/** An error that names the fields to blame (httpErrors.createError(400, message, { fields })). */
type WithFields = FastifyError & { fields?: Record<string, string> };

/** What a failure the visitor cannot act on answers: what failed goes to the log only. */
const FAILED = 'The server could not answer this request. Please try again later.';

const statusOf = (error: FastifyError) => error.statusCode ?? 500;
const isClientError = (status: number) => status >= 400 && status < 500;

/** 'ids[0]' for Ajv's '/ids/0', so every refusal of the content editor names its field the same way. */
export function fieldOf(instancePath: string, missing?: unknown): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof missing === 'string') parts.push(missing);
  return parts.map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`)).join('') || '(body)';
}

/** The public API's 400 for a failed query-string schema: names the parameter. */
function queryMessage(error: FastifyError, query: unknown): string {
  const problem = error.validation?.[0];
  const name =
    (problem?.params as { missingProperty?: string } | undefined)?.missingProperty ?? problem?.instancePath.replace(/^\//, '') ?? '';
  if (!name) return 'The query string is not valid';
  const raw = query && typeof query === 'object' ? (query as Record<string, unknown>)[name] : undefined;
  return idProblem(name, raw);
}

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ success: false, message });
}

/** The public API: the envelope, the API's headers, and a sentence for a bad parameter. */
function apiAnswer(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.headers(API_SECURITY_HEADERS).header('Cache-Control', 'no-store');
  if (error.validation && error.validationContext === 'querystring') return refuse(reply, 400, queryMessage(error, request.query));
  const status = statusOf(error);
  if (status === 429) return refuse(reply, 429, error.message);
  if (isClientError(status)) return refuse(reply, status, error.message || 'Bad request');
  request.log.error({ err: error }, 'API request failed');
  return refuse(reply, 500, FAILED);
}

/** The enquiry: every refusal in the enquiry's shape, with messages a visitor can act on. Its log never carries what was sent. */
function contactAnswer(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.headers(API_SECURITY_HEADERS).header('Cache-Control', 'no-store');
  const status = statusOf(error);
  if (status === 429) return refuse(reply, 429, error.message);
  if (status === 413) return reply.code(413).send(enquiryRefusal(contactMessages.tooLarge));
  if (error.code === ENCODED_BODY_CODE) return reply.code(415).send(enquiryRefusal(error.message));
  if (status === 415) return reply.code(415).send(enquiryRefusal(contactMessages.unsupportedType));
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' && request.routeOptions.url === apiPaths.contact) {
    const check = checkEnquiry(undefined);
    return reply.code(400).send(enquiryRefusal(contactMessages.invalid, check.ok ? {} : check.errors));
  }
  if (error.code === 'DX_BODY_NOT_UTF8') return reply.code(400).send(enquiryRefusal(contactMessages.notUtf8));
  if (error.code === UNREADABLE_MULTIPART_CODE) return reply.code(400).send(enquiryRefusal(error.message));
  if (status === 400) return reply.code(400).send(enquiryRefusal(contactMessages.notJson));
  request.log.error({ code: error.code, statusCode: status }, 'Enquiry failed');
  return refuse(reply, 500, contactMessages.failed);
}

/** The staff API: the envelope (its headers come from the staff scope's onSend hook). */
function staffAnswer(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_CSRF_INVALID_TOKEN' || error.code === 'FST_CSRF_MISSING_SECRET')
    return refuse(reply, 403, staffMessages.notVerified);
  const status = statusOf(error);
  if (error.validation)
    return refuse(
      reply,
      400,
      `The request is not valid: ${error.validationContext} ${error.message.replace(/^(body|querystring|params)\/?\s*/, '')}`,
    );
  if (isClientError(status)) return refuse(reply, status, error.message || 'Bad request');
  request.log.error({ err: error }, 'Staff request failed');
  return refuse(reply, 500, staffMessages.failed);
}

function contentRefusal(
  reply: FastifyReply,
  status: number,
  message: string,
  fields: Record<string, string> = {},
  extra: Record<string, unknown> = {},
) {
  return reply.code(status).send({ success: false, message, ...(Object.keys(fields).length > 0 ? { fields } : {}), ...extra });
}

/** @fastify/multipart's refusals of a post with more parts than the image upload's limits. */
const UPLOAD_LIMITS: ReadonlySet<string> = new Set(Object.values(MULTIPART_LIMIT_CODES));

/** The content editor: a message per field where fields are to blame; anything else as the staff API answers it. */
function contentAnswer(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ContentError) return contentRefusal(reply, error.status, error.message, error.fields, error.extra);
  if (error.validation) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation)
      fields[fieldOf(issue.instancePath, issue.params?.missingProperty)] ??= issue.message ?? 'is not valid';
    // Nothing was being saved when the address or the query string is wrong (a read, or a change at an address that is
    // none): the sentence names what to correct itself.
    if (error.validationContext === 'params' || error.validationContext === 'querystring') {
      const parts = Object.entries(fields).map(([name, problem]) => `${name} ${problem}`);
      return contentRefusal(reply, 400, `The address is not valid: ${parts.join('; ')}.`, fields);
    }
    return contentRefusal(reply, 400, NOT_SAVED, fields);
  }
  if (error.code === 'FST_REQ_FILE_TOO_LARGE')
    return contentRefusal(reply, 413, `The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
  // More parts than an image and its few fields (@fastify/multipart's own 413 says only "reach fields limit").
  if (UPLOAD_LIMITS.has(error.code)) return contentRefusal(reply, 413, 'An upload takes one image as the field “file”, and nothing else.');
  if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return contentRefusal(reply, 415, 'Send the image as multipart/form-data.');
  // An HTTP error a route threw on purpose is answered as it is, with its fields.
  if (error instanceof HttpError) return contentRefusal(reply, error.status, error.message, (error as WithFields).fields);
  return staffAnswer(error, request, reply);
}

/** The site's own routes: the status and a line a visitor can read (a page's body too large, say); a failure is logged. */
function siteAnswer(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = statusOf(error);
  reply.type('text/plain; charset=utf-8');
  if (isClientError(status)) return reply.code(status).send(error.message || 'Bad request');
  request.log.error({ err: error }, 'Site request failed');
  return reply.code(500).send(FAILED);
}

const answers = { content: contentAnswer, staff: staffAnswer, contact: contactAnswer, api: apiAnswer, site: siteAnswer } as const;

/**
 * The app's error handler: the answer in the envelope of the route's part of the site. A multipart body that cannot be
 * read is a 400 with its sentence on every route (./shared/multipart.ts).
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return answers[envelopeOf(request.routeOptions.url)](readableError(error), request, reply);
}

/**
 * Registers @fastify/sensible (httpErrors for routes to throw) and the error handler on the app itself,
 * before any route plugin: every scope registered after it inherits the handler. Call once per app.
 */
export async function registerErrors(app: FastifyInstance) {
  await app.register(sensible);
  app.setErrorHandler(answerError);
}

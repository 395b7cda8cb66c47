// The forms' public routes (docs/forms.md): GET /api/get-form/?id= (a form as visitors fill it in, cached per content
// revision as the kinds' reads are) and POST /api/send-form/, a visitor's answers as JSON from the page's script or as
// a plain form post when scripts have not arrived: that one is answered with a page (a 303 to the confirmation, or the
// answers' problems, or why it was refused whole), so a tap is never lost. The taking-in is ./service.ts's; the post is
// registered inside the contact form's scope (server/api/index.ts gives it to server/api/contact.ts), whose JSON parser
// refuses bytes that are not UTF-8.
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

import { scopedPlugin } from '../shared/plugin.ts';
import { apiPaths } from '../../common/api-contract.ts';
import type { FormDefinition, FormErrors } from '../../common/form-rules.ts';
import { CONSENT_VERSION_FIELD } from '../../common/enquiry-rules.ts';
import { MAX_FORM_FILE_MB, MAX_FORM_FILES } from '../../common/kinds/forms.ts';
import type { ResourceOptions } from '../api/resource.ts';
import type { EnquiryIntake } from '../api/contact.ts';
import { routeUrl } from '../api/content.ts';
import { languageOfPath, pathInLanguage } from '../../common/languages.ts';
import { isSitePath } from '../../common/paths.ts';
import { API_SECURITY_HEADERS, apiRouteOptions, languageParam, sendCached, sentFromPage } from '../shared/responses.ts';
import { sendAnswerPage } from '../shared/answer-page.ts';
import type { BuildFiles } from '../shared/devanagari-font.ts';
import { MULTIPART_LIMIT_CODES, readableError, UNREADABLE_MULTIPART_CODE, unreadableMultipartMessage } from '../shared/multipart.ts';
import { wordsIn, type Words } from '../shared/words.ts';

import { MAX_ANSWER_BYTES, MAX_FORM_JSON_BODY, MAX_FORM_POST_BODY, MAX_NAME_BYTES } from './limits.ts';
import { formIdOf, readForm, takeAnswers } from './service.ts';
import {
  MAX_FORM_FILE_BYTES,
  MAX_FORM_FIELD_PARTS,
  MAX_FORM_POST_BYTES,
  MAX_FORM_POST_FILES_MB,
  putField,
  readFormPost,
  type ReceivedFile,
} from './uploads.ts';

export const formAnswerMessages = {
  invalid: 'Please correct the highlighted answers and send the form again.',
  noForm: 'This form is no longer available. Your answers are still on the page: copy them, or call or e-mail us.',
  badId: 'id must be a form’s id: a whole number from 1',
  unsupportedType: 'Send the answers as JSON (Content-Type: application/json) or as a form post.',
} as const;

/** GET /api/get-form/?id=: data null for a form that does not exist. */
export const formReadPlugin = scopedPlugin<ResourceOptions>('formReadPlugin', async (app, { store, cache }) => {
  app.get(routeUrl(app.prefix, apiPaths.form), { ...apiRouteOptions }, (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const lang = languageParam(query.lang);
    const id = formIdOf(query.id);
    if (id === undefined) return reply.code(400).headers(API_SECURITY_HEADERS).send({ success: false, message: formAnswerMessages.badId });
    // Kept per language, as the kinds' reads are.
    return sendCached(request, reply, cache, `form:${id}:${lang}`, () => readForm(store, { id, lang }));
  });
});

const JSON_TYPE = /^application\/json\s*(;|$)/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;
const MULTIPART_TYPE = /^multipart\/form-data\s*(;|$)/i;

/** A form post's fields: a name given more than once (checkboxes) becomes a list. */
function formFields(body: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(body)) putField(fields, name, value);
  return fields;
}

/**
 * A post sent by the browser without scripts, answered with a page: a form post, or one with files that does not ask
 * for JSON back (the page's script does).
 */
function isPlainPost(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return FORM_TYPE.test(type) || (MULTIPART_TYPE.test(type) && !/application\/json/.test(request.headers.accept ?? ''));
}

/** The page a post was sent from, by its Referer: all there is to go on when the post is refused before it is read. */
function refererPage(request: FastifyRequest): string {
  try {
    return sentFromPage(new URL(request.headers.referer ?? '').pathname);
  } catch {
    return '/';
  }
}

const noLongerAvailable = (t: Words) => t('This form is no longer available');

/**
 * A plain post refused whole, before its answers are read (400, 413, 429): a page saying why in the words the script's
 * post gets, and the way back (the browser still holds what was typed); `source` gives the build's files (its font).
 */
const refusedWhole = (reply: FastifyReply, source: BuildFiles | undefined, status: number, title: (t: Words) => string, back: string) =>
  sendAnswerPage(reply.code(status).headers(API_SECURITY_HEADERS).header('Cache-Control', 'no-store'), source, { title, back });

/** Why a post was refused whole, each limit by its own sentence, in the words of the page it came from. */
const refusedWords = {
  // The script's post is told how long to wait; the page says it in words every language has (Retry-After says exactly).
  tooMany: (t: Words) => t('You have sent several enquiries in a short time. Please try again later, or call or e-mail us directly.'),
  /** A plain form post or a JSON post larger than a form's answers at their longest. */
  tooLong: (t: Words) => t('The answers are longer than a form takes. Please shorten the longest and send them again.'),
  /** A post with files that announces more than MAX_FORM_POST_BYTES. */
  tooLarge: (t: Words) =>
    t('The files are larger than a form takes: send at most {total} MB in all, each file at most {each} MB.', {
      total: String(MAX_FORM_POST_FILES_MB),
      each: String(MAX_FORM_FILE_MB),
    }),
  tooManyFiles: (t: Words) => t('A form takes at most {files} files: send it again with fewer.', { files: String(MAX_FORM_FILES) }),
  tooManyFields: (t: Words) => t('The answers have more fields than a form takes: send the form again from its page.'),
  unreadable: unreadableMultipartMessage,
};

/** @fastify/multipart's limits on a post with files (registered below), each refused with the sentence naming it. */
const MULTIPART_LIMITS: ReadonlyMap<string, (t: Words) => string> = new Map([
  [MULTIPART_LIMIT_CODES.files, refusedWords.tooManyFiles],
  [MULTIPART_LIMIT_CODES.fields, refusedWords.tooManyFields],
  [MULTIPART_LIMIT_CODES.parts, refusedWords.tooManyFields],
]);

/** A post refused whole: a plain post gets a page saying why, the script's post the sentence, in its page's words. */
function refuseWhole(
  request: FastifyRequest,
  reply: FastifyReply,
  source: BuildFiles | undefined,
  status: number,
  words: (t: Words) => string,
) {
  const page = refererPage(request);
  if (isPlainPost(request)) return refusedWhole(reply, source, status, words, page);
  return reply
    .code(status)
    .headers(API_SECURITY_HEADERS)
    .header('Cache-Control', 'no-store')
    .send({ success: false, message: words(wordsIn(languageOfPath(page).lang)) });
}

/** Each refused answer as "Label: message", in the form's order, the consent last. */
function refusedLines(definition: FormDefinition, errors: FormErrors): string[] {
  const lines = definition.fields.flatMap((field) => (errors[field.key] ? [`${field.label}: ${errors[field.key]}`] : []));
  return errors[CONSENT_VERSION_FIELD] ? [...lines, errors[CONSENT_VERSION_FIELD]] : lines;
}

/** POST /api/send-form/, registered in the contact form's scope (its JSON parser, inbox, e-mail and limit). */
export const formSendPlugin = scopedPlugin<EnquiryIntake>(
  'formSendPlugin',
  async (app, { config, store, inbox, mailer, webhooks, enquiryLimit, source }) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, formFields(body as string));
    });
    // Files: each read to the largest a form takes at most, then cut off (the rules refuse it at its field as too large,
    // so the limit is not thrown: ./uploads.ts). A field's value: read to the longest answer a form takes, then cut off
    // (refused at its field); its name, to the longest.
    await app.register(multipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: MAX_FORM_FILE_BYTES,
        files: MAX_FORM_FILES,
        fields: MAX_FORM_FIELD_PARTS,
        parts: MAX_FORM_FIELD_PARTS + MAX_FORM_FILES,
        fieldSize: MAX_ANSWER_BYTES,
        fieldNameSize: MAX_NAME_BYTES,
      },
    });

    // A post refused before its answers are read is told why in the words of its page, a plain post with a page and
    // the way back to the page it came from: a post with files whose body cannot be read (400, ../shared/multipart.ts),
    // one past a limit of a post with files — too many files, too many fields — or larger than any form takes (413:
    // never the contact form's answer, which would speak of a project brief), and a plain post past the limit per
    // address (429, its Retry-After kept; the script's post is answered as the contact form's). Anything else as the
    // contact form answers it (server/errors.ts).
    app.setErrorHandler(async (thrown: FastifyError, request, reply) => {
      const error = readableError(thrown);
      if (error.code === UNREADABLE_MULTIPART_CODE) return refuseWhole(request, reply, source, 400, refusedWords.unreadable);
      const limit = MULTIPART_LIMITS.get(error.code);
      if (limit) return refuseWhole(request, reply, source, 413, limit);
      if (error.statusCode === 413) {
        const withFiles = MULTIPART_TYPE.test(request.headers['content-type'] ?? '');
        return refuseWhole(request, reply, source, 413, withFiles ? refusedWords.tooLarge : refusedWords.tooLong);
      }
      if (error.statusCode === 429 && isPlainPost(request))
        return refusedWhole(reply, source, 429, refusedWords.tooMany, refererPage(request));
      throw error;
    });

    // Where a plain form post is sent once its answers are stored (a 303, so a reload does not send them again): the
    // form's confirmation, and the way back to the page.
    app.get(routeUrl(app.prefix, apiPaths.sendForm), { ...apiRouteOptions }, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const id = formIdOf(query.sent);
      const back = sentFromPage(query.page);
      const form = id === undefined ? null : readForm(store, { id, lang: languageOfPath(back).lang });
      reply.headers(API_SECURITY_HEADERS).header('Cache-Control', 'no-store');
      if (!form) return sendAnswerPage(reply.code(404), source, { title: noLongerAvailable, back, note: '' });
      return sendAnswerPage(reply, source, { title: (t) => t('Thank you'), back, note: form.confirmation });
    });

    app.post(
      routeUrl(app.prefix, apiPaths.sendForm),
      {
        ...apiRouteOptions,
        // A plain form post's answers at their longest, percent-encoded; a JSON post's as UTF-8, by the length it announces.
        bodyLimit: MAX_FORM_POST_BODY,
        config: { rateLimit: false },
        onRequest: enquiryLimit,
        preParsing: async (request, _reply, payload) => {
          if (JSON_TYPE.test(request.headers['content-type'] ?? '') && Number(request.headers['content-length']) > MAX_FORM_JSON_BODY)
            throw app.httpErrors.payloadTooLarge();
          return payload;
        },
      },
      async (request, reply: FastifyReply) => {
        reply.headers(API_SECURITY_HEADERS).header('Cache-Control', 'no-store');
        const type = request.headers['content-type'] ?? '';
        const withFiles = MULTIPART_TYPE.test(type);
        // A form post without scripts is answered with a page; the page's script sends JSON, or a multipart post with files
        // and asks for JSON back.
        const plain = isPlainPost(request);
        if (!plain && !withFiles && !JSON_TYPE.test(type))
          return reply.code(415).send({ success: false, message: formAnswerMessages.unsupportedType });
        let fields: Record<string, unknown>;
        let files: Map<string, ReceivedFile> | undefined;
        let cut: Set<string> | undefined;
        if (withFiles) {
          // Refused before a byte of it is read when it says it is larger than any form takes.
          if (Number(request.headers['content-length']) > MAX_FORM_POST_BYTES) {
            reply.header('connection', 'close');
            return refuseWhole(request, reply, source, 413, refusedWords.tooLarge);
          }
          ({ fields, files, cut } = await readFormPost(request));
        } else {
          const body = request.body;
          fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
        }
        const back = sentFromPage(fields.sent_from_page);
        const taken = takeAnswers(store, inbox, fields, config.formMinFillSeconds, files, cut);
        if (taken.kind === 'no-form') {
          if (plain) return sendAnswerPage(reply.code(404), source, { title: noLongerAvailable, back });
          return reply.code(404).send({ success: false, message: formAnswerMessages.noForm });
        }
        const { definition } = taken;
        if (taken.kind === 'refused') {
          if (plain)
            return sendAnswerPage(reply.code(400), source, {
              title: (t) => t('Please correct your answers'),
              lines: refusedLines(definition, taken.errors),
              back,
            });
          return reply.code(400).send({ success: false, message: formAnswerMessages.invalid, errors: taken.errors });
        }
        if (taken.stored) {
          request.log.info({ enquiryId: taken.stored.id, formId: definition.id }, 'Form answers stored');
          mailer?.notify(taken.stored, taken.notify);
          if (taken.reply) mailer?.replyToVisitor(taken.stored, taken.reply);
          webhooks.enquiryArrived(taken.stored);
        }
        // The page to go to is in the language of the page the form was on, as the script's move there is.
        if (plain)
          return reply.redirect(
            (isSitePath(definition.redirect) ? pathInLanguage(languageOfPath(back).lang, definition.redirect) : definition.redirect) ||
              `${apiPaths.sendForm}?${new URLSearchParams({ sent: String(definition.id), page: back })}`,
            303,
          );
        return reply.code(201).send({ success: true, message: definition.confirmation, redirect: definition.redirect });
      },
    );
  },
);

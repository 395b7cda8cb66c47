// POST /api/contact/: an enquiry from the contact form, checked with the rules the browser uses
// (common/enquiry-rules.ts: a phone or an e-mail, and consent to a published privacy notice), stored in
// one INSERT with its context (consent version, page, referrer origin, utm_*, the service and plan of a
// quote) and, when configured, e-mailed. Logs carry the enquiry's id only, never what the visitor wrote.
// Its refusals (a body too large, not JSON, not UTF-8, too many enquiries) are worded in the enquiry's
// shape by the app's error handler (server/errors.ts).
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify';

import { scopedPlugin } from '../shared/plugin.ts';
import { checkEnquiry, isHoneypotFilled, readEnquiryContext, readEnquiryQuote, type EnquiryErrors } from '../../common/enquiry-rules.ts';
import { apiPaths } from '../../common/api-contract.ts';
import type { ServerConfig } from '../config.ts';
import type { ContentStore } from '../db/content-store.ts';
import { EnquiryInbox } from '../db/enquiry-inbox.ts';
import { StaffStore } from '../db/staff-store.ts';

import type { BuildFiles } from '../shared/devanagari-font.ts';
import type { MailLog, TransportFactory } from '../shared/mail.ts';
import { API_SECURITY_HEADERS, apiRouteOptions } from '../shared/responses.ts';
import { errorEnvelope, jsonSchema, refusalSchema } from '../shared/schemas.ts';

import { routeUrl } from './content.ts';
import { createEnquiryMailer, type EnquiryMailer } from './enquiry-mail.ts';
import { webhooksOf, type WebhookDispatcher } from '../webhooks/dispatcher.ts';

/** What the contact form's scope shares with the routes it holds besides its own: its inbox, e-mail and limit. */
export interface EnquiryIntake {
  config: ServerConfig;
  store: ContentStore;
  inbox: EnquiryInbox;
  mailer?: EnquiryMailer;
  webhooks: WebhookDispatcher;
  /** The enquiry limit per address, one count for every route that takes enquiries (each route's own hook). */
  enquiryLimit: onRequestAsyncHookHandler;
  /** The build's files: the font of a Marathi or Hindi answer to a post without scripts (none without a build). */
  source?: BuildFiles;
}

export interface ContactOptions {
  config: ServerConfig;
  store: ContentStore;
  /** Routes that take visitors' enquiries too (the forms staff build: server/forms/routes.ts; quotations: server/quotations/routes.ts), in this scope. */
  alongside?: readonly FastifyPluginAsync<EnquiryIntake>[];
  /** Tests pass a stub; by default nodemailer's SMTP transport. */
  createTransport?: TransportFactory;
  /** The build's files, for the routes alongside (EnquiryIntake). */
  source?: BuildFiles;
}

/** The largest body accepted by default (ENQUIRY_BODY_LIMIT): a full enquiry of Devanagari text is under 18 KB. */
export const CONTACT_BODY_LIMIT = 32 * 1024;
/** The window of the enquiry limit (ENQUIRY_LIMIT enquiries per address, 5 by default). */
export const CONTACT_RATE_WINDOW = 10 * 60_000;

export const contactMessages = {
  received: 'Thank you! We have received your enquiry and a consultant will get back to you within one working day.',
  invalid: 'Please correct the highlighted fields and send the enquiry again.',
  notJson: 'The enquiry could not be read: send it as a JSON object.',
  notUtf8: 'The enquiry could not be read: send it as UTF-8 text.',
  tooLarge: 'The enquiry is too large. Please shorten the project brief and send it again.',
  unsupportedType: 'Send the enquiry as JSON, with the header Content-Type: application/json.',
  tooMany: (after: string) =>
    `You have sent several enquiries in a short time. Please try again in ${after}, or call or e-mail us directly.`,
  failed: 'Your enquiry could not be saved. Please try again in a few minutes, or call or e-mail us directly.',
} as const;

const NOT_CACHEABLE = 'no-store';
/** Refuses bytes that are not UTF-8 instead of turning them into U+FFFD. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

const JSON_TYPE = /^application\/json\s*(;|$)/i;

const refusalJson = jsonSchema(refusalSchema);

/** A refused enquiry: the envelope and one message per refused field. */
export function enquiryRefusal(message: string, errors: EnquiryErrors = {}) {
  return { success: false, message, errors };
}

export const contactPlugin = scopedPlugin<ContactOptions>('contactPlugin', async (scope, options) => {
  const { config, store, createTransport, alongside, source } = options;
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const enquiries = new EnquiryInbox(store.db);
  const log: MailLog = {
    info: (details, message) => app.log.info(details, message),
    warn: (details, message) => app.log.warn(details, message),
    error: (details, message) => app.log.error(details, message),
  };
  const staff = new StaffStore(store.db);
  const mailer = createEnquiryMailer(config, log, createTransport, () => staff.salesEmails());
  const webhooks = webhooksOf(store.db, config, log);
  // Deliveries that were waiting for their next try when the server stopped go on when it starts, under `npm start`
  // and `npm run dev` alike.
  app.addHook('onReady', async () => webhooks.start());
  app.addHook('onClose', () => webhooks.close());
  if (mailer) {
    app.addHook('onClose', async () => {
      await mailer.settle();
      mailer.close();
    });
  }

  // The body as Fastify reads JSON (prototype keys refused), but from bytes that must be UTF-8: what is
  // stored is exactly what the visitor sent.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(app.httpErrors.createError(400, 'The body is not UTF-8', { code: 'DX_BODY_NOT_UTF8' }), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  // One count per address for the contact form, a quotation and a form staff built: a route's own `config.rateLimit`
  // would keep a count per route, and allow ENQUIRY_LIMIT of each. The routes opt out of the site's limit per minute
  // (`rateLimit: false`), as a route's own limit did: a request is counted by one limit only.
  // The plugin types its handler for `preHandler`; counted at `onRequest`, a refused request's body is not even read.
  const enquiryLimit = app.rateLimit({
    max: config.enquiryLimit,
    timeWindow: CONTACT_RATE_WINDOW,
    errorResponseBuilder: (_request: unknown, context: { after: string }) => ({
      statusCode: 429,
      success: false,
      message: contactMessages.tooMany(context.after),
    }),
  }) as onRequestAsyncHookHandler;

  app.post(
    routeUrl(app.prefix, apiPaths.contact),
    {
      ...apiRouteOptions,
      bodyLimit: config.limits.enquiryBodyLimit,
      config: { rateLimit: false },
      onRequest: enquiryLimit,
      schema: {
        response: { 201: errorEnvelope, 400: refusalJson, 413: refusalJson, 415: refusalJson, 429: errorEnvelope, 500: errorEnvelope },
      },
    },
    async (request, reply) => {
      reply.headers(API_SECURITY_HEADERS).header('Cache-Control', NOT_CACHEABLE);
      // Fastify also parses text/plain; an enquiry is JSON only.
      const type = request.headers['content-type'];
      if (type !== undefined && !JSON_TYPE.test(type)) return reply.code(415).send(enquiryRefusal(contactMessages.unsupportedType));
      if (isHoneypotFilled(request.body)) {
        request.log.info('Enquiry dropped: the hidden field was filled');
        return reply.code(201).send({ success: true, message: contactMessages.received });
      }
      const check = checkEnquiry(request.body);
      if (!check.ok) return reply.code(400).send(enquiryRefusal(contactMessages.invalid, check.errors));
      // The page, where the visit came from and the quote's service and plan: cut to their limits, never a
      // reason to refuse (the consent version is one the rules know).
      const stored = enquiries.add(check.enquiry, { ...readEnquiryContext(request.body), ...readEnquiryQuote(request.body) });
      request.log.info({ enquiryId: stored.id }, 'Enquiry stored');
      mailer?.notify(stored);
      webhooks.enquiryArrived(stored);
      return reply.code(201).send({ success: true, message: contactMessages.received });
    },
  );

  // The routes that share this scope's JSON parser, inbox, e-mail and limit.
  for (const plugin of alongside ?? [])
    await app.register(plugin, { config, store, inbox: enquiries, mailer, webhooks, enquiryLimit, source });
});

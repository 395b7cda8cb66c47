// Quotations' request route (docs/quotations.md). POST /api/quotations/: a visitor's request, as JSON from the builder's
// script or as a plain form post before scripts arrive — that one is answered with a 303 to the quotation's page, or
// with a page naming what to correct, so a tap is never lost. It is registered in the contact form's scope (its JSON
// parser, inbox, e-mail and limit per address). The quotation's own page and PDF are ./pages.ts.
import type { FastifyReply } from 'fastify';

import { scopedPlugin } from '../shared/plugin.ts';
import { apiPaths } from '../../common/api-contract.ts';
import { QUOTE_PATH } from '../../common/kinds/price-book.ts';
import type { EnquiryIntake } from '../api/contact.ts';
import { routeUrl } from '../api/content.ts';
import { sendAnswerPage } from '../shared/answer-page.ts';
import { API_SECURITY_HEADERS, apiRouteOptions, sentFromPage } from '../shared/responses.ts';

import { quotationPdf } from './pdf-thread.ts';
import { mailedQuotation, makeQuotation, quotationHref } from './service.ts';

export const quotationMessages = {
  invalid: 'Please correct the highlighted fields and ask again.',
  made: (number: string) => `Quotation ${number} is ready.`,
  unsupportedType: 'Send the request as JSON (Content-Type: application/json) or as a form post.',
} as const;

const JSON_TYPE = /^application\/json\s*(;|$)/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/** The page whose builder sent the request (a service's, /quote, in its language); /quote when it names none. */
const builderPage = (fields: Readonly<Record<string, unknown>>) => sentFromPage(fields.sent_from_page ?? QUOTE_PATH);

/** POST /api/quotations/, in the contact form's scope. */
export const quotationRequestPlugin = scopedPlugin<EnquiryIntake>(
  'quotationRequestPlugin',
  async (app, { config, store, inbox, mailer, webhooks, enquiryLimit, source }) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    app.post(
      routeUrl(app.prefix, apiPaths.quotations),
      { ...apiRouteOptions, bodyLimit: config.limits.enquiryBodyLimit, config: { rateLimit: false }, onRequest: enquiryLimit },
      async (request, reply: FastifyReply) => {
        reply.headers(API_SECURITY_HEADERS).header('Cache-Control', 'no-store');
        const type = request.headers['content-type'] ?? '';
        const plain = FORM_TYPE.test(type);
        if (!plain && !JSON_TYPE.test(type)) return reply.code(415).send({ success: false, message: quotationMessages.unsupportedType });
        const body = request.body;
        const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
        const taken = makeQuotation(store, inbox, fields, config.siteOrigin);
        if (taken.kind === 'refused') {
          if (plain) {
            // The contact's one message stands at both its fields (a phone or an e-mail): said once.
            return sendAnswerPage(reply.code(400), source, {
              title: (t) => t('Please correct your request'),
              lines: [...new Set(Object.values(taken.errors))],
              back: builderPage(fields),
              backLabel: (t) => t('Back to the quotation builder'),
            });
          }
          return reply.code(400).send({ success: false, message: quotationMessages.invalid, errors: taken.errors });
        }
        if (taken.kind === 'dropped') {
          request.log.info('Quotation request dropped: the hidden field was filled');
          return plain
            ? reply.code(303).header('location', builderPage(fields)).send()
            : reply.code(201).send({ success: true, data: null });
        }
        const { quotation, enquiry } = taken;
        request.log.info({ enquiryId: enquiry.id, quotationId: quotation.id }, 'Quotation made');
        const href = quotationHref(quotation.token);
        mailer?.notify(enquiry);
        mailer?.sendQuotation(enquiry, mailedQuotation(quotation, config.siteOrigin), () => quotationPdf(quotation.document));
        webhooks.enquiryArrived(enquiry);
        if (plain) return reply.code(303).header('location', href).send();
        return reply.code(201).send({
          success: true,
          message: quotationMessages.made(quotation.document.number),
          data: { number: quotation.document.number, href },
        });
      },
    );
  },
);

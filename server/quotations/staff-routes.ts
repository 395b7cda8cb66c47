// The sales desk's quotation routes (/api/staff/enquiries/:id/quotations, docs/quotations.md): an enquiry's quotation
// and its revisions; a revision as sales change it (the same number, -R1, priced today); its status (sent, accepted,
// lost, expired); and its e-mail to the buyer sent again with its PDF. For the roles that use the inbox. The routes
// translate HTTP; the changes, each with a note on the enquiry naming who made it, are ./service.ts's.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyRequest } from 'fastify';

import { scopedPlugin } from '../shared/plugin.ts';
import { STAFF_AREAS } from '../../common/staff-roles.ts';
import { signedIn } from '../account/sessions.ts';
import type { EnquiryMailer } from '../api/enquiry-mail.ts';
import type { ContentStore } from '../db/content-store.ts';
import type { EnquiryInbox } from '../db/enquiry-inbox.ts';
import type { StoredQuotation } from '../db/quotations.ts';

import { quotationPdf } from './pdf-thread.ts';
import {
  quotationDeskMessages,
  quotationListSchema,
  quotationReviseSchema,
  quotationSendSchema,
  quotationStatusSchema,
} from './schemas.ts';
import { mailedQuotation, markQuotation, noteSent, quotationHref, quotationsOf, reviseQuotation, type QuotationStatus } from './service.ts';

export interface QuotationDeskOptions {
  store: ContentStore;
  inbox: EnquiryInbox;
  /** Undefined when e-mail is off (no SMTP_URL). */
  mailer: EnquiryMailer | undefined;
  siteOrigin: string;
}

/** Who may use them: the inbox's roles (docs/decisions/0018). */
const ROLES = { config: { roles: STAFF_AREAS.enquiries.roles } };

/** A quotation as the desk shows it. */
const shown = (quotation: StoredQuotation) => ({
  id: quotation.id,
  number: quotation.document.number,
  revision: quotation.revision,
  status: quotation.status,
  created_at: quotation.created_at,
  href: quotationHref(quotation.token),
  total_paise: quotation.total_paise,
  document: quotation.document,
});

export const quotationDeskRoutes = scopedPlugin<QuotationDeskOptions>(
  'quotationDeskRoutes',
  async (scope, { store, inbox, mailer, siteOrigin }) => {
    const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
    const actor = (request: FastifyRequest) => signedIn(request).email;
    const noEnquiry = { success: false, message: quotationDeskMessages.noQuotation };

    app.get('/enquiries/:id/quotations', { ...ROLES, schema: quotationListSchema }, async (request, reply) => {
      const id = Number(request.params.id);
      if (!inbox.get(id)) return reply.code(404).send(noEnquiry);
      return { success: true, data: { quotations: quotationsOf(store, id).map(shown) } };
    });

    app.post('/enquiries/:id/quotations', { ...ROLES, schema: quotationReviseSchema }, async (request, reply) => {
      const revised = reviseQuotation(store, actor(request), Number(request.params.id), request.body);
      if (revised.kind === 'none') return reply.code(404).send(noEnquiry);
      if (revised.kind === 'refused')
        return reply.code(400).send({ success: false, message: quotationDeskMessages.refused, fields: revised.errors });
      return reply.code(201).send({ success: true, data: { quotation: shown(revised.quotation) } });
    });

    app.patch('/enquiries/:id/quotations/:quotation', { ...ROLES, schema: quotationStatusSchema }, async (request, reply) => {
      const { id, quotation } = request.params;
      const marked = markQuotation(store, actor(request), Number(id), Number(quotation), request.body.status as QuotationStatus);
      if (!marked) return reply.code(404).send({ success: false, message: quotationDeskMessages.noSuchQuotation });
      return { success: true, data: { quotation: shown(marked) } };
    });

    app.post('/enquiries/:id/quotations/:quotation/send', { ...ROLES, schema: quotationSendSchema }, async (request, reply) => {
      const { id, quotation: quotationId } = request.params;
      const enquiry = inbox.get(Number(id));
      const quotation = quotationsOf(store, Number(id)).find((one) => one.id === Number(quotationId));
      if (!enquiry || !quotation) return reply.code(404).send({ success: false, message: quotationDeskMessages.noSuchQuotation });
      const { document } = quotation;
      if (!document.buyer.email) return reply.code(400).send({ success: false, message: quotationDeskMessages.noEmail });
      if (!mailer) return reply.code(409).send({ success: false, message: quotationDeskMessages.mailOff });
      mailer.sendQuotation({ ...enquiry, email: document.buyer.email }, mailedQuotation(quotation, siteOrigin), () =>
        quotationPdf(document),
      );
      noteSent(store, actor(request), quotation);
      return { success: true, message: quotationDeskMessages.sent(document.number, document.buyer.email) };
    });
  },
);

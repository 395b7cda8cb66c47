// /api/staff/privacy (owners): a person's data on request (DPDP Act 2023). Find it by e-mail or phone,
// download it as JSON or CSV, correct the name, e-mail or phone, erase it, and read the log of requests
// answered. HTTP only: the answers, each in one transaction with its audit entry and log line, are the
// desk's (./service.ts). Every change goes through the staff scope's origin and CSRF checks.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { scopedPlugin } from '../shared/plugin.ts';
import { indiaDay } from '../../common/india-time.ts';
import { STAFF_AREAS } from '../../common/staff-roles.ts';
import type { EnquiryInbox } from '../db/enquiry-inbox.ts';
import { signedIn } from '../account/sessions.ts';

import {
  correctionOf,
  privacyCorrectSchema,
  privacyEraseSchema,
  privacyExportSchema,
  privacyFindSchema,
  privacyMessages,
  privacyRequestsSchema,
  receivedDay,
  subjectOf,
} from './schemas.ts';
import { PrivacyDesk, type PrivacySubject } from './service.ts';

export interface PrivacyRoutesOptions {
  inbox: EnquiryInbox;
}

/** Who may answer a person's request (docs/decisions/0018): every route below declares it. */
const PRIVACY_ROLES = { config: { roles: STAFF_AREAS.privacy.roles } };

const refuse = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ success: false, message });

/** A file name for the download: the day, never the person's address. */
const fileName = (format: string) => `personal-data-${indiaDay()}.${format}`;

export const privacyRoutes = scopedPlugin<PrivacyRoutesOptions>('privacyRoutes', async (scope, { inbox }) => {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const desk = new PrivacyDesk(inbox);
  const actor = (request: FastifyRequest) => signedIn(request).email;

  /** Whom and when, or a 400 already sent. */
  const read = (
    input: { email?: string; phone?: string; received_on?: string },
    reply: FastifyReply,
  ): { subject: PrivacySubject; received: string } | undefined => {
    const subject = subjectOf(input);
    if (typeof subject === 'string') return void refuse(reply, 400, subject);
    const received = receivedDay(input.received_on, indiaDay());
    if (received === undefined) return void refuse(reply, 400, privacyMessages.badReceived);
    return { subject, received };
  };

  app.get('/privacy', { ...PRIVACY_ROLES, schema: privacyFindSchema }, async (request, reply) => {
    const subject = subjectOf(request.query);
    if (typeof subject === 'string') return refuse(reply, 400, subject);
    return { success: true, data: desk.find(subject) };
  });

  app.get('/privacy/export', { ...PRIVACY_ROLES, schema: privacyExportSchema }, async (request, reply) => {
    const asked = read(request.query, reply);
    if (!asked) return reply;
    const { format } = request.query;
    const body = desk.export(actor(request), asked.subject, format, asked.received);
    return reply
      .header('Content-Type', format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName(format)}"`)
      .send(body);
  });

  app.post('/privacy/correct', { ...PRIVACY_ROLES, schema: privacyCorrectSchema }, async (request, reply) => {
    const asked = read(request.body, reply);
    if (!asked) return reply;
    const correction = correctionOf(request.body.change);
    if (typeof correction === 'string') return refuse(reply, 400, correction);
    const count = desk.correct(actor(request), asked.subject, correction, asked.received);
    if (count === 0) return refuse(reply, 404, privacyMessages.noEnquiries);
    return { success: true, message: privacyMessages.corrected(count), data: { enquiries: count } };
  });

  app.post('/privacy/erase', { ...PRIVACY_ROLES, schema: privacyEraseSchema }, async (request, reply) => {
    const asked = read(request.body, reply);
    if (!asked) return reply;
    const erased = desk.erase(actor(request), asked.subject, asked.received);
    return {
      success: true,
      message: erased.enquiries === 0 ? privacyMessages.noEnquiries : privacyMessages.erased(erased.enquiries, erased.quotations),
      data: erased,
    };
  });

  app.get('/privacy/requests', { ...PRIVACY_ROLES, schema: privacyRequestsSchema }, async () => ({
    success: true,
    data: { items: desk.requestLog() },
  }));
});

// /api/staff/enquiries: the inbox. List (newest first, search, filters by status, assignee, follow-ups
// due and form, pages), one enquiry with its notes, changes of status (spam included), assignee and
// follow-up day, notes, deletion for good, the forms enquiries came from, and the CSV export of the
// current filter (with a column per field when it is one form's). The routes translate
// HTTP; the changes, each in one transaction with its audit entry, are the desk's (./service.ts).
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyRequest } from 'fastify';

import { scopedPlugin } from '../shared/plugin.ts';
import type { EnquiryFilter, EnquiryInbox } from '../db/enquiry-inbox.ts';
import { EnquiryFiles } from '../db/enquiry-files.ts';
import { indiaDay, isDay } from '../../common/india-time.ts';
import { STAFF_AREAS } from '../../common/staff-roles.ts';

import { signedIn } from '../account/sessions.ts';

import {
  enquiryChangeSchema,
  enquiryDeleteSchema,
  enquiryFileSchema,
  enquiryExportSchema,
  enquiryFormsSchema,
  enquiryListSchema,
  enquiryNoteSchema,
  enquiryMessages,
  enquirySchemaOne,
} from './schemas.ts';
import { changedFields, EnquiryDesk } from './service.ts';

export interface EnquiryRoutesOptions {
  inbox: EnquiryInbox;
}

/** A filter as the query string gives it. */
type FilterQuery = Pick<EnquiryFilter, 'q' | 'status' | 'form'> & { assigned?: 'mine' | 'none'; due?: 'today' };

/** The inbox filter of a query: "mine" is the signed-in member's account, "today" India's date now. */
function filterOf(request: FastifyRequest, { q, status, assigned, due, form }: FilterQuery): EnquiryFilter {
  const filter: EnquiryFilter = { q, status, form };
  if (assigned) filter.assignedTo = assigned === 'mine' ? signedIn(request).accountId : null;
  if (due) filter.dueBy = indiaDay();
  return filter;
}

/** Who may use the inbox (docs/decisions/0018): every route below declares it. */
const ENQUIRY_ROLES = { config: { roles: STAFF_AREAS.enquiries.roles } };

export const enquiryRoutes = scopedPlugin<EnquiryRoutesOptions>('enquiryRoutes', async (scope, { inbox }) => {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const desk = new EnquiryDesk(inbox);
  const files = new EnquiryFiles(inbox.db);
  const notFound = { success: false, message: enquiryMessages.enquiryNotFound };
  const actor = (request: FastifyRequest) => signedIn(request).email;

  app.get('/enquiries', { ...ENQUIRY_ROLES, schema: enquiryListSchema }, async (request) => {
    const { page, size, ...query } = request.query;
    const filter = filterOf(request, query);
    return {
      success: true,
      data: { items: inbox.list(filter, page, size), total: inbox.count(filter), page, size, newEnquiries: inbox.countNew() },
    };
  });

  app.get('/enquiries/export', { ...ENQUIRY_ROLES, schema: enquiryExportSchema }, async (request, reply) => {
    const query = request.query;
    const summary = {
      status: query.status ?? null,
      searched: Boolean(query.q?.trim()),
      assigned: query.assigned ?? null,
      due: query.due ?? null,
      form: query.form ?? null,
    };
    const csv = desk.exportCsv(actor(request), filterOf(request, query), summary);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="enquiries-${indiaDay()}.csv"`)
      .send(csv);
  });

  // A static path: the router tries it before /enquiries/:id (whose id takes digits only anyway).
  app.get('/enquiries/forms', { ...ENQUIRY_ROLES, schema: enquiryFormsSchema }, async () => ({
    success: true,
    data: { forms: inbox.forms() },
  }));

  app.get('/enquiries/:id', { ...ENQUIRY_ROLES, schema: enquirySchemaOne }, async (request, reply) => {
    const id = Number(request.params.id);
    const enquiry = inbox.get(id);
    if (!enquiry) return reply.code(404).send(notFound);
    return { success: true, data: { enquiry, notes: inbox.notes(id), files: files.of(id) } };
  });

  // A file sent with a form's answers, to download: never shown in the browser as a page of the site.
  app.get('/enquiries/:id/files/:file', { ...ENQUIRY_ROLES, schema: enquiryFileSchema }, async (request, reply) => {
    const file = files.get(Number(request.params.id), Number(request.params.file));
    if (!file) return reply.code(404).send({ success: false, message: enquiryMessages.fileNotFound });
    const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
    return reply
      .header('Content-Type', file.type)
      .header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, no-store')
      .send(file.data);
  });

  app.patch('/enquiries/:id', { ...ENQUIRY_ROLES, schema: enquiryChangeSchema }, async (request, reply) => {
    const change = request.body;
    if (changedFields(change).length === 0) return reply.code(400).send({ success: false, message: enquiryMessages.nothingToChange });
    if (typeof change.follow_up_on === 'string' && !isDay(change.follow_up_on)) {
      return reply.code(400).send({ success: false, message: enquiryMessages.badFollowUp });
    }
    const result = desk.change(actor(request), Number(request.params.id), change);
    if (result === 'no account')
      return reply.code(400).send({ success: false, message: enquiryMessages.noSuchAccount(change.assigned_to!) });
    if (result === 'no enquiries')
      return reply.code(400).send({ success: false, message: enquiryMessages.cannotTakeEnquiries(change.assigned_to!) });
    if (!result) return reply.code(404).send(notFound);
    return { success: true, data: { enquiry: result } };
  });

  app.post('/enquiries/:id/notes', { ...ENQUIRY_ROLES, schema: enquiryNoteSchema }, async (request, reply) => {
    const text = request.body.text.trim();
    if (!text) return reply.code(400).send({ success: false, message: enquiryMessages.emptyNote });
    const note = desk.addNote(actor(request), Number(request.params.id), text);
    if (!note) return reply.code(404).send(notFound);
    return reply.code(201).send({ success: true, data: { note } });
  });

  app.delete('/enquiries/:id', { ...ENQUIRY_ROLES, schema: enquiryDeleteSchema }, async (request, reply) => {
    if (!desk.delete(actor(request), Number(request.params.id))) return reply.code(404).send(notFound);
    return { success: true, message: enquiryMessages.enquiryDeleted };
  });
});

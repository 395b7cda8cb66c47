// /api/staff/enquiries: the inbox. List (newest first, search, status filter, pages), one enquiry with
// its notes, status changes (spam included), notes, deletion for good, and the CSV export of the
// current filter (the CLI's safe CSV). Each change and each export is written to the audit log in
// the change's own transaction. The audit entries hold no personal data, so a deletion erases it all.
import type { FastifyPluginAsync } from 'fastify';

import { csvRow } from '../cli/enquiries.ts';
import { ENQUIRY_RECORD_COLUMNS, type EnquiryFilter, type EnquiryInbox, type EnquiryRecord, type EnquiryStatus } from '../db/enquiry-inbox.ts';

import { recordAudit } from './audit.ts';
import {
  enquiryDeleteSchema,
  enquiryExportSchema,
  enquiryListSchema,
  enquiryNoteSchema,
  enquirySchemaOne,
  enquiryStatusSchema,
  staffMessages,
} from './schemas.ts';

export interface EnquiryRoutesOptions {
  inbox: EnquiryInbox;
}

type IdParams = { Params: { id: string } };

/** Excel reads UTF-8 (Marathi and Hindi names) only with a byte-order mark. */
const BOM = '\uFEFF';

/** The enquiries matching a filter as CSV: the columns of ENQUIRY_RECORD_COLUMNS, formula cells defused. */
export function enquiryRecordsToCsv(records: Iterable<EnquiryRecord>): string {
  let csv = BOM + csvRow(ENQUIRY_RECORD_COLUMNS);
  for (const record of records) csv += csvRow(ENQUIRY_RECORD_COLUMNS.map((column) => record[column]));
  return csv;
}

export const enquiryRoutes: FastifyPluginAsync<EnquiryRoutesOptions> = async (app, { inbox }) => {
  const { db } = inbox;
  const notFound = { success: false, message: staffMessages.enquiryNotFound };

  app.get<{ Querystring: EnquiryFilter & { page: number; size: number } }>('/enquiries', { schema: enquiryListSchema }, async (request) => {
    const { page, size, ...filter } = request.query;
    return {
      success: true,
      data: { items: inbox.list(filter, page, size), total: inbox.count(filter), page, size, newEnquiries: inbox.countNew() },
    };
  });

  app.get<{ Querystring: EnquiryFilter }>('/enquiries/export', { schema: enquiryExportSchema }, async (request, reply) => {
    const filter = request.query;
    const csv = db.transaction(() => {
      const records = [...inbox.each(filter)];
      // Whether a search was used, not its text: the text may be a person's name.
      const after = { count: records.length, status: filter.status ?? null, searched: Boolean(filter.q?.trim()) };
      recordAudit(db, { actor: request.staff!.email, entity: 'enquiry', entityId: null, action: 'export', after });
      return enquiryRecordsToCsv(records);
    })();
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="enquiries-${day}.csv"`)
      .send(csv);
  });

  app.get<IdParams>('/enquiries/:id', { schema: enquirySchemaOne }, async (request, reply) => {
    const id = Number(request.params.id);
    const enquiry = inbox.get(id);
    if (!enquiry) return reply.code(404).send(notFound);
    return { success: true, data: { enquiry, notes: inbox.notes(id) } };
  });

  app.patch<IdParams & { Body: { status: EnquiryStatus } }>('/enquiries/:id', { schema: enquiryStatusSchema }, async (request, reply) => {
    const id = Number(request.params.id);
    const { status } = request.body;
    const change = db.transaction(() => {
      const result = inbox.setStatus(id, status);
      if (result && result.before.status !== status) {
        recordAudit(db, { actor: request.staff!.email, entity: 'enquiry', entityId: id, action: 'status', before: { status: result.before.status }, after: { status } });
      }
      return result;
    })();
    if (!change) return reply.code(404).send(notFound);
    return { success: true, data: { enquiry: change.after } };
  });

  app.post<IdParams & { Body: { text: string } }>('/enquiries/:id/notes', { schema: enquiryNoteSchema }, async (request, reply) => {
    const id = Number(request.params.id);
    const text = request.body.text.trim();
    if (!text) return reply.code(400).send({ success: false, message: staffMessages.emptyNote });
    const note = db.transaction(() => {
      const added = inbox.addNote(id, request.staff!.email, text);
      // The note's text stays out of the log: it may hold personal data that a deletion must erase.
      if (added) recordAudit(db, { actor: added.author, entity: 'enquiry', entityId: id, action: 'note', after: { noteId: added.id } });
      return added;
    })();
    if (!note) return reply.code(404).send(notFound);
    return reply.code(201).send({ success: true, data: { note } });
  });

  app.delete<IdParams>('/enquiries/:id', { schema: enquiryDeleteSchema }, async (request, reply) => {
    const id = Number(request.params.id);
    const deleted = db.transaction(() => {
      const before = inbox.delete(id);
      if (before) {
        recordAudit(db, {
          actor: request.staff!.email,
          entity: 'enquiry',
          entityId: id,
          action: 'delete',
          before: { status: before.status, received_at: before.received_at },
        });
      }
      return before;
    })();
    if (!deleted) return reply.code(404).send(notFound);
    return { success: true, message: staffMessages.enquiryDeleted };
  });
};

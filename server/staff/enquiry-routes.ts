// /api/staff/enquiries: the inbox. List (newest first, search, filters by status, assignee and
// follow-ups due, pages), one enquiry with its notes, changes of status (spam included), assignee and
// follow-up day, notes, deletion for good, and the CSV export of the current filter. Each change and
// each export is written to the audit log in the change's own transaction. The audit entries hold no
// personal data, so a deletion erases it all.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

import { type EnquiryChange, type EnquiryFilter, type EnquiryInbox, type EnquiryRecord } from '../db/enquiry-inbox.ts';
import { indiaDay, isDay } from '../../src/lib/india-time.ts';
import { STAFF_AREAS } from '../../common/staff-roles.ts';

import { recordAudit } from './audit.ts';
import { enquiryRecordsToCsv } from './enquiry-csv.ts';
import { enquiryChangeSchema, enquiryDeleteSchema, enquiryExportSchema, enquiryListSchema, enquiryNoteSchema, enquirySchemaOne, staffMessages } from './schemas.ts';

export interface EnquiryRoutesOptions {
  inbox: EnquiryInbox;
}

type IdParams = { Params: { id: string } };
/** A filter as the query string gives it. */
type FilterQuery = Pick<EnquiryFilter, 'q' | 'status'> & { assigned?: 'mine' | 'none'; due?: 'today' };

/** The inbox filter of a query: "mine" is the signed-in member's account, "today" India's date now. */
function filterOf(request: FastifyRequest, { q, status, assigned, due }: FilterQuery): EnquiryFilter {
  const filter: EnquiryFilter = { q, status };
  if (assigned) filter.assignedTo = assigned === 'mine' ? request.staff!.accountId : null;
  if (due) filter.dueBy = indiaDay();
  return filter;
}

/** Who may use the inbox (docs/decisions/0018): every route below declares it. */
const ENQUIRY_ROLES = { config: { roles: STAFF_AREAS.enquiries.roles } };

/** What each field of a change is logged as; the entry holds the field's value before and after. */
const AUDIT_ACTIONS = { status: 'status', assigned_to: 'assign', follow_up_on: 'follow-up' } as const;

export const enquiryRoutes: FastifyPluginAsync<EnquiryRoutesOptions> = async (app, { inbox }) => {
  const { db } = inbox;
  const notFound = { success: false, message: staffMessages.enquiryNotFound };

  app.get<{ Querystring: FilterQuery & { page: number; size: number } }>('/enquiries', { ...ENQUIRY_ROLES, schema: enquiryListSchema }, async (request) => {
    const { page, size, ...query } = request.query;
    const filter = filterOf(request, query);
    return {
      success: true,
      data: { items: inbox.list(filter, page, size), total: inbox.count(filter), page, size, newEnquiries: inbox.countNew() },
    };
  });

  app.get<{ Querystring: FilterQuery }>('/enquiries/export', { ...ENQUIRY_ROLES, schema: enquiryExportSchema }, async (request, reply) => {
    const query = request.query;
    const csv = db.transaction(() => {
      const records: EnquiryRecord[] = [...inbox.each(filterOf(request, query))];
      // Whether a search was used, not its text: the text may be a person's name.
      const after = { count: records.length, status: query.status ?? null, searched: Boolean(query.q?.trim()), assigned: query.assigned ?? null, due: query.due ?? null };
      recordAudit(db, { actor: request.staff!.email, entity: 'enquiry', entityId: null, action: 'export', after });
      return enquiryRecordsToCsv(records, (id) => inbox.notes(id));
    })();
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="enquiries-${indiaDay()}.csv"`)
      .send(csv);
  });

  app.get<IdParams>('/enquiries/:id', { ...ENQUIRY_ROLES, schema: enquirySchemaOne }, async (request, reply) => {
    const id = Number(request.params.id);
    const enquiry = inbox.get(id);
    if (!enquiry) return reply.code(404).send(notFound);
    return { success: true, data: { enquiry, notes: inbox.notes(id) } };
  });

  app.patch<IdParams & { Body: EnquiryChange }>('/enquiries/:id', { ...ENQUIRY_ROLES, schema: enquiryChangeSchema }, async (request, reply) => {
    const id = Number(request.params.id);
    const change = Object.fromEntries(Object.entries(request.body).filter(([, value]) => value !== undefined)) as EnquiryChange;
    const fields = Object.keys(AUDIT_ACTIONS).filter((field) => field in change) as (keyof typeof AUDIT_ACTIONS)[];
    if (fields.length === 0) return reply.code(400).send({ success: false, message: staffMessages.nothingToChange });
    if (typeof change.follow_up_on === 'string' && !isDay(change.follow_up_on)) {
      return reply.code(400).send({ success: false, message: staffMessages.badFollowUp });
    }
    const result = db.transaction(() => {
      // Checked inside the transaction, so the account cannot go between the check and the change.
      if (typeof change.assigned_to === 'number' && !inbox.hasAccount(change.assigned_to)) return 'no account' as const;
      const changed = inbox.update(id, change);
      for (const field of changed ? fields : []) {
        const [before, after] = [changed!.before[field], changed!.after[field]];
        if (before === after) continue;
        recordAudit(db, { actor: request.staff!.email, entity: 'enquiry', entityId: id, action: AUDIT_ACTIONS[field], before: { [field]: before }, after: { [field]: after } });
      }
      return changed;
    })();
    if (result === 'no account') return reply.code(400).send({ success: false, message: staffMessages.noSuchAccount(change.assigned_to!) });
    if (!result) return reply.code(404).send(notFound);
    return { success: true, data: { enquiry: result.after } };
  });

  app.post<IdParams & { Body: { text: string } }>('/enquiries/:id/notes', { ...ENQUIRY_ROLES, schema: enquiryNoteSchema }, async (request, reply) => {
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

  app.delete<IdParams>('/enquiries/:id', { ...ENQUIRY_ROLES, schema: enquiryDeleteSchema }, async (request, reply) => {
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

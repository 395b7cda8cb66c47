// /api/staff/reports: the sales desk's figures over a range of India dates (server/db/enquiry-reports.ts),
// and /api/staff/people: the staff accounts an enquiry can be assigned to (id and e-mail, read-only).
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';

import { scopedPlugin } from '../shared/plugin.ts';
import { EnquiryReports, type ReportRange } from '../db/enquiry-reports.ts';
import type { SqliteDatabase } from '../db/database.ts';
import type { StaffStore } from '../db/staff-store.ts';
import type { PageViews } from '../page-views/service.ts';
import { roleMayUse, STAFF_AREAS } from '../../common/staff-roles.ts';
import { addDays, daysBetween, indiaDay, isDay } from '../../common/india-time.ts';

import { DEFAULT_REPORT_DAYS, MAX_REPORT_DAYS, peopleSchema, reportMessages, reportSchema } from './schemas.ts';

/** The range a query asks for, or the message that says what is wrong with it. */
export function reportRange(query: { from?: string; to?: string }, today: string = indiaDay()): ReportRange | string {
  for (const name of ['from', 'to'] as const) {
    const value = query[name];
    if (value !== undefined && !isDay(value)) return reportMessages.notADay(name);
  }
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, 1 - DEFAULT_REPORT_DAYS);
  if (from > to) return reportMessages.backwards(from, to);
  const days = daysBetween(from, to) + 1;
  if (days > MAX_REPORT_DAYS) return reportMessages.tooLong(days);
  return { from, to };
}

export interface ReportRoutesOptions {
  db: SqliteDatabase;
  store: StaffStore;
  /** The page views counted in memory: written before a report reads them. */
  views: PageViews;
}

export const reportRoutes = scopedPlugin<ReportRoutesOptions>('reportRoutes', async (scope, { db, store, views }) => {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const reports = new EnquiryReports(db);

  app.get('/reports', { config: { roles: STAFF_AREAS.reports.roles }, schema: reportSchema }, async (request, reply) => {
    const range = reportRange(request.query);
    if (typeof range === 'string') return reply.code(400).send({ success: false, message: range });
    views.write();
    return { success: true, data: reports.report(range) };
  });

  // Whom an enquiry can be assigned to (the members whose role includes enquiries): part of the inbox.
  app.get('/people', { config: { roles: STAFF_AREAS.enquiries.roles }, schema: peopleSchema }, async () => ({
    success: true,
    data: { people: store.accounts().flatMap(({ id, email, role }) => (roleMayUse(role, 'enquiries') ? [{ id, email }] : [])) },
  }));
});

// /api/staff/activity (owners): the audit log, newest first, 50 entries a page, filtered by who (actor),
// what (action) and a range of India dates; each entry with a sentence of what was done and to what
// (./sentences.ts). Read only: the log is written by the changes themselves.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';

import { scopedPlugin } from '../shared/plugin.ts';
import { STAFF_AREAS } from '../../common/staff-roles.ts';
import type { SqliteDatabase } from '../db/database.ts';
import type { StaffStore } from '../db/staff-store.ts';
import { addDays, indiaDayStart, isDay } from '../../common/india-time.ts';

import { AuditLog, type AuditBounds } from '../db/audit.ts';
import { actionLabel, actorLabel, whatItWasDoneTo, whatWasDone } from './sentences.ts';
import { ACTIVITY_PAGE_SIZE, activitySchema } from './schemas.ts';
import { reportMessages } from '../reports/schemas.ts';

export interface ActivityQuery {
  actor?: string;
  action?: string;
  /** India dates, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  page: number;
}

/** The stored bounds of a query (UTC times from India dates), or the message that says what is wrong with it. */
export function activityBounds({ actor, action, from, to }: Omit<ActivityQuery, 'page'>): AuditBounds | string {
  for (const [name, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value !== undefined && !isDay(value)) return reportMessages.notADay(name);
  }
  if (from && to && from > to) return reportMessages.backwards(from, to);
  return {
    actor: actor ?? null,
    action: action ?? null,
    from: from ? indiaDayStart(from) : null,
    to: to ? indiaDayStart(addDays(to, 1)) : null,
  };
}

export interface ActivityRoutesOptions {
  db: SqliteDatabase;
  store: StaffStore;
}

export const activityRoutes = scopedPlugin<ActivityRoutesOptions>('activityRoutes', async (scope, { db, store }) => {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const log = new AuditLog(db);

  app.get('/activity', { config: { roles: STAFF_AREAS.activity.roles }, schema: activitySchema }, async (request, reply) => {
    const { page, ...filter } = request.query;
    const bounds = activityBounds(filter);
    if (typeof bounds === 'string') return reply.code(400).send({ success: false, message: bounds });
    const context = { emails: new Map(store.accounts().map((account) => [account.id, account.email])) };
    const items = log.page(bounds, ACTIVITY_PAGE_SIZE, (page - 1) * ACTIVITY_PAGE_SIZE).map((entry) => ({
      id: entry.id,
      at: entry.at,
      actor: entry.actor,
      who: actorLabel(entry.actor),
      action: entry.action,
      what: whatWasDone(entry, context),
      subject: whatItWasDoneTo(entry, context),
    }));
    return {
      success: true,
      data: {
        items,
        total: log.count(bounds),
        page,
        size: ACTIVITY_PAGE_SIZE,
        actors: log.actors().map((actor) => ({ value: actor, label: actorLabel(actor) })),
        actions: log.actions().map((action) => ({ value: action, label: actionLabel(action) })),
      },
    };
  });
});

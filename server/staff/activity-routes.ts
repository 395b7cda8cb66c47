// /api/staff/activity (owners): the audit log, newest first, 50 entries a page, filtered by who (actor),
// what (action) and a range of India dates; each entry with a sentence of what was done and to what
// (./activity-sentences.ts). Read only: the log is written by the changes themselves.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyPluginAsync } from 'fastify';

import { STAFF_AREAS } from '../../common/staff-roles.ts';
import type { SqliteDatabase } from '../db/database.ts';
import type { StaffStore } from '../db/staff-store.ts';
import { addDays, indiaDayStart, isDay } from '../../common/india-time.ts';

import type { AuditRecord } from './audit.ts';
import { actionLabel, actorLabel, whatItWasDoneTo, whatWasDone } from './activity-sentences.ts';
import { ACTIVITY_PAGE_SIZE, activitySchema } from './people-schemas.ts';
import { reportMessages } from './report-routes.ts';

export interface ActivityQuery {
  actor?: string;
  action?: string;
  /** India dates, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  page: number;
}

type Bounds = { actor: string | null; action: string | null; from: string | null; to: string | null };

const WHERE = `WHERE (@actor IS NULL OR actor = @actor) AND (@action IS NULL OR action = @action)
  AND (@from IS NULL OR at >= @from) AND (@to IS NULL OR at < @to)`;

interface AuditRow extends Omit<AuditRecord, 'before' | 'after'> {
  before_json: string | null;
  after_json: string | null;
}

const parse = (json: string | null): unknown => {
  if (json === null) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
};

/** The stored bounds of a query (UTC times from India dates), or the message that says what is wrong with it. */
export function activityBounds({ actor, action, from, to }: Omit<ActivityQuery, 'page'>): Bounds | string {
  for (const [name, value] of [['from', from], ['to', to]] as const) {
    if (value !== undefined && !isDay(value)) return reportMessages.notADay(name);
  }
  if (from && to && from > to) return reportMessages.backwards(from, to);
  return { actor: actor ?? null, action: action ?? null, from: from ? indiaDayStart(from) : null, to: to ? indiaDayStart(addDays(to, 1)) : null };
}

export interface ActivityRoutesOptions {
  db: SqliteDatabase;
  store: StaffStore;
}

export const activityRoutes: FastifyPluginAsync<ActivityRoutesOptions> = async (scope, { db, store }) => {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const statements = {
    page: db.prepare(`SELECT id, actor, at, entity, entity_id, action, before_json, after_json FROM audit_log ${WHERE} ORDER BY id DESC LIMIT @limit OFFSET @offset`),
    count: db.prepare(`SELECT count(*) FROM audit_log ${WHERE}`).pluck(),
    actors: db.prepare('SELECT DISTINCT actor FROM audit_log ORDER BY actor').pluck(),
    actions: db.prepare('SELECT DISTINCT action FROM audit_log ORDER BY action').pluck(),
  };

  app.get('/activity', { config: { roles: STAFF_AREAS.activity.roles }, schema: activitySchema }, async (request, reply) => {
    const { page, ...filter } = request.query;
    const bounds = activityBounds(filter);
    if (typeof bounds === 'string') return reply.code(400).send({ success: false, message: bounds });
    const context = { emails: new Map(store.accounts().map((account) => [account.id, account.email])) };
    const rows = statements.page.all({ ...bounds, limit: ACTIVITY_PAGE_SIZE, offset: (page - 1) * ACTIVITY_PAGE_SIZE }) as AuditRow[];
    const items = rows.map(({ before_json, after_json, ...row }) => {
      const entry: AuditRecord = { ...row, before: parse(before_json), after: parse(after_json) };
      return { id: row.id, at: row.at, actor: row.actor, who: actorLabel(row.actor), action: row.action, what: whatWasDone(entry, context), subject: whatItWasDoneTo(entry, context) };
    });
    return {
      success: true,
      data: {
        items,
        total: statements.count.get(bounds) as number,
        page,
        size: ACTIVITY_PAGE_SIZE,
        actors: (statements.actors.all() as string[]).map((actor) => ({ value: actor, label: actorLabel(actor) })),
        actions: (statements.actions.all() as string[]).map((action) => ({ value: action, label: actionLabel(action) })),
      },
    };
  });
};

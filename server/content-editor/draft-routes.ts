// The drafts' routes under /api/staff/content: Pending changes (list, read, save, place, discard, publish), a
// draft's review (submit, comment, send back, approve) and the calendar of what goes live or comes down on its
// own. Writers may read, save and submit; publishing, sending back and approving are for editors and owners.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyRequest } from 'fastify';

import { scopedPlugin } from '../shared/plugin.ts';
import { kindNamed } from '../../common/content-model/kinds.ts';
import { signedIn } from '../account/sessions.ts';

import { draftSchemas } from './draft-schemas.ts';
import type { ContentError } from '../db/content-items.ts';
import type { DraftRow } from '../db/drafts.ts';
import {
  etag,
  expectedVersion,
  mergedMessage,
  notPublishedSentence,
  publishMessage,
  readTime,
  refused,
  saveRequest,
  whyRefused,
  type NotPublished,
} from './draft-requests.ts';
import type { ContentDrafts, Selection } from './drafts.ts';
import type { DraftSave } from './draft-types.ts';
import type { DraftReviews } from './review.ts';
import { mayPublish, unscheduledSaid } from '../../common/staff-roles.ts';
import type { ScheduleClock } from './schedule-clock.ts';
import type { ContentTakeDowns } from './take-downs.ts';

export interface DraftRoutesOptions {
  drafts: ContentDrafts;
  reviews: DraftReviews;
  takeDowns: ContentTakeDowns;
  clock: ScheduleClock;
}

/** The roles that write drafts: writers too. */
export const WRITING = { roles: ['owner', 'editor', 'writer'] } as const;

/** A writer's request to publish, delete or schedule: refused with what they can do instead. */
export function refuseWriter(request: FastifyRequest, what: string): void {
  if (!mayPublish(signedIn(request).role)) {
    throw refused(403, `A writer cannot ${what}: save a draft and submit it for review, and an editor or owner publishes it.`);
  }
}

/**
 * What a draft save sets for when it goes live. A writer's save takes a scheduled draft's time off, so their words
 * wait for an editor or owner (as a writer's draft waits for review) and never go live unread at a time an editor set
 * for other words; `unscheduled` says whether it did.
 */
export function timeOfSave(request: FastifyRequest, made: DraftSave, scheduled: string | null | undefined) {
  if (mayPublish(signedIn(request).role)) return { made, unscheduled: false };
  return { made: { ...made, publishAt: null }, unscheduled: typeof scheduled === 'string' };
}

/** Whether a change by this person (a writer's move) takes off a draft's time `scheduled`, as timeOfSave does a save's. */
export const writerUnschedules = (request: FastifyRequest, scheduled: string | null | undefined): boolean =>
  timeOfSave(request, {}, scheduled).unscheduled;

export const draftRoutes = scopedPlugin<DraftRoutesOptions>('draftRoutes', async (scope, { drafts, reviews, takeDowns, clock }) => {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const draftId = (request: FastifyRequest) => Number((request.params as { draft: string }).draft);

  // Every pending draft, or (?kind=articles&items=4,7) a kind's list's: what marks its rows costs that list, not every draft.
  app.get('/drafts', { config: WRITING, schema: draftSchemas.list }, async (request) => {
    const { kind: name, items } = request.query;
    if (name === undefined) {
      if (items !== undefined) throw refused(400, 'Name the kind whose items these are.', { kind: 'is needed with items' });
      return { success: true, data: drafts.list() };
    }
    const kind = kindNamed(name);
    if (!kind) throw refused(400, `There is no kind of content named “${name}”.`, { kind: 'must name a kind of content' });
    const ids = items === undefined ? undefined : items === '' ? [] : items.split(',').map(Number);
    return { success: true, data: drafts.listOfKind(kind, ids) };
  });
  // Pending changes a page at a time (?number=2), and the count the editor's toolbar shows.
  app.get('/drafts/page', { config: WRITING, schema: draftSchemas.page }, async (request) => {
    const { number } = request.query;
    return { success: true, data: drafts.page(number === undefined ? 1 : Number(number)) };
  });
  app.get('/drafts/count', { config: WRITING, schema: draftSchemas.counts }, async () => ({ success: true, data: drafts.counts() }));

  app.get('/drafts/:draft', { config: WRITING, schema: draftSchemas.get }, async (request, reply) => {
    const row = drafts.pendingRow(draftId(request));
    const draft = drafts.get(row.id)!;
    reply.header('etag', etag(draft.version));
    return { success: true, data: draft };
  });

  // Any draft by its id, a new item's too: its fields and times, made from the draft's version named by If-Match.
  app.patch('/drafts/:draft', { config: WRITING, schema: draftSchemas.save }, async (request, reply) => {
    const row = drafts.pendingRow(draftId(request));
    const kind = drafts.kindOf(row);
    const sent = saveRequest(kind, request.body as Record<string, unknown>, clock(), true);
    if (sent.made.publishAt !== undefined || sent.made.takeDown !== undefined) refuseWriter(request, 'schedule');
    const { made, unscheduled } = timeOfSave(request, sent.made, row.publish_at);
    const saved = drafts.saveById(signedIn(request).email, row.id, sent.fields, { ...made, draftVersion: expectedVersion(request) });
    reply.header('etag', etag(saved.draft.version));
    const message = saved.merged
      ? `${mergedMessage(saved.merged, true)} Visitors still see the live version.`
      : 'Draft saved: visitors still see the live version.';
    return { success: true, data: saved.draft, message: unscheduledSaid(message, unscheduled) };
  });

  app.delete('/drafts/:draft', { config: WRITING, schema: draftSchemas.discard }, async (request) => {
    const { email, role } = signedIn(request);
    const row = drafts.pendingRow(draftId(request));
    if (!mayPublish(role) && row.created_by !== email) throw refused(403, 'A writer discards only drafts they began.');
    drafts.discard(email, row.id);
    return { success: true, message: 'The draft was discarded.' };
  });

  app.post('/drafts/:draft/move', { config: WRITING, schema: draftSchemas.move }, async (request) => {
    const { position, parent_id: parentId } = request.body;
    const unschedule = writerUnschedules(request, drafts.pendingRow(draftId(request)).publish_at);
    const draft = drafts.place(signedIn(request).email, draftId(request), parentId, position, { unschedule });
    return {
      success: true,
      data: draft,
      message: unscheduledSaid('Its place is saved in the draft: it goes there when it is published.', unschedule),
    };
  });

  // Every pending draft ({}), or the ones named; a scheduled one holds to its time unless "early": true.
  app.post('/publish', { schema: draftSchemas.publish }, async (request) => {
    const { items, early = false } = request.body;
    const selection: Selection = items ?? 'all';
    const all = selection === 'all';
    // Publish all passes over a draft the content's rules refuse now (its address taken since, say), as the schedule
    // does, and says which and why; drafts named one by one go live together or not at all.
    const refusals: NotPublished[] = [];
    const passOver = (draft: DraftRow, error: ContentError) =>
      refusals.push({ draft: draft.id, title: drafts.get(draft.id)?.title ?? '', why: whyRefused(drafts.kindOf(draft), error) });
    const published = drafts.publish(signedIn(request).email, selection, early, all ? passOver : undefined).length;
    const left = all && !early ? drafts.scheduledCount() : 0;
    const forReview = all ? drafts.heldForReviewCount() : 0;
    const said = publishMessage(published, left, forReview);
    return {
      success: true,
      data: { published, left_scheduled: left, left_for_review: forReview, ...(refusals.length > 0 ? { not_published: refusals } : {}) },
      message: refusals.length === 0 ? said : `${said} ${refusals.map(notPublishedSentence).join(' ')}`,
    };
  });

  app.post('/drafts/:draft/submit', { config: WRITING, schema: draftSchemas.review }, async (request) => {
    const draft = reviews.submit(signedIn(request).email, draftId(request), request.body.note ?? '');
    return { success: true, data: draft, message: 'Submitted for review: an editor will publish it or send it back with a comment.' };
  });

  app.post('/drafts/:draft/comment', { config: WRITING, schema: draftSchemas.review }, async (request) => {
    const draft = reviews.comment(signedIn(request).email, draftId(request), request.body.note ?? '');
    return { success: true, data: draft, message: 'Your comment is on the draft.' };
  });

  app.post('/drafts/:draft/send-back', { schema: draftSchemas.review }, async (request) => {
    const draft = reviews.sendBack(signedIn(request).email, draftId(request), request.body.note ?? '');
    return { success: true, data: draft, message: 'Sent back to the writer with your comment.' };
  });

  // Approve: publish now, or at publish_at (a time ahead, with its offset).
  app.post('/drafts/:draft/approve', { schema: draftSchemas.approve }, async (request) => {
    const publishAt = readTime(request.body.publish_at, 'publish_at', clock()) ?? null;
    const id = draftId(request);
    const done = reviews.approve(signedIn(request).email, id, request.body.note ?? '', publishAt);
    if (publishAt !== null)
      return { success: true, data: { published: false, draft: drafts.get(id)! }, message: 'Approved: it goes live at its time.' };
    return { success: true, data: { published: true, item_id: done.id }, message: 'Approved and published.' };
  });

  app.get('/calendar', { config: WRITING, schema: draftSchemas.calendar }, async () => ({ success: true, data: takeDowns.calendar() }));
});

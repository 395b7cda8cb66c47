// The content editor's API under /api/staff/content, registered inside the staff scope (its session
// guard, Origin and CSRF checks cover every route here). For each list of the content model: list,
// read (with its version as the ETag), create, change, move, reorder, delete to the trash, history and
// restore; for each single document (Site settings, no id in its path): read, change, history and
// restore. The trash and its restore; drafts and publishing; the whole document; image uploads.
import multipart from '@fastify/multipart';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyRequest } from 'fastify';

import { scopedPlugin } from '../shared/plugin.ts';
import { DOCUMENT_ID, isDocument, KINDS, longListOrder, orderedByHand, type KindDeclaration } from '../../common/content-model/kinds.ts';
import { personNamed, staffNamer } from '../account/staff-names.ts';
import { exportDocument } from '../db/content-items.ts';
import type { ContentStore } from '../db/content-store.ts';
import { checkImage, MAX_IMAGE_BYTES } from '../media/image-check.ts';
import type { MediaLibrary } from '../media/library.ts';
import { storeUpload } from '../media/uploads.ts';
import { NOT_SAVED } from '../errors.ts';

import { draftRoutes, refuseWriter, timeOfSave, writerUnschedules, WRITING } from './draft-routes.ts';
import { etag, expectedVersion, mergedMessage, refused, saveRequest } from './draft-requests.ts';
import { ContentDrafts } from './drafts.ts';
import { ContentEditor } from './editor.ts';
import { ContentPresence } from './presence.ts';
import { DraftReviews, type ReviewNotifier } from './review.ts';
import { scheduleClock, type ScheduleClock } from './schedule-clock.ts';
import { documentSchema, kindSchemas, trashSchemas, uploadSchema } from './schemas.ts';
import { createLive, recordImageUpload, saveLive } from './service.ts';
import { ContentTakeDowns, liveTakeDown } from './take-downs.ts';
import { signedIn } from '../account/sessions.ts';
import { PUBLISHING_ROLES, unscheduledSaid } from '../../common/staff-roles.ts';
import { namesInWords } from '../../common/names-in-words.ts';

export interface StaffContentOptions {
  store: ContentStore;
  /** Where uploaded images are stored (uploadDirFor); none: uploads are refused. */
  uploadDir?: string;
  /** Who has which item open (its own clock in tests); default: a new one, in memory. */
  presence?: ContentPresence;
  /** The media library each upload is recorded in (docs/media.md); none: uploads are files only. */
  library?: MediaLibrary;
  /** The schedule's clock: times sent must lie ahead of it (default: the real time). */
  clock?: ScheduleClock;
  /** Tells reviewers and writers of a review's steps (e-mail, when set up). */
  notifyReview?: ReviewNotifier;
}

/** Why a long list's item (an article) is not moved: the list is in the order the site shows, by date. */
const notByHand = (kind: KindDeclaration) =>
  longListOrder(kind) === 'newest first'
    ? `Each ${kind.label.toLowerCase()} is listed by the time it went live, newest first, as the site lists them: the list is not put in order by hand.`
    : `${kind.plural} are listed by “${kind.fields[kind.title]?.label ?? 'Title'}”, A to Z: the list is not put in order by hand.`;

export const staffContentPlugin = scopedPlugin<StaffContentOptions>(
  'staffContentPlugin',
  async (scope, { store, uploadDir, presence = new ContentPresence(), library, clock = scheduleClock(undefined), notifyReview }) => {
    const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
    app.addHook('onRoute', (route) => void ((route.config ??= {}).roles ??= PUBLISHING_ROLES)); // roles: docs/decisions/0018, 0031
    const editor = new ContentEditor(store);
    const drafts = new ContentDrafts(editor);
    const takeDowns = new ContentTakeDowns(editor);
    const reviews = new DraftReviews(editor, drafts, notifyReview);
    /** A page's or an article's scheduled take-down, as its answer carries it. */
    const takeDownOf = (kind: KindDeclaration, id: number) => {
      if (!kind.takesDown) return {};
      const { at, to } = liveTakeDown(store.db, kind, id);
      return { take_down: at ? { at, to } : null };
    };
    await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 } });

    app.get('/', { schema: documentSchema }, async () => ({
      success: true,
      data: { document: exportDocument(store.db), revision: store.revision() },
    }));

    // A page at a time (?page=2). Each entry names who deleted it as colleagues read them (their display name), beside the
    // e-mail it was recorded with.
    app.get('/trash', { schema: trashSchemas.list }, async (request) => {
      const nameOf = staffNamer(store.db);
      const { items, ...page } = editor.trash.page(request.query.page);
      return {
        success: true,
        data: { ...page, items: items.map((entry) => ({ ...entry, deleted_by_name: nameOf(entry.deleted_by).name })) },
      };
    });
    app.post('/trash/:entry/restore', { schema: trashSchemas.restore }, async (request, reply) => {
      const item = editor.trash.restore(signedIn(request).email, Number(request.params.entry));
      reply.header('etag', etag(item.version));
      return { success: true, data: item, message: 'It is back where it was.' };
    });

    await app.register(draftRoutes, { drafts, reviews, takeDowns, clock });

    for (const kind of KINDS) {
      const schemas = kindSchemas(kind);
      const label = kind.label.toLowerCase();
      // A list's item is named by the id in its path; a single document (Site settings) is always item 1.
      const document = isDocument(kind);
      const base = `/${kind.name}`;
      const one = document ? base : `${base}/:id`;
      const idOf = (request: FastifyRequest): number => (document ? DOCUMENT_ID : Number((request.params as { id: string }).id));
      const at = <S extends { params?: unknown }>({ params, ...rest }: S) => (document ? rest : { params, ...rest });

      app.get(one, { config: WRITING, schema: at(schemas.get) }, async (request, reply) => {
        const item = editor.get(kind, idOf(request));
        reply.header('etag', etag(item.version));
        const editing = presence.editing(kind.name, item.id, signedIn(request).email, staffNamer(store.db));
        return { success: true, data: { ...item, draft: drafts.forItem(kind, item.id) ?? null, editing, ...takeDownOf(kind, item.id) } };
      });
      // The open form's heartbeat (every 30 s): the others who have the item open hear of it for 75 s.
      app.put(`${base}${document ? '' : '/:id'}/presence`, { config: WRITING, schema: at(schemas.presence) }, async (request) => {
        const itemId = idOf(request);
        const { email } = signedIn(request);
        editor.get(kind, itemId);
        presence.heartbeat(kind.name, itemId, email);
        return { success: true, data: { editing: presence.editing(kind.name, itemId, email, staffNamer(store.db)) } };
      });
      // The form closed: the others stop hearing of this person at once, not when the heartbeats expire.
      app.delete(`${base}${document ? '' : '/:id'}/presence`, { config: WRITING, schema: at(schemas.presence) }, async (request) => {
        const itemId = idOf(request);
        const { email } = signedIn(request);
        presence.leave(kind.name, itemId, email);
        return { success: true, data: { editing: presence.editing(kind.name, itemId, email, staffNamer(store.db)) } };
      });
      app.patch(one, { config: WRITING, schema: at(schemas.update) }, async (request, reply) => {
        const { draft, made, fields } = saveRequest(kind, request.body, clock());
        const itemId = idOf(request);
        const { email } = signedIn(request);
        if (!draft) refuseWriter(request, 'publish');
        else if (made.publishAt !== undefined || made.takeDown !== undefined) refuseWriter(request, 'schedule');
        if (draft) {
          const own = timeOfSave(request, made, drafts.forItem(kind, itemId)?.publish_at);
          const saved = drafts.save(email, kind, itemId, fields, { ...own.made, itemVersion: expectedVersion(request) });
          const said = saved.merged
            ? `${mergedMessage(saved.merged, true)} Visitors still see the live version.`
            : 'Saved as a draft: visitors still see the live version.';
          const message = unscheduledSaid(said, own.unscheduled);
          return {
            success: true,
            data: {
              ...editor.get(kind, itemId),
              draft: saved.draft,
              ...(saved.merged ? { merged: saved.merged } : {}),
              ...takeDownOf(kind, itemId),
            },
            message,
          };
        }
        // A change that goes live now, and (pages and articles) when the item comes down.
        const { item, merged } = saveLive(editor, email, kind, itemId, fields, expectedVersion(request), made.takeDown);
        reply.header('etag', etag(item.version));
        const data = { ...item, draft: drafts.forItem(kind, itemId) ?? null, ...takeDownOf(kind, itemId) };
        return merged ? { success: true, data: { ...data, merged }, message: mergedMessage(merged, false) } : { success: true, data };
      });
      // Each entry names its person as colleagues read them (their display name), beside the e-mail it was recorded with.
      app.get(`${one}/history`, { config: WRITING, schema: at(schemas.history) }, async (request) => {
        const nameOf = staffNamer(store.db);
        const entries = editor.history(kind, idOf(request));
        return {
          success: true,
          data: entries.map((entry) => ({ ...entry, actor_name: personNamed(nameOf, entry.actor) })),
        };
      });
      app.post(`${one}/restore`, { config: WRITING, schema: at(schemas.restore) }, async (request, reply) => {
        const { entry, state } = request.body;
        const itemId = idOf(request);
        // A version brought back is a draft: staff look at it, then publish it.
        const values = editor.versionIn(kind, itemId, entry, state);
        const { email } = signedIn(request);
        // It takes the place of the item's draft: never of a colleague's work, which they publish or discard first.
        const pending = drafts.forItem(kind, itemId);
        const others = pending?.saved_by.filter((person) => person.email !== email).map((person) => person.name) ?? [];
        if (pending && others.length > 0) {
          throw refused(
            409,
            `Nothing was changed: this ${kind.label.toLowerCase()} has a draft ${namesInWords(others)} saved. Publish or discard it in Pending changes first, then bring back the earlier version.`,
          );
        }
        const { made } = timeOfSave(request, {}, undefined);
        const { draft: saved } = drafts.save(email, kind, itemId, values, { ...made, itemVersion: expectedVersion(request) });
        const item = editor.get(kind, itemId);
        reply.header('etag', etag(item.version));
        return {
          success: true,
          data: { ...item, draft: saved },
          message: 'The earlier version is a draft now: preview it, then publish it.',
        };
      });
      // A single document is changed, never listed, created, moved or deleted.
      if (document) continue;

      // The list's view of presence: which items others have open now (read again as the list is, and every 30 s).
      app.get(`${base}/presence`, { config: WRITING, schema: schemas.listPresence }, async (request) => ({
        success: true,
        data: presence.editingIn(kind.name, signedIn(request).email, staffNamer(store.db)),
      }));
      app.get(base, { config: WRITING, schema: schemas.list }, async (request) => {
        const parent = request.query.parent_id;
        return { success: true, data: editor.list(kind, parent === undefined ? undefined : Number(parent)) };
      });
      // A long list (articles, redirects) is read a page at a time: /page?number=2&q=gst (docs/staff-area.md).
      if (kind.pageSize)
        app.get(`${base}/page`, { config: WRITING, schema: schemas.page }, async (request) => {
          const { number, q } = request.query;
          return { success: true, data: editor.page(kind, number === undefined ? 1 : Number(number), q ?? '') };
        });
      app.post(base, { config: WRITING, schema: schemas.create }, async (request, reply) => {
        const { draft, made, fields } = saveRequest(kind, request.body, clock());
        if (!draft) refuseWriter(request, 'publish');
        else if (made.publishAt !== undefined || made.takeDown !== undefined) refuseWriter(request, 'schedule');
        if (draft)
          return reply
            .code(201)
            .send({ success: true, data: { draft: drafts.save(signedIn(request).email, kind, undefined, fields, made).draft } });
        const email = signedIn(request).email;
        const item = createLive(editor, email, kind, fields, made.takeDown);
        return reply.code(201).header('etag', etag(item.version)).send({ success: true, data: item });
      });
      app.get(`${one}/references`, { schema: schemas.references }, async (request) => ({
        success: true,
        data: editor.references(kind, idOf(request)),
      }));
      app.delete(one, { schema: schemas.remove }, async (request) => {
        const withMenuEntries = request.query.with_menu_entries === 'true';
        const entry = editor.remove(signedIn(request).email, kind, idOf(request), expectedVersion(request), { withMenuEntries });
        const also = withMenuEntries ? ', with the menu entries that linked to it' : '';
        return { success: true, data: { entry }, message: `The ${label} was moved to Recently deleted${also}.` };
      });
      app.post(`${one}/move`, { config: WRITING, schema: schemas.move }, async (request, reply) => {
        if (!orderedByHand(kind)) throw refused(400, notByHand(kind));
        const { parent_id: parentId, position, _status: status } = request.body;
        const itemId = idOf(request);
        if (status !== 'draft') refuseWriter(request, 'move what is live');
        if (status === 'draft') {
          const unschedule = writerUnschedules(request, drafts.forItem(kind, itemId)?.publish_at);
          const draft = drafts.saveMove(signedIn(request).email, kind, itemId, parentId, position, expectedVersion(request), {
            unschedule,
          });
          const item = editor.get(kind, itemId);
          reply.header('etag', etag(item.version));
          const message = unscheduledSaid('The move is saved as a draft: visitors still see the list as it was.', unschedule);
          return { success: true, data: { ...item, draft }, message };
        }
        const item = editor.move(signedIn(request).email, kind, itemId, parentId, position, expectedVersion(request));
        reply.header('etag', etag(item.version));
        return { success: true, data: item };
      });
      app.post(`${base}/reorder`, { schema: schemas.reorder }, async (request) => {
        if (!orderedByHand(kind)) throw refused(400, notByHand(kind));
        const { parent_id: parentId, ids } = request.body;
        if (kind.parent && parentId === undefined) {
          throw refused(400, NOT_SAVED, {
            parent_id: `is required: the id of the ${kind.parent.kind.replace(/s$/, '')} whose ${kind.name} to reorder`,
          });
        }
        editor.reorder(signedIn(request).email, kind, parentId ?? null, ids);
        return { success: true, data: { ids } };
      });
    }

    // One image as the multipart field 'file'. The answer's URL goes in a service's or section's image field.
    app.post('/images', { config: WRITING, schema: uploadSchema }, async (request, reply) => {
      if (!uploadDir) throw refused(503, 'This server has no folder for uploads (its database is in memory).');
      const file = await request.file();
      if (!file) throw refused(400, 'Choose an image to upload.', { file: 'is required' });
      const checked = await checkImage(await file.toBuffer());
      if (!checked.ok) throw refused(400, checked.message, { file: checked.message });
      // A PNG, JPEG or WebP is stored upright, without metadata, at most 2,560 px wide, with its resized copies.
      const stored = await storeUpload(uploadDir, checked);
      if (!stored.ok && stored.status === 503) reply.header('retry-after', '10');
      if (!stored.ok) throw refused(stored.status, stored.message, stored.status === 400 ? { file: stored.message } : {});
      const { url, width, height } = stored;
      const { type, removed } = checked;
      const uploaded = { width: checked.width, height: checked.height, bytes: checked.body.length };
      const image = { url, type, width, height, bytes: stored.bytes, name: file.filename, removed, uploaded };
      // The library's row (found again for the same bytes) and the audit entry.
      const media = recordImageUpload(store, library, signedIn(request).email, image);
      return reply.code(201).send({
        success: true,
        data: { url, type, width, height, removed, ...(media ? { id: media.id, alt: media.alt, decorative: media.decorative } : {}) },
      });
    });
  },
);

// The content editor's API under /api/staff/content, registered inside the staff scope (its session
// guard, Origin and CSRF checks cover every route here). For each list of the content model: list,
// read (with its version as the ETag), create, change, move, reorder, delete to the trash, history and
// restore; for each single document (Site settings, no id in its path): read, change, history and
// restore. The trash and its restore; drafts and publishing; the whole document; image uploads.
import multipart from '@fastify/multipart';
import { httpErrors } from '@fastify/sensible';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

import { DOCUMENT_ID, isDocument, KINDS } from '../../common/content-model/kinds.ts';
import { exportDocument } from '../db/content-items.ts';
import type { ContentStore } from '../db/content-store.ts';
import { checkImage, MAX_IMAGE_BYTES } from '../media/image-check.ts';
import type { MediaLibrary } from '../media/library.ts';
import { storeUpload } from '../media/uploads.ts';
import { NOT_SAVED } from '../errors.ts';
import { recordAudit } from '../db/audit.ts';

import { ContentDrafts, type Selection } from './drafts.ts';
import { ContentEditor, type Expected, type MergeNote } from './editor.ts';
import { ContentPresence } from './presence.ts';
import { documentSchema, draftSchemas, kindSchemas, trashSchemas, uploadSchema } from './schemas.ts';
import { signedIn } from '../account/sessions.ts';

export interface StaffContentOptions {
  store: ContentStore;
  /** Where uploaded images are stored (uploadDirFor); none: uploads are refused. */
  uploadDir?: string;
  /** Who has which item open (its own clock in tests); default: a new one, in memory. */
  presence?: ContentPresence;
  /** The media library each upload is recorded in (docs/media.md); none: uploads are files only. */
  library?: MediaLibrary;
}

/** A refusal of this API: its status, its message and, where fields are to blame, a message per field. */
const refused = (status: number, message: string, fields?: Record<string, string>) =>
  httpErrors.createError(status, message, fields ? { fields } : {});

/** The version named by If-Match ("3", W/"3"); undefined without one or for "*" (the last write wins). */
export function expectedVersion(request: FastifyRequest): Expected {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') return undefined;
  const match = header.match(/^\s*(?:W\/)?"(\d{1,15})"\s*$/);
  if (!match) throw refused(400, 'The If-Match header must name a version, such as "3".', { 'if-match': 'must be a version such as "3"' });
  return Number(match[1]);
}

const etag = (version: number) => `"${version}"`;

/**
 * A body's own fields, and whether it is a draft (`"_status": "draft"`) with the time it is to go live
 * on its own (`"_publish_at"`: an ISO 8601 date and time with its offset, or null for none).
 */
export function draftRequest(body: Record<string, unknown>): {
  draft: boolean;
  publishAt: string | null | undefined;
  fields: Record<string, unknown>;
} {
  const { _status: status, _publish_at: publishAt, ...fields } = body;
  if (status !== undefined && status !== 'draft' && status !== 'published') {
    throw refused(400, NOT_SAVED, { _status: 'must be "draft" or "published"' });
  }
  if (publishAt !== undefined && publishAt !== null) {
    const valid =
      typeof publishAt === 'string' &&
      /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(publishAt) &&
      !Number.isNaN(Date.parse(publishAt));
    if (!valid)
      throw refused(400, NOT_SAVED, { _publish_at: 'must be a date and time with its offset, such as 2026-12-01T09:00:00+05:30' });
    if (status !== 'draft') throw refused(400, NOT_SAVED, { _publish_at: 'goes with "_status": "draft"' });
  }
  return {
    draft: status === 'draft',
    publishAt:
      publishAt === undefined || publishAt === null ? (publishAt as null | undefined) : new Date(publishAt as string).toISOString(),
    fields,
  };
}

/** What a publish did, in a sentence: "One change is live; 1 scheduled change was left for its time." */
export function publishMessage(published: number, leftScheduled: number): string {
  const live =
    published === 1
      ? 'One change is live'
      : published === 0 && leftScheduled > 0
        ? 'No change was published'
        : `${published} changes are live`;
  if (leftScheduled === 0) return `${live}.`;
  return `${live}; ${leftScheduled} scheduled ${leftScheduled === 1 ? 'change was' : 'changes were'} left for ${leftScheduled === 1 ? 'its' : 'their'} time.`;
}

/** The sentence of a save merged with the changes made since the version it was made from. */
function mergedMessage(merged: MergeNote, draft: boolean): string {
  const names = merged.with.map((person) => person.name);
  const whose =
    names.length === 0
      ? 'the changes made'
      : `${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`}’s changes made`;
  return `${draft ? 'Saved as a draft' : 'Saved'}, together with ${whose} since you opened it.`;
}

export const staffContentPlugin: FastifyPluginAsync<StaffContentOptions> = async (
  scope,
  { store, uploadDir, presence = new ContentPresence(), library },
) => {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  app.addHook('onRoute', (route) => void ((route.config ??= {}).roles ??= ['owner', 'editor'])); // roles: docs/decisions/0018
  const editor = new ContentEditor(store);
  const drafts = new ContentDrafts(editor);
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 } });

  app.get('/', { schema: documentSchema }, async () => ({
    success: true,
    data: { document: exportDocument(store.db), revision: store.revision() },
  }));

  app.get('/trash', { schema: trashSchemas.list }, async () => ({ success: true, data: editor.trash.list() }));
  app.post('/trash/:entry/restore', { schema: trashSchemas.restore }, async (request, reply) => {
    const item = editor.trash.restore(signedIn(request).email, Number(request.params.entry));
    reply.header('etag', etag(item.version));
    return { success: true, data: item, message: 'It is back where it was.' };
  });

  app.get('/drafts', { schema: draftSchemas.list }, async () => ({ success: true, data: drafts.list() }));
  app.delete('/drafts/:draft', { schema: draftSchemas.discard }, async (request) => {
    drafts.discard(signedIn(request).email, Number(request.params.draft));
    return { success: true, message: 'The draft was discarded.' };
  });
  app.post('/drafts/:draft/move', { schema: draftSchemas.move }, async (request) => {
    const { position, parent_id: parentId } = request.body;
    const draft = drafts.place(signedIn(request).email, Number(request.params.draft), parentId, position);
    return { success: true, data: draft, message: 'Its place is saved in the draft: it goes there when it is published.' };
  });
  // Every pending draft ({}), or the ones named; a scheduled one holds to its time unless "early": true.
  app.post('/publish', { schema: draftSchemas.publish }, async (request) => {
    const { items, early = false } = request.body;
    const selection: Selection = items ?? 'all';
    const published = drafts.publish(signedIn(request).email, selection, early).length;
    const left = selection === 'all' && !early ? drafts.scheduledCount() : 0;
    return { success: true, data: { published, left_scheduled: left }, message: publishMessage(published, left) };
  });

  for (const kind of KINDS) {
    const schemas = kindSchemas(kind);
    const label = kind.label.toLowerCase();
    // A list's item is named by the id in its path; a single document (Site settings) is always item 1.
    const document = isDocument(kind);
    const base = `/${kind.name}`;
    const one = document ? base : `${base}/:id`;
    const idOf = (request: FastifyRequest): number => (document ? DOCUMENT_ID : Number((request.params as { id: string }).id));
    const at = <S extends { params?: unknown }>({ params, ...rest }: S) => (document ? rest : { params, ...rest });

    app.get(one, { schema: at(schemas.get) }, async (request, reply) => {
      const item = editor.get(kind, idOf(request));
      reply.header('etag', etag(item.version));
      const editing = presence.editing(kind.name, item.id, signedIn(request).email);
      return { success: true, data: { ...item, draft: drafts.forItem(kind, item.id) ?? null, editing } };
    });
    // The open form's heartbeat (every 30 s): the others who have the item open hear of it for 75 s.
    app.put(`${base}${document ? '' : '/:id'}/presence`, { schema: at(schemas.presence) }, async (request) => {
      const itemId = idOf(request);
      const { email } = signedIn(request);
      editor.get(kind, itemId);
      presence.heartbeat(kind.name, itemId, email);
      return { success: true, data: { editing: presence.editing(kind.name, itemId, email) } };
    });
    // The form closed: the others stop hearing of this person at once, not when the heartbeats expire.
    app.delete(`${base}${document ? '' : '/:id'}/presence`, { schema: at(schemas.presence) }, async (request) => {
      const itemId = idOf(request);
      const { email } = signedIn(request);
      presence.leave(kind.name, itemId, email);
      return { success: true, data: { editing: presence.editing(kind.name, itemId, email) } };
    });
    app.patch(one, { schema: at(schemas.update) }, async (request, reply) => {
      const { draft, publishAt, fields } = draftRequest(request.body);
      const itemId = idOf(request);
      if (draft) {
        const saved = drafts.save(signedIn(request).email, kind, itemId, fields, publishAt, expectedVersion(request));
        const message = saved.merged
          ? `${mergedMessage(saved.merged, true)} Visitors still see the live version.`
          : 'Saved as a draft: visitors still see the live version.';
        return {
          success: true,
          data: { ...editor.get(kind, itemId), draft: saved.draft, ...(saved.merged ? { merged: saved.merged } : {}) },
          message,
        };
      }
      const { item, merged } = editor.save(signedIn(request).email, kind, itemId, fields, expectedVersion(request));
      reply.header('etag', etag(item.version));
      const data = { ...item, draft: drafts.forItem(kind, itemId) ?? null };
      return merged ? { success: true, data: { ...data, merged }, message: mergedMessage(merged, false) } : { success: true, data };
    });
    app.get(`${one}/history`, { schema: at(schemas.history) }, async (request) => ({
      success: true,
      data: editor.history(kind, idOf(request)),
    }));
    app.post(`${one}/restore`, { schema: at(schemas.restore) }, async (request, reply) => {
      const { entry, state } = request.body;
      const itemId = idOf(request);
      // A version brought back is a draft: staff look at it, then publish it.
      const values = editor.versionIn(kind, itemId, entry, state);
      const { draft: saved } = drafts.save(signedIn(request).email, kind, itemId, values, undefined, expectedVersion(request));
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
    app.get(`${base}/presence`, { schema: schemas.listPresence }, async (request) => ({
      success: true,
      data: presence.editingIn(kind.name, signedIn(request).email),
    }));
    app.get(base, { schema: schemas.list }, async (request) => {
      const parent = request.query.parent_id;
      return { success: true, data: editor.list(kind, parent === undefined ? undefined : Number(parent)) };
    });
    app.post(base, { schema: schemas.create }, async (request, reply) => {
      const { draft, publishAt, fields } = draftRequest(request.body);
      if (draft)
        return reply.code(201).send({
          success: true,
          data: { draft: drafts.save(signedIn(request).email, kind, undefined, fields, publishAt, undefined).draft },
        });
      const item = editor.create(signedIn(request).email, kind, fields);
      return reply.code(201).header('etag', etag(item.version)).send({ success: true, data: item });
    });
    app.delete(one, { schema: schemas.remove }, async (request) => {
      const entry = editor.remove(signedIn(request).email, kind, idOf(request), expectedVersion(request));
      return { success: true, data: { entry }, message: `The ${label} was moved to Recently deleted.` };
    });
    app.post(`${one}/move`, { schema: schemas.move }, async (request, reply) => {
      const { parent_id: parentId, position, _status: status } = request.body;
      const itemId = idOf(request);
      if (status === 'draft') {
        const draft = drafts.saveMove(signedIn(request).email, kind, itemId, parentId, position, expectedVersion(request));
        const item = editor.get(kind, itemId);
        reply.header('etag', etag(item.version));
        return { success: true, data: { ...item, draft }, message: 'The move is saved as a draft: visitors still see the list as it was.' };
      }
      const item = editor.move(signedIn(request).email, kind, itemId, parentId, position, expectedVersion(request));
      reply.header('etag', etag(item.version));
      return { success: true, data: item };
    });
    app.post(`${base}/reorder`, { schema: schemas.reorder }, async (request) => {
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
  app.post('/images', { schema: uploadSchema }, async (request, reply) => {
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
    const { email } = signedIn(request);
    // The library's row (found again for the same bytes) and the audit entry, in one transaction.
    const media = store.db.transaction(() => {
      const row = library?.recordUpload(email, { url, type, width, height, bytes: stored.bytes, name: file.filename });
      recordAudit(store.db, {
        actor: email,
        entity: 'media',
        entityId: row?.id ?? null,
        action: 'upload',
        after: { url, type, width, height, removed, uploaded },
      });
      return row;
    })();
    return reply
      .code(201)
      .send({ success: true, data: { url, type, width, height, removed, ...(media ? { id: media.id, alt: media.alt } : {}) } });
  });
};

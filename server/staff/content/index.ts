// The content editor's API under /api/staff/content, registered inside the staff scope (its session
// guard, Origin and CSRF checks cover every route here). For each kind of item (kinds.ts): list, read,
// create, update (and move), delete, reorder, history and restore; the whole document; image uploads.
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';

import type { ContentStore } from '../../db/content-store.ts';
import { checkImage, MAX_IMAGE_BYTES } from '../../media/image-check.ts';
import { storeImage } from '../../media/uploads.ts';
import { recordAudit } from '../audit.ts';

import { EditError } from './document-edits.ts';
import { ContentEditor, type RestoreState } from './editor.ts';
import { CONTENT_KINDS } from './kinds.ts';
import { documentSchema, kindSchemas, uploadSchema } from './schemas.ts';

export interface StaffContentOptions {
  store: ContentStore;
  /** Where uploaded images are stored (uploadDirFor); none: uploads are refused. */
  uploadDir?: string;
}

type IdParams = { Params: { id: string } };
type ItemBody = { Body: Record<string, unknown> };

const NOT_SAVED = 'The request was not saved: correct the marked fields.';

/** 'ids[0]' for Ajv's '/ids/0', so every refusal names its field the same way. */
function fieldOf(instancePath: string, missing?: unknown): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof missing === 'string') parts.push(missing);
  return parts.map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`)).join('') || '(body)';
}

function refuse(reply: FastifyReply, error: EditError) {
  const fields = Object.keys(error.fields).length > 0 ? { fields: error.fields } : {};
  return reply.code(error.status).send({ success: false, message: error.message, ...fields });
}

export const staffContentPlugin: FastifyPluginAsync<StaffContentOptions> = async (app, { store, uploadDir }) => {
  const editor = new ContentEditor(store);
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 } });

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof EditError) return refuse(reply, error);
    if (error.validation) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) fields[fieldOf(issue.instancePath, issue.params?.missingProperty)] ??= issue.message ?? 'is not valid';
      return refuse(reply, new EditError(400, NOT_SAVED, fields));
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') return refuse(reply, new EditError(413, `The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`));
    if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return refuse(reply, new EditError(415, 'Send the image as multipart/form-data.'));
    // Everything else (CSRF, limits, failures) is answered by the staff scope's own handler.
    throw error;
  });

  app.get('/', { schema: documentSchema }, async () => ({ success: true, data: { document: editor.document(), revision: store.revision() } }));

  for (const kind of CONTENT_KINDS) {
    const schemas = kindSchemas(kind);
    const base = `/${kind.route}`;
    const id = (params: { id: string }) => Number(params.id);

    app.get<{ Querystring: { parent_id?: string } }>(base, { schema: schemas.list }, async (request) => {
      const parent = request.query.parent_id;
      return { success: true, data: editor.list(kind, parent === undefined ? undefined : Number(parent)) };
    });
    app.get<IdParams>(`${base}/:id`, { schema: schemas.get }, async (request) => ({ success: true, data: editor.get(kind, id(request.params)) }));
    app.post<ItemBody>(base, { schema: schemas.create }, async (request, reply) =>
      reply.code(201).send({ success: true, data: editor.create(request.staff!.email, kind, request.body) }),
    );
    app.patch<IdParams & ItemBody>(`${base}/:id`, { schema: schemas.update }, async (request) => ({
      success: true,
      data: editor.update(request.staff!.email, kind, id(request.params), request.body),
    }));
    app.delete<IdParams>(`${base}/:id`, { schema: schemas.remove }, async (request) => {
      editor.remove(request.staff!.email, kind, id(request.params));
      return { success: true, message: `The ${kind.label} was deleted.` };
    });
    app.post<{ Body: { parent_id?: number; ids: number[] } }>(`${base}/reorder`, { schema: schemas.reorder }, async (request) => {
      const { parent_id: parentId, ids } = request.body;
      if (kind.parent && parentId === undefined) {
        throw new EditError(400, NOT_SAVED, { parent_id: `is required: the id of the ${kind.parent.kind} whose ${kind.route} to reorder` });
      }
      editor.reorder(request.staff!.email, kind, parentId ?? null, ids);
      return { success: true, data: { ids } };
    });
    app.get<IdParams>(`${base}/:id/history`, { schema: schemas.history }, async (request) => ({
      success: true,
      data: editor.history(kind, id(request.params)),
    }));
    app.post<IdParams & { Body: { entry: number; state: RestoreState } }>(`${base}/:id/restore`, { schema: schemas.restore }, async (request) => ({
      success: true,
      data: editor.restore(request.staff!.email, kind, id(request.params), request.body.entry, request.body.state),
    }));
  }

  // One image as the multipart field 'file'. The answer's URL goes in a service's or section's image field.
  app.post('/images', { schema: uploadSchema }, async (request, reply) => {
    if (!uploadDir) throw new EditError(503, 'This server has no folder for uploads (its database is in memory).');
    const file = await request.file();
    if (!file) throw new EditError(400, 'Choose an image to upload.', { file: 'is required' });
    const checked = await checkImage(await file.toBuffer());
    if (!checked.ok) throw new EditError(400, checked.message, { file: checked.message });
    const url = storeImage(uploadDir, checked);
    const { type, width, height, removed } = checked;
    recordAudit(store.db, { actor: request.staff!.email, entity: 'media', entityId: null, action: 'upload', after: { url, type, width, height, removed } });
    return reply.code(201).send({ success: true, data: { url, type, width, height, removed } });
  });
};

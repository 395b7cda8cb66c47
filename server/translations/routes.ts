// /api/staff/translations (docs/languages.md): a kind's items with their state in Marathi or Hindi, an item's
// translation beside its English, and a translation saved. Reading is for everyone who edits the content; saving puts
// the words live, so it is for those who publish (owners and editors): the guard refuses the others. The routes translate HTTP; the rules and
// the save are ./service.ts's.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyPluginAsync } from 'fastify';

import { kindNamed, type KindDeclaration } from '../../common/content-model/kinds.ts';
import type { TranslatedLanguage } from '../../common/languages.ts';
import { PUBLISHING_ROLES, STAFF_AREAS } from '../../common/staff-roles.ts';
import { signedIn } from '../account/sessions.ts';
import type { ContentStore } from '../db/content-store.ts';
import { listViews } from '../db/content-items.ts';

import {
  translationDraftActionSchema,
  translationDraftSchema,
  translationListSchema,
  translationReadSchema,
  translationSaveSchema,
} from './schemas.ts';
import { discardTranslationDraft, publishTranslationDraft, saveTranslationDraft } from './drafts.ts';
import { saveTranslation, translatableFields, translationOf, translationStates } from './service.ts';

export interface TranslationRoutesOptions {
  store: ContentStore;
}

const ROLES = { config: { roles: STAFF_AREAS.content.roles } };
/** A saved translation is live at once: saving is for those who publish. */
const PUBLISHERS = { config: { roles: PUBLISHING_ROLES } };

export const translationRouteMessages = {
  noKind: (name: string) => `Nothing of “${name}” is translated.`,
} as const;

/** A kind with translatable fields, by its name; undefined for any other name. */
function translatedKind(name: string): KindDeclaration | undefined {
  const kind = kindNamed(name);
  return kind && translatableFields(kind).length > 0 ? kind : undefined;
}

export const translationRoutes: FastifyPluginAsync<TranslationRoutesOptions> = async (scope, { store }) => {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();

  app.get('/translations/:kind/:lang', { ...ROLES, schema: translationListSchema }, async (request, reply) => {
    const kind = translatedKind(request.params.kind);
    if (!kind) return reply.code(404).send({ success: false, message: translationRouteMessages.noKind(request.params.kind) });
    const items = listViews(store.db, kind);
    const states = translationStates(store, kind, request.params.lang as TranslatedLanguage, items);
    return {
      success: true,
      data: { items: items.map((item) => ({ id: item.id, title: String(item[kind.title] ?? ''), state: states.get(item.id)! })) },
    };
  });

  app.get('/translations/:kind/:id/:lang', { ...ROLES, schema: translationReadSchema }, async (request, reply) => {
    const kind = translatedKind(request.params.kind);
    if (!kind) return reply.code(404).send({ success: false, message: translationRouteMessages.noKind(request.params.kind) });
    const translation = translationOf(store, kind, Number(request.params.id), request.params.lang as TranslatedLanguage);
    if (!translation)
      return reply.code(404).send({ success: false, message: `There is no ${kind.label.toLowerCase()} with id ${request.params.id}.` });
    return { success: true, data: translation };
  });

  app.put('/translations/:kind/:id/:lang', { ...PUBLISHERS, schema: translationSaveSchema }, async (request, reply) => {
    const kind = translatedKind(request.params.kind);
    if (!kind) return reply.code(404).send({ success: false, message: translationRouteMessages.noKind(request.params.kind) });
    const saved = saveTranslation(
      store,
      signedIn(request).email,
      kind,
      Number(request.params.id),
      request.params.lang as TranslatedLanguage,
      request.body.values as Record<string, unknown>,
    );
    if (!saved.ok) return reply.code(saved.status).send({ success: false, message: saved.message, fields: saved.fields });
    return { success: true, data: saved.translation };
  });

  // A draft: kept off the site until published by hand or at its time; anyone who edits content may write one.
  app.put('/translations/:kind/:id/:lang/draft', { ...ROLES, schema: translationDraftSchema }, async (request, reply) => {
    const kind = translatedKind(request.params.kind);
    if (!kind) return reply.code(404).send({ success: false, message: translationRouteMessages.noKind(request.params.kind) });
    const { values, publishAt, base } = request.body;
    const saved = saveTranslationDraft(
      store,
      signedIn(request).email,
      kind,
      Number(request.params.id),
      request.params.lang as TranslatedLanguage,
      { values: values as Record<string, unknown>, ...(publishAt !== undefined ? { publishAt } : {}), base: base ?? null },
    );
    if (!saved.ok) return reply.code(saved.status).send({ success: false, message: saved.message, fields: saved.fields });
    return { success: true, data: saved.translation };
  });

  app.post(
    '/translations/:kind/:id/:lang/draft/publish',
    { ...PUBLISHERS, schema: translationDraftActionSchema },
    async (request, reply) => {
      const kind = translatedKind(request.params.kind);
      if (!kind) return reply.code(404).send({ success: false, message: translationRouteMessages.noKind(request.params.kind) });
      const { id, lang } = request.params;
      const published = publishTranslationDraft(store, signedIn(request).email, kind, Number(id), lang as TranslatedLanguage);
      if (!published.ok) return reply.code(published.status).send({ success: false, message: published.message, fields: published.fields });
      return { success: true, data: published.translation };
    },
  );

  app.delete('/translations/:kind/:id/:lang/draft', { ...ROLES, schema: translationDraftActionSchema }, async (request, reply) => {
    const kind = translatedKind(request.params.kind);
    if (!kind) return reply.code(404).send({ success: false, message: translationRouteMessages.noKind(request.params.kind) });
    const { id, lang } = request.params;
    const discarded = discardTranslationDraft(store, signedIn(request).email, kind, Number(id), lang as TranslatedLanguage);
    if (!discarded.ok) return reply.code(404).send({ success: false, message: discarded.message });
    return { success: true, data: discarded.translation };
  });
};

// /api/staff/translations (docs/languages.md): a kind's items with their state in Marathi or Hindi, an item's
// translation beside its English, and a translation saved. Reading is for everyone who edits the content; saving puts
// the words live, so it is for those who publish (owners and editors): the guard refuses the others. The routes translate HTTP; the rules and
// the save are ./service.ts's.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyReply } from 'fastify';

import { scopedPlugin } from '../shared/plugin.ts';
import { hasTranslatableFields } from '../../common/content-model/translated-fields.ts';
import { kindNamed, type KindDeclaration } from '../../common/content-model/kinds.ts';
import type { TranslatedLanguage } from '../../common/languages.ts';
import type { TranslationState } from '../../common/translation-states.ts';
import { mayPublish, PUBLISHING_ROLES, STAFF_AREAS } from '../../common/staff-roles.ts';
import { signedIn } from '../account/sessions.ts';
import type { ContentStore } from '../db/content-store.ts';

import {
  translationDraftActionSchema,
  translationDraftSchema,
  translationListSchema,
  translationReadSchema,
  translationSaveSchema,
} from './schemas.ts';
import { discardTranslationDraft, publishTranslationDraft, saveTranslationDraft, type DraftResult, type TranslatedItem } from './drafts.ts';
import { saveTranslation, translationListPage, translationOf, type TranslationSave } from './service.ts';

export interface TranslationRoutesOptions {
  store: ContentStore;
}

const ROLES = { config: { roles: STAFF_AREAS.content.roles } };
/** A saved translation is live at once: saving is for those who publish. */
const PUBLISHERS = { config: { roles: PUBLISHING_ROLES } };

export const translationRouteMessages = {
  noKind: (name: string) => `Nothing of “${name}” is translated.`,
  writerSchedules: 'A writer cannot schedule a translation: save it as a draft, and an editor or owner publishes it or sets its time.',
} as const;

/** A kind with translatable fields, by its name; undefined for any other name. */
function translatedKind(name: string): KindDeclaration | undefined {
  const kind = kindNamed(name);
  return kind && hasTranslatableFields(kind.fields) ? kind : undefined;
}

export const translationRoutes = scopedPlugin<TranslationRoutesOptions>('translationRoutes', async (scope, { store }) => {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();

  app.get('/translations/:kind/:lang', { ...ROLES, schema: translationListSchema }, async (request, reply) => {
    const kind = translatedKind(request.params.kind);
    if (!kind) return reply.code(404).send({ success: false, message: translationRouteMessages.noKind(request.params.kind) });
    const { page, state, q } = request.query;
    return {
      success: true,
      data: translationListPage(store, kind, request.params.lang as TranslatedLanguage, {
        page: page === undefined ? 1 : Number(page),
        state: state as TranslationState | undefined,
        q: q ?? '',
      }),
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

  /** The translation a request names, and who asks; a 404 sent when nothing of its kind is translated. */
  const itemOf = (
    request: { params: { kind: string; id: string; lang: string } } & Parameters<typeof signedIn>[0],
    reply: FastifyReply,
  ) => {
    const kind = translatedKind(request.params.kind);
    if (!kind) {
      void reply.code(404).send({ success: false, message: translationRouteMessages.noKind(request.params.kind) });
      return undefined;
    }
    const item: TranslatedItem = { kind, id: Number(request.params.id), lang: request.params.lang as TranslatedLanguage };
    return { item, actor: signedIn(request).email };
  };
  /** A change's answer: the translation as it now stands, or its refusal with a message per field. */
  const answer = (reply: FastifyReply, result: TranslationSave | DraftResult) =>
    result.ok
      ? { success: true, data: result.translation }
      : reply.code(result.status).send({ success: false, message: result.message, fields: result.fields });

  app.put('/translations/:kind/:id/:lang', { ...PUBLISHERS, schema: translationSaveSchema }, async (request, reply) => {
    const asked = itemOf(request, reply);
    if (!asked) return reply;
    const { kind, id, lang } = asked.item;
    const { values, was } = request.body as { values: Record<string, unknown>; was?: Record<string, unknown> };
    return answer(reply, saveTranslation(store, asked.actor, kind, id, lang, values, new Date(), was));
  });

  // A draft: kept off the site until published by hand or at its time; anyone who edits content may write one. Only
  // those who publish set its time, and a writer's words in a scheduled draft wait for one of them to set it again, as
  // a writer's draft of the English waits for review.
  app.put('/translations/:kind/:id/:lang/draft', { ...ROLES, schema: translationDraftSchema }, async (request, reply) => {
    const asked = itemOf(request, reply);
    if (!asked) return reply;
    const { values, base } = request.body;
    const publishes = mayPublish(signedIn(request).role);
    if (!publishes && typeof request.body.publishAt === 'string')
      return reply.code(403).send({ success: false, message: translationRouteMessages.writerSchedules });
    const publishAt = publishes ? request.body.publishAt : null;
    const draft = { values: values as Record<string, unknown>, ...(publishAt !== undefined ? { publishAt } : {}), base: base ?? null };
    return answer(reply, saveTranslationDraft(store, asked.actor, asked.item, draft));
  });

  app.post(
    '/translations/:kind/:id/:lang/draft/publish',
    { ...PUBLISHERS, schema: translationDraftActionSchema },
    async (request, reply) => {
      const asked = itemOf(request, reply);
      return asked ? answer(reply, publishTranslationDraft(store, asked.actor, asked.item)) : reply;
    },
  );

  app.delete('/translations/:kind/:id/:lang/draft', { ...ROLES, schema: translationDraftActionSchema }, async (request, reply) => {
    const asked = itemOf(request, reply);
    return asked ? answer(reply, discardTranslationDraft(store, asked.actor, asked.item)) : reply;
  });
});

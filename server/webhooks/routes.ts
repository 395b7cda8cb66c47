// /api/staff/webhooks (owners): the endpoints new enquiries are sent to (every enquiry, or one form's answers), added
// with their secret shown once, removed, and each one's newest deliveries with Send again. HTTP only: the sending is
// ./dispatcher.ts's; adding and removing, each with its audit entry, ./service.ts's.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';

import { scopedPlugin } from '../shared/plugin.ts';
import { MAX_ID } from '../../common/api-contract.ts';
import { STAFF_AREAS } from '../../common/staff-roles.ts';
import { signedIn } from '../account/sessions.ts';
import { allowEmptyJson } from '../shared/empty-json.ts';

import type { WebhookDispatcher } from './dispatcher.ts';
import { addWebhook, removeWebhook } from './service.ts';

export interface WebhookRoutesOptions {
  webhooks: WebhookDispatcher;
}

const OWNERS = { roles: STAFF_AREAS.webhooks.roles };
const ID_PATTERN = '^[1-9][0-9]{0,14}$';
// The routes' schemas, made once: the same objects each time an app is built, so what they compile to is too
// (server/schema-compilers.ts).
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: ID_PATTERN } } } as const;
const deliveryParams = {
  type: 'object',
  required: ['id', 'delivery'],
  properties: { id: { type: 'string', pattern: ID_PATTERN }, delivery: { type: 'string', pattern: ID_PATTERN } },
} as const;
const addBody = {
  type: 'object',
  additionalProperties: false,
  required: ['url'],
  properties: { url: { type: 'string', maxLength: 2000 }, form_id: { type: ['integer', 'null'], minimum: 1 } },
} as const;
const formQuery = {
  type: 'object',
  required: ['form'],
  additionalProperties: false,
  properties: { form: { type: 'integer', minimum: 1, maximum: MAX_ID } },
} as const;

export const webhookMessages = {
  badUrl: 'Give the receiver’s address: an https:// address (or http:// on this machine, such as http://127.0.0.1:5678/hook).',
  noForm: (id: number) => `There is no form ${id}.`,
  notFound: 'There is no such webhook.',
  noDelivery: 'This webhook has no such delivery.',
  removed: 'The webhook was removed: nothing more is sent to it.',
  queued: 'Sending it again now.',
} as const;

/** A receiver's address: https:// anywhere, or http:// on this machine (a bridge to a CRM beside the site). */
export function isReceiverUrl(text: string): boolean {
  if (text.length > 500 || /\s/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return url.hostname.length > 0;
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

export const webhookRoutes = scopedPlugin<WebhookRoutesOptions>('webhookRoutes', async (scope, { webhooks }) => {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const { hooks } = webhooks;
  // Send again takes no body.
  allowEmptyJson(app);
  const actor = (request: Parameters<typeof signedIn>[0]) => signedIn(request).email;

  app.get('/webhooks', { config: OWNERS }, async () => ({ success: true, data: { webhooks: hooks.list() } }));

  app.post(
    '/webhooks',
    {
      config: OWNERS,
      schema: { body: addBody },
    },
    async (request, reply) => {
      const url = request.body.url.trim();
      const formId = request.body.form_id ?? null;
      if (!isReceiverUrl(url))
        return reply.code(400).send({ success: false, message: webhookMessages.badUrl, fields: { url: webhookMessages.badUrl } });
      if (formId !== null && !hooks.formExists(formId))
        return reply
          .code(400)
          .send({ success: false, message: webhookMessages.noForm(formId), fields: { form_id: webhookMessages.noForm(formId) } });
      const { webhook, secret } = addWebhook(hooks, actor(request), url, formId);
      // The secret is shown this once: the list never sends it again.
      return reply.code(201).send({ success: true, data: { webhook, secret } });
    },
  );

  app.delete('/webhooks/:id', { config: OWNERS, schema: { params: idParams } }, async (request, reply) => {
    if (!removeWebhook(hooks, actor(request), Number(request.params.id)))
      return reply.code(404).send({ success: false, message: webhookMessages.notFound });
    return { success: true, message: webhookMessages.removed };
  });

  // The delivery log of a form's page: its answers' deliveries to every webhook that got them.
  app.get(
    '/webhooks/deliveries',
    {
      config: OWNERS,
      schema: { querystring: formQuery },
    },
    async (request) => ({ success: true, data: { deliveries: hooks.deliveriesOfForm(request.query.form) } }),
  );

  app.get('/webhooks/:id/deliveries', { config: OWNERS, schema: { params: idParams } }, async (request, reply) => {
    const id = Number(request.params.id);
    if (!hooks.get(id)) return reply.code(404).send({ success: false, message: webhookMessages.notFound });
    return { success: true, data: { deliveries: hooks.deliveries(id) } };
  });

  app.post(
    '/webhooks/:id/deliveries/:delivery/send-again',
    {
      config: OWNERS,
      schema: { params: deliveryParams },
    },
    async (request, reply) => {
      if (!webhooks.sendAgain(Number(request.params.id), Number(request.params.delivery)))
        return reply.code(404).send({ success: false, message: webhookMessages.noDelivery });
      return reply.code(202).send({ success: true, message: webhookMessages.queued });
    },
  );
});

// The owners' changes to the webhooks (./routes.ts translates HTTP): adding one with a new secret and removing one, each
// in one transaction with its audit entry. The entries name the receiver and the form, never the secret.
import { randomBytes } from 'node:crypto';

import { recordAudit } from '../db/audit.ts';
import type { Webhook, Webhooks } from '../db/webhooks.ts';

/** Adds a receiver of new enquiries (every one, or one form's answers) with a secret of its own, shown to staff once. */
export function addWebhook(hooks: Webhooks, actor: string, url: string, formId: number | null): { webhook: Webhook; secret: string } {
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  return hooks.db.transaction(() => {
    const webhook = hooks.add(url, formId, secret, actor);
    recordAudit(hooks.db, { actor, entity: 'webhook', entityId: webhook.id, action: 'create', after: { url, form_id: formId } });
    return { webhook, secret };
  })();
}

/** Removes a receiver and its deliveries; false when there is none. */
export function removeWebhook(hooks: Webhooks, actor: string, id: number): boolean {
  return hooks.db.transaction(() => {
    const before = hooks.get(id);
    if (!before || !hooks.remove(id)) return false;
    recordAudit(hooks.db, {
      actor,
      entity: 'webhook',
      entityId: id,
      action: 'delete',
      before: { url: before.url, form_id: before.form_id },
    });
    return true;
  })();
}

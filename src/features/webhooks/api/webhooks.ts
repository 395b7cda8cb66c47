// The Webhooks page's calls (owners): the endpoints each new enquiry is sent to, one added (its secret answered
// this once), one removed, and an endpoint's newest deliveries, each of which may be sent again.
import { ApiError } from '@/lib/api-client';
import { isRecord, listOf, toAmount, toId, toText } from '@/lib/validate';

import { staffGet, staffSend } from '@/lib/staff/staff-request';

export const WEBHOOKS = '/api/staff/webhooks';

export interface Webhook {
  id: number;
  url: string;
  /** The form whose answers it gets; null: every enquiry. */
  formId: number | null;
  /** The form's name now; '' for every enquiry, or when the form was deleted. */
  formName: string;
  createdBy: string;
  /** UTC ISO 8601. */
  createdAt: string;
  /** Deliveries waiting for a try, and those that failed for good. */
  pending: number;
  failed: number;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface Delivery {
  id: number;
  /** The webhook it goes to, and its address ('' when the answer does not say). */
  webhookId: number;
  url: string;
  enquiryId: number;
  status: DeliveryStatus;
  attempts: number;
  /** The HTTP status of the last try's answer; null when none came. */
  responseCode: number | null;
  /** Why the last try failed, in a few words ('' when it did not). */
  lastError: string;
  /** UTC ISO 8601; null once delivered or failed. */
  nextTryAt: string | null;
  createdAt: string;
}

/** A form whose answers a webhook may get. */
export interface WebhookForm {
  id: number;
  title: string;
}

export interface AddedWebhook {
  webhook: Webhook;
  /** The signing secret (whsec_…), answered this once. */
  secret: string;
}

const count = (value: unknown) => {
  const n = toAmount(value);
  return n !== undefined && Number.isSafeInteger(n) && n >= 0 ? n : 0;
};

const isStatus = (value: unknown): value is DeliveryStatus => value === 'pending' || value === 'delivered' || value === 'failed';

export function readWebhook(value: unknown): Webhook | undefined {
  const id = isRecord(value) ? toId(value.id) : undefined;
  if (!isRecord(value) || id === undefined || typeof value.url !== 'string') return undefined;
  return {
    id,
    url: value.url,
    formId: toId(value.form_id) ?? null,
    formName: toText(value.form_name),
    createdBy: toText(value.created_by),
    createdAt: toText(value.created_at),
    pending: count(value.pending),
    failed: count(value.failed),
  };
}

export function readDelivery(value: unknown): Delivery | undefined {
  const id = isRecord(value) ? toId(value.id) : undefined;
  const enquiryId = isRecord(value) ? toId(value.enquiry_id) : undefined;
  const webhookId = isRecord(value) ? toId(value.webhook_id) : undefined;
  if (!isRecord(value) || id === undefined || enquiryId === undefined || webhookId === undefined || !isStatus(value.status))
    return undefined;
  const code = toAmount(value.response_code);
  return {
    id,
    webhookId,
    url: toText(value.url),
    enquiryId,
    status: value.status,
    attempts: count(value.attempts),
    responseCode: code !== undefined && Number.isSafeInteger(code) ? code : null,
    lastError: toText(value.last_error),
    nextTryAt: typeof value.next_try_at === 'string' && value.next_try_at ? value.next_try_at : null,
    createdAt: toText(value.created_at),
  };
}

export async function getWebhooks(): Promise<Webhook[]> {
  return listOf((await staffGet(WEBHOOKS)).webhooks, readWebhook);
}

/** Adds an endpoint for every enquiry (formId null) or one form's answers; a refusal is an ApiError with `fields`. */
export async function addWebhook(url: string, formId: number | null): Promise<AddedWebhook> {
  const { data } = await staffSend('POST', WEBHOOKS, { url, form_id: formId });
  const webhook = readWebhook(data.webhook);
  if (!webhook || typeof data.secret !== 'string' || !data.secret)
    throw new ApiError('The server sent an unexpected response', 'malformed', data);
  return { webhook, secret: data.secret };
}

/** Answers the server's sentence. */
export async function removeWebhook(id: number): Promise<string> {
  return (await staffSend('DELETE', `${WEBHOOKS}/${id}`)).message;
}

/** The endpoint's newest deliveries, newest first. */
export async function getDeliveries(webhookId: number): Promise<Delivery[]> {
  return listOf((await staffGet(`${WEBHOOKS}/${webhookId}/deliveries`)).deliveries, readDelivery);
}

/** The deliveries of a form's newest answers, to every webhook that got them, newest first (the form's page). */
export async function getFormDeliveries(formId: number): Promise<Delivery[]> {
  return listOf((await staffGet(`${WEBHOOKS}/deliveries`, { form: String(formId) })).deliveries, readDelivery);
}

/** Queues the delivery to be sent again now; answers the server's sentence. */
export async function sendDeliveryAgain(webhookId: number, deliveryId: number): Promise<string> {
  return (await staffSend('POST', `${WEBHOOKS}/${webhookId}/deliveries/${deliveryId}/send-again`)).message;
}

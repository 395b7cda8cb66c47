// Delivers each new enquiry to the webhooks that get it (docs/enquiries.md, "Webhooks"): a JSON body with a version,
// signed with the endpoint's secret over the time and the body, POSTed in the background — never in the visitor's
// way. A try that is not answered 2xx in 10 seconds is tried again after 30 s, then twice as long each time (at most
// 4 hours apart), for a day; then the delivery has failed, and staff can send it again. The waits are kept in the
// database: when the server starts, the deliveries its last run left waiting are tried, those due at once and the
// others at their time. One dispatcher per database, shared by the routes that take enquiries and the staff's
// webhooks page.
import { createHmac } from 'node:crypto';

import type { ServerConfig } from '../config.ts';
import type { EnquiryRecord } from '../db/enquiry-inbox.ts';
import { Webhooks, type DueDelivery } from '../db/webhooks.ts';
import type { SqliteDatabase } from '../db/database.ts';
import { hrefs } from '../../common/paths.ts';
import { UTM_FIELDS } from '../../common/visit-fields.ts';

/** The version of the body's shape: a change that could break a receiver is a new version. */
export const WEBHOOK_VERSION = 1;
export const WEBHOOK_EVENT = 'enquiry.received';
/** The header holding `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SIGNATURE_HEADER = 'x-dexterity-signature';
/** How long one try may take. */
export const TRY_TIMEOUT_MS = 10_000;
/** How long a delivery is tried for. */
export const RETRY_FOR_MS = 24 * 60 * 60_000;
/** Longest wait between two tries. */
export const LONGEST_WAIT_MS = 4 * 60 * 60_000;

/** The signature header's value for a body sent at `seconds` (Unix time). */
export function signature(secret: string, seconds: number, body: string): string {
  return `t=${seconds},v1=${createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex')}`;
}

/** What a delivery sends: the enquiry as a receiver (a CRM, a spreadsheet) needs it, with a link to it for staff. */
export function deliveryBody(enquiry: EnquiryRecord, deliveryId: number, siteOrigin: string, at: Date): string {
  let answers: unknown = [];
  try {
    answers = enquiry.answers ? JSON.parse(enquiry.answers) : [];
  } catch {
    answers = [];
  }
  return JSON.stringify({
    version: WEBHOOK_VERSION,
    event: WEBHOOK_EVENT,
    delivery: deliveryId,
    created_at: at.toISOString(),
    enquiry: {
      id: enquiry.id,
      received_at: enquiry.received_at,
      form: enquiry.form_id === null ? null : { id: enquiry.form_id, name: enquiry.form_name },
      full_name: enquiry.full_name,
      email: enquiry.email,
      phone: enquiry.phone,
      page_details: enquiry.page_details,
      message: enquiry.project_brief,
      answers,
      service: enquiry.service_name,
      plan: enquiry.plan_name,
      page: enquiry.sent_from_page,
      referrer: enquiry.referrer_origin,
      utm: Object.fromEntries(UTM_FIELDS.map((field) => [field.replace(/^utm_/, ''), enquiry[field]])),
      staff_url: `${siteOrigin}${hrefs.staffEnquiry(enquiry.id)}`,
    },
  });
}

/** The wait before try `attempts + 1`, after `attempts` failed ones. */
export function waitAfter(attempts: number, firstWaitMs: number): number {
  return Math.min(LONGEST_WAIT_MS, Math.max(1000, firstWaitMs) * 2 ** Math.max(0, attempts - 1));
}

export interface WebhookLog {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
}

export class WebhookDispatcher {
  readonly hooks: Webhooks;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private closed = false;

  constructor(
    db: SqliteDatabase,
    private readonly options: { siteOrigin: string; firstWaitMs: number; log: WebhookLog; now?: () => Date },
  ) {
    this.hooks = new Webhooks(db);
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** Makes the deliveries of a new enquiry and starts sending them; returns at once. */
  enquiryArrived(enquiry: EnquiryRecord): void {
    const at = this.now();
    const made = this.hooks.enqueue(enquiry.id, enquiry.form_id, (_, id) => deliveryBody(enquiry, id, this.options.siteOrigin, at), at);
    if (made > 0) this.wake();
  }

  /** Sends a delivery again now; false when the endpoint has no such delivery. */
  sendAgain(webhookId: number, deliveryId: number): boolean {
    const queued = this.hooks.sendAgain(webhookId, deliveryId, this.now());
    if (queued) this.wake();
    return queued;
  }

  /**
   * Picks up the deliveries waiting in the database when the server starts (a restart between two tries): those
   * already due are tried now, the others at their time, with the waits and the day's limit they had.
   */
  start(): void {
    this.wake();
  }

  /** Starts the due tries (after those running end). */
  wake(): void {
    if (!this.closed) void this.runDue();
  }

  /**
   * Tries every delivery due now, then sets the timer for the next one; after the tries already running, so that no
   * delivery is tried twice at once.
   */
  runDue(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.running = (this.running ?? Promise.resolve()).then(async () => {
      for (let due = this.hooks.due(this.now()); due.length > 0 && !this.closed; due = this.hooks.due(this.now())) {
        await Promise.all(due.map((delivery) => this.tryOnce(delivery)));
      }
      this.schedule();
    });
    // A failure outside a try (the database closed under it) is logged; the next wake starts afresh.
    this.running = this.running.catch((error: unknown) =>
      this.options.log.warn({ code: (error as { code?: string } | undefined)?.code }, 'Webhook deliveries stopped'),
    );
    return this.running;
  }

  private schedule(): void {
    const next = this.hooks.nextDue();
    if (!next || this.closed) return;
    clearTimeout(this.timer);
    // Timers hold at most ~24.8 days; a due time is never that far.
    this.timer = setTimeout(() => this.wake(), Math.max(0, next.getTime() - this.now().getTime()));
    this.timer.unref();
  }

  private async tryOnce(delivery: DueDelivery): Promise<void> {
    const sentAt = this.now();
    let code: number | null = null;
    let error = '';
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(TRY_TIMEOUT_MS),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Dexterity-Webhooks/1',
          'x-dexterity-event': WEBHOOK_EVENT,
          'x-dexterity-delivery': String(delivery.id),
          [SIGNATURE_HEADER]: signature(delivery.secret, Math.floor(sentAt.getTime() / 1000), delivery.body),
        },
        body: delivery.body,
      });
      code = response.status;
      await response.body?.cancel();
      if (code >= 200 && code < 300) {
        this.hooks.markDelivered(delivery.id, code, this.now());
        this.options.log.info({ webhookId: delivery.webhook_id, deliveryId: delivery.id }, 'Webhook delivered');
        return;
      }
      error = `answered ${code}`;
    } catch (caught) {
      const name = (caught as { name?: string }).name;
      error = name === 'TimeoutError' ? 'no answer in 10 seconds' : 'could not connect';
    }
    const wait = waitAfter(delivery.attempts + 1, this.options.firstWaitMs);
    const next = new Date(this.now().getTime() + wait);
    const giveUp = next.getTime() > Date.parse(delivery.created_at) + RETRY_FOR_MS;
    this.hooks.markTried(delivery.id, code, error, giveUp ? undefined : next);
    this.options.log.warn({ webhookId: delivery.webhook_id, deliveryId: delivery.id, code, failed: giveUp }, 'Webhook try failed');
  }

  /** Stops the timer and waits for the tries under way. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.running;
  }
}

const shared = new WeakMap<SqliteDatabase, WebhookDispatcher>();

/** The database's dispatcher, made on first use (closed with the app that made it). */
export function webhooksOf(db: SqliteDatabase, config: Pick<ServerConfig, 'siteOrigin' | 'webhookFirstWaitSeconds'>, log: WebhookLog) {
  let dispatcher = shared.get(db);
  if (!dispatcher) {
    dispatcher = new WebhookDispatcher(db, { siteOrigin: config.siteOrigin, firstWaitMs: config.webhookFirstWaitSeconds * 1000, log });
    shared.set(db, dispatcher);
  }
  return dispatcher;
}

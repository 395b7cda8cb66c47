// The outgoing webhooks and their deliveries (migration 0034, docs/enquiries.md "Webhooks"): the endpoints staff
// add, the deliveries each new enquiry makes, the ones due, and each try's outcome. Prepared statements only.
import type Database from 'better-sqlite3';

export interface Webhook {
  id: number;
  url: string;
  /** The form whose answers it gets; null: every enquiry. */
  form_id: number | null;
  /** The form's name now ('' for every enquiry, or when the form was deleted). */
  form_name: string;
  created_by: string;
  created_at: string;
  /** Deliveries waiting for a try, and those that failed for good. */
  pending: number;
  failed: number;
}

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface Delivery {
  id: number;
  webhook_id: number;
  enquiry_id: number;
  status: DeliveryStatus;
  attempts: number;
  /** The HTTP status of the last try's answer; null when none came (refused, timed out). */
  response_code: number | null;
  /** Why the last try failed, in a few words ('' when it did not). */
  last_error: string;
  /** When the next try is due (UTC ISO 8601); null once delivered or failed. */
  next_try_at: string | null;
  created_at: string;
  delivered_at: string | null;
}

/** A delivery as the sender needs it: what to send, where, with which secret. */
export interface DueDelivery extends Delivery {
  body: string;
  url: string;
  secret: string;
}

const WEBHOOK_COLUMNS = `w.id, w.url, w.form_id, coalesce(f.title, '') AS form_name, w.created_by, w.created_at,
  (SELECT count(*) FROM webhook_deliveries d WHERE d.webhook_id = w.id AND d.status = 'pending') AS pending,
  (SELECT count(*) FROM webhook_deliveries d WHERE d.webhook_id = w.id AND d.status = 'failed') AS failed`;
const DELIVERY_COLUMNS =
  'd.id, d.webhook_id, d.enquiry_id, d.status, d.attempts, d.response_code, d.last_error, d.next_try_at, d.created_at, d.delivered_at';

export class Webhooks {
  private readonly statements;

  constructor(readonly db: Database.Database) {
    this.statements = {
      list: db.prepare(`SELECT ${WEBHOOK_COLUMNS} FROM webhooks w LEFT JOIN forms f ON f.id = w.form_id ORDER BY w.id`),
      get: db.prepare(`SELECT ${WEBHOOK_COLUMNS} FROM webhooks w LEFT JOIN forms f ON f.id = w.form_id WHERE w.id = ?`),
      add: db.prepare('INSERT INTO webhooks (url, form_id, secret, created_by, created_at) VALUES (?, ?, ?, ?, ?)'),
      remove: db.prepare('DELETE FROM webhooks WHERE id = ?'),
      formExists: db.prepare('SELECT 1 FROM forms WHERE id = ?').pluck(),
      forEnquiry: db.prepare('SELECT id FROM webhooks WHERE form_id IS NULL OR form_id = ? ORDER BY id').pluck(),
      addDelivery: db.prepare(
        'INSERT INTO webhook_deliveries (webhook_id, enquiry_id, body, next_try_at, created_at) VALUES (?, ?, ?, ?, ?)',
      ),
      setBody: db.prepare('UPDATE webhook_deliveries SET body = ? WHERE id = ?'),
      due: db.prepare(
        `SELECT ${DELIVERY_COLUMNS}, d.body, w.url, w.secret FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
         WHERE d.status = 'pending' AND d.next_try_at <= ? ORDER BY d.next_try_at, d.id LIMIT ?`,
      ),
      nextDue: db.prepare("SELECT min(next_try_at) FROM webhook_deliveries WHERE status = 'pending'").pluck(),
      delivered: db.prepare(
        `UPDATE webhook_deliveries SET status = 'delivered', attempts = attempts + 1, response_code = ?, last_error = '',
           next_try_at = NULL, delivered_at = ? WHERE id = ?`,
      ),
      tried: db.prepare(
        `UPDATE webhook_deliveries SET status = ?, attempts = attempts + 1, response_code = ?, last_error = ?, next_try_at = ?
         WHERE id = ?`,
      ),
      again: db.prepare("UPDATE webhook_deliveries SET status = 'pending', next_try_at = ? WHERE id = ? AND webhook_id = ?"),
      deliveries: db.prepare(`SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d WHERE d.webhook_id = ? ORDER BY d.id DESC LIMIT ?`),
      // The newest answers to the form first, read backwards on the index of (form_id, received_at).
      ofForm: db.prepare(
        `SELECT ${DELIVERY_COLUMNS}, w.url FROM enquiries e
         JOIN webhook_deliveries d ON d.enquiry_id = e.id JOIN webhooks w ON w.id = d.webhook_id
         WHERE e.form_id = ? ORDER BY e.received_at DESC, d.id DESC LIMIT ?`,
      ),
    };
  }

  list(): Webhook[] {
    return this.statements.list.all() as Webhook[];
  }

  get(id: number): Webhook | undefined {
    return this.statements.get.get(id) as Webhook | undefined;
  }

  formExists(id: number): boolean {
    return this.statements.formExists.get(id) !== undefined;
  }

  add(url: string, formId: number | null, secret: string, createdBy: string, at: Date = new Date()): Webhook {
    const { lastInsertRowid } = this.statements.add.run(url, formId, secret, createdBy, at.toISOString());
    return this.get(Number(lastInsertRowid))!;
  }

  /** Deletes the endpoint and its deliveries; false when there is none. */
  remove(id: number): boolean {
    return this.statements.remove.run(id).changes > 0;
  }

  /**
   * A delivery to each endpoint that gets this enquiry (every enquiry's, and its form's), due now, each with the body
   * it makes for that endpoint; returns how many.
   */
  enqueue(enquiryId: number, formId: number | null, body: (webhookId: number, deliveryId: number) => string, at = new Date()): number {
    const hooks = this.statements.forEnquiry.all(formId) as number[];
    const now = at.toISOString();
    this.db.transaction(() => {
      for (const hook of hooks) {
        const { lastInsertRowid } = this.statements.addDelivery.run(hook, enquiryId, '', now, now);
        const id = Number(lastInsertRowid);
        this.statements.setBody.run(body(hook, id), id);
      }
    })();
    return hooks.length;
  }

  /** Deliveries whose try is due by `at`, the oldest first. */
  due(at: Date, limit = 20): DueDelivery[] {
    return this.statements.due.all(at.toISOString(), limit) as DueDelivery[];
  }

  /** When the next pending delivery is due; undefined when none is. */
  nextDue(): Date | undefined {
    const next = this.statements.nextDue.get() as string | null;
    return next ? new Date(next) : undefined;
  }

  markDelivered(id: number, responseCode: number, at: Date): void {
    this.statements.delivered.run(responseCode, at.toISOString(), id);
  }

  /** A failed try: tried again at `nextTry`, or failed for good when there is none. */
  markTried(id: number, responseCode: number | null, error: string, nextTry: Date | undefined): void {
    this.statements.tried.run(nextTry ? 'pending' : 'failed', responseCode, error, nextTry?.toISOString() ?? null, id);
  }

  /** Sends a delivery of this endpoint again (delivered, failed or waiting): due at `at`. False when it has no such delivery. */
  sendAgain(webhookId: number, deliveryId: number, at: Date): boolean {
    return this.statements.again.run(at.toISOString(), deliveryId, webhookId).changes > 0;
  }

  /** The endpoint's newest deliveries. */
  deliveries(webhookId: number, limit = 50): Delivery[] {
    return this.statements.deliveries.all(webhookId, limit) as Delivery[];
  }

  /** The deliveries of a form's newest answers, to every endpoint (those for every enquiry too), with its address. */
  deliveriesOfForm(formId: number, limit = 50): (Delivery & { url: string })[] {
    return this.statements.ofForm.all(formId, limit) as (Delivery & { url: string })[];
  }
}

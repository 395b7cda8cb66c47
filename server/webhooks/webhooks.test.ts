// Outgoing webhooks (docs/enquiries.md, "Webhooks"), against a receiver on 127.0.0.1 that this test starts: an owner
// adds an endpoint (its secret shown once), a new enquiry reaches it signed with that secret, a delivery the receiver
// refused is sent again from the staff API, and the dispatcher retries on its own with backoff for a day (a fake
// clock), then gives up; a server that starts goes on with the deliveries left waiting. Other roles are refused.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { apiPaths } from '../../common/api-contract.ts';
import { openDatabase } from '../content/service.ts';
import { EnquiryInbox } from '../db/enquiry-inbox.ts';
import { sampleEnquiry } from '../api/test-enquiry.ts';
import { createApiApp } from '../api-app.ts';
import { createApp } from '../app.ts';
import type { ServerConfig } from '../config.ts';
import { buildStaffTestApp, type StaffTestApp } from '../staff/test-staff.ts';

import { SIGNATURE_HEADER, WebhookDispatcher, waitAfter } from './dispatcher.ts';
import { isReceiverUrl, webhookMessages } from './routes.ts';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
  /** When it came (ms since 1970). */
  at: number;
}

/** A receiver that answers each request with the next of `codes` (200 once they run out), and keeps what it got. */
async function startReceiver(codes: number[] = []) {
  const received: Received[] = [];
  const waiting: Array<() => void> = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body, at: Date.now() });
      response.writeHead(codes.shift() ?? 200).end();
      waiting.splice(0).forEach((wake) => wake());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    /** Resolves once `count` requests have come. */
    async until(count: number) {
      while (received.length < count) await new Promise<void>((wake) => waiting.push(wake));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let app: StaffTestApp | undefined;
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  await app?.close();
  app = undefined;
});

const verified = (secret: string, { headers, body }: Received) => {
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(headers[SIGNATURE_HEADER])) ?? [];
  return v1 === createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
};

describe('webhooks through the staff API', () => {
  it('send each new enquiry, signed with the secret shown once; a refused delivery is sent again on request', async () => {
    const receiver = await startReceiver([500]);
    closers.push(receiver.close);
    app = await buildStaffTestApp();
    await app.addAccount();
    const session = await app.signIn();
    const added = await app.send('POST', '/api/staff/webhooks', { session, payload: { url: receiver.url, form_id: null } });
    expect(added.statusCode, added.body).toBe(201);
    const { webhook, secret } = added.json().data;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    const listed = await app.send('GET', '/api/staff/webhooks', { session });
    expect(listed.json().data.webhooks).toEqual([expect.objectContaining({ id: webhook.id, url: receiver.url, form_id: null })]);
    expect(listed.body).not.toContain(secret);

    const sent = await app.app.inject({
      method: 'POST',
      url: apiPaths.contact,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(sampleEnquiry),
    });
    expect(sent.statusCode).toBe(201);
    await receiver.until(1);
    const [first] = receiver.received;
    expect(verified(secret, first!)).toBe(true);
    expect(verified('whsec_someone-else', first!)).toBe(false);
    const body = JSON.parse(first!.body);
    expect(body).toMatchObject({
      version: 1,
      event: 'enquiry.received',
      enquiry: { id: 1, full_name: sampleEnquiry.full_name, form: null },
    });
    expect(body.enquiry.staff_url).toMatch(/\/staff\/enquiries\/1$/);

    // The receiver answered 500: the delivery waits for its next try, and Send again sends it now.
    const log = async () => (await app!.send('GET', `/api/staff/webhooks/${webhook.id}/deliveries`, { session })).json().data.deliveries;
    await expect
      .poll(async () => (await log())[0])
      .toMatchObject({ status: 'pending', attempts: 1, response_code: 500, last_error: 'answered 500' });
    const [{ id: deliveryId }] = await log();
    const again = await app.send('POST', `/api/staff/webhooks/${webhook.id}/deliveries/${deliveryId}/send-again`, { session });
    expect(again.statusCode, again.body).toBe(202);
    await receiver.until(2);
    expect(receiver.received[1]!.body).toBe(first!.body);
    await expect
      .poll(async () => (await log())[0])
      .toMatchObject({ status: 'delivered', attempts: 2, response_code: 200, next_try_at: null });
  });

  it('are for owners only, take an https:// address (or http:// on this machine) and a form that exists', async () => {
    app = await buildStaffTestApp();
    await app.addAccount();
    await app.addAccount('sales@dexterity.example', 'sales-desk-password-2026', 'sales');
    const owner = await app.signIn();
    const sales = await app.signIn('sales@dexterity.example', 'sales-desk-password-2026');
    expect((await app.send('GET', '/api/staff/webhooks', { session: sales })).statusCode).toBe(403);
    expect(
      (await app.send('POST', '/api/staff/webhooks', { session: sales, payload: { url: 'https://crm.example/hook' } })).statusCode,
    ).toBe(403);
    for (const url of [
      'http://crm.example/hook',
      'ftp://crm.example',
      'https://user:pass@crm.example/',
      'not a url',
      'javascript:alert(1)',
    ]) {
      const refused = await app.send('POST', '/api/staff/webhooks', { session: owner, payload: { url } });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().message, url).toBe(webhookMessages.badUrl);
    }
    const noForm = await app.send('POST', '/api/staff/webhooks', {
      session: owner,
      payload: { url: 'https://crm.example/hook', form_id: 999 },
    });
    expect(noForm.json().message).toBe(webhookMessages.noForm(999));
    expect(isReceiverUrl('http://localhost:5678/webhook')).toBe(true);
    const added = await app.send('POST', '/api/staff/webhooks', {
      session: owner,
      payload: { url: 'https://crm.example/hook', form_id: 1 },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.webhook.form_name).toBe('TallyPrime training booking');
    const id = added.json().data.webhook.id;
    expect((await app.send('DELETE', `/api/staff/webhooks/${id}`, { session: owner })).statusCode).toBe(200);
    expect((await app.send('GET', `/api/staff/webhooks/${id}/deliveries`, { session: owner })).statusCode).toBe(404);
  });
});

describe('a form’s delivery log', () => {
  it('lists the deliveries of the form’s newest answers to every webhook that got them, with its address, for owners only', async () => {
    app = await buildStaffTestApp();
    await app.addAccount();
    await app.addAccount('sales@dexterity.example', 'sales-desk-password-2026', 'sales');
    const owner = await app.signIn();
    const sales = await app.signIn('sales@dexterity.example', 'sales-desk-password-2026');
    const db = app.db;
    const hook = db.prepare(
      "INSERT INTO webhooks (url, form_id, secret, created_by, created_at) VALUES (?, ?, 'whsec_x', 'owner', '2026-11-30T00:00:00Z')",
    );
    const everyEnquiry = Number(hook.run('https://crm.example/every', null).lastInsertRowid);
    const training = Number(hook.run('https://sheet.example/training', 1).lastInsertRowid);
    const deliver = db.prepare(
      "INSERT INTO webhook_deliveries (webhook_id, enquiry_id, body, status, attempts, response_code, created_at) VALUES (?, ?, '{}', ?, 1, ?, '2026-11-30T00:00:00Z')",
    );
    const visitor = { email: 'visitor@example.in', phone: '', page_details: '', project_brief: 'Answers' };
    const older = app.inbox.add(
      { ...visitor, full_name: 'Asha' },
      { form_id: 1, form_name: 'TallyPrime training booking' },
      new Date('2026-11-28T05:00:00Z'),
    );
    const newer = app.inbox.add(
      { ...visitor, full_name: 'Ravi' },
      { form_id: 1, form_name: 'TallyPrime training booking' },
      new Date('2026-11-29T05:00:00Z'),
    );
    const contact = app.inbox.add({ ...visitor, full_name: 'Meera' }, {}, new Date('2026-11-29T06:00:00Z'));
    deliver.run(everyEnquiry, older.id, 'delivered', 200);
    deliver.run(training, older.id, 'pending', 500);
    deliver.run(everyEnquiry, newer.id, 'delivered', 204);
    deliver.run(everyEnquiry, contact.id, 'delivered', 200);

    const log = await app.send('GET', '/api/staff/webhooks/deliveries?form=1', { session: owner });
    expect(log.statusCode, log.body).toBe(200);
    expect(
      log
        .json()
        .data.deliveries.map((d: { enquiry_id: number; url: string; status: string; response_code: number }) => [
          d.enquiry_id,
          d.url,
          d.status,
          d.response_code,
        ]),
    ).toEqual([
      [newer.id, 'https://crm.example/every', 'delivered', 204],
      [older.id, 'https://sheet.example/training', 'pending', 500],
      [older.id, 'https://crm.example/every', 'delivered', 200],
    ]);
    expect((await app.send('GET', '/api/staff/webhooks/deliveries?form=1', { session: sales })).statusCode).toBe(403);
    for (const query of ['', '?form=0', '?form=x', '?form=-1'])
      expect((await app.send('GET', `/api/staff/webhooks/deliveries${query}`, { session: owner })).statusCode, query).toBe(400);
    expect((await app.send('GET', '/api/staff/webhooks/deliveries?form=9', { session: owner })).json().data.deliveries).toEqual([]);
  });
});

describe('the dispatcher', () => {
  it('tries again after 30 s, then twice as long each time, for a day; then the delivery has failed; it goes with its enquiry', async () => {
    expect([1, 2, 3, 4].map((attempts) => waitAfter(attempts, 30_000) / 1000)).toEqual([30, 60, 120, 240]);
    expect(waitAfter(20, 30_000)).toBe(4 * 60 * 60_000);

    const receiver = await startReceiver(Array.from({ length: 100 }, () => 503));
    closers.push(receiver.close);
    const db = openDatabase(':memory:');
    closers.push(async () => void db.close());
    let now = new Date('2026-12-01T04:00:00Z');
    const dispatcher = new WebhookDispatcher(db, {
      siteOrigin: 'https://dexterity.example',
      firstWaitMs: 30_000,
      log: { info() {}, warn() {} },
      now: () => now,
    });
    closers.push(() => dispatcher.close());
    dispatcher.hooks.add(receiver.url, null, 'whsec_test', 'owner@dexterity.example', now);
    const enquiry = new EnquiryInbox(db).add({ ...sampleEnquiry, page_details: '' });
    dispatcher.enquiryArrived(enquiry);
    await dispatcher.runDue();
    expect(receiver.received).toHaveLength(1);
    const [delivery] = dispatcher.hooks.deliveries(1);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, response_code: 503, next_try_at: '2026-12-01T04:00:30.000Z' });

    // Not yet due: nothing is sent.
    now = new Date('2026-12-01T04:00:29Z');
    await dispatcher.runDue();
    expect(receiver.received).toHaveLength(1);
    // Due on each next try, until a day has passed.
    let tries = 1;
    while (dispatcher.hooks.deliveries(1)[0]!.status === 'pending') {
      now = new Date(dispatcher.hooks.deliveries(1)[0]!.next_try_at!);
      await dispatcher.runDue();
      tries += 1;
    }
    expect(dispatcher.hooks.deliveries(1)[0]).toMatchObject({ status: 'failed', attempts: tries, next_try_at: null });
    expect(receiver.received).toHaveLength(tries);
    expect(tries).toBeGreaterThan(8);
    expect(now.getTime() - Date.parse('2026-12-01T04:00:00Z')).toBeLessThanOrEqual(24 * 60 * 60_000);

    // Deleting the enquiry (the inbox, the retention purge, a privacy erasure) deletes what was to be sent of it.
    new EnquiryInbox(db).delete(enquiry.id);
    expect(dispatcher.hooks.deliveries(1)).toEqual([]);
  });
});

// `npm start` serves the whole app; `npm run dev` mounts the API alone (server/dev-app.ts): both go on sending.
const servers: Array<
  [string, (config: ServerConfig) => Promise<{ ready: () => PromiseLike<unknown>; close: () => PromiseLike<unknown> }>]
> = [
  ['npm start', (config) => createApp(config, { site: false })],
  ['npm run dev', (config) => createApiApp(config)],
];

describe.each(servers)('a server that starts (%s)', (_, startServer) => {
  it('tries the deliveries left waiting, those due at once and the others at their time, with the same waits and limit', async () => {
    const receiver = await startReceiver(Array.from({ length: 10 }, () => 503));
    closers.push(receiver.close);
    app = await buildStaffTestApp();
    // What the server's last run left in the database: one delivery tried once and due again since, one due in a
    // moment, and one whose day is nearly over.
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const hook = Number(
      app.db
        .prepare("INSERT INTO webhooks (url, form_id, secret, created_by, created_at) VALUES (?, NULL, 'whsec_test', 'owner', ?)")
        .run(receiver.url, iso(now - 86_400_000)).lastInsertRowid,
    );
    const enquiry = app.inbox.add({ ...sampleEnquiry, page_details: '' });
    const waiting = app.db.prepare(
      `INSERT INTO webhook_deliveries (webhook_id, enquiry_id, body, attempts, response_code, last_error, next_try_at, created_at)
       VALUES (?, ?, ?, ?, 500, 'answered 500', ?, ?)`,
    );
    const add = (body: string, attempts: number, nextTry: number, created: number) =>
      Number(waiting.run(hook, enquiry.id, body, attempts, iso(nextTry), iso(created)).lastInsertRowid);
    const overdue = add('{"overdue":true}', 1, now - 5 * 60_000, now - 6 * 60_000);
    const soon = add('{"soon":true}', 1, now + 700, now - 60_000);
    const lastDay = add('{"last":true}', 9, now - 60_000, now - 86_400_000 + 60_000);

    // The new server: no enquiry comes, nobody presses Send again.
    const restarted = await startServer(app.config);
    closers.push(async () => void (await restarted.close()));
    await restarted.ready();
    await expect.poll(() => receiver.received.length, { timeout: 4000 }).toBe(3);
    const bodies = receiver.received.map(({ body }) => body);
    expect(bodies.toSorted()).toEqual(['{"last":true}', '{"overdue":true}', '{"soon":true}']);
    const soonArrived = receiver.received.find(({ body }) => body === '{"soon":true}')!.at;
    expect(soonArrived).toBeGreaterThanOrEqual(now + 700);

    const row = (id: number) => app!.db.prepare('SELECT * FROM webhook_deliveries WHERE id = ?').get(id) as Record<string, unknown>;
    const arrival = (id: number) => receiver.received.find(({ headers }) => headers['x-dexterity-delivery'] === String(id))!.at;
    // Tried a second time, and due again after twice the first wait (60 s).
    for (const id of [overdue, soon]) {
      await expect.poll(() => row(id)).toMatchObject({ status: 'pending', attempts: 2, response_code: 503, last_error: 'answered 503' });
      expect(Date.parse(row(id).next_try_at as string) - arrival(id)).toBeGreaterThan(55_000);
    }
    // Its next try would fall after its day: it has failed.
    await expect.poll(() => row(lastDay)).toMatchObject({ status: 'failed', attempts: 10, response_code: 503, next_try_at: null });
    // Each was tried once.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(3);
  });
});

// Two editors on one item (issue 32): a save made from an older version is merged with what changed
// since (only a field both changed is a conflict, for items, list fields, drafts and documents); the
// item's answer names who else has it open (presence heartbeats); and publishing everything leaves a
// scheduled draft for its time unless it is published early on purpose.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { addDays, indiaDay } from '../../common/india-time.ts';
import { apiPaths } from '../../common/api-contract.ts';
import { buildStaffTestApp, STAFF_PASSWORD, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

import { MOVE_STEPS_WINDOW_MS } from './change.ts';
import { ContentPresence, PRESENCE_TTL_MS } from './presence.ts';

const RAHUL = 'rahul@example.in';
const MEERA = 'meera@example.in';

let t: StaffTestApp;
let rahul: SignedIn;
let meera: SignedIn;

beforeEach(async () => {
  t = await buildStaffTestApp();
  await t.addAccount(RAHUL, STAFF_PASSWORD, 'editor');
  await t.addAccount(MEERA, STAFF_PASSWORD, 'editor');
  rahul = await t.signIn(RAHUL);
  meera = await t.signIn(MEERA);
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const api = (path: string) => `/api/staff/content/${path}`;
const get = (session: SignedIn, path: string) => t.send('GET', api(path), { session });
const send = (session: SignedIn, method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, payload: object = {}, version?: number) =>
  t.send(method, api(path), { session, payload, headers: version === undefined ? {} : { 'if-match': `"${version}"` } });
/** An item as its form holds it: the answer of its GET. */
const opened = async (session: SignedIn, path: string) => {
  const response = await get(session, path);
  expect(response.statusCode, response.body).toBe(200);
  return { form: response.json().data as Record<string, unknown> & { version: number }, etag: response.headers.etag };
};

describe('a save made from an older version', () => {
  it('is merged when the two changed different fields: each keeps the other’s change (the done-when of issue 32)', async () => {
    const a = await opened(rahul, 'services/7');
    const b = await opened(meera, 'services/7');
    expect(a.etag).toBe(b.etag);
    const version = a.form.version;

    const first = await send(rahul, 'PATCH', 'services/7', { description: 'Rahul’s description' }, version);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.merged).toBeUndefined();

    // Meera sends her whole form back: a new heading and the description as she opened it.
    const second = await send(meera, 'PATCH', 'services/7', { ...b.form, heading: 'Meera’s heading' }, version);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.headers.etag).toBe(`"${version + 2}"`);
    expect(second.json()).toMatchObject({
      data: {
        heading: 'Meera’s heading',
        description: 'Rahul’s description',
        version: version + 2,
        merged: { with: [{ name: 'rahul', email: RAHUL }] },
      },
      message: 'Saved, together with rahul’s changes made since you opened it.',
    });
    expect((await get(rahul, 'services/7')).json().data).toMatchObject({ heading: 'Meera’s heading', description: 'Rahul’s description' });
    const offering = (await t.app.inject('/api/get-offering-details/')).json().data as {
      id: number;
      heading: string;
      description: string;
    }[];
    expect(offering.find((s) => s.id === 7)).toMatchObject({ heading: 'Meera’s heading', description: 'Rahul’s description' });
    // Her entry in the history changes the heading only: nothing of Rahul’s is undone.
    const [latest] = (await get(meera, 'services/7/history')).json().data;
    expect(latest).toMatchObject({
      actor: MEERA,
      // Named as colleagues read her: her e-mail's name part, her account having no display name.
      actor_name: 'meera',
      before: { description: 'Rahul’s description' },
      after: { description: 'Rahul’s description', heading: 'Meera’s heading' },
    });
  });

  it('is refused (412) when both changed the same field, naming only that field, and saves nothing', async () => {
    const named = await t.send('POST', '/api/staff/account/display-name', { session: rahul, payload: { display_name: 'Rahul Deshpande' } });
    expect(named.statusCode).toBe(200);
    const { form, etag } = await opened(meera, 'services/7');
    await send(rahul, 'PATCH', 'services/7', { description: 'Rahul’s description' }, form.version);
    // His change in the history names him by his display name.
    expect((await get(meera, 'services/7/history')).json().data[0]).toMatchObject({ actor: RAHUL, actor_name: 'Rahul Deshpande' });

    const clash = await send(
      meera,
      'PATCH',
      'services/7',
      { ...form, heading: 'Meera’s heading', description: 'Meera’s description' },
      form.version,
    );
    expect(clash.statusCode).toBe(412);
    const body = clash.json();
    expect(body).toMatchObject({
      success: false,
      message: 'Someone else changed this service since you opened it: nothing was saved. You both changed: title.', // a service’s description is its title
      data: { id: 7, version: form.version + 1, description: 'Rahul’s description' },
      changed_by: RAHUL,
      changed_by_name: 'Rahul Deshpande',
      fields: { description: expect.any(String) },
    });
    expect(body.conflicts).toEqual([
      {
        field: 'description',
        label: expect.any(String),
        base: form.description,
        theirs: 'Rahul’s description',
        yours: 'Meera’s description',
      },
    ]);
    expect(Object.keys(body.fields)).toEqual(['description']);
    expect((await get(meera, 'services/7')).json().data).toMatchObject({ heading: form.heading, description: 'Rahul’s description' });
    expect(etag).toBe(`"${form.version}"`);

    // "Keep mine": the same field sent again from the current version is saved.
    const mine = await send(meera, 'PATCH', 'services/7', { description: 'Meera’s description' }, body.data.version);
    expect(mine.statusCode).toBe(200);
  });

  it('from another window of the same person says so: their own changes, never a colleague’s', async () => {
    const office = await opened(rahul, 'services/7');
    const home = await opened(rahul, 'services/7');
    const version = office.form.version;
    expect((await send(rahul, 'PATCH', 'services/7', { description: 'From the office' }, version)).statusCode).toBe(200);

    // The other window's whole form, a new heading and the description as it opened it: merged.
    const merged = await send(rahul, 'PATCH', 'services/7', { ...home.form, heading: 'From home' }, version);
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({
      data: { heading: 'From home', description: 'From the office', merged: { with: [], your_other_window: true } },
      message: 'Saved, together with your changes from another window made since you opened it here.',
    });

    // The same field changed in both windows: refused, saying it was changed in the other window.
    const clash = await send(rahul, 'PATCH', 'services/7', { ...home.form, description: 'From home' }, version);
    expect(clash.statusCode).toBe(412);
    expect(clash.json()).toMatchObject({
      message: 'You changed this service in another window since you opened it here: nothing was saved. Changed in both windows: title.',
      fields: { description: 'was changed in your other window too since you opened it here: choose which to keep' },
      changed_by: RAHUL,
      changed_in_your_other_window: true,
    });

    // A colleague's change beside the other window's: both named.
    const meeras = await opened(meera, 'services/7');
    await send(meera, 'PATCH', 'services/7', { search_title: 'Tally on the cloud, by Meera' }, meeras.form.version);
    const both = await send(rahul, 'PATCH', 'services/7', { ...home.form, search_description: 'Written at home.' }, version);
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().message).toBe('Saved, together with meera’s changes and yours from another window made since you opened it here.');

    // Refused for the colleague's field: the answer names her, though this person's own save came after hers.
    const stale = await send(rahul, 'PATCH', 'services/7', { ...home.form, search_title: 'From home' }, version);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({
      changed_in_your_other_window: false,
      message: expect.stringMatching(/^Someone else changed this service/),
      changed_by: MEERA,
    });
  });

  it('treats a list field (a plan’s feature lines) as one field, equal when deep-equal', async () => {
    const { form } = await opened(meera, 'pricing-plans/1');
    const features = form.price_description as Record<string, string>[];
    const rahulsFeatures = [...features, { Training: 'Two hours' }];
    expect((await send(rahul, 'PATCH', 'pricing-plans/1', { price_description: rahulsFeatures }, form.version)).statusCode).toBe(200);

    // Meera's whole form: a new price, the old feature lines.
    const merged = await send(meera, 'PATCH', 'pricing-plans/1', { ...form, price: 6500 }, form.version);
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().data).toMatchObject({ price: 6500, price_description: rahulsFeatures });

    // The same lines as Rahul's (a copy, keys in any order): not a conflict.
    const same = await send(
      meera,
      'PATCH',
      'pricing-plans/1',
      { ...form, price_description: rahulsFeatures.map((row) => ({ ...row })) },
      form.version,
    );
    expect(same.statusCode, same.body).toBe(200);

    // Other lines: a conflict of that field alone (the price she sends is the one she saved).
    const clash = await send(
      meera,
      'PATCH',
      'pricing-plans/1',
      { ...form, price: 6500, price_description: features.slice(1) },
      form.version,
    );
    expect(clash.statusCode).toBe(412);
    expect(clash.json().conflicts.map((c: { field: string }) => c.field)).toEqual(['price_description']);
  });

  it('is merged as a draft too: the draft holds the changes made live since and this person’s', async () => {
    const { form } = await opened(meera, 'services/7');
    await send(rahul, 'PATCH', 'services/7', { description: 'Rahul’s description' }, form.version);

    const saved = await send(meera, 'PATCH', 'services/7', { ...form, heading: 'Meera’s heading', _status: 'draft' }, form.version);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      heading: form.heading,
      description: 'Rahul’s description',
      draft: { values: { heading: 'Meera’s heading', description: 'Rahul’s description' } },
      merged: { with: [{ email: RAHUL }] },
    });

    const clash = await send(meera, 'PATCH', 'services/7', { ...form, description: 'Meera’s description', _status: 'draft' }, form.version);
    expect(clash.statusCode).toBe(412);
    expect(clash.json().conflicts.map((c: { field: string }) => c.field)).toEqual(['description']);
  });

  it('published after a colleague changed another field live keeps that change: the draft publishes only its own fields', async () => {
    const { form } = await opened(meera, 'services/7');
    const drafted = await send(meera, 'PATCH', 'services/7', { ...form, heading: 'Meera’s heading', _status: 'draft' }, form.version);
    expect(drafted.statusCode, drafted.body).toBe(200);
    expect((await send(rahul, 'PATCH', 'services/7', { description: 'Rahul’s description' }, form.version)).statusCode).toBe(200);

    // The draft now changes only the heading: Rahul's description is not shown as going back.
    const [pending] = (await get(meera, 'drafts')).json().data;
    expect(pending.changes.map((change: { field: string }) => change.field)).toEqual(['heading']);
    expect((await send(meera, 'POST', 'publish', {})).json().data.published).toBe(1);
    expect((await get(meera, 'services/7')).json().data).toMatchObject({ heading: 'Meera’s heading', description: 'Rahul’s description' });
  });

  it('is merged for a single document (Home) as for an item', async () => {
    const { form } = await opened(meera, 'home');
    const [first, second] = Object.entries(form)
      .filter(([name, value]) => typeof value === 'string' && !['version'].includes(name))
      .map(([name]) => name);
    await send(rahul, 'PATCH', 'home', { [first!]: 'Rahul’s words' }, form.version);
    const merged = await send(meera, 'PATCH', 'home', { ...form, [second!]: 'Meera’s words' }, form.version);
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().data).toMatchObject({
      [first!]: 'Rahul’s words',
      [second!]: 'Meera’s words',
      merged: { with: [{ email: RAHUL }] },
    });
  });

  it('without the version it was made from (no longer in the history) is refused with every field it would change', async () => {
    const { form } = await opened(meera, 'services/7');
    await send(rahul, 'PATCH', 'services/7', { description: 'Rahul’s description' }, form.version);
    t.db.prepare("DELETE FROM audit_log WHERE entity = 'service' AND entity_id = 7").run();

    const clash = await send(meera, 'PATCH', 'services/7', { ...form, heading: 'Meera’s heading' }, form.version);
    expect(clash.statusCode).toBe(412);
    expect(clash.json().conflicts).toEqual([
      { field: 'heading', label: expect.any(String), theirs: form.heading, yours: 'Meera’s heading' },
      { field: 'description', label: expect.any(String), theirs: 'Rahul’s description', yours: form.description },
    ]);
  });
});

describe('presence', () => {
  it('names the others who have an item open, not the one asking', async () => {
    const beat = await send(rahul, 'PUT', 'services/7/presence');
    expect(beat.statusCode, beat.body).toBe(200);
    expect(beat.json()).toEqual({ success: true, data: { editing: [] } });

    const seen = (await get(meera, 'services/7')).json().data.editing;
    expect(seen).toEqual([{ name: 'rahul', email: RAHUL, since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }]);
    expect((await get(rahul, 'services/7')).json().data.editing).toEqual([]);
    expect((await get(meera, 'services/8')).json().data.editing).toEqual([]);

    // Meera's heartbeat answers who else is there; a document has its own address.
    expect((await send(meera, 'PUT', 'services/7/presence')).json().data.editing).toEqual(seen);
    expect((await send(rahul, 'PUT', 'site-settings/presence')).statusCode).toBe(200);
    expect((await get(meera, 'site-settings')).json().data.editing).toMatchObject([{ email: RAHUL }]);

    // Rahul closes the form: Meera no longer hears of him, without waiting for the expiry.
    const left = await send(rahul, 'DELETE', 'services/7/presence');
    expect(left.statusCode, left.body).toBe(200);
    expect((await get(meera, 'services/7')).json().data.editing).toEqual([]);
    expect((await get(meera, 'services/presence')).json().data).toEqual([]);

    expect((await send(rahul, 'PUT', 'services/99999/presence')).statusCode).toBe(404);
    expect((await send(rahul, 'PUT', 'services/abc/presence')).statusCode).toBe(400);
  });

  it('tells a kind’s list which of its items others have open, and who', async () => {
    expect((await get(meera, 'services/presence')).json()).toEqual({ success: true, data: [] });
    await send(rahul, 'PUT', 'services/7/presence');
    await send(meera, 'PUT', 'services/9/presence');
    await send(rahul, 'PUT', 'faq/1/presence');

    const listed = await get(meera, 'services/presence');
    expect(listed.statusCode, listed.body).toBe(200);
    // Her own open item is not listed to her; other kinds' items are not in this kind's list.
    expect(listed.json().data).toEqual([
      { id: 7, editing: [{ name: 'rahul', email: RAHUL, since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }] },
    ]);
    expect((await get(rahul, 'services/presence')).json().data).toEqual([{ id: 9, editing: [expect.objectContaining({ email: MEERA })] }]);
    expect((await get(meera, 'faq/presence')).json().data).toMatchObject([{ id: 1, editing: [{ email: RAHUL }] }]);
    // Once Rahul's account has a name (My account), the list and the form name him by it.
    const named = await t.send('POST', '/api/staff/account/display-name', { session: rahul, payload: { display_name: 'Rahul Deshpande' } });
    expect(named.statusCode, named.body).toBe(200);
    expect((await get(meera, 'services/presence')).json().data).toMatchObject([{ id: 7, editing: [{ name: 'Rahul Deshpande' }] }]);
    expect((await get(meera, 'services/7')).json().data.editing).toMatchObject([{ name: 'Rahul Deshpande', email: RAHUL }]);
    // A single document has no list.
    expect((await get(meera, 'site-settings/presence')).statusCode).toBe(404);
    // Signed out, nothing is told.
    expect((await t.send('GET', api('services/presence'))).statusCode).toBe(401);
  });

  it('forgets someone whose heartbeat stopped for longer than the expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await send(rahul, 'PUT', 'services/7/presence');
    vi.setSystemTime(Date.now() + 60_000);
    expect((await get(meera, 'services/7')).json().data.editing).toHaveLength(1);
    vi.setSystemTime(Date.now() + PRESENCE_TTL_MS);
    expect((await get(meera, 'services/7')).json().data.editing).toEqual([]);
  });

  it('keeps the first heartbeat’s time while the beats go on, and forgets an item left', () => {
    let now = Date.parse('2026-11-24T15:54:00Z');
    const presence = new ContentPresence(() => now);
    presence.heartbeat('services', 7, RAHUL);
    now += 30_000;
    presence.heartbeat('services', 7, RAHUL);
    presence.heartbeat('services', 7, MEERA);
    expect(presence.editing('services', 7, MEERA)).toEqual([{ name: 'rahul', email: RAHUL, since: '2026-11-24T15:54:00.000Z' }]);
    now += PRESENCE_TTL_MS + 1;
    expect(presence.editing('services', 7, 'someone@example.in')).toEqual([]);
    presence.heartbeat('services', 7, RAHUL);
    presence.leave('services', 7, RAHUL);
    expect(presence.editing('services', 7, MEERA)).toEqual([]);
    expect(presence.editingIn('services', MEERA)).toEqual([]);
  });
});

describe('publishing everything', () => {
  it('leaves a scheduled draft for its time, and publishes it early only when asked to', async () => {
    const plan = async () =>
      ((await t.app.inject(apiPaths.pricingPlans)).json().data as { id: number; price: number }[]).find((p) => p.id === 1);
    const livePlan = await plan();
    const tomorrow = `${addDays(indiaDay(), 1)}T09:00:00+05:30`;
    const scheduled = await send(rahul, 'PATCH', 'pricing-plans/1', { price: 7200, _status: 'draft', _publish_at: tomorrow });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect((await send(meera, 'PATCH', 'services/2', { heading: 'Published at once', _status: 'draft' })).statusCode).toBe(200);

    const published = await send(meera, 'POST', 'publish', {});
    expect(published.json()).toEqual({
      success: true,
      data: { published: 1, left_scheduled: 1, left_for_review: 0 },
      message: 'One change is live; 1 scheduled change was left for its time.',
    });
    const [pending, ...others] = (await get(meera, 'drafts')).json().data;
    expect(others).toEqual([]);
    expect(pending).toMatchObject({ kind: 'pricing-plans', item_id: 1, publish_at: new Date(tomorrow).toISOString() });
    expect(await plan()).toEqual(livePlan);
    expect((await get(meera, 'services/2')).json().data.heading).toBe('Published at once');

    // Nothing else pending: nothing published, the scheduled one still left.
    expect((await send(meera, 'POST', 'publish', {})).json()).toMatchObject({
      data: { published: 0, left_scheduled: 1, left_for_review: 0 },
      message: 'No change was published; 1 scheduled change was left for its time.',
    });

    // Named without "early": refused with its time; with it: live now.
    const named = await send(meera, 'POST', 'publish', { items: [{ kind: 'pricing-plans', id: 1 }] });
    expect(named.statusCode).toBe(409);
    expect(named.json()).toEqual({
      success: false,
      message: expect.stringMatching(/is scheduled for .*9:00 am \(India time\): nothing was published\. .*"early": true/),
    });
    expect(await plan()).toEqual(livePlan);
    const early = await send(meera, 'POST', 'publish', { items: [{ kind: 'pricing-plans', id: 1 }], early: true });
    expect(early.json()).toMatchObject({ data: { published: 1, left_scheduled: 0, left_for_review: 0 }, message: 'One change is live.' });
    expect((await plan())?.price).toBe(7200);
    expect((await get(meera, 'drafts')).json().data).toEqual([]);
  });
});

describe('moves in the log', () => {
  const TITLE = 'the service “GST, E-Invoicing & E-Way Bill Set-up”';
  /** Moves service 7 one place at a time (as the arrow keys do), each step from the version the last one answered. */
  const steps = async (session: SignedIn, places: number[]) => {
    let { version } = (await opened(session, 'services/7')).form;
    for (const position of places) {
      const moved = await send(session, 'POST', 'services/7/move', { position }, version);
      expect(moved.statusCode, moved.body).toBe(200);
      version = moved.json().data.version as number;
    }
    return version;
  };
  const moves = async () => {
    await t.addAccount();
    const owner = await t.signIn();
    const items = (await t.send('GET', '/api/staff/activity?action=move', { session: owner })).json().data.items as {
      actor: string;
      what: string;
    }[];
    return items.map((item) => [item.actor, item.what]);
  };

  it('are one entry per move, from place A to place B, however many steps it took; the item’s history has it once', async () => {
    const { form } = await opened(rahul, 'services/7');
    const from = form.position as number;
    expect(from).toBeGreaterThanOrEqual(2);
    const places = Array.from({ length: from }, (_, step) => from - step - 1);
    await steps(rahul, places);
    expect(await moves()).toEqual([[RAHUL, `Moved ${TITLE} from place ${from + 1} to place 1`]]);
    const history = (await get(rahul, 'services/7/history')).json().data as {
      action: string;
      before: { position: number };
      after: { position: number; version: number };
    }[];
    expect(history.filter((entry) => entry.action === 'move')).toMatchObject([
      { before: { position: from }, after: { position: 0, version: form.version + from } },
    ]);
  });

  it('start a new entry after a pause, for another person, or after another change of the item', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { form } = await opened(rahul, 'services/7');
    const from = form.position as number;
    await steps(rahul, [from - 1]);
    vi.setSystemTime(Date.now() + MOVE_STEPS_WINDOW_MS - 1_000);
    await steps(rahul, [from - 2]);
    // A pause longer than the window: a move of its own.
    vi.setSystemTime(Date.now() + MOVE_STEPS_WINDOW_MS + 1_000);
    await steps(rahul, [from - 1]);
    // Meera's step, and Rahul's after it.
    await steps(meera, [from]);
    await steps(rahul, [from - 1]);
    // A saved change between two steps of Rahul's.
    const { version } = (await opened(rahul, 'services/7')).form;
    expect((await send(rahul, 'PATCH', 'services/7', { heading: 'Invoices from TallyPrime' }, version)).statusCode).toBe(200);
    await steps(rahul, [from]);
    expect((await moves()).reverse()).toEqual([
      [RAHUL, `Moved ${TITLE} from place ${from + 1} to place ${from - 1}`],
      [RAHUL, `Moved ${TITLE} from place ${from - 1} to place ${from}`],
      [MEERA, `Moved ${TITLE} from place ${from} to place ${from + 1}`],
      [RAHUL, `Moved ${TITLE} from place ${from + 1} to place ${from}`],
      [RAHUL, `Moved ${TITLE} from place ${from} to place ${from + 1}`],
    ]);
  });

  it('keep every version a move passed through known: a save made from one is merged, not refused', async () => {
    const { form } = await opened(rahul, 'services/7');
    const from = form.position as number;
    await steps(rahul, [from - 1]);
    // Meera opens the service between two steps of Rahul's move; both steps are one entry.
    const between = await opened(meera, 'services/7');
    await steps(rahul, [from - 2]);
    expect(await moves()).toHaveLength(1);
    const saved = await send(meera, 'PATCH', 'services/7', { ...between.form, heading: 'Meera’s heading' }, between.form.version);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ heading: 'Meera’s heading', position: from - 2, merged: { with: [{ email: RAHUL }] } });
  });
});

// Drafts: saved without changing what visitors see (pages, API, sitemap, caches), previewed by signed-in
// staff only, published all at once or one by one, discarded, and published on their own at their time.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createApp } from '../app.ts';
import { ContentStore } from '../db/content-store.ts';
import { serviceHeadingBuild } from '../render/stand-in-build.ts';
import { buildStaffTestApp, LATER, STAFF_EMAIL, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

import { ContentDrafts } from './drafts.ts';
import { ContentEditor } from './editor.ts';

const ORIGIN = 'http://localhost:8080';
let t: StaffTestApp;
let session: SignedIn;

beforeEach(async () => {
  t = await buildStaffTestApp({ env: { SITE_ORIGIN: ORIGIN }, dist: serviceHeadingBuild(ORIGIN) });
  await t.addAccount();
  session = await t.signIn();
});
afterEach(async () => t.close());

const api = (path: string) => `/api/staff/content/${path}`;
const get = (path: string) => t.send('GET', api(path), { session });
const send = (method: 'POST' | 'PATCH' | 'DELETE', path: string, payload: object = {}) => t.send(method, api(path), { session, payload });
const liveHeading = async (id: number) =>
  ((await t.app.inject('/api/get-offering-details/')).json().data as { id: number; heading: string }[]).find((s) => s.id === id)?.heading;
const page = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('a draft', () => {
  it('is invisible to visitors until published, and shows in a signed-in preview only', async () => {
    const before = await liveHeading(1);
    const visitorPage = await page('/service/service-1');
    const picture = await page('/og/service-1.png');
    const sitemap = await page('/sitemap.xml');
    const saved = await send('PATCH', 'services/1', { heading: 'Tally on the cloud, in a day', _status: 'draft' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      heading: before,
      draft: { values: { heading: 'Tally on the cloud, in a day' }, updated_by: STAFF_EMAIL },
    });

    expect(await liveHeading(1)).toBe(before);
    const again = await page('/service/service-1');
    expect(again.body).toBe(visitorPage.body);
    expect(again.headers.etag).toBe(visitorPage.headers.etag);
    expect((await page('/og/service-1.png')).rawPayload.equals(picture.rawPayload)).toBe(true);
    expect((await page('/sitemap.xml')).body).toBe(sitemap.body);
    // Without a session the parameter is ignored.
    const anonymous = await page('/service/service-1?preview=1');
    expect(anonymous.body).toContain(`<h1>${before}</h1>`);
    expect(anonymous.body).not.toContain('Preview — not live');

    const preview = await page('/service/service-1?preview=1', session.cookie);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('<h1>Tally on the cloud, in a day</h1>');
    expect(preview.body).toContain('Preview — not live');
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
    // The preview did not leak into the visitors' cache.
    expect((await page('/service/service-1')).body).toContain(`<h1>${before}</h1>`);

    const published = await send('POST', 'publish', {});
    expect(published.json()).toMatchObject({ success: true, data: { published: 1 } });
    expect(await liveHeading(1)).toBe('Tally on the cloud, in a day');
    expect((await page('/service/service-1')).body).toContain('<h1>Tally on the cloud, in a day</h1>');
    expect((await get('drafts')).json().data).toEqual([]);
    const actions = (await get('services/1/history')).json().data.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(['publish', 'draft']);
  });

  it('of the site settings shows on every page’s preview only, and on the page once published', async () => {
    const live = await page('/contact');
    expect(live.body).toContain('<p>Call +91 98220 45110</p>');
    expect((await send('PATCH', 'site-settings', { phone: '+91 90110 22334', _status: 'draft' })).statusCode).toBe(200);
    expect((await page('/contact')).body).toBe(live.body);
    expect((await page('/contact?preview=1')).body).toBe(live.body);
    const preview = await page('/contact?preview=1', session.cookie);
    expect(preview.body).toContain('<p>Call +91 90110 22334</p>');
    expect(preview.body).toContain('Preview — not live');
    expect(preview.headers['cache-control']).toBe('no-store');
    await send('POST', 'publish', { items: [{ kind: 'site-settings', id: 1 }] });
    expect((await page('/contact')).body).toContain('<p>Call +91 90110 22334</p>');
  });

  it('is listed with who made it and what it changes, field by field, and a second save updates it', async () => {
    await send('PATCH', 'quick-facts/2', { fact_value: 'Two days', _status: 'draft' });
    await send('PATCH', 'quick-facts/2', { fact_key: 'Set-up time', _status: 'draft' });
    const fact = (await get('quick-facts/2')).json().data;
    const [draft, ...others] = (await get('drafts')).json().data;
    expect(others).toEqual([]);
    expect(draft).toMatchObject({
      kind: 'quick-facts',
      item_id: 2,
      title: 'Set-up time',
      created_by: STAFF_EMAIL,
      changes: [
        { field: 'fact_key', label: 'Label', from: fact.fact_key, to: 'Set-up time' },
        { field: 'fact_value', label: 'Value', from: fact.fact_value, to: 'Two days' },
      ],
    });
  });

  it('of a new item, published alone, joins the end of its list; a discarded one leaves nothing', async () => {
    const created = await send('POST', 'quick-facts', {
      service_id: 1,
      fact_key: 'Support',
      fact_value: 'Seven days a week',
      _status: 'draft',
    });
    expect(created.statusCode).toBe(201);
    const draftId = created.json().data.draft.id;
    await send('PATCH', 'services/1', { heading: 'Not this one', _status: 'draft' });
    const publicFacts = async () =>
      ((await t.app.inject('/api/get-quickfactsviewset/')).json().data as { fact_key: string }[]).map((f) => f.fact_key);
    expect(await publicFacts()).not.toContain('Support');

    expect((await send('POST', 'publish', { items: [{ kind: 'quick-facts', draft: draftId }] })).json().data).toEqual({
      published: 1,
      left_scheduled: 0,
      left_for_review: 0,
    });
    expect((await get('quick-facts?parent_id=1')).json().data.at(-1)).toMatchObject({ fact_key: 'Support', show_facts: true });
    const [pending] = (await get('drafts')).json().data;
    expect(pending).toMatchObject({ kind: 'services', item_id: 1 });

    expect((await send('DELETE', `drafts/${pending.id}`)).statusCode).toBe(200);
    expect((await get('drafts')).json().data).toEqual([]);
    expect(await liveHeading(1)).not.toBe('Not this one');
    expect((await get('services/1/history')).json().data[0]).toMatchObject({ action: 'discard-draft', actor: STAFF_EMAIL });
    expect((await send('DELETE', `drafts/${pending.id}`)).statusCode).toBe(404);
  });

  it('is checked as a save is, and its status and time must be what they say', async () => {
    expect((await send('PATCH', 'pricing-plans/1', { discounted_price: 10 ** 9, _status: 'draft' })).json().fields).toEqual({
      discounted_price: 'must not be above the price',
    });
    expect((await send('PATCH', 'services/1', { heading: 'x', _status: 'later' })).json().fields).toEqual({
      _status: 'must be "draft" or "published"',
    });
    expect((await send('PATCH', 'services/1', { heading: 'x', _status: 'draft', _publish_at: 'tomorrow' })).statusCode).toBe(400);
    expect((await send('PATCH', 'services/1', { heading: 'x', _publish_at: `${LATER}-12-01T09:00:00+05:30` })).json().fields).toEqual({
      _publish_at: 'goes with "_status": "draft"',
    });
    expect((await send('POST', 'publish', { items: [{ kind: 'services', id: 1 }] })).statusCode).toBe(404);
    expect((await get('drafts')).json().data).toEqual([]);
  });
});

describe('a scheduled draft', () => {
  it('goes live at its time, also when the server starts after it', async () => {
    const saved = await send('PATCH', 'services/2', {
      heading: 'New year, new ledger',
      _status: 'draft',
      _publish_at: `${LATER}-01-01T00:00:00+05:30`,
    });
    expect(saved.json().data.draft.publish_at).toBe(`${LATER - 1}-12-31T18:30:00.000Z`);
    const drafts = new ContentDrafts(new ContentEditor(new ContentStore(t.db)));
    expect(drafts.publishDue(new Date(`${LATER - 1}-12-31T18:29:59Z`))).toBe(0);
    expect(await liveHeading(2)).not.toBe('New year, new ledger');

    expect(drafts.publishDue(new Date(`${LATER - 1}-12-31T18:30:00Z`))).toBe(1);
    expect(await liveHeading(2)).toBe('New year, new ledger');

    // Its time passes while the server is stopped: the next start publishes it.
    await send('PATCH', 'services/3', { heading: 'Due while stopped', _status: 'draft', _publish_at: `${LATER}-06-01T00:00:00Z` });
    const restarted = await createApp(
      { ...t.config, databasePath: t.databasePath, scheduleClockStart: new Date(`${LATER}-06-02T00:00:00Z`) },
      { site: false },
    );
    await restarted.ready();
    await restarted.close();
    expect(t.db.prepare('SELECT heading FROM services WHERE id = 3').pluck().get()).toBe('Due while stopped');
    expect((await get('services/2/history')).json().data[0]).toMatchObject({ action: 'publish', actor: 'system:schedule' });
  });
});

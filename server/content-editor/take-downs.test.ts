// Taking down and deleting what others point at, against the whole server with a miniature build: a page taken down
// at its time leaves the site, its menus and the sitemap, and its address answers 410 Gone (or sends visitors
// where staff chose) until it comes back from Recently deleted with its menu entries; deleting a page lists what
// points at it and can take its menu entries with it; the calendar lists what happens on its own, by day.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ContentStore } from '../db/content-store.ts';
import { WEBINAR_PAGE } from '../pages/test-pages.ts';
import { serviceHeadingBuild } from '../render/stand-in-build.ts';
import { buildStaffTestApp, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

import { contentUpkeep } from './service.ts';

const ORIGIN = 'http://localhost:8080';
let t: StaffTestApp;
let owner: SignedIn;
let pageId: number;

beforeEach(async () => {
  t = await buildStaffTestApp({ env: { SITE_ORIGIN: ORIGIN }, dist: serviceHeadingBuild(ORIGIN) });
  await t.addAccount();
  owner = await t.signIn();
  pageId = (await api('POST', 'pages', WEBINAR_PAGE)).json().data.id;
  await api('POST', 'menu-items', { menu: 'header', label: 'Webinar', href: '/gst-e-invoicing-webinar' });
  await api('POST', 'menu-items', { menu: 'footer-links', label: 'Our webinar', href: '/gst-e-invoicing-webinar' });
  await api('POST', 'redirects', { from: '/webinar', to: '/gst-e-invoicing-webinar', permanent: true });
});
afterEach(async () => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
  t.send(method, `/api/staff/content/${path}`, { session: owner, payload });
const visit = (url: string) => t.app.inject({ url });
const menuLabels = async () =>
  ((await t.app.inject('/api/get-menu-items/')).json().data as { label: string }[]).map((entry) => entry.label);
/** The staff area's upkeep on a connection of its own; the server sees its change from its next turn on, as from another process. */
const publishDue = async (now: Date) => {
  const done = contentUpkeep(new ContentStore(t.db)).publishDue(now);
  await new Promise(setImmediate);
  return done;
};

describe('a page taken down at its time', () => {
  it('leaves the site, its menus and the sitemap, answers 410 Gone, and comes back from Recently deleted with its menu entries', async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    // Her account has a name (My account): the calendar names her by it.
    await t.send('POST', '/api/staff/account/display-name', { session: owner, payload: { display_name: 'Asha Kulkarni' } });
    const scheduled = await api('PATCH', `pages/${pageId}`, { _unpublish_at: at });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json().data.take_down).toEqual({ at, to: null });
    expect((await api('GET', 'calendar')).json().data).toEqual([
      expect.objectContaining({
        action: 'take-down',
        kind: 'pages',
        item_id: pageId,
        title: WEBINAR_PAGE.title,
        at,
        scheduled_by: 'asha@example.in',
        scheduled_by_name: 'Asha Kulkarni',
      }),
    ]);

    expect(await publishDue(new Date(Date.parse(at) - 1000))).toBe(0);
    expect((await visit('/gst-e-invoicing-webinar')).statusCode).toBe(200);
    // Staff's redirect to it holds at its Marathi and Hindi addresses too, to the page in that language.
    const marathiRedirect = await visit('/mr/webinar?utm_source=x');
    expect([marathiRedirect.statusCode, marathiRedirect.headers.location]).toEqual([301, '/mr/gst-e-invoicing-webinar?utm_source=x']);
    expect((await visit('/hi/webinar')).headers.location).toBe('/hi/gst-e-invoicing-webinar');
    expect(await publishDue(new Date(Date.parse(at) + 1000))).toBe(1);

    const gone = await visit('/gst-e-invoicing-webinar');
    expect(gone.statusCode).toBe(410);
    const goneInMarathi = await visit('/mr/gst-e-invoicing-webinar');
    expect(goneInMarathi.statusCode).toBe(410);
    expect(goneInMarathi.body).toContain('This page could not be found.');
    expect(await menuLabels()).not.toContain('Webinar');
    expect(await menuLabels()).not.toContain('Our webinar');
    expect((await visit('/sitemap.xml')).body).not.toContain('gst-e-invoicing-webinar');
    // The page's two menu entries went with it: named under it in Recently deleted, not rows of their own.
    type Entry = { entry: number; kind: string; title: string; reason: string; with_entry: number | null };
    const trash = (await api('GET', 'trash')).json().data as { items: (Entry & { companions: Entry[] })[]; total: number };
    expect(trash.items.map((row) => row.kind)).toEqual(['pages']);
    expect(trash.total).toBe(1);
    const entry = trash.items[0]!;
    expect(entry.reason).toBe('take-down');
    expect(entry.companions.map((row) => [row.kind, row.title, row.with_entry])).toEqual([
      ['menu-items', 'Webinar', entry.entry],
      ['menu-items', 'Our webinar', entry.entry],
    ]);

    expect((await api('POST', `trash/${entry.entry}/restore`)).statusCode).toBe(200);
    expect((await visit('/gst-e-invoicing-webinar')).statusCode).toBe(200);
    expect(await menuLabels()).toEqual(expect.arrayContaining(['Webinar', 'Our webinar']));
  });

  it('sends visitors where staff chose, in a draft that goes live first', async () => {
    const publishAt = new Date(Date.now() + 3_600_000).toISOString();
    const unpublishAt = new Date(Date.now() + 7_200_000).toISOString();
    const draft = await api('PATCH', `pages/${pageId}`, {
      title: 'Last call',
      _status: 'draft',
      _publish_at: publishAt,
      _unpublish_at: unpublishAt,
      _unpublish_to: '/contact',
    });
    expect(draft.json().data.draft).toMatchObject({ publish_at: publishAt, unpublish_at: unpublishAt, unpublish_to: '/contact' });
    expect((await api('GET', 'calendar')).json().data.map((e: { action: string }) => e.action)).toEqual(['publish', 'take-down']);

    expect(await publishDue(new Date(Date.parse(unpublishAt) + 1000))).toBe(2);
    const moved = await visit('/gst-e-invoicing-webinar?utm_source=x');
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/contact');
    expect((await visit('/hi/gst-e-invoicing-webinar')).headers.location).toBe('/hi/contact');
  });

  it('goes ahead, with the other drafts due, beside a new page whose address was taken since it was scheduled', async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const page = (title: string, slug: string) => ({ title, slug, blocks: [{ type: 'hero', title, text: 'Saturday, 10 am' }] });
    await api('PATCH', `pages/${pageId}`, { _unpublish_at: at });
    const workshop = await api('POST', 'pages', { ...page('Tally workshop', 'tally-workshop'), _status: 'draft', _publish_at: at });
    expect(workshop.statusCode, workshop.body).toBe(201);
    const clinic = await api('POST', 'pages', { ...page('GST clinic', 'gst-clinic'), _status: 'draft', _publish_at: at });
    expect(clinic.statusCode, clinic.body).toBe(201);
    // A colleague publishes another page at the workshop's address before its time.
    expect((await api('POST', 'pages', page('Tally workshop, Pune', 'tally-workshop'))).statusCode).toBe(201);
    // The workshop's draft, previewed with the others, leaves them shown.
    expect((await t.send('GET', '/gst-clinic?preview=1', { session: owner })).statusCode).toBe(200);

    const refused: { draft: number; fields: Record<string, string> }[] = [];
    const done = contentUpkeep(new ContentStore(t.db)).publishDue(new Date(Date.parse(at) + 1000), (draft, error) =>
      refused.push({ draft: draft.id, fields: error.fields }),
    );
    await new Promise(setImmediate);
    // The clinic goes live and the webinar comes down; the workshop stays a draft, said once.
    expect(done).toBe(2);
    expect(refused).toEqual([{ draft: workshop.json().data.draft.id, fields: { slug: expect.stringContaining('tally-workshop') } }]);
    expect((await visit('/gst-clinic')).statusCode).toBe(200);
    expect((await visit('/gst-e-invoicing-webinar')).statusCode).toBe(410);
    expect((await api('GET', 'calendar')).json().data).toEqual([expect.objectContaining({ action: 'publish', title: 'Tally workshop' })]);
  });

  it('Publish all passes over a draft whose address was taken since, publishes the rest and says which stayed and why', async () => {
    const page = (title: string, slug: string) => ({ title, slug, blocks: [{ type: 'hero', title, text: 'Saturday, 10 am' }] });
    const workshop = (await api('POST', 'pages', { ...page('Tally workshop', 'tally-workshop'), _status: 'draft' })).json().data.draft;
    await api('POST', 'pages', { ...page('GST clinic', 'gst-clinic'), _status: 'draft' });
    expect((await api('POST', 'pages', page('Tally workshop, Pune', 'tally-workshop'))).statusCode).toBe(201);

    const all = await api('POST', 'publish', {});
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({
      success: true,
      data: {
        published: 1,
        left_scheduled: 0,
        left_for_review: 0,
        not_published: [{ draft: workshop.id, title: 'Tally workshop', why: 'Address: another page is already called "tally-workshop"' }],
      },
      message: 'One change is live. “Tally workshop” stays a draft: Address: another page is already called "tally-workshop".',
    });
    expect((await visit('/gst-clinic')).statusCode).toBe(200);
    expect((await api('GET', 'drafts')).json().data).toEqual([expect.objectContaining({ id: workshop.id })]);
    // Named on its own, it is refused whole, with the fields.
    const named = await api('POST', 'publish', { items: [{ kind: 'pages', draft: workshop.id }] });
    expect(named.statusCode).toBe(400);
    expect(named.json().fields).toEqual({ slug: expect.stringContaining('tally-workshop') });
  });

  it('set on the live page after a draft of it was begun stays when the draft is published', async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    await api('PATCH', `pages/${pageId}`, { title: 'Webinar, new date', _status: 'draft' });
    // A colleague sets the live page's take-down; the draft, saved again, shows it and sets none of its own.
    expect((await api('PATCH', `pages/${pageId}`, { _unpublish_at: at, _unpublish_to: '/contact' })).statusCode).toBe(200);
    const saved = await api('PATCH', `pages/${pageId}`, { title: 'Webinar, 12 December', _status: 'draft' });
    expect(saved.json().data.draft).toMatchObject({ unpublish_at: at, unpublish_to: '/contact' });
    expect((await api('GET', 'calendar')).json().data).toEqual([expect.objectContaining({ action: 'take-down', draft_id: null, at })]);

    expect((await api('POST', 'publish', { items: [{ kind: 'pages', id: pageId }] })).json().data.published).toBe(1);
    const live = (await api('GET', `pages/${pageId}`)).json().data;
    expect(live).toMatchObject({ title: 'Webinar, 12 December', take_down: { at, to: '/contact' } });

    // A take-down a draft's save sets is its own, and goes live with it.
    const later = new Date(Date.now() + 7_200_000).toISOString();
    await api('PATCH', `pages/${pageId}`, { title: 'Webinar, 19 December', _status: 'draft', _unpublish_at: later });
    await api('PATCH', `pages/${pageId}`, { _unpublish_at: null });
    await api('POST', 'publish', { items: [{ kind: 'pages', id: pageId }] });
    expect((await api('GET', `pages/${pageId}`)).json().data.take_down).toEqual({ at: later, to: '/contact' });
  });

  it('before the time its draft goes live is refused, set in one save or across two, or by an approval at a time', async () => {
    const [one, two] = [new Date(Date.now() + 3_600_000).toISOString(), new Date(Date.now() + 7_200_000).toISOString()];
    await api('PATCH', `pages/${pageId}`, { title: 'Webinar, new date', _status: 'draft', _publish_at: two });
    const early = await api('PATCH', `pages/${pageId}`, { _status: 'draft', _unpublish_at: one });
    expect(early.statusCode).toBe(400);
    expect(early.json().fields).toEqual({ _unpublish_at: expect.stringContaining('must be after the time it goes live') });
    const draftId = (await api('GET', `pages/${pageId}`)).json().data.draft.id;
    expect((await api('PATCH', `drafts/${draftId}`, { _publish_at: null, _unpublish_at: one })).statusCode).toBe(200);
    const late = await api('PATCH', `drafts/${draftId}`, { _publish_at: two });
    expect(late.statusCode).toBe(400);
    expect(late.json().fields).toEqual({ _publish_at: expect.stringContaining('must be before the page is taken down') });
    const approved = await api('POST', `drafts/${draftId}/approve`, { publish_at: two });
    expect(approved.statusCode).toBe(400);
    expect(approved.json().message).toMatch(
      /^Nothing was saved: the page would be taken down at .+ \(India time\), before it goes live at .+\./,
    );
    // The draft stayed as it was: no time, its take-down kept.
    expect((await api('GET', `drafts/${draftId}`)).json().data).toMatchObject({ publish_at: null, unpublish_at: one, review_steps: [] });
  });

  it('is cleared by sending null, and a new page at the address answers again', async () => {
    await api('PATCH', `pages/${pageId}`, { _unpublish_at: new Date(Date.now() + 3_600_000).toISOString() });
    const cleared = await api('PATCH', `pages/${pageId}`, { _unpublish_at: null });
    expect(cleared.json().data.take_down).toBeNull();
    expect((await api('GET', 'calendar')).json().data).toEqual([]);
  });
});

describe('deleting a page others point at', () => {
  it('lists the menu entries and redirects, and takes the menu entries with it when asked; they come back with it', async () => {
    const references = await api('GET', `pages/${pageId}/references`);
    expect(references.json().data).toEqual({
      address: '/gst-e-invoicing-webinar',
      menu_items: [
        expect.objectContaining({ label: 'Webinar', menu: 'header' }),
        expect.objectContaining({ label: 'Our webinar', menu: 'footer-links' }),
      ],
      redirects: [expect.objectContaining({ from: '/webinar' })],
    });

    const deleted = await t.send('DELETE', `/api/staff/content/pages/${pageId}?with_menu_entries=true`, { session: owner });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe('The page was moved to Recently deleted, with the menu entries that linked to it.');
    expect(await menuLabels()).not.toContain('Webinar');
    expect((await visit('/gst-e-invoicing-webinar')).statusCode).toBe(404);

    await api('POST', `trash/${deleted.json().data.entry}/restore`);
    expect(await menuLabels()).toEqual(expect.arrayContaining(['Webinar', 'Our webinar']));
  });

  it('without the menu entries leaves them (the confirmation listed them)', async () => {
    await api('DELETE', `pages/${pageId}`);
    expect(await menuLabels()).toContain('Webinar');
  });
});

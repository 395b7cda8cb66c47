// Drafts a team can trust, against the whole server with a miniature build (server/render/stand-in-build.ts):
// two people drafting one item keep both changes (the same field: a conflict, never a silent replace), any draft
// is read and saved by its id with its version (412 when stale and clashing), a new item's draft is reopened and
// scheduled, times are checked, a preview shows scheduled drafts and the site as of a time, and a deleted item's
// draft waits in the trash without breaking previews or Publish all.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { serviceHeadingBuild } from '../render/stand-in-build.ts';
import { buildStaffTestApp, LATER, STAFF_PASSWORD, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';
import { WEBINAR_PAGE } from '../pages/test-pages.ts';

const ORIGIN = 'http://localhost:8080';
const RAHUL = 'rahul@example.in';
const MEERA = 'meera@example.in';

let t: StaffTestApp;
let rahul: SignedIn;
let meera: SignedIn;

beforeEach(async () => {
  t = await buildStaffTestApp({ env: { SITE_ORIGIN: ORIGIN }, dist: serviceHeadingBuild(ORIGIN) });
  await t.addAccount(RAHUL, STAFF_PASSWORD, 'editor');
  await t.addAccount(MEERA, STAFF_PASSWORD, 'editor');
  rahul = await t.signIn(RAHUL);
  meera = await t.signIn(MEERA);
});
afterEach(async () => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const api = (session: SignedIn, method: Method, path: string, payload?: object, ifMatch?: number) =>
  t.send(method, `/api/staff/content/${path}`, {
    session,
    payload,
    headers: ifMatch === undefined ? {} : { 'if-match': `"${ifMatch}"` },
  });
/** An item as its form holds it: every field, as the answer of its GET gives them. */
const opened = async (session: SignedIn, path: string) => {
  const response = await api(session, 'GET', path);
  expect(response.statusCode, response.body).toBe(200);
  const { draft, editing: _editing, take_down: _takeDown, ...form } = response.json().data;
  return { form: form as Record<string, unknown> & { version: number }, draft: draft as { id: number; version: number } | null };
};
const liveService = async (id: number) =>
  ((await t.app.inject('/api/get-offering-details/')).json().data as { id: number; heading: string; description: string }[]).find(
    (service) => service.id === id,
  )!;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('two people drafting one item', () => {
  it('keep both changes: a field one of them did not touch never overwrites the other’s draft of it', async () => {
    // Rahul's account has a name (My account); Meera's has none, and her e-mail's name part stands for it.
    const named = await t.send('POST', '/api/staff/account/display-name', { session: rahul, payload: { display_name: 'Rahul Deshpande' } });
    expect(named.statusCode, named.body).toBe(200);
    const a = await opened(rahul, 'services/7');
    const b = await opened(meera, 'services/7');

    const first = await api(rahul, 'PATCH', 'services/7', { ...a.form, heading: 'Rahul’s heading', _status: 'draft' }, a.form.version);
    expect(first.statusCode, first.body).toBe(200);
    // Meera sends her whole form, the heading as she opened it: it must not undo Rahul's draft of it.
    const second = await api(
      meera,
      'PATCH',
      'services/7',
      { ...b.form, description: 'Meera’s description', _status: 'draft', _draft_version: null },
      b.form.version,
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().message).toBe(
      'Saved as a draft, together with Rahul Deshpande’s changes made since you opened it. Visitors still see the live version.',
    );
    expect(second.json().data.draft).toMatchObject({
      values: { heading: 'Rahul’s heading', description: 'Meera’s description' },
      saved_by: [
        { name: 'Rahul Deshpande', email: RAHUL },
        { name: 'meera', email: MEERA },
      ],
      version: 2,
    });

    // Rahul's form still holds his draft at version 1; he changes the summary field he owns and publishes.
    const again = await api(
      rahul,
      'PATCH',
      'services/7',
      { ...a.form, heading: 'Rahul’s heading, again', _status: 'draft', _draft_version: 1 },
      a.form.version,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.draft.values).toMatchObject({ heading: 'Rahul’s heading, again', description: 'Meera’s description' });
    const [pending, ...others] = (await api(rahul, 'GET', 'drafts')).json().data;
    expect(others).toEqual([]);
    expect((await api(rahul, 'POST', 'publish', { items: [{ kind: 'services', draft: pending.id }] })).statusCode).toBe(200);
    expect(await liveService(7)).toMatchObject({ heading: 'Rahul’s heading, again', description: 'Meera’s description' });
  });

  it('never lose the colleague’s draft begun after the one a form opened was published: merged, or a conflict to choose', async () => {
    await api(meera, 'PATCH', 'services/7', { heading: 'Meera’s first heading', _status: 'draft' });
    // Rahul opens the item with Meera's draft in it.
    const a = await opened(rahul, 'services/7');
    expect(a.draft).toMatchObject({ version: 1 });
    const [first] = (await api(meera, 'GET', 'drafts')).json().data;
    expect((await api(meera, 'POST', 'publish', { items: [{ kind: 'services', draft: first.id }] })).statusCode).toBe(200);
    // Meera begins another draft (its version 1 too) with a new description.
    const b = await opened(meera, 'services/7');
    await api(
      meera,
      'PATCH',
      'services/7',
      { ...b.form, description: 'Meera’s description', _status: 'draft', _draft_version: null },
      b.form.version,
    );

    // Rahul's form sends every field, the description as he opened it, and names the draft it opened: merged against
    // the item as he opened it, Meera's description stays; the heading he changed, which her published draft had
    // changed too, is his to choose (it used to be saved over her new draft whole, as if it were the one he opened).
    const clash = await api(
      rahul,
      'PATCH',
      'services/7',
      { ...a.form, heading: 'Rahul’s heading', _status: 'draft', _draft_version: 1, _draft_id: a.draft!.id },
      a.form.version,
    );
    expect(clash.statusCode, clash.body).toBe(412);
    expect(clash.json()).toMatchObject({
      conflicts: [{ field: 'heading', theirs: 'Meera’s first heading', yours: 'Rahul’s heading' }],
      draft: { version: 1, values: { heading: 'Meera’s first heading', description: 'Meera’s description' } },
    });
    // Keep mine: his heading into her draft, her description kept.
    const mine = await api(rahul, 'PATCH', `drafts/${clash.json().draft.id}`, { heading: 'Rahul’s heading' }, 1);
    expect(mine.json().data.values).toMatchObject({ heading: 'Rahul’s heading', description: 'Meera’s description' });

    // A form that changed only what no one else did merges without a word to choose.
    const c = await opened(rahul, 'services/7');
    await api(meera, 'POST', 'publish', { items: [{ kind: 'services', draft: clash.json().draft.id }] });
    const d = await opened(meera, 'services/7');
    await api(
      meera,
      'PATCH',
      'services/7',
      { ...d.form, search_title: 'GST set-up in Pune', _status: 'draft', _draft_version: null },
      d.form.version,
    );
    const merged = await api(
      rahul,
      'PATCH',
      'services/7',
      {
        ...c.form,
        search_description: 'E-invoices from TallyPrime',
        _status: 'draft',
        _draft_version: c.draft!.version,
        _draft_id: c.draft!.id,
      },
      c.form.version,
    );
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().data.draft.values).toMatchObject({
      heading: 'Rahul’s heading',
      search_title: 'GST set-up in Pune',
      search_description: 'E-invoices from TallyPrime',
    });
  });

  it('that both changed the same field is a conflict (412) naming it, and nothing is saved; Keep mine then saves it', async () => {
    const a = await opened(rahul, 'services/7');
    const b = await opened(meera, 'services/7');
    await api(rahul, 'PATCH', 'services/7', { ...a.form, heading: 'Rahul’s heading', _status: 'draft' }, a.form.version);

    const clash = await api(meera, 'PATCH', 'services/7', { ...b.form, heading: 'Meera’s heading', _status: 'draft' }, b.form.version);
    expect(clash.statusCode).toBe(412);
    expect(clash.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('Someone else changed the draft of this service since you opened it: nothing was saved.'),
      conflicts: [{ field: 'heading', theirs: 'Rahul’s heading', yours: 'Meera’s heading', base: a.form.heading }],
      draft: { version: 1, values: { heading: 'Rahul’s heading' } },
    });
    expect(Object.keys(clash.json().fields)).toEqual(['heading']);

    // Keep mine: the field sent again from the draft's version as it is now.
    const mine = await api(meera, 'PATCH', `drafts/${clash.json().draft.id}`, { heading: 'Meera’s heading' }, 1);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toMatchObject({ version: 2, values: { heading: 'Meera’s heading' } });
  });
  it('never lose a colleague’s draft to an earlier version brought back from the history', async () => {
    await api(rahul, 'PATCH', 'services/7', { heading: 'Live for a day' });
    const [entry] = (await api(rahul, 'GET', 'services/7/history')).json().data as { id: number }[];
    await api(meera, 'PATCH', 'services/7', { description: 'Meera’s words', _status: 'draft' });
    const refused = await api(rahul, 'POST', 'services/7/restore', { entry: entry!.id, state: 'before' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Nothing was changed: this service has a draft meera saved. Publish or discard it in Pending changes first, then bring back the earlier version.',
    );
    expect((await opened(rahul, 'services/7')).draft).toMatchObject({ values: { description: 'Meera’s words' } });
    // Her own draft is hers to replace.
    const own = await api(meera, 'POST', 'services/7/restore', { entry: entry!.id, state: 'before' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.draft.values.heading).not.toBe('Live for a day');
  });
});

describe('one person drafting in two windows', () => {
  it('is told the changes merged or refused were their own, from the other window', async () => {
    const office = await opened(rahul, 'services/7');
    const home = await opened(rahul, 'services/7');
    const made = await api(
      rahul,
      'PATCH',
      'services/7',
      { ...office.form, heading: 'From the office', _status: 'draft' },
      office.form.version,
    );
    expect(made.statusCode, made.body).toBe(200);

    // The other window opened the item before the draft was begun: the same field is refused as changed there.
    const clash = await api(rahul, 'PATCH', 'services/7', { ...home.form, heading: 'From home', _status: 'draft' }, home.form.version);
    expect(clash.statusCode).toBe(412);
    expect(clash.json()).toMatchObject({
      message:
        'You changed the draft of this service in another window since you opened it here: nothing was saved. Changed in both windows: tagline.',
      fields: { heading: 'was changed in your other window too since you opened it here: choose which to keep' },
      changed_by: RAHUL,
      changed_in_your_other_window: true,
    });

    // Another field from that window is merged, and said to be merged with their own changes.
    const merged = await api(
      rahul,
      'PATCH',
      'services/7',
      { ...home.form, description: 'Written at home', _status: 'draft', _draft_version: null },
      home.form.version,
    );
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().message).toBe(
      'Saved as a draft, together with your changes from another window made since you opened it here. Visitors still see the live version.',
    );
    const draft = merged.json().data.draft as { id: number };

    // The office window still holds version 1 of the draft; a save from it after Meera's is merged with both.
    expect((await api(meera, 'PATCH', `drafts/${draft.id}`, { search_title: 'By Meera' }, 2)).statusCode).toBe(200);
    const both = await api(rahul, 'PATCH', `drafts/${draft.id}`, { search_description: 'From the office again.' }, 1);
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().message).toBe(
      'Saved as a draft, together with meera’s changes and yours from another window made since you opened it here. Visitors still see the live version.',
    );
    // Refused for Meera's change: the answer names her, though this person's own save came after hers.
    const stale = await api(rahul, 'PATCH', `drafts/${draft.id}`, { search_title: 'From the office' }, 1);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({
      changed_in_your_other_window: false,
      message: expect.stringMatching(/^Someone else changed/),
      changed_by: MEERA,
      changed_by_name: 'meera',
    });
  });
});

describe('a draft by its id', () => {
  it('is read with its version as the ETag, and a save from a stale version that clashes answers 412', async () => {
    const made = await api(rahul, 'PATCH', 'services/2', { heading: 'First', _status: 'draft' });
    const id = made.json().data.draft.id as number;
    const read = await api(meera, 'GET', `drafts/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers.etag).toBe('"1"');
    expect(read.json().data).toMatchObject({ id, kind: 'services', item_id: 2, version: 1, values: { heading: 'First' } });

    const saved = await api(rahul, 'PATCH', `drafts/${id}`, { heading: 'Second' }, 1);
    expect(saved.headers.etag).toBe('"2"');
    const stale = await api(meera, 'PATCH', `drafts/${id}`, { heading: 'Third' }, 1);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().conflicts).toEqual([expect.objectContaining({ field: 'heading', theirs: 'Second', yours: 'Third' })]);
    expect((await api(meera, 'GET', `drafts/${id}`)).json().data.values.heading).toBe('Second');
    // From a stale version, a field nobody else touched is merged.
    const merged = await api(meera, 'PATCH', `drafts/${id}`, { description: 'Meera’s' }, 1);
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().data.values).toMatchObject({ heading: 'Second', description: 'Meera’s' });
  });

  it('of a new article is reopened, edited, scheduled and goes live at its time', async () => {
    const created = await api(rahul, 'POST', 'articles', {
      title: 'GST rate changes, 2026–27',
      slug: 'gst-rate-changes-2026-27',
      summary: 'What changes for traders.',
      body: '<p>Typo heer.</p>',
      _status: 'draft',
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json().data.draft as { id: number; version: number };

    const reopened = await api(rahul, 'GET', `drafts/${draft.id}`);
    expect(reopened.json().data).toMatchObject({ item_id: null, values: { body: '<p>Typo heer.</p>' } });
    const at = inAnHour();
    const fixed = await api(rahul, 'PATCH', `drafts/${draft.id}`, { body: '<p>Typo here.</p>', _publish_at: at }, draft.version);
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data).toMatchObject({ version: 2, publish_at: at, values: { body: '<p>Typo here.</p>' } });
    const article = () => t.app.inject('/api/get-article/?slug=gst-rate-changes-2026-27');
    expect((await article()).json().data).toEqual([]);

    const { contentUpkeep } = await import('./service.ts');
    const { ContentStore } = await import('../db/content-store.ts');
    expect(contentUpkeep(new ContentStore(t.db)).publishDue(new Date(Date.parse(at) + 1000))).toBe(1);
    expect((await article()).json().data).toEqual([expect.objectContaining({ body: '<p>Typo here.</p>' })]);
  });

  it('of an item deleted meanwhile waits in the trash: previews and Publish all go on, a save answers 409 in a sentence', async () => {
    const page = await api(rahul, 'POST', 'pages', WEBINAR_PAGE);
    const pageId = page.json().data.id as number;
    const made = await api(rahul, 'PATCH', `pages/${pageId}`, { title: 'Renamed in a draft', _status: 'draft' });
    const draftId = made.json().data.draft.id as number;
    const other = await api(meera, 'PATCH', 'services/2', { heading: 'Another change', _status: 'draft' });
    expect(other.statusCode).toBe(200);

    const deleted = await api(meera, 'DELETE', `pages/${pageId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await api(rahul, 'GET', 'drafts')).json().data.map((d: { id: number }) => d.id)).not.toContain(draftId);

    const preview = await t.send('GET', '/service/service-2?preview=1', { session: rahul });
    expect(preview.statusCode).toBe(200);
    const late = await api(rahul, 'PATCH', `pages/${pageId}`, { title: 'Too late', _status: 'draft' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'This page was deleted meanwhile: nothing was saved. Bring it back from Recently deleted to go on with the draft.',
    );
    expect((await api(rahul, 'PATCH', `drafts/${draftId}`, { title: 'Too late' })).statusCode).toBe(409);
    const all = await api(rahul, 'POST', 'publish', {});
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.published).toBe(1);

    // Back from Recently deleted, the page brings its draft with it.
    await api(rahul, 'POST', `trash/${deleted.json().data.entry}/restore`);
    expect((await api(rahul, 'GET', `pages/${pageId}`)).json().data.draft).toMatchObject({
      id: draftId,
      values: { title: 'Renamed in a draft' },
    });
  });

  it('of a new item in a list whose parent is deleted meanwhile waits in the trash with the parent, and comes back with it', async () => {
    const service = await api(rahul, 'POST', 'services', { offering_id: 1, description: 'Tally for schools', heading: 'Fees and ledgers' });
    expect(service.statusCode, service.body).toBe(201);
    const serviceId = service.json().data.id as number;
    const fact = await api(meera, 'POST', 'quick-facts', {
      service_id: serviceId,
      fact_key: 'Schools',
      fact_value: '40',
      _status: 'draft',
    });
    expect(fact.statusCode, fact.body).toBe(201);
    const factDraft = fact.json().data.draft.id as number;
    const elsewhere = await api(meera, 'POST', 'quick-facts', { service_id: 1, fact_key: 'Branches', fact_value: '3', _status: 'draft' });
    const pendingIds = async () => ((await api(rahul, 'GET', 'drafts')).json().data as { id: number }[]).map((d) => d.id);

    const deleted = await api(rahul, 'DELETE', `services/${serviceId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    // Only the draft of the deleted service's list leaves Pending changes; another list's new item stays.
    expect(await pendingIds()).toEqual([elsewhere.json().data.draft.id]);
    await api(rahul, 'POST', `trash/${deleted.json().data.entry}/restore`);
    expect(await pendingIds()).toEqual([factDraft, elsewhere.json().data.draft.id]);
  });
});

describe('times a save sets', () => {
  it.each([
    [{ _publish_at: '2020-01-01T00:00:00+05:30' }, '_publish_at', /must be in the future/],
    [{ _publish_at: `${LATER}-01-01T09:00` }, '_publish_at', /with its offset/],
    [{ _publish_at: 'tomorrow' }, '_publish_at', /with its offset/],
    [{ _unpublish_at: '2020-01-01T00:00:00Z' }, '_unpublish_at', /must be in the future/],
    [
      { _publish_at: `${LATER}-02-01T09:00:00+05:30`, _unpublish_at: `${LATER}-01-01T09:00:00+05:30` },
      '_unpublish_at',
      /after the time it goes live/,
    ],
    [{ _unpublish_at: `${LATER}-01-01T09:00:00+05:30`, _unpublish_to: '//evil.example' }, '_unpublish_to', /leads to another site/],
  ])('%j is refused with 400 naming %s', async (times, field, message) => {
    const page = await api(rahul, 'POST', 'pages', WEBINAR_PAGE);
    const response = await api(rahul, 'PATCH', `pages/${page.json().data.id}`, { title: 'Later', _status: 'draft', ...times });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toMatch(message);
  });

  it('refuses a take-down for what is not a page or an article', async () => {
    const response = await api(rahul, 'PATCH', 'services/2', { heading: 'x', _status: 'draft', _unpublish_at: inAnHour() });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields._unpublish_at).toMatch(/only pages and articles/);
  });
});

describe('a preview', () => {
  it('shows scheduled drafts, and as of a time only the drafts live by then', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await api(rahul, 'PATCH', 'services/2', { heading: 'Tomorrow’s heading', _status: 'draft', _publish_at: tomorrow });
    const now = await t.send('GET', '/service/service-2?preview=1', { session: rahul });
    expect(now.body).toContain('Tomorrow’s heading');
    expect(now.body).toContain('With every pending draft, scheduled ones too.');

    const today = new Date(Date.now() + 3_600_000);
    const asOf = encodeURIComponent(today.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    const before = await t.send('GET', `/service/service-2?preview=1&as_of=${asOf}`, { session: rahul });
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain('Tomorrow’s heading');
    expect(before.body).toContain('The site as it will be on');
    expect(before.body).toMatch(/<input id="preview-as-of" type="datetime-local" name="as_of" value="\d{4}-\d\d-\d\dT\d\d:\d\d">/);
  });
});

// Pending changes a page at a time, and a kind's list reading only its own drafts: what a screen reads costs that
// screen, not every draft on the site (docs/staff-area.md, "Drafts and preview").
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { buildStaffTestApp, STAFF_PASSWORD, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

const WRITER = 'kavya@example.in';

let t: StaffTestApp;
let owner: SignedIn;

beforeEach(async () => {
  t = await buildStaffTestApp();
  await t.addAccount();
  owner = await t.signIn();
});
afterEach(async () => t.close());

const api = (path: string) => `/api/staff/content/${path}`;
const get = (path: string, session = owner) => t.send('GET', api(path), { session });
const send = (method: 'POST' | 'PATCH', path: string, payload: object, session = owner) => t.send(method, api(path), { session, payload });

interface Listed {
  id: number;
  kind: string;
  item_id: number | null;
  title: string;
}

async function draftNewFact(name: string, session = owner): Promise<number> {
  const created = await send('POST', 'quick-facts', { service_id: 1, fact_key: name, fact_value: 'Yes', _status: 'draft' }, session);
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.draft.id as number;
}

async function draftService(id: number, heading: string): Promise<number> {
  const saved = await send('PATCH', `services/${id}`, { heading, _status: 'draft' });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().data.draft.id as number;
}

describe('a kind’s list', () => {
  it('reads its own kind’s drafts; with its items named, those items’ drafts and the kind’s new items’ only', async () => {
    const fact = await draftNewFact('Works offline');
    const first = await draftService(1, 'TallyPrime, set up in a day');
    const second = await draftService(2, 'Tally on the cloud, from any desk');

    expect(((await get('drafts?kind=services')).json().data as Listed[]).map((draft) => draft.id)).toEqual([first, second]);
    expect(((await get('drafts?kind=quick-facts')).json().data as Listed[]).map((draft) => draft.title)).toEqual(['Works offline']);
    // A page showing service 2 alone reads its draft, not service 1's.
    expect(((await get('drafts?kind=services&items=2,5')).json().data as Listed[]).map((draft) => draft.id)).toEqual([second]);
    // A page of quick facts none of which has a draft still gets the new fact's, which heads a list's first page.
    expect(((await get('drafts?kind=quick-facts&items=')).json().data as Listed[]).map((draft) => draft.id)).toEqual([fact]);
    // Every draft, as before, without a kind.
    expect(((await get('drafts')).json().data as Listed[]).map((draft) => draft.id)).toEqual([fact, first, second]);
  });

  it('refuses an unknown kind, and items without their kind, naming the field', async () => {
    const unknown = await get('drafts?kind=gadgets');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: 'There is no kind of content named “gadgets”.',
      fields: { kind: 'must name a kind of content' },
    });
    const lone = await get('drafts?items=1,2');
    expect(lone.statusCode).toBe(400);
    expect(lone.json().fields).toEqual({ kind: 'is needed with items' });
    expect((await get('drafts?kind=services&items=1,,2')).statusCode).toBe(400);
  });
});

describe('Pending changes', () => {
  it('lists fifty drafts a page, oldest first, with how many are pending and how many wait in a review', async () => {
    await t.addAccount(WRITER, STAFF_PASSWORD, 'writer');
    const writer = await t.signIn(WRITER);
    const made: number[] = [];
    for (let n = 1; n <= 52; n += 1) made.push(await draftNewFact(`Fact ${n}`));
    const submitted = await draftNewFact('A writer’s fact', writer);
    expect((await send('POST', `drafts/${submitted}/submit`, { note: 'Ready.' }, writer)).statusCode).toBe(200);

    const first = (await get('drafts/page')).json().data;
    expect(first).toMatchObject({ number: 1, size: 50, total: 53, in_review: 1 });
    expect(first.items.map((draft: Listed) => draft.id)).toEqual(made.slice(0, 50));
    const second = (await get('drafts/page?number=2', writer)).json().data;
    expect(second).toMatchObject({ number: 2, total: 53, in_review: 1 });
    expect(second.items.map((draft: Listed) => draft.title)).toEqual(['Fact 51', 'Fact 52', 'A writer’s fact']);
    // Past the end (drafts published meanwhile): the last page.
    expect((await get('drafts/page?number=9')).json().data).toMatchObject({ number: 2 });
    expect((await get('drafts/count')).json().data).toEqual({ total: 53, in_review: 1 });

    expect((await send('POST', 'publish', {})).json().data.published).toBe(52);
    expect((await get('drafts/page?number=2')).json().data).toMatchObject({ number: 1, total: 1, in_review: 1 });
    expect((await get('drafts/count')).json().data).toEqual({ total: 1, in_review: 1 });
    expect((await get('drafts/page?number=0')).statusCode).toBe(400);
  });
});

// A draft's place in its list: a new item is put in place before it is published and goes live there;
// a move of an item saved as a draft leaves the public order as it is until the draft is published.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { buildStaffTestApp, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

let t: StaffTestApp;
let session: SignedIn;

beforeEach(async () => {
  t = await buildStaffTestApp();
  await t.addAccount();
  session = await t.signIn();
});
afterEach(async () => t.close());

const api = (path: string) => `/api/staff/content/${path}`;
const get = (path: string) => t.send('GET', api(path), { session });
const send = (method: 'POST' | 'PATCH' | 'DELETE', path: string, payload: object = {}, headers: Record<string, string> = {}) =>
  t.send(method, api(path), { session, payload, headers });

/** The fact names of a service as the public API lists them, in order. */
const publicFacts = async (serviceId: number) =>
  ((await t.app.inject('/api/get-quickfactsviewset/')).json().data as { fact_key: string; offering_details: number }[])
    .filter((fact) => fact.offering_details === serviceId)
    .map((fact) => fact.fact_key);
const staffFacts = async (serviceId: number) =>
  (await get(`quick-facts?parent_id=${serviceId}`)).json().data as { id: number; fact_key: string }[];

async function draftFact(name: string, serviceId = 1): Promise<number> {
  const created = await send('POST', 'quick-facts', { service_id: serviceId, fact_key: name, fact_value: 'Yes', _status: 'draft' });
  expect(created.statusCode).toBe(201);
  return created.json().data.draft.id as number;
}

describe('a new item’s draft', () => {
  it('is put in place among the live items and goes live there, drafted in the same place in the order they were drafted', async () => {
    const live = await publicFacts(1);
    expect(live.length).toBeGreaterThanOrEqual(3);
    const second = await draftFact('Second');
    const third = await draftFact('Third');
    const last = await draftFact('Last');
    expect((await send('POST', `drafts/${second}/move`, { position: 1 })).json().data).toMatchObject({
      id: second,
      position: 1,
      parent_id: 1,
    });
    expect((await send('POST', `drafts/${third}/move`, { position: 1 })).statusCode).toBe(200);
    // Placed beyond the end: at the end.
    expect((await send('POST', `drafts/${last}/move`, { position: 99 })).json().data.position).toBe(live.length);
    expect((await get('drafts')).json().data.map((draft: { position: number | null }) => draft.position)).toEqual([1, 1, live.length]);
    expect(await publicFacts(1)).toEqual(live);

    expect((await send('POST', 'publish', {})).json().data.published).toBe(3);
    expect(await publicFacts(1)).toEqual([live[0], 'Second', 'Third', ...live.slice(1), 'Last']);
  });

  it('published alone lands where the list shows it, beside new items still drafted', async () => {
    const live = await publicFacts(1);
    const second = await draftFact('Second');
    const third = await draftFact('Third');
    for (const draft of [second, third]) await send('POST', `drafts/${draft}/move`, { position: 1 });
    await send('POST', 'publish', { items: [{ kind: 'quick-facts', draft: third }] });
    expect(await publicFacts(1)).toEqual([live[0], 'Third', ...live.slice(1)]);
    await send('POST', 'publish', { items: [{ kind: 'quick-facts', draft: second }] });
    expect(await publicFacts(1)).toEqual([live[0], 'Second', 'Third', ...live.slice(1)]);
  });

  it('may be put in another service’s list; a place for a draft or list that does not exist is refused', async () => {
    const draft = await draftFact('Moved over');
    expect((await send('POST', `drafts/${draft}/move`, { position: 0, parent_id: 2 })).json().data).toMatchObject({
      parent_id: 2,
      position: 0,
    });
    await send('POST', 'publish', {});
    expect((await publicFacts(2))[0]).toBe('Moved over');
    expect(await publicFacts(1)).not.toContain('Moved over');

    expect((await send('POST', 'drafts/9999/move', { position: 0 })).statusCode).toBe(404);
    const other = await draftFact('Other');
    const nowhere = await send('POST', `drafts/${other}/move`, { position: 0, parent_id: 9999 });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().fields).toHaveProperty('service_id');
    expect((await send('POST', `drafts/${other}/move`, { position: -1 })).statusCode).toBe(400);
    expect((await send('POST', `drafts/${other}/move`, { place: 1 })).statusCode).toBe(400);
  });
});

describe('a move saved as a draft', () => {
  it('leaves the public order as it is, is listed as a change of place, and goes live with the draft’s other changes', async () => {
    const live = await publicFacts(1);
    const [first, , third] = await staffFacts(1);
    const edited = await send('PATCH', `quick-facts/${third!.id}`, { fact_value: 'Changed too', _status: 'draft' });
    expect(edited.statusCode).toBe(200);
    const moved = await send('POST', `quick-facts/${third!.id}/move`, { position: 0, _status: 'draft' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.draft).toMatchObject({ item_id: third!.id, position: 0 });
    expect(moved.json().data.draft.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'fact_value', to: 'Changed too' }),
        { field: 'position', label: 'Place in the list', from: 3, to: 1 },
      ]),
    );
    expect(await publicFacts(1)).toEqual(live);
    expect((await staffFacts(1))[0]!.id).toBe(first!.id);

    await send('POST', 'publish', {});
    expect(await publicFacts(1)).toEqual([live[2], live[0], live[1], ...live.slice(3)]);
    const facts = (await t.app.inject('/api/get-quickfactsviewset/')).json().data as { id: number; fact_value: string }[];
    expect(facts.find((fact) => fact.id === third!.id)?.fact_value).toBe('Changed too');
    expect(
      (await get(`quick-facts/${third!.id}/history`))
        .json()
        .data.map((entry: { action: string }) => entry.action)
        .slice(0, 2),
    ).toEqual(['move', 'publish']);
  });

  it('published with new items takes the place it named among the live items first; the new items then go in theirs', async () => {
    const live = await publicFacts(1);
    const [first] = await staffFacts(1);
    const fresh = await draftFact('Fresh');
    await send('POST', `drafts/${fresh}/move`, { position: 1 });
    expect((await send('POST', `quick-facts/${first!.id}/move`, { position: live.length - 1, _status: 'draft' })).statusCode).toBe(200);
    await send('POST', 'publish', {});
    expect(await publicFacts(1)).toEqual([live[1], 'Fresh', ...live.slice(2), live[0]]);
  });

  it('to another service goes there once published; one made from an older version is refused', async () => {
    const [fact] = await staffFacts(1);
    const moved = await send('POST', `quick-facts/${fact!.id}/move`, { parent_id: 2, position: 0, _status: 'draft' });
    expect(moved.json().data.draft).toMatchObject({ parent_id: 2, position: 0 });
    const idsOf = async (serviceId: number) => (await staffFacts(serviceId)).map((other) => other.id);
    expect(await idsOf(2)).not.toContain(fact!.id);
    await send('POST', 'publish', {});
    expect((await idsOf(2))[0]).toBe(fact!.id);
    expect(await idsOf(1)).not.toContain(fact!.id);

    const [next] = await staffFacts(1);
    const stale = await send('POST', `quick-facts/${next!.id}/move`, { position: 2, _status: 'draft' }, { 'if-match': '"999"' });
    expect(stale.statusCode).toBe(412);
    expect((await get('drafts')).json().data).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';

import { ContentStore } from '../db/content-store.ts';
import { auditHistory } from '../db/audit.ts';
import { STAFF_EMAIL } from '../staff/test-staff.ts';

import { contentEditorPerTest } from './test-content.ts';

const editor = contentEditorPerTest();
const { get } = editor;
const post = (path: string, payload: unknown) => editor.send('POST', path, payload);
const patch = (path: string, payload: unknown) => editor.send('PATCH', path, payload);
const remove = (path: string) => editor.send('DELETE', path);
/** The content as `npm run content -- export` writes it, read through another connection. */
const exported = () => new ContentStore(editor.t.db).exportContent();
const publicServices = async () =>
  (await editor.t.app.inject('/api/get-offering-details/')).json().data as { id: number; heading: string }[];

describe('editing a service', () => {
  it('saves a new heading that the export, the public API and the history all show at once', async () => {
    expect((await publicServices()).find((s) => s.id === 1)?.heading).not.toBe('Tally on the cloud, set up in a day');
    const before = (await get('services/1')).json().data;
    expect(before).toMatchObject({ id: 1, offering_id: expect.any(Number), position: expect.any(Number) });

    const saved = await patch('services/1', { heading: '  Tally on the cloud, set up in a day ' });
    expect(saved.statusCode).toBe(200);
    // Trimmed as `content import` trims it.
    // (Who else has it open is in a GET's answer only.)
    expect(saved.json().data).toEqual({
      ...before,
      heading: 'Tally on the cloud, set up in a day',
      version: before.version + 1,
      draft: null,
      editing: undefined,
    });

    expect((await publicServices()).find((s) => s.id === 1)?.heading).toBe('Tally on the cloud, set up in a day');
    const service = exported()
      .offerings.flatMap((o) => o.services)
      .find((s) => s.id === 1);
    expect(service?.heading).toBe('Tally on the cloud, set up in a day');
    // Its sections and facts are untouched.
    expect(service?.sections.length).toBeGreaterThan(0);

    const [entry] = auditHistory(editor.t.db, 'service', 1);
    expect(entry).toMatchObject({
      actor: STAFF_EMAIL,
      action: 'update',
      before: { heading: before.heading },
      after: { heading: 'Tally on the cloud, set up in a day' },
    });
  });

  it('refuses invalid fields with the import’s message next to each field, and saves nothing', async () => {
    const document = exported();
    const response = await patch('services/1', {
      heading: '   ',
      description: 'x'.repeat(301),
      image: 'javascript:alert(1)',
      colour: 'red',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'The service was not saved: correct the marked fields.',
      fields: { colour: 'is not a field of a service' },
    });
    const invalid = await patch('services/1', { heading: '   ', description: 'x'.repeat(301), image: 'javascript:alert(1)' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual({
      heading: 'must not be empty',
      description: expect.stringMatching(/300/),
      image: 'must be empty, a picture of this site such as /media/services/x.svg, or an https:// address',
    });
    // A kind is named as a sentence says it: "an offering".
    expect((await patch('offerings/1', { colour: 'red' })).json().fields).toEqual({ colour: 'is not a field of an offering' });
    expect((await post('services', { offering_id: 'first', heading: 'Tally for schools' })).json().fields).toMatchObject({
      offering_id: 'must be the id of an offering',
    });
    const wrongType = await patch('quick-facts/1', { show_facts: 'false' });
    expect(wrongType.json().fields).toEqual({ show_facts: expect.stringMatching(/boolean/) });
    expect(exported()).toEqual(document);
    expect(editor.t.db.prepare("SELECT count(*) FROM audit_log WHERE entity != 'staff_account'").pluck().get()).toBe(0);
  });

  it('answers 404 for an item that does not exist and 400 for an id that is not one', async () => {
    expect((await get('services/99999')).statusCode).toBe(404);
    expect((await patch('sections/99999', { title: 'x' })).json()).toEqual({
      success: false,
      message: 'There is no section with id 99999.',
    });
    expect((await get('services/abc')).statusCode).toBe(400);
    expect((await remove('pricing-plans/0')).statusCode).toBe(400);
  });
});

describe('creating, moving, reordering and deleting', () => {
  it('creates a section at the end of its service with a new id, and refuses an unknown service', async () => {
    const created = await post('sections', { service_id: 1, title: 'Migration', description: 'We move your data.', image: '' });
    expect(created.statusCode).toBe(201);
    const section = created.json().data;
    const all = exported().offerings.flatMap((o) => o.services.flatMap((s) => s.sections.map((x) => x.id)));
    expect(section.id).toBe(Math.max(...all));
    const sections = (await get('sections?parent_id=1')).json().data;
    expect(sections.at(-1)).toEqual(section);
    expect((await editor.t.app.inject('/api/get-overview-by-offering/?id=1')).json().data.at(-1).title).toBe('Migration');

    const orphan = await post('sections', { service_id: 4242, title: 'x', description: 'y', image: '' });
    expect(orphan.json().fields).toEqual({ service_id: 'there is no service with id 4242' });
    const missing = await post('sections', { service_id: 1, title: 'x' });
    // A picture may be left out (no picture); the description may not.
    expect(Object.keys(missing.json().fields).sort()).toEqual(['description']);
  });

  it('never gives a deleted item’s id to a new one', async () => {
    const first = (await post('pricing-entries', { service_id: 1, title: 'Setup', description: 'One day' })).json().data;
    expect((await remove(`pricing-entries/${first.id}`)).json()).toEqual({
      success: true,
      data: { entry: expect.any(Number) },
      message: 'The pricing entry was moved to Recently deleted.',
    });
    const second = (await post('pricing-entries', { service_id: 1, title: 'Setup', description: 'One day' })).json().data;
    expect(second.id).toBe(first.id + 1);
  });

  it('moves a service to another offering and reorders a list', async () => {
    const offerings = (await get('offerings')).json().data as { id: number; offering_name: string }[];
    const target = offerings.at(-1)!;
    // Moving is a change of its own: a save of the form does not move the item.
    expect((await patch('services/1', { offering_id: target.id })).json().fields).toEqual({
      offering_id: expect.stringMatching(/use Move/),
    });
    const moved = (await post('services/1/move', { parent_id: target.id, position: 99 })).json().data;
    expect(moved).toMatchObject({ offering_id: target.id });
    expect(
      exported()
        .offerings.find((o) => o.id === target.id)
        ?.services.at(-1)?.id,
    ).toBe(1);

    const ids = (await get('offerings')).json().data.map((o: { id: number }) => o.id) as number[];
    const reversed = [...ids].reverse();
    expect((await post('offerings/reorder', { ids: reversed })).json().data).toEqual({ ids: reversed });
    expect(exported().offerings.map((o) => o.id)).toEqual(reversed);
    const wrong = await post('offerings/reorder', { ids: reversed.slice(1) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.ids).toMatch(/exactly once/);
    expect((await post('sections/reorder', { ids: [1] })).json().fields).toEqual({ parent_id: expect.stringMatching(/is required/) });
    expect(auditHistory(editor.t.db, 'offering', 0)).toEqual([]);
    expect(editor.t.db.prepare("SELECT action, before_json, after_json FROM audit_log WHERE action = 'reorder'").get()).toEqual({
      action: 'reorder',
      before_json: JSON.stringify({ ids }),
      after_json: JSON.stringify({ ids: reversed }),
    });
  });

  it('refuses to delete an offering that still has services, or a service that plans belong to', async () => {
    const offering = exported().offerings.find((o) => o.services.length > 0)!;
    expect((await remove(`offerings/${offering.id}`)).statusCode).toBe(409);
    // Service 5 has no plans of its own until one is added.
    const plan = (await post('pricing-plans', planBody({ service_id: 5 }))).json().data;
    expect((await remove('services/5')).statusCode).toBe(409);
    expect((await remove(`pricing-plans/${plan.id}`)).statusCode).toBe(200);
    expect((await remove('services/5')).statusCode).toBe(200);
    expect((await editor.t.app.inject('/api/get-overview-by-offering/?id=5')).json().data).toEqual([]);
    expect((await publicServices()).map((s) => s.id)).not.toContain(5);
  });
});

function planBody(extra: Record<string, unknown> = {}) {
  return {
    plan_type: 'basic',
    plan_type_display: 'Basic',
    price: 18000,
    discounted_price: null,
    discount_percentage: '0',
    year: 1,
    price_description: [{ Users: '1' }],
    currency: 'INR',
    excludes_gst: true,
    service_id: null,
    ...extra,
  };
}

describe('pricing plans', () => {
  it('are checked as a whole document is: a discounted price above the price and a made-up service are refused', async () => {
    const response = await post('pricing-plans', planBody({ discounted_price: 20000, service_id: 777, currency: 'EUR' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      currency: 'must be "INR" or "USD"',
    });
    const second = await post('pricing-plans', planBody({ discounted_price: 20000, service_id: 777 }));
    expect(second.json().fields).toEqual({
      discounted_price: 'must not be above the price',
      service_id: 'there is no service with id 777',
    });
  });
});

describe('a picture', () => {
  it('of another page of this site, another host or a script is refused', async () => {
    for (const image of ['/api/staff/enquiries/export?status=all', '/\\evil.example/x.png', 'javascript:alert(1)']) {
      const response = await patch('sections/1', { image });
      expect(response.statusCode, image).toBe(400);
      expect(response.json().fields, image).toEqual({ image: expect.stringMatching(/picture of this site/) });
    }
    expect((await patch('sections/1', { image: '/media/sections/cloud.svg' })).statusCode).toBe(200);
  });
});

describe('text that looks like code', () => {
  it('is stored and answered as the very same text', async () => {
    const heading = `<script>alert('x')</script> Robert'); DROP TABLE services;--`;
    const description = '<img src=x onerror=alert(1)> " OR 1=1 --';
    const saved = await patch('services/1', { heading, description });
    expect(saved.json().data).toMatchObject({ heading, description });
    expect((await get('services/1')).json().data).toMatchObject({ heading, description });
    expect((await publicServices()).find((s) => s.id === 1)).toMatchObject({ heading, description });
    const fact = (
      await post('quick-facts', { service_id: 1, fact_key: '<b>Users</b>', fact_value: "1' OR '1'='1", show_facts: true })
    ).json().data;
    expect(fact).toMatchObject({ fact_key: '<b>Users</b>', fact_value: "1' OR '1'='1" });
    expect(editor.t.db.prepare('SELECT count(*) FROM services').pluck().get()).toBeGreaterThan(1);
  });
});

describe('history and restore', () => {
  it('brings back the earlier title, and the restore is itself in the history', async () => {
    const original = (await get('sections/1')).json().data.title as string;
    await patch('sections/1', { title: 'A title nobody wanted' });
    const history = (await get('sections/1/history')).json().data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      actor: STAFF_EMAIL,
      entity: 'section',
      entity_id: 1,
      action: 'update',
      before: { title: original },
    });

    // The version brought back is a draft: visitors see it once it is published.
    const restored = await post('sections/1/restore', { entry: history[0].id, state: 'before' });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ title: 'A title nobody wanted', draft: { values: { title: original } } });
    const liveTitle = async () =>
      (await editor.t.app.inject('/api/get-overview-by-offering/?id=1')).json().data.find((s: { id: number }) => s.id === 1).title;
    expect(await liveTitle()).toBe('A title nobody wanted');
    expect((await post('publish', { items: [{ kind: 'sections', id: 1 }] })).json().data).toEqual({
      published: 1,
      left_scheduled: 0,
      left_for_review: 0,
    });
    expect(await liveTitle()).toBe(original);
    const after = (await get('sections/1/history')).json().data;
    expect(after.map((entry: { action: string }) => entry.action)).toEqual(['publish', 'draft', 'update']);
    expect(after[0]).toMatchObject({ before: { title: 'A title nobody wanted' }, after: { title: original } });
  });

  it('brings a deleted service back from the trash with its sections, facts and pricing at its old place', async () => {
    const before = exported();
    const offering = before.offerings.find((o) => o.services.some((s) => s.id === 5))!;
    expect(offering.services.find((s) => s.id === 5)!.sections.length).toBeGreaterThan(0);
    const deleted = await remove('services/5');
    expect(deleted.statusCode).toBe(200);
    expect(
      exported()
        .offerings.find((o) => o.id === offering.id)!
        .services.map((s) => s.id),
    ).not.toContain(5);
    const entry = (await get('services/5/history')).json().data[0];
    expect(entry.action).toBe('delete');
    // A deleted item comes back from the trash, not from its history.
    expect((await post('services/5/restore', { entry: entry.id, state: 'before' })).statusCode).toBe(409);
    const trash = (await get('trash')).json().data.items;
    expect(trash[0]).toMatchObject({ kind: 'services', id: 5, deleted_by: STAFF_EMAIL });
    expect((await post(`trash/${trash[0].entry}/restore`, {})).statusCode).toBe(200);
    expect(exported().offerings.find((o) => o.id === offering.id)).toEqual(offering);
    expect((await get('trash')).json().data).toMatchObject({ items: [], total: 0 });
  });

  it('refuses an entry of another item', async () => {
    await patch('sections/1', { title: 'Changed' });
    const entry = (await get('sections/1/history')).json().data[0];
    expect((await post('sections/2/restore', { entry: entry.id, state: 'before' })).statusCode).toBe(404);
    expect((await post('services/1/restore', { entry: entry.id, state: 'before' })).statusCode).toBe(404);
  });
});

describe('the whole document', () => {
  it('is what `content export` writes', async () => {
    const response = await get('');
    expect(response.json().data.document).toEqual(exported());
    expect(response.json().data.revision).toEqual(expect.any(String));
  });
});

describe('a title', () => {
  it('refuses a title with a control character or a direction override, and one of only invisible characters as empty', async () => {
    const article = { title: 'GST rate changes', slug: 'gst-rate-changes', summary: 'What changes for traders.', body: '<p>Rates.</p>' };
    const oneLine = 'must be one line of plain text: no control characters (a tab, a line break) or direction overrides';
    for (const [change, fields] of [
      [{ title: 'GST\u0001rate changes' }, { title: oneLine }],
      [{ title: 'GST \u202erate changes' }, { title: oneLine }],
      [{ title: 'GST\trate changes' }, { title: oneLine }],
      [{ title: '\u0001' }, { title: 'must not be empty' }],
      [
        { title: '\u200b\u200b', summary: ' \u200c ' },
        { title: 'must not be empty', summary: 'must not be empty' },
      ],
    ] as const) {
      const refused = await post('articles', { ...article, ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json().fields, JSON.stringify(change)).toEqual(fields);
    }
    // A Marathi word's joiner beside its letters is kept.
    const made = await post('articles', { ...article, title: 'आर\u094d\u200dया' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.title).toBe('आर\u094d\u200dया');
  });
});

describe('a summary', () => {
  it('refuses a control character other than a tab or a line break, and a direction override; keeps tabs, line breaks and joiners', async () => {
    const article = { title: 'GST rate changes', slug: 'gst-rate-changes', summary: 'What changes for traders.', body: '<p>Rates.</p>' };
    const plain =
      'must be plain text: no control characters other than tabs and line breaks, and no line separators or direction overrides';
    for (const summary of [
      'What\u0000 changes.',
      'What \u001b[31mchanges.',
      'What \u202echanges.',
      'What\u2028changes.',
      'What\u0085changes.',
    ]) {
      const refused = await post('articles', { ...article, summary });
      expect(refused.statusCode, JSON.stringify(summary)).toBe(400);
      expect(refused.json().fields, JSON.stringify(summary)).toEqual({ summary: plain });
    }
    const summary = 'What changes:\tthe rates.\nFor traders.\r\n\r\nजीएसटी: आर\u094d\u200dया, पुनर\u094d\u200cविचार.';
    const made = await post('articles', { ...article, summary });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.summary).toBe(summary);
  });
});

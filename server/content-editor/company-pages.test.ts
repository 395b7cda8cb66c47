// Our Story, the contact page's words and the page titles (decision 0023) in the content editor's API and
// the public API: changed, kept as drafts, restored from history, refused when the page could not show
// them (nothing stored changes), and carried by export and import (a document without them keeps them).
import { describe, expect, it } from 'vitest';

import type { ContentDocument } from '../../common/content-model/schema.ts';
import { ContentStore } from '../db/content-store.ts';
import { readSeedContent } from '../db/database.ts';

import { contentEditorPerTest } from './test-content.ts';
import { importContent } from '../content/service.ts';

const editor = contentEditorPerTest();
const { get, send } = editor;
const seed = readSeedContent();

const publicData = async (path: string) => (await editor.t.send('GET', path)).json().data as Record<string, unknown>[];

describe('Our Story', () => {
  it('is changed at one address, shown by /api/our-story/ at once, and restored from its history as a draft', async () => {
    const opened = (await get('our-story')).json().data;
    const saved = await send('PATCH', 'our-story', { intro_title: 'Pune’s Tally partner for fifteen years' }, opened.version);
    expect(saved.statusCode, saved.body).toBe(200);
    const [story] = await publicData('/api/our-story/');
    expect(story).toMatchObject({ id: 1, intro_title: 'Pune’s Tally partner for fifteen years', goal_title: seed.our_story!.goal_title });
    expect(story!.stats).toEqual(seed.our_story_stats);
    expect(story!.points).toEqual(seed.why_dexterity_points);
    expect(story!.steps).toEqual(seed.how_we_work_steps);

    const [entry] = (await get('our-story/history')).json().data as { id: number }[];
    // The earlier version comes back as a draft, live once published.
    expect((await send('POST', 'our-story/restore', { entry: entry!.id, state: 'before' })).statusCode).toBe(200);
    expect((await publicData('/api/our-story/'))[0]).toMatchObject({ intro_title: 'Pune’s Tally partner for fifteen years' });
    expect((await send('POST', 'publish', {})).json().data).toEqual({ published: 1, left_scheduled: 0, left_for_review: 0 });
    expect((await publicData('/api/our-story/'))[0]).toMatchObject({ intro_title: seed.our_story!.intro_title });
  });

  it('refuses a statistic the counter cannot count, saying how to write one, and keeps the stored one', async () => {
    const refused = await send('PATCH', 'our-story-stats/1', { value: 'ab 20' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.value).toMatch(/whole number/);
    expect(((await publicData('/api/our-story/'))[0]!.stats as { value: string }[])[0]!.value).toBe('200+');
    expect((await send('PATCH', 'our-story-stats/1', { value: '250+' })).statusCode).toBe(200);
    expect(((await publicData('/api/our-story/'))[0]!.stats as { value: string }[])[0]!.value).toBe('250+');
  });

  it('keeps a draft of a Why Dexterity point from visitors until it is published', async () => {
    expect((await send('PATCH', 'why-dexterity-points/2', { text: 'Experience across 120+ verticals', _status: 'draft' })).statusCode).toBe(
      200,
    );
    expect(((await publicData('/api/our-story/'))[0]!.points as { text: string }[])[1]!.text).toBe(seed.why_dexterity_points![1]!.text);
    expect((await send('POST', 'publish', {})).json().data).toEqual({ published: 1, left_scheduled: 0, left_for_review: 0 });
    expect(((await publicData('/api/our-story/'))[0]!.points as { text: string }[])[1]!.text).toBe('Experience across 120+ verticals');
  });
});

describe('the contact page and the page titles', () => {
  it('answer the seed’s words, and refuse an empty heading or a page that is not one of the five', async () => {
    expect(await publicData('/api/contact-page/')).toEqual([{ id: 1, ...seed.contact_page }]);
    expect(await publicData('/api/page-meta/')).toEqual(seed.page_meta);

    const empty = await send('PATCH', 'contact-page', { heading: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ heading: 'must not be empty' });
    const elsewhere = await send('PATCH', 'page-meta/2', { path: '/blog' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fields.path).toBe('must be one of /, /about, /service, /contact, /privacy');
    expect((await send('PATCH', 'page-meta/2', { path: '/' })).statusCode).toBe(400);
    expect(await publicData('/api/page-meta/')).toEqual(seed.page_meta);

    expect((await send('PATCH', 'page-meta/2', { title: 'Our Story, since 2011' })).statusCode).toBe(200);
    expect((await publicData('/api/page-meta/'))[1]).toMatchObject({ path: '/about', title: 'Our Story, since 2011' });
  });
});

describe('export and import', () => {
  it('round-trip the company’s pages, and a document without them keeps what is stored', async () => {
    const store = new ContentStore(editor.t.db);
    await send('PATCH', 'contact-page', { heading: 'Talk to a consultant' });
    await send('PATCH', 'how-we-work-steps/3', { title: 'Go-live' });
    const exported = store.exportContent();
    expect(exported.contact_page?.heading).toBe('Talk to a consultant');
    expect(exported.how_we_work_steps?.[2]?.title).toBe('Go-live');
    // What was exported imports as it is.
    importContent(store, structuredClone(exported));
    expect(store.exportContent()).toEqual(exported);

    // A document written before these kinds existed leaves them as they are.
    const {
      our_story: _s,
      our_story_stats: _t,
      why_dexterity_points: _p,
      how_we_work_steps: _w,
      contact_page: _c,
      page_meta: _m,
      ...older
    } = exported;
    importContent(store, older as ContentDocument);
    expect(store.exportContent()).toEqual(exported);

    // One that carries them replaces them.
    importContent(store, {
      ...older,
      page_meta: exported.page_meta!.slice(0, 2),
      our_story_stats: [{ id: 7, value: '12', label: 'Cities' }],
    } as ContentDocument);
    expect(await publicData('/api/page-meta/')).toHaveLength(2);
    expect((await publicData('/api/our-story/'))[0]!.stats).toEqual([{ id: 7, value: '12', label: 'Cities' }]);
    expect((await publicData('/api/contact-page/'))[0]).toMatchObject({ heading: 'Talk to a consultant' });
  });
});

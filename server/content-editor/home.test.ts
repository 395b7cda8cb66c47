// The home page's copy in the staff API, like every kind: the Home page document read and changed without
// an id, its lists (hero slides, statistics, questions) listed, added, moved and deleted; what the page
// could not show refused field by field; drafts that visitors see only once published; history to restore.
import { describe, expect, it } from 'vitest';

import { readSeedContent } from '../db/database.ts';
import { readHome } from '../db/home-page.ts';

import { contentEditorPerTest } from './test-content.ts';

const editor = contentEditorPerTest();
const { get, send } = editor;
const seed = readSeedContent();
const live = () => readHome(editor.t.db)[0]!;

describe('the home page’s copy for staff', { timeout: 30_000 }, () => {
  it('lists the statistics in order and refuses a figure the counter cannot count, saying how it counts', async () => {
    const listed = (await get('statistics')).json().data as { id: number; value: string; label: string }[];
    expect(listed.map(({ value, label }) => ({ value, label }))).toEqual(seed.statistics!.map(({ value, label }) => ({ value, label })));
    const refused = await send('PATCH', 'statistics/2', { value: '5.5K+' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.value).toMatch(/must be a whole number from 1 to 999, then K for thousands and \+ if wanted/);
    expect(live().statistics[1]!.value).toBe('5K+');
    const added = await send('POST', 'statistics', { value: '15', label: 'Cities served' });
    expect(added.statusCode, added.body).toBe(201);
    expect(live().statistics.map((stat) => stat.label)).toContain('Cities served');
  });

  it('changes the Home page document at one address, with its history to bring an earlier version back', async () => {
    const opened = (await get('home')).json().data;
    expect(opened).toMatchObject({ id: 1, cta_title: seed.home!.cta_title, draft: null });
    const saved = await send('PATCH', 'home', { cta_title: 'Ready when you are' }, opened.version);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(live().cta_title).toBe('Ready when you are');
    const history = (await get('home/history')).json().data as { id: number; action: string }[];
    expect(history.map((entry) => entry.action)).toEqual(['update']);
    const restored = await send('POST', 'home/restore', { entry: history[0]!.id, state: 'before' });
    expect(restored.statusCode, restored.body).toBe(200);
    // A version brought back is a draft: live once published.
    expect(live().cta_title).toBe('Ready when you are');
    await send('POST', 'publish', {});
    expect(live().cta_title).toBe(seed.home!.cta_title);
    expect((await send('DELETE', 'home/1')).statusCode).toBe(404);
  });

  it('keeps a hero slide’s draft from visitors until it is published, and moves slides', async () => {
    const draft = await send('PATCH', 'hero-slides/1', { title: 'Tally, done right', _status: 'draft' });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(live().hero_slides[0]!.title).toBe(seed.hero_slides![0]!.title);
    await send('POST', 'publish', {});
    expect(live().hero_slides[0]!.title).toBe('Tally, done right');
    const moved = await send('POST', 'hero-slides/4/move', { position: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(live().hero_slides.map((slide) => slide.id)).toEqual([4, 1, 2, 3]);
    expect((await send('PATCH', 'hero-slides/2', { picture: 'beach' })).json().fields.picture).toMatch(/must be "ledger"/);
  });
});

// Drafts of translations through the staff API (docs/languages.md): a writer's draft stays off the site until an editor
// publishes it; two people's saves of one draft merge field by field, and a field a colleague changed since is refused
// to the later save, named; a draft with a time goes live when the scheduler passes it; the preview shows every draft
// on a copy and the site keeps its translation; discarding lets it go; the refusals.
import { afterEach, describe, expect, it } from 'vitest';

import { copyInMemory } from '../db/database.ts';
import { ContentStore } from '../db/content-store.ts';
import { contentUpkeep, publishAsOf } from '../content-editor/service.ts';
import { buildStaffTestApp, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

let app: StaffTestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const GOLD = 2;
const DRAFT = `/api/staff/translations/services/${GOLD}/mr/draft`;
const PASSWORD = 'baner-ledger-tulsi-42';

async function open() {
  app = await buildStaffTestApp();
  app.db.prepare('DELETE FROM translations').run();
  const session: Record<string, SignedIn> = {};
  for (const [name, role] of [
    ['writer', 'writer'],
    ['colleague', 'writer'],
    ['editor', 'editor'],
    ['sales', 'sales'],
  ] as const) {
    await app.addAccount(`${name}@dexterity.example`, PASSWORD, role);
    session[name] = await app.signIn(`${name}@dexterity.example`, PASSWORD);
  }
  return { app, session };
}

/** The service's title as visitors read it in Marathi. */
async function marathiTitle(test: StaffTestApp): Promise<string> {
  return (await test.send('GET', `/api/get-service/?id=${GOLD}&lang=mr`)).json().data[0].description as string;
}

describe('drafts of translations', () => {
  it('a writer’s draft stays off the site until an editor publishes it; a discarded one goes', async () => {
    const { app, session } = await open();
    const english = await marathiTitle(app);
    const saved = await app.send('PUT', DRAFT, { session: session.writer, payload: { values: { description: 'टॅलीप्राइम गोल्ड परवाना' } } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.draft).toMatchObject({
      values: { description: 'टॅलीप्राइम गोल्ड परवाना' },
      version: 1,
      updatedBy: 'writer@dexterity.example',
      // Named as colleagues read each other: the e-mail's name part, the account having no display name.
      updatedByName: 'writer',
    });
    expect(saved.json().data.state).toBe('missing');
    expect(await marathiTitle(app)).toBe(english);
    // A writer may not publish it; an editor does.
    expect((await app.send('POST', `${DRAFT}/publish`, { session: session.writer })).statusCode).toBe(403);
    const published = await app.send('POST', `${DRAFT}/publish`, { session: session.editor });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).not.toHaveProperty('draft');
    expect(published.json().data.fields.find((field: { name: string }) => field.name === 'description')).toMatchObject({
      value: 'टॅलीप्राइम गोल्ड परवाना',
      state: 'translated',
    });
    expect(await marathiTitle(app)).toBe('टॅलीप्राइम गोल्ड परवाना');

    await app.send('PUT', DRAFT, { session: session.writer, payload: { values: { description: 'गोल्ड परवाना' } } });
    const discarded = await app.send('DELETE', DRAFT, { session: session.writer });
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json().data).not.toHaveProperty('draft');
    expect((await app.send('POST', `${DRAFT}/publish`, { session: session.editor })).statusCode).toBe(404);
    expect(await marathiTitle(app)).toBe('टॅलीप्राइम गोल्ड परवाना');
    // Its history in Marathi, newest first: who did what, with the words.
    const { history } = (await app.send('GET', `/api/staff/translations/services/${GOLD}/mr`, { session: session.writer })).json().data;
    expect(
      history.map((entry: { by: string; byName: string; what: string; values: object }) => [
        entry.by,
        entry.byName,
        entry.what,
        entry.values,
      ]),
    ).toEqual([
      ['writer@dexterity.example', 'writer', 'discarded', {}],
      ['writer@dexterity.example', 'writer', 'draft', { description: 'गोल्ड परवाना' }],
      ['editor@dexterity.example', 'editor', 'saved', { description: 'टॅलीप्राइम गोल्ड परवाना' }],
      ['writer@dexterity.example', 'writer', 'draft', { description: 'टॅलीप्राइम गोल्ड परवाना' }],
    ]);
    expect((await app.send('GET', `/api/staff/translations/services/${GOLD}/hi`, { session: session.writer })).json().data.history).toEqual(
      [],
    );
  });

  it('merges two people’s saves field by field, and refuses the later save a field the colleague changed since, naming it', async () => {
    const { app, session } = await open();
    const save = (who: string, values: Record<string, string>, base: number | null) =>
      app.send('PUT', DRAFT, { session: session[who], payload: { values, base } });
    // Both open the translation before there is a draft (base: none).
    expect((await save('writer', { description: 'टॅलीप्राइम गोल्ड परवाना' }, null)).statusCode).toBe(200);
    const clash = await save('colleague', { description: 'गोल्ड परवाना' }, null);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fields).toEqual({
      description: expect.stringMatching(/^was changed by writer at .* since you opened it$/),
    });
    // The same words are no clash; another field merges in.
    expect((await save('colleague', { description: 'टॅलीप्राइम गोल्ड परवाना' }, null)).statusCode).toBe(200);
    const merged = await save('colleague', { heading: 'टीमसाठी मल्टी-यूजर टॅलीप्राइम' }, null);
    expect(merged.statusCode).toBe(200);
    expect(merged.json().data.draft).toMatchObject({
      values: { description: 'टॅलीप्राइम गोल्ड परवाना', heading: 'टीमसाठी मल्टी-यूजर टॅलीप्राइम' },
      version: 3,
    });
    // The writer, from version 1, changes the tagline the colleague changed at version 3: refused; from 3, saved.
    expect((await save('writer', { heading: 'टीमसाठी टॅलीप्राइम' }, 1)).statusCode).toBe(409);
    expect((await save('writer', { heading: 'टीमसाठी टॅलीप्राइम' }, 3)).json().data.draft.version).toBe(4);
  });

  it('names who changed each refused field: that field’s author, not the draft’s last; you, in another window; a draft kept before, as far as it knows', async () => {
    const { app, session } = await open();
    const save = (who: string, values: Record<string, string>, base: number | null) =>
      app.send('PUT', DRAFT, { session: session[who], payload: { values, base } });
    // The colleague's account has a display name; the writer's has none, and its e-mail's name part stands for it.
    const named = await app.send('POST', '/api/staff/account/display-name', {
      session: session.colleague,
      payload: { display_name: 'Neha Kulkarni' },
    });
    expect(named.statusCode).toBe(200);
    expect((await save('writer', { description: 'टॅलीप्राइम गोल्ड परवाना' }, null)).json().data.draft.version).toBe(1);
    expect((await save('colleague', { heading: 'टीमसाठी मल्टी-यूजर टॅलीप्राइम' }, 1)).json().data.draft.version).toBe(2);

    // The editor opened it before either: the description is the writer's words, though the colleague saved last.
    const stale = await save('editor', { description: 'गोल्ड परवाना', heading: 'मल्टी-यूजर' }, null);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'A colleague changed this translation’s draft since you opened it: open it again to see their words.',
    );
    expect(stale.json().fields).toEqual({
      description: expect.stringMatching(/^was changed by writer at .* since you opened it$/),
      heading: expect.stringMatching(/^was changed by Neha Kulkarni at .* since you opened it$/),
    });

    // The writer saves in one window, then from another opened at version 2: their own words, said so.
    expect((await save('writer', { search_title: 'टॅलीप्राइम गोल्ड' }, 2)).json().data.draft.version).toBe(3);
    const otherWindow = await save('writer', { search_title: 'गोल्ड' }, 2);
    expect(otherWindow.statusCode).toBe(409);
    expect(otherWindow.json().message).toBe(
      'You changed this translation’s draft in another window since you opened it here: open it again to see those words.',
    );
    expect(otherWindow.json().fields).toEqual({
      search_title: expect.stringMatching(/^was changed by you in another window at .* since you opened it here$/),
    });

    // A draft kept before fields had their authors: its last change is the draft's last writer's, an earlier one unknown.
    app.db.prepare(`UPDATE translation_drafts SET changed_json = '{"description":1,"heading":2,"search_title":3}'`).run();
    const kept = await save('editor', { description: 'गोल्ड', search_title: 'गोल्ड' }, null);
    expect(kept.json().fields).toEqual({
      description: 'was changed since you opened it',
      search_title: expect.stringMatching(/^was changed by writer at .* since you opened it$/),
    });
  });

  it('goes live when the scheduler passes its time, not before; the preview shows it on a copy while the site keeps its own', async () => {
    const { app, session } = await open();
    const at = new Date(Date.now() + 3_600_000);
    const saved = await app.send('PUT', DRAFT, {
      session: session.editor,
      payload: { values: { description: 'टॅलीप्राइम गोल्ड परवाना' }, publishAt: at.toISOString() },
    });
    expect(saved.json().data.draft.publishAt).toBe(at.toISOString());
    // A later save without a time keeps it.
    expect(
      (await app.send('PUT', DRAFT, { session: session.editor, payload: { values: { heading: 'मल्टी-यूजर' }, base: 1 } })).json().data.draft
        .publishAt,
    ).toBe(at.toISOString());

    // The preview: every pending draft published on a copy of the content.
    const copy = copyInMemory(app.db);
    const preview = new ContentStore(copy);
    publishAsOf(preview, 'preview', undefined);
    expect(preview.services('mr').find((service) => service.id === GOLD)?.description).toBe('टॅलीप्राइम गोल्ड परवाना');
    copy.close();

    const english = await marathiTitle(app);
    const upkeep = contentUpkeep(new ContentStore(app.db));
    expect(upkeep.publishDue(new Date(at.getTime() - 1000))).toBe(0);
    expect(await marathiTitle(app)).toBe(english);
    expect(upkeep.publishDue(new Date(at.getTime() + 1000))).toBe(1);
    expect(await marathiTitle(app)).toBe('टॅलीप्राइम गोल्ड परवाना');
    expect(
      (await app.send('GET', `/api/staff/translations/services/${GOLD}/mr`, { session: session.writer })).json().data,
    ).not.toHaveProperty('draft');
  });

  it('refused at its time (its address taken since) stays a draft, and the scheduler is told which and why', async () => {
    const { app, session } = await open();
    const at = new Date(Date.now() + 3_600_000);
    const article = async (title: string, slug: string) => {
      const payload = { title, slug, summary: 'Year end, step by step.', body: '<p>Saturday, 10 am.</p>' };
      return (await app.send('POST', '/api/staff/content/articles', { session: session.editor, payload })).json().data.id as number;
    };
    const [workshop, clinic] = [await article('Tally workshop', 'tally-workshop'), await article('GST clinic', 'gst-clinic')];
    const translation = (id: number) => `/api/staff/translations/articles/${id}/mr`;
    const draft = { values: { slug: 'कार्यशाळा' }, publishAt: at.toISOString() };
    const drafted = await app.send('PUT', `${translation(workshop)}/draft`, { session: session.editor, payload: draft });
    expect(drafted.statusCode, drafted.body).toBe(200);
    // A colleague gives the clinic that Marathi address, live, before the workshop's time.
    const taken = await app.send('PUT', translation(clinic), { session: session.editor, payload: { values: { slug: 'कार्यशाळा' } } });
    expect(taken.statusCode, taken.body).toBe(200);

    const refused: unknown[] = [];
    const upkeep = contentUpkeep(new ContentStore(app.db));
    expect(upkeep.publishDue(new Date(at.getTime() + 1000), undefined, (row, refusal) => refused.push({ ...row, ...refusal }))).toBe(0);
    expect(refused).toEqual([
      expect.objectContaining({
        kind: 'articles',
        item_id: workshop,
        lang: 'mr',
        message: 'The translation was not saved: correct the marked fields.',
        fields: { slug: expect.any(String) },
      }),
    ]);
    const kept = (await app.send('GET', translation(workshop), { session: session.editor })).json().data.draft;
    expect(kept).toMatchObject({ values: draft.values, publishAt: draft.publishAt });
  });

  it('takes no time from a writer, and a writer’s words in a scheduled draft wait for an editor to set it again', async () => {
    const { app, session } = await open();
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = await app.send('PUT', DRAFT, {
      session: session.writer,
      payload: { values: { description: 'टॅलीप्राइम गोल्ड परवाना' }, publishAt: at.toISOString() },
    });
    expect(scheduled.statusCode).toBe(403);
    expect(scheduled.json().message).toBe(
      'A writer cannot schedule a translation: save it as a draft, and an editor or owner publishes it or sets its time.',
    );
    await app.send('PUT', DRAFT, {
      session: session.editor,
      payload: { values: { description: 'टॅलीप्राइम गोल्ड परवाना' }, publishAt: at.toISOString() },
    });
    const rewritten = await app.send('PUT', DRAFT, {
      session: session.writer,
      payload: { values: { description: 'लेखकाचे शब्द' }, base: 1 },
    });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    expect(rewritten.json().data.draft).toMatchObject({ values: { description: 'लेखकाचे शब्द' } });
    expect(rewritten.json().data.draft.publishAt ?? null).toBeNull();
    const english = await marathiTitle(app);
    expect(contentUpkeep(new ContentStore(app.db)).publishDue(new Date(at.getTime() + 1000))).toBe(0);
    expect(await marathiTitle(app)).toBe(english);
  });

  it('refuses a bad time, a field that is not translated, a role outside the content, and a kind or draft that is not there', async () => {
    const { app, session } = await open();
    const badTime = await app.send('PUT', DRAFT, {
      session: session.editor,
      payload: { values: { description: 'परवाना' }, publishAt: 'tomorrow' },
    });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().fields).toEqual({ publishAt: expect.stringContaining('must be a date and time') });
    const notTranslated = await app.send('PUT', DRAFT, { session: session.writer, payload: { values: { image: 'x.png' } } });
    expect(notTranslated.statusCode).toBe(400);
    expect(notTranslated.json()).toMatchObject({
      message: 'The draft was not saved: correct the marked fields.',
      fields: { image: expect.any(String) },
    });
    expect((await app.send('PUT', DRAFT, { session: session.sales, payload: { values: { description: 'परवाना' } } })).statusCode).toBe(403);
    expect(
      (await app.send('PUT', DRAFT, { session: session.writer, csrfToken: null, payload: { values: { description: 'परवाना' } } }))
        .statusCode,
    ).toBe(403);
    expect((await app.send('DELETE', DRAFT, { session: session.writer })).statusCode).toBe(404);
    expect(
      (await app.send('PUT', '/api/staff/translations/offerings/1/mr/draft', { session: session.writer, payload: { values: {} } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.send('GET', `/api/staff/translations/services/${GOLD}/mr`, { session: session.writer })).json().data,
    ).not.toHaveProperty('draft');
  });
});

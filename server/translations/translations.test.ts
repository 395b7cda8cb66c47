// Translations through the staff API (docs/languages.md): a service translated into Marathi field by field, outdated
// when its English changes (with the words that changed) and translated again; the states of a kind's items; an
// article's own address in Devanagari, which no other article may take in any language; and the refusals: a field
// that is not translated, text too long or broken, a language the site has not, a role that may not publish, no token.
import { afterEach, describe, expect, it } from 'vitest';

import { ContentTrash } from '../content-editor/trash.ts';
import { listUpkeep } from './service.ts';
import { buildStaffTestApp, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

let app: StaffTestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function open(role: 'owner' | 'editor' | 'writer' = 'editor'): Promise<{ app: StaffTestApp; session: SignedIn }> {
  app = await buildStaffTestApp();
  // A site whose content has no translation yet (a new site has the seed's Marathi and Hindi: seed-translations.test.ts).
  app.db.prepare('DELETE FROM translations').run();
  await app.addAccount('neha@dexterity.example', 'baner-ledger-tulsi-42', role);
  return { app, session: await app.signIn('neha@dexterity.example', 'baner-ledger-tulsi-42') };
}

const GOLD = 2;

describe('translations', () => {
  it('translate a service into Marathi; an English change marks it outdated with what changed; translating again brings it up to date', async () => {
    const { app, session } = await open();
    const read = async () => (await app.send('GET', `/api/staff/translations/services/${GOLD}/mr`, { session })).json().data;

    const before = await read();
    expect(before.state).toBe('missing');
    expect(before.fields.map((field: { name: string; state: string }) => [field.name, field.state])).toEqual([
      ['heading', 'missing'],
      ['description', 'missing'],
      ['search_title', 'missing'],
      ['search_description', 'missing'],
    ]);
    // The seed's services have no search words of their own: nothing there to translate, and the item is missing for
    // its heading and title alone.
    expect(before.fields.slice(2).map((field: { english: string }) => field.english)).toEqual(['', '']);
    const english = before.fields[1].english as string;

    const saved = await app.send('PUT', `/api/staff/translations/services/${GOLD}/mr`, {
      session,
      payload: { values: { description: 'टॅलीप्राइम गोल्ड परवाना', heading: 'कार्यालयातील नेटवर्कवरील संघांसाठी मल्टी-यूजर टॅलीप्राइम' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      state: 'translated',
      fields: [
        { state: 'translated' },
        { value: 'टॅलीप्राइम गोल्ड परवाना', state: 'translated', updatedBy: 'neha@dexterity.example' },
        { name: 'search_title', state: 'missing' },
        { name: 'search_description', state: 'missing' },
      ],
    });

    // English changes after: the translation is outdated, and staff see the English then and what changed.
    const changed = await app.send('PATCH', `/api/staff/content/services/${GOLD}`, {
      session,
      payload: { description: `${english} for Pune teams` },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const outdated = await read();
    expect(outdated.state).toBe('outdated');
    expect(outdated.fields[1]).toMatchObject({ state: 'outdated', was: english, value: 'टॅलीप्राइम गोल्ड परवाना' });
    expect(outdated.fields[1].changes.filter((part: { change: string }) => part.change !== 'same')).toEqual([
      { text: 'for Pune teams', change: 'added' },
    ]);
    expect(outdated.fields[0].state).toBe('translated');

    await app.send('PUT', `/api/staff/translations/services/${GOLD}/mr`, {
      session,
      payload: { values: { description: 'पुण्यातील संघांसाठी टॅलीप्राइम गोल्ड परवाना' } },
    });
    expect((await read()).state).toBe('translated');
    // Hindi is its own: still missing.
    expect((await app.send('GET', `/api/staff/translations/services/${GOLD}/hi`, { session })).json().data.state).toBe('missing');

    const list = (await app.send('GET', '/api/staff/translations/services/mr', { session })).json().data.items as Array<{
      id: number;
      state: string;
    }>;
    expect(list.find((item) => item.id === GOLD)?.state).toBe('translated');
    expect(list.filter((item) => item.state === 'missing').length).toBe(list.length - 1);
  });

  it('list a kind 50 items a page in its editor’s order (articles newest first), those in one state or whose English title holds the words searched, with how many are in each state', async () => {
    const { app, session } = await open();
    const ids: number[] = [];
    for (let n = 1; n <= 53; n++) {
      const title = n % 10 === 0 ? `GST rates ${n}` : `Payroll note ${n}`;
      const made = await app.send('POST', '/api/staff/content/articles', {
        session,
        payload: { title, slug: `note-${n}`, summary: 'In brief.', body: '<p>Text.</p>' },
      });
      ids.push(made.json().data.id as number);
    }
    // One translated, then its English changed: outdated; the others missing.
    await app.send('PUT', `/api/staff/translations/articles/${ids[4]}/mr`, { session, payload: { values: { title: 'पगार टीप ५' } } });
    await app.send('PATCH', `/api/staff/content/articles/${ids[4]}`, { session, payload: { title: 'Payroll note 5, revised' } });
    const list = async (query = '') => {
      const answer = await app.send('GET', `/api/staff/translations/articles/mr${query}`, { session });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data as { items: { id: number; title: string; state: string }[]; page: number; total: number; counts: object };
    };
    const first = await list();
    expect(first).toMatchObject({ page: 1, size: 50, total: 53, counts: { missing: 52, outdated: 1, translated: 0 } });
    expect(first.items).toHaveLength(50);
    // Newest first, as the editor's pages list articles: the three oldest on the second page.
    expect(first.items[0]!.id).toBe(ids[52]);
    expect((await list('?page=2')).items.map((item) => item.id)).toEqual(ids.slice(0, 3).reverse());
    expect((await list('?page=9')).page).toBe(2);
    expect(await list('?state=outdated')).toMatchObject({
      total: 1,
      items: [{ id: ids[4], title: 'Payroll note 5, revised', state: 'outdated' }],
      counts: { missing: 52, outdated: 1 },
    });
    const searched = await list(`?q=${encodeURIComponent('  gst RATES ')}`);
    expect(searched.items.map((item) => item.title)).toEqual([
      'GST rates 50',
      'GST rates 40',
      'GST rates 30',
      'GST rates 20',
      'GST rates 10',
    ]);
    expect((await list('?state=outdated&q=gst')).total).toBe(0);
    // Read again after each change: a translation saved, an English title changed.
    await app.send('PUT', `/api/staff/translations/articles/${ids[4]}/mr`, {
      session,
      payload: { values: { title: 'पगार टीप ५, सुधारित' } },
    });
    expect((await list()).counts).toEqual({ missing: 53, outdated: 0, translated: 0 });
    await app.send('PATCH', `/api/staff/content/articles/${ids[4]}`, { session, payload: { title: 'Payroll note 5, again' } });
    expect((await list('?state=outdated')).items).toEqual([{ id: ids[4], title: 'Payroll note 5, again', state: 'outdated' }]);
    for (const query of ['?page=0', '?page=two', '?state=done', `?q=${'a'.repeat(201)}`])
      expect((await app.send('GET', `/api/staff/translations/articles/mr${query}`, { session })).statusCode, query).toBe(400);
  });

  it('keep each item’s state as the content changes: a save reads again the item it changed, an article added or deleted that article', async () => {
    const { app, session } = await open();
    const create = async (n: number) => {
      const made = await app.send('POST', '/api/staff/content/articles', {
        session,
        payload: { title: `Ledger ${n}`, slug: `ledger-${n}`, summary: 'In brief.', body: '<p>Text.</p>' },
      });
      expect(made.statusCode, made.body).toBe(201);
      return made.json().data.id as number;
    };
    const older = await create(1);
    const newer = await create(2);
    const list = async () => {
      const answer = await app.send('GET', '/api/staff/translations/articles/mr', { session });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data as { items: { id: number; title: string; state: string }[]; total: number };
    };
    let before = listUpkeep.itemsRead;
    const read = () => {
      const count = listUpkeep.itemsRead - before;
      before = listUpkeep.itemsRead;
      return count;
    };
    const { total } = await list();
    expect(read()).toBe(total);

    // A translation saved: that article alone is read again.
    const values = { title: 'खतावणी १', slug: 'खतावणी-१', summary: 'थोडक्यात.', body: '<p>मजकूर.</p>' };
    const saved = await app.send('PUT', `/api/staff/translations/articles/${older}/mr`, { session, payload: { values } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await list()).items.find((item) => item.id === older)?.state).toBe('translated');
    expect(read()).toBe(1);
    // Its English changed: outdated, again that article alone.
    await app.send('PATCH', `/api/staff/content/articles/${older}`, { session, payload: { title: 'Ledger 1, revised' } });
    expect((await list()).items.find((item) => item.id === older)).toEqual({ id: older, title: 'Ledger 1, revised', state: 'outdated' });
    expect(read()).toBe(1);
    // The newer one dated back: the order follows (the list's ids read again, not its articles).
    const dated = await app.send('PATCH', `/api/staff/content/articles/${newer}`, {
      session,
      payload: { published_at: '2020-01-01T09:30:00Z' },
    });
    expect(dated.statusCode, dated.body).toBe(200);
    const order = (await list()).items.map((item) => item.id);
    expect(order.indexOf(older)).toBeLessThan(order.indexOf(newer));
    expect(read()).toBe(1);
    // Nothing changed: nothing read.
    await list();
    expect(read()).toBe(0);
    // An article added: it alone is read, and it takes its place by its date (the newest, first).
    const third = await create(3);
    const after = await list();
    expect(after).toMatchObject({ total: total + 1 });
    expect(after.items[0]).toEqual({ id: third, title: 'Ledger 3', state: 'missing' });
    expect(read()).toBe(1);
    // Between two reads, one added and dated back, another translated and deleted: each read once, in its place or gone.
    const fourth = await create(4);
    await app.send('PATCH', `/api/staff/content/articles/${fourth}`, { session, payload: { published_at: '2019-06-01T09:30:00Z' } });
    await app.send('PUT', `/api/staff/translations/articles/${third}/mr`, {
      session,
      payload: { values: { ...values, slug: 'खतावणी-३' } },
    });
    const removed = await app.send('DELETE', `/api/staff/content/articles/${third}`, { session });
    expect(removed.statusCode, removed.body).toBe(200);
    const now = await list();
    expect(now.total).toBe(total + 1);
    expect(now.items.map((item) => item.id)).not.toContain(third);
    expect(now.items.map((item) => item.id).at(-1)).toBe(fourth);
    expect(read()).toBe(2);
    // Brought back from Recently deleted, with its translation.
    const back = await app.send('POST', `/api/staff/content/trash/${removed.json().data.entry}/restore`, { session });
    expect(back.statusCode, back.body).toBe(200);
    expect((await list()).items[0]).toEqual({ id: third, title: 'Ledger 3', state: 'translated' });
    expect(read()).toBe(1);
    // A change another connection made (a CLI import writes no audit entry): the whole list again.
    app.db.prepare('DELETE FROM translations WHERE item_id = ?').run(older);
    expect((await list()).items.find((item) => item.id === older)?.state).toBe('missing');
    expect(read()).toBe(total + 2);
  });

  it('give an article an address of its own in Devanagari, which no other article may take in any language', async () => {
    const { app, session } = await open();
    const article = async (slug: string) =>
      (
        await app.send('POST', '/api/staff/content/articles', {
          session,
          payload: { title: slug, slug, summary: 'GST in brief.', body: '<p>GST.</p>' },
        })
      ).json().data.id as number;
    const first = await article('gst-rates-2026');
    const second = await article('e-invoicing-2026');
    const put = (id: number, lang: string, values: Record<string, unknown>) =>
      app.send('PUT', `/api/staff/translations/articles/${id}/${lang}`, { session, payload: { values } });

    const own = await put(first, 'mr', { slug: 'जीएसटी-दर-२०२६', title: 'जीएसटी दर २०२६', body: '<p>दर</p><script>alert(1)</script>' });
    expect(own.statusCode, own.body).toBe(200);
    const fields = own.json().data.fields as Array<{ name: string; value: string }>;
    expect(fields.find((field) => field.name === 'slug')?.value).toBe('जीएसटी-दर-२०२६');
    expect(fields.find((field) => field.name === 'body')?.value).toBe('<p>दर</p>');
    // The same article may keep it in Hindi too; another article may not, in any language, nor take it in English.
    expect((await put(first, 'hi', { slug: 'जीएसटी-दर-२०२६' })).statusCode).toBe(200);
    const taken = await put(second, 'hi', { slug: 'जीएसटी-दर-२०२६' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({ slug: expect.stringContaining('already the address of another item') });
    expect((await put(second, 'mr', { slug: 'gst-rates-2026' })).json().fields).toEqual({
      slug: expect.stringContaining('already the address'),
    });
    const english = await app.send('PATCH', `/api/staff/content/articles/${second}`, { session, payload: { slug: 'जीएसटी-दर-२०२६' } });
    expect(english.statusCode).toBe(400);
    expect(english.json().fields.slug).toBeDefined();
    // Not an address: spaces, capitals, a slash.
    for (const slug of ['जीएसटी दर', 'GST-दर', 'दर/२०२६', '-दर'])
      expect((await put(second, 'mr', { slug })).json().fields, slug).toEqual({ slug: expect.stringContaining('must be words') });
  });

  it('translate the company’s pages too: the contact page, a document of one, and the Site settings’ words', async () => {
    const { app, session } = await open();
    const list = (await app.send('GET', '/api/staff/translations/contact-page/hi', { session })).json().data.items as Array<{
      id: number;
      state: string;
    }>;
    // A document of one is named as the content menu names it, not by its heading's words.
    expect(list).toEqual([{ id: 1, title: 'Contact page', state: 'missing' }]);
    const saved = await app.send('PUT', '/api/staff/translations/contact-page/1/hi', {
      session,
      payload: { values: { heading: 'हमसे बात करें' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.fields.find((field: { name: string }) => field.name === 'heading')).toMatchObject({
      value: 'हमसे बात करें',
      state: 'translated',
    });
    // Of the Site settings, the words visitors read are translated; the names, e-mail, phones and address are not.
    expect((await app.send('GET', '/api/staff/translations/site-settings/hi', { session })).json().data.items).toEqual([
      { id: 1, title: 'Site settings', state: 'missing' },
    ]);
    const settings = await app.send('GET', '/api/staff/translations/site-settings/1/hi', { session });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json().data.fields.map((field: { name: string }) => field.name)).toEqual([
      'tagline',
      'whatsapp_message',
      'office_hours',
    ]);
    const tagline = await app.send('PUT', '/api/staff/translations/site-settings/1/hi', {
      session,
      payload: { values: { tagline: 'भरोसेमंद Tally पार्टनर' } },
    });
    expect(tagline.statusCode, tagline.body).toBe(200);
    expect((await app.send('GET', '/api/site-settings/?lang=hi')).json().data[0]).toMatchObject({
      tagline: 'भरोसेमंद Tally पार्टनर',
      email: expect.stringContaining('@'),
    });
    const refused = await app.send('PUT', '/api/staff/translations/site-settings/1/hi', {
      session,
      payload: { values: { email: 'a@b.in' } },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('stay with a deleted item in the trash, come back with it, and go when the trash forgets it', async () => {
    const { app, session } = await open();
    const id = (
      await app.send('POST', '/api/staff/content/articles', {
        session,
        payload: { title: 'GST', slug: 'gst-2026', summary: 'GST.', body: '<p>GST.</p>' },
      })
    ).json().data.id as number;
    await app.send('PUT', `/api/staff/translations/articles/${id}/mr`, { session, payload: { values: { title: 'जीएसटी' } } });
    const count = () => (app.db.prepare('SELECT count(*) AS n FROM translations WHERE item_id = ?').get(id) as { n: number }).n;
    const entry = (await app.send('DELETE', `/api/staff/content/articles/${id}`, { session })).json().data.entry as number;
    const trash = new ContentTrash(app.db, (work) => work());
    trash.purge(90);
    expect(count()).toBe(1);
    expect((await app.send('POST', `/api/staff/content/trash/${entry}/restore`, { session })).statusCode).toBe(200);
    expect((await app.send('GET', `/api/staff/translations/articles/${id}/mr`, { session })).json().data.fields[0].value).toBe('जीएसटी');
    await app.send('DELETE', `/api/staff/content/articles/${id}`, { session });
    trash.purge(90, new Date(Date.now() + 91 * 24 * 60 * 60 * 1000));
    expect(count()).toBe(0);
  });

  it('refuse a field that is not translated, text too long or broken, a language the site has not, and those who may not publish', async () => {
    const { app, session } = await open();
    const put = (values: Record<string, unknown>, lang = 'mr', as = session) =>
      app.send('PUT', `/api/staff/translations/services/${GOLD}/${lang}`, { session: as, payload: { values } });
    expect((await put({ image: '/media/x.png' })).json().fields).toEqual({ image: 'is not a field that is translated' });
    expect((await put({ description: 'क'.repeat(301) })).json().fields).toEqual({ description: 'must be at most 300 characters' });
    expect((await put({ description: '\ud800' })).json().fields).toEqual({ description: expect.stringContaining('broken character') });
    expect((await put({ description: 42 })).json().fields).toEqual({ description: 'must be text' });
    // A title on one line of plain text, as the content editor holds the English; invisible characters alone are no translation.
    for (const description of ['टॅली\u0001', 'टॅली\u202eप्राइम', 'टॅली\nप्राइम'])
      expect((await put({ description })).json().fields, JSON.stringify(description)).toEqual({
        description: 'must be one line of plain text: no control characters (a tab, a line break) or direction overrides',
      });
    const blank = await put({ description: '\u200b\u200b' });
    expect(blank.statusCode, blank.body).toBe(200);
    expect((await app.send('GET', `/api/staff/translations/services/${GOLD}/mr`, { session })).json().data.state).toBe('missing');
    expect((await put({ description: 'ठीक' }, 'xx')).statusCode).toBe(400);
    expect((await put({ description: 'ठीक' }, 'en')).statusCode).toBe(400);
    expect((await app.send('GET', '/api/staff/translations/faq-items/mr', { session })).statusCode).toBe(404);
    expect((await app.send('GET', `/api/staff/translations/services/999999/mr`, { session })).statusCode).toBe(404);
    expect(
      (
        await app.send('PUT', `/api/staff/translations/services/${GOLD}/mr`, {
          session,
          csrfToken: null,
          payload: { values: { description: 'ठीक' } },
        })
      ).statusCode,
    ).toBe(403);
    await app.addAccount('ravi@dexterity.example', 'kothrud-ledger-tulsi-42', 'writer');
    const writer = await app.signIn('ravi@dexterity.example', 'kothrud-ledger-tulsi-42');
    const refused = await put({ description: 'ठीक' }, 'mr', writer);
    expect(refused.statusCode).toBe(403);
    expect((await app.send('GET', `/api/staff/translations/services/${GOLD}/mr`, { session: writer })).json().data.state).toBe('missing');
    await app.addAccount('sales@dexterity.example', 'hadapsar-ledger-tulsi-42', 'sales');
    const sales = await app.signIn('sales@dexterity.example', 'hadapsar-ledger-tulsi-42');
    expect((await app.send('GET', `/api/staff/translations/services/${GOLD}/mr`, { session: sales })).statusCode).toBe(403);
  });

  it('refuse a long text with a control character other than a tab or a line break, as the content editor does; keep tabs, line breaks and joiners', async () => {
    const { app, session } = await open();
    const put = (description: string) =>
      app.send('PUT', `/api/staff/translations/sections/1/mr`, { session, payload: { values: { description } } });
    for (const description of ['लेखा\u0000 पुस्तके', 'लेखा \u001b[31mपुस्तके', 'लेखा \u202eपुस्तके'])
      expect((await put(description)).json().fields, JSON.stringify(description)).toEqual({
        description:
          'must be plain text: no control characters other than tabs and line breaks, and no line separators or direction overrides',
      });
    const description = 'लेखा,\tसाठा आणि जीएसटी.\nएकाच ठिकाणी.\r\n\r\nक\u094d\u200dष, पुनर\u094d\u200cविचार.';
    const saved = await put(description);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await app.send('GET', `/api/staff/translations/sections/1/mr`, { session })).json().data;
    expect(read.fields.find((field: { name: string }) => field.name === 'description').value).toBe(description);
  });

  it('are not saved over a colleague’s save of the same field unseen: refused naming who and what, then saved knowingly', async () => {
    const { app, session } = await open();
    await app.addAccount('meera@dexterity.example', 'aundh-ledger-tulsi-42', 'editor');
    const meera = await app.signIn('meera@dexterity.example', 'aundh-ledger-tulsi-42');
    const put = (as: SignedIn, values: Record<string, string>, was: Record<string, string>) =>
      app.send('PUT', `/api/staff/translations/services/${GOLD}/mr`, { session: as, payload: { values, was } });
    // Both opened the field empty; Meera saves first.
    expect((await put(meera, { description: 'गोल्ड परवाना' }, { description: '' })).statusCode).toBe(200);
    const refused = await put(session, { description: 'टॅलीप्राइम गोल्ड' }, { description: '' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields).toEqual({
      description: 'was saved by meera since you opened it, as “गोल्ड परवाना”: save again to put your words in its place',
    });
    expect((await app.send('GET', `/api/get-service/?id=${GOLD}&lang=mr`)).json().data[0].description).toBe('गोल्ड परवाना');
    // Saved again, knowing hers: it takes its place.
    expect((await put(session, { description: 'टॅलीप्राइम गोल्ड' }, { description: 'गोल्ड परवाना' })).statusCode).toBe(200);
    expect((await app.send('GET', `/api/get-service/?id=${GOLD}&lang=mr`)).json().data[0].description).toBe('टॅलीप्राइम गोल्ड');
  });

  it('show in the public reads in their language at once, the English as it was; an article is found at its own address there', async () => {
    const { app, session } = await open();
    const publicRead = async (url: string) => {
      const answer = await app.send('GET', url);
      expect(answer.statusCode, url).toBe(200);
      return answer.json().data;
    };
    const [english] = await publicRead(`/api/get-service/?id=${GOLD}`);
    // Read (and kept) before the save, in every language.
    await publicRead(`/api/get-service/?id=${GOLD}&lang=hi`);
    await app.send('PUT', `/api/staff/translations/services/${GOLD}/hi`, {
      session,
      payload: { values: { description: 'टैलीप्राइम गोल्ड लाइसेंस' } },
    });
    expect((await publicRead(`/api/get-service/?id=${GOLD}&lang=hi`))[0]).toMatchObject({ id: GOLD, description: 'टैलीप्राइम गोल्ड लाइसेंस' });
    expect((await publicRead(`/api/get-service/?id=${GOLD}`))[0].description).toBe(english.description);
    expect((await publicRead('/api/get-offering-details/?lang=hi')).find((item: { id: number }) => item.id === GOLD).description).toBe(
      'टैलीप्राइम गोल्ड लाइसेंस',
    );

    const created = await app.send('POST', '/api/staff/content/articles', {
      session,
      payload: { title: 'GST rates 2026', slug: 'gst-rates-2026', summary: 'GST in brief.', body: '<p>GST.</p>' },
    });
    const article = { id: created.json().data.id as number, slug: 'gst-rates-2026' };
    await app.send('PUT', `/api/staff/translations/articles/${article.id}/mr`, {
      session,
      payload: { values: { title: 'जीएसटी दर २०२६', slug: 'जीएसटी-दर-२०२६' } },
    });
    const marathi = await publicRead(`/api/get-article/?slug=${encodeURIComponent('जीएसटी-दर-२०२६')}&lang=mr`);
    expect(marathi).toEqual([expect.objectContaining({ id: article.id, title: 'जीएसटी दर २०२६', slug: 'जीएसटी-दर-२०२६' })]);
    // Its English address still finds it in Marathi; the Marathi one is no address in English or Hindi.
    expect((await publicRead(`/api/get-article/?slug=${article.slug}&lang=mr`))[0].id).toBe(article.id);
    expect((await app.send('GET', `/api/get-article/?slug=${encodeURIComponent('जीएसटी-दर-२०२६')}`)).statusCode).toBe(400);
    expect(await publicRead(`/api/get-article/?slug=${encodeURIComponent('जीएसटी-दर-२०२६')}&lang=hi`)).toEqual([]);
    expect((await publicRead('/api/get-articles/?page=1&lang=mr')).articles[0]).toMatchObject({ title: 'जीएसटी दर २०२६' });

    for (const lang of ['xx', 'en-IN', 'MR', '']) {
      const refused = await app.send('GET', `/api/get-service/?id=${GOLD}&lang=${lang}`);
      if (lang === '') expect(refused.statusCode).toBe(200);
      else expect(refused.json(), lang).toEqual({ success: false, message: 'lang must be mr or hi, or left out for English' });
    }
  });

  it('are found by the search in their language, first, an item once; English pages find the English only', async () => {
    const { app, session } = await open();
    const search = async (q: string, lang?: string) => {
      const answer = await app.send('GET', `/api/search/?q=${encodeURIComponent(q)}${lang ? `&lang=${lang}` : ''}`);
      expect(answer.statusCode, q).toBe(200);
      return answer.json().data as Array<{ title: string; url: string; snippet: string; type: string }>;
    };
    await app.send('PUT', `/api/staff/translations/services/${GOLD}/mr`, {
      session,
      payload: { values: { description: 'टॅलीप्राइम गोल्ड परवाना', heading: 'कार्यालयातील संघांसाठी मल्टी-यूजर टॅलीप्राइम' } },
    });
    const found = await search('परवाना', 'mr');
    expect(found).toEqual([expect.objectContaining({ title: 'टॅलीप्राइम गोल्ड परवाना', url: `/service/service-${GOLD}` })]);
    expect(await search('परवाना')).toEqual([]);
    expect(await search('परवाना', 'hi')).toEqual([]);
    // An English word on a Marathi page: the Marathi entries that have it first, then the English; the Gold licence once.
    const english = await search('TallyPrime', 'mr');
    const gold = english.filter((result) => result.url === `/service/service-${GOLD}`);
    expect(gold).toEqual([expect.objectContaining({ title: 'टॅलीप्राइम गोल्ड परवाना' })]);
    // (The seed's customer stories are the other Marathi entries that have it.)
    const marathi = (title: string) => /[\u0900-\u097F]/.test(title);
    const titles = english.map((result) => result.title);
    expect(titles.slice(0, titles.filter(marathi).length).every(marathi)).toBe(true);
    expect(titles.filter(marathi)).toContain('टॅलीप्राइम गोल्ड परवाना');
    expect((await search('TallyPrime')).find((result) => result.url === `/service/service-${GOLD}`)?.title).toBe('TallyPrime Gold Licence');

    // An article (an item of a kind dated apart) too; a translation taken away is found no more.
    const created = await app.send('POST', '/api/staff/content/articles', {
      session,
      payload: { title: 'E-invoicing in 2026', slug: 'e-invoicing-2026', summary: 'What changes.', body: '<p>IRN.</p>' },
    });
    const id = created.json().data.id as number;
    await app.send('PUT', `/api/staff/translations/articles/${id}/hi`, { session, payload: { values: { title: 'ई-इनवॉइसिंग 2026 में' } } });
    // (The seed's Chakan workshop story has the word too, in Hindi.)
    const articles = async (q: string) => (await search(q, 'hi')).filter((result) => result.type === 'Article');
    expect(await articles('इनवॉइसिंग')).toEqual([expect.objectContaining({ url: '/insights/e-invoicing-2026' })]);
    await app.send('PUT', `/api/staff/translations/articles/${id}/hi`, { session, payload: { values: { title: '' } } });
    expect(await articles('इनवॉइसिंग')).toEqual([]);
  });
});

describe('a built page in Marathi', () => {
  it('translates its title and its blocks’ words, a list’s inside a block too, each shown to staff by where it is', async () => {
    const { app, session } = await open();
    const created = await app.send('POST', '/api/staff/content/pages', {
      session,
      payload: {
        title: 'GST webinar',
        slug: 'gst-webinar',
        search_title: '',
        search_description: '',
        share_image: '',
        blocks: [
          { type: 'call-to-action', title: 'Join the webinar', text: '', button_label: 'Book a seat', button_href: '/contact', anchor: '' },
          {
            type: 'faq',
            title: '',
            items: [
              { question: 'Is it free?', answer: 'Yes, for our customers.' },
              { question: 'Is it recorded?', answer: 'Yes.' },
            ],
            anchor: '',
          },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const translation = (await app.send('GET', `/api/staff/translations/pages/${id}/mr`, { session })).json().data;
    expect(translation.fields.map((field: { name: string; label: string }) => [field.name, field.label])).toEqual([
      ['title', 'Title'],
      ['search_title', 'Title in search results'],
      ['search_description', 'Description in search results'],
      ['blocks.0.title', 'Block 1 (Call to action): Heading'],
      ['blocks.0.button_label', 'Block 1 (Call to action): Button label'],
      ['blocks.1.items.0.question', 'Block 2 (Questions and answers): Question 1: Question'],
      ['blocks.1.items.0.answer', 'Block 2 (Questions and answers): Question 1: Answer'],
      ['blocks.1.items.1.question', 'Block 2 (Questions and answers): Question 2: Question'],
      ['blocks.1.items.1.answer', 'Block 2 (Questions and answers): Question 2: Answer'],
    ]);
    const saved = await app.send('PUT', `/api/staff/translations/pages/${id}/mr`, {
      session,
      payload: { values: { title: 'GST वेबिनार', 'blocks.0.title': 'वेबिनारमध्ये सहभागी व्हा', 'blocks.1.items.1.answer': 'होय.' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A block's field that is not translated (its link), or a block that is not there, is refused.
    const refused = await app.send('PUT', `/api/staff/translations/pages/${id}/mr`, {
      session,
      payload: { values: { 'blocks.0.button_href': '/mr/contact', 'blocks.5.title': 'नाही' } },
    });
    expect(Object.keys(refused.json().fields ?? {}).sort()).toEqual(['blocks.0.button_href', 'blocks.5.title']);

    const page = async (lang: string) =>
      (await app.app.inject(`/api/get-page/?slug=gst-webinar${lang ? `&lang=${lang}` : ''}`)).json().data[0];
    const marathi = await page('mr');
    expect(marathi.title).toBe('GST वेबिनार');
    expect(marathi.blocks[0]).toMatchObject({ title: 'वेबिनारमध्ये सहभागी व्हा', button_label: 'Book a seat', button_href: '/contact' });
    expect(marathi.blocks[1].items).toEqual([
      { question: 'Is it free?', answer: 'Yes, for our customers.' },
      { question: 'Is it recorded?', answer: 'होय.' },
    ]);
    expect((await page('')).blocks[0].title).toBe('Join the webinar');

    // Its blocks' words in Marathi are found by the search on Marathi pages, a question's answer inside a block too.
    const search = async (q: string, lang?: string) =>
      (await app.app.inject(`/api/search/?q=${encodeURIComponent(q)}${lang ? `&lang=${lang}` : ''}`)).json().data as Array<{ url: string }>;
    expect(await search('वेबिनारमध्ये', 'mr')).toEqual([expect.objectContaining({ url: '/gst-webinar' })]);
    expect(await search('होय', 'mr')).toEqual([expect.objectContaining({ url: '/gst-webinar' })]);
    expect(await search('वेबिनारमध्ये')).toEqual([]);
    expect(await search('recorded')).toEqual([expect.objectContaining({ url: '/gst-webinar' })]);

    // A block's field whose English is cleared shows no translation either (the Translations page no longer lists it).
    const blocks = (await app.send('GET', `/api/staff/content/pages/${id}`, { session })).json().data.blocks as Record<string, unknown>[];
    const faqTitled = (title: string) => blocks.map((block, index) => (index === 1 ? { ...block, title } : block));
    await app.send('PATCH', `/api/staff/content/pages/${id}`, { session, payload: { blocks: faqTitled('Questions') } });
    await app.send('PUT', `/api/staff/translations/pages/${id}/mr`, { session, payload: { values: { 'blocks.1.title': 'प्रश्न' } } });
    expect((await page('mr')).blocks[1].title).toBe('प्रश्न');
    await app.send('PATCH', `/api/staff/content/pages/${id}`, { session, payload: { blocks: faqTitled('') } });
    expect((await page('mr')).blocks[1].title).toBe('');
  });
});

describe('a pricing plan in Hindi', () => {
  it('translates a plan’s features row by row, each row’s label and value in its place, the English of the rest kept', async () => {
    const { app, session } = await open();
    const BASIC_CARE = 1;
    const translation = (await app.send('GET', `/api/staff/translations/pricing-plans/${BASIC_CARE}/hi`, { session })).json().data;
    expect(
      translation.fields.slice(0, 4).map((field: { name: string; label: string; type: string }) => [field.name, field.label, field.type]),
    ).toEqual([
      ['plan_type_display', 'Plan name', 'text'],
      ['price_description.0.key', 'Features: Feature 1', 'text'],
      ['price_description.0.value', 'Features: Feature 1: Value', 'text'],
      ['price_description.1.key', 'Features: Feature 2', 'text'],
    ]);
    expect(translation.state).toBe('missing');
    const saved = await app.send('PUT', `/api/staff/translations/pricing-plans/${BASIC_CARE}/hi`, {
      session,
      payload: {
        values: {
          plan_type_display: 'बेसिक केयर',
          'price_description.0.key': 'कवरेज',
          'price_description.0.value': 'TallyPrime Silver, 1 यूज़र',
          'price_description.1.value': 'ई-मेल और फ़ोन',
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A row that is not there, a part a row has not, and a label longer than a row's label may be are refused by name.
    const refused = await app.send('PUT', `/api/staff/translations/pricing-plans/${BASIC_CARE}/hi`, {
      session,
      payload: {
        values: { 'price_description.9.key': 'नहीं', 'price_description.0.note': 'नहीं', 'price_description.2.key': 'क'.repeat(101) },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields).sort()).toEqual([
      'price_description.0.note',
      'price_description.2.key',
      'price_description.9.key',
    ]);

    type Plan = { id: number; plan_type_display: string; price_description: Array<Record<string, string>> };
    const plan = async (lang: string) =>
      ((await app.app.inject(`/api/get-pricingplan/${lang ? `?lang=${lang}` : ''}`)).json().data as Plan[]).find(
        (record) => record.id === BASIC_CARE,
      )!;
    const hindi = await plan('hi');
    expect(hindi.plan_type_display).toBe('बेसिक केयर');
    expect(hindi.price_description).toEqual([
      { कवरेज: 'TallyPrime Silver, 1 यूज़र' },
      { Support: 'ई-मेल और फ़ोन' },
      { 'Response time': 'Next working day' },
      { 'Data backup check': 'Quarterly' },
    ]);
    expect((await plan('')).price_description[0]).toEqual({ Covers: 'TallyPrime Silver, 1 user' });

    // A label is any text: "__proto__" is a row's label like another, and changes no object's prototype.
    await app.send('PUT', `/api/staff/translations/pricing-plans/${BASIC_CARE}/hi`, {
      session,
      payload: { values: { 'price_description.2.key': '__proto__' } },
    });
    const rows = (await plan('hi')).price_description;
    expect(Object.entries(rows[2]!)).toEqual([['__proto__', 'Next working day']]);
    expect(Object.getPrototypeOf(rows[2])).toBe(Object.prototype);

    // Staff reword a feature's value in English: that value's translation is outdated, its label's still translated.
    const english = (await app.send('GET', `/api/staff/content/pricing-plans/${BASIC_CARE}`, { session })).json().data;
    const features = english.price_description.map((row: Record<string, string>, index: number) =>
      index === 0 ? { Covers: 'TallyPrime Silver, 1 user, one company' } : row,
    );
    const changed = await app.send('PATCH', `/api/staff/content/pricing-plans/${BASIC_CARE}`, {
      session,
      payload: { price_description: features },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const states = (await app.send('GET', `/api/staff/translations/pricing-plans/${BASIC_CARE}/hi`, { session })).json().data
      .fields as Array<{
      name: string;
      state: string;
    }>;
    expect(states.filter((field) => field.name.startsWith('price_description.0.')).map((field) => [field.name, field.state])).toEqual([
      ['price_description.0.key', 'translated'],
      ['price_description.0.value', 'outdated'],
    ]);
  });
});

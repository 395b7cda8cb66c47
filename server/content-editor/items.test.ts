// Staff changes are item by item: a save keeps every list's order, names the version it was made from
// (a stale one is refused with the current item), a deletion goes to the trash and comes back, and saves
// made while `content import` runs in another process wait for it instead of failing.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { describe, expect, it } from 'vitest';

import { CONTENT_KINDS } from '../../common/content-model/kinds.ts';
import { apiPaths } from '../../common/api-contract.ts';
import { ContentStore } from '../db/content-store.ts';
import { insertTrashEntry } from '../db/trash.ts';
import { WEBINAR_PAGE } from '../pages/test-pages.ts';
import { STAFF_EMAIL } from '../staff/test-staff.ts';

import { contentEditorPerTest } from './test-content.ts';
import { ContentTrash } from './trash.ts';

const editor = contentEditorPerTest();
const { get, send } = editor;

/** The ids of every public list, in the order visitors see them. */
async function publicOrders() {
  const orders: Record<string, number[]> = {};
  for (const path of [apiPaths.offerings, apiPaths.services, apiPaths.quickFacts, apiPaths.pricingPlans, apiPaths.offeringsWithDetails]) {
    orders[path] = ((await editor.t.app.inject(path)).json().data as { id: number }[]).map((item) => item.id);
  }
  for (const id of [1, 5]) {
    for (const path of [apiPaths.serviceSections, apiPaths.pricing]) {
      const query = path === apiPaths.pricing ? `offering_details=${id}` : `id=${id}`;
      orders[`${path}?${query}`] = ((await editor.t.app.inject(`${path}?${query}`)).json().data as { id: number }[]).map((item) => item.id);
    }
  }
  return orders;
}

describe('a save with the whole form', () => {
  it('keeps every public list in its order, for the first, a middle and the last item of each kind', async () => {
    const orders = await publicOrders();
    const empty: string[] = [];
    for (const kind of CONTENT_KINDS.filter((each) => each.shape === 'list')) {
      const items = (await get(kind.name)).json().data as { id: number; version: number }[];
      if (items.length === 0) empty.push(kind.name);
      for (const item of items.length === 0 ? [] : [items[0]!, items[Math.floor(items.length / 2)]!, items.at(-1)!]) {
        const { id: _id, position: _position, version, ...form } = (await get(`${kind.name}/${item.id}`)).json().data;
        const saved = await send('PATCH', `${kind.name}/${item.id}`, form, version);
        expect(saved.statusCode, `${kind.name} ${item.id}: ${saved.body}`).toBe(200);
        const changed = { ...form, [kind.title]: `${String(form[kind.title]).slice(0, 60)} (edited)` };
        expect((await send('PATCH', `${kind.name}/${item.id}`, changed, version)).statusCode, `${kind.name} ${item.id}`).toBe(200);
      }
    }
    expect(await publicOrders()).toEqual(orders);
    // The seed has no built page, no redirect and nothing of Insights (server/pages/pages.test.ts and
    // server/insights/insights.test.ts save them).
    expect(empty).toEqual(['pages', 'redirects', 'categories', 'articles']);
  });

  it('with nothing changed keeps the version and writes no history', async () => {
    const { id: _id, position: _position, version, ...form } = (await get('services/5')).json().data;
    expect((await send('PATCH', 'services/5', form, version)).json().data.version).toBe(version);
    expect((await get('services/5/history')).json().data).toEqual([]);
  });
});

describe('a list', () => {
  it('answers each row without its rich text or blocks, which the item’s own answer holds', async () => {
    const body = `<p>${'TallyPrime keeps the books of a trading firm in Pune. '.repeat(400)}</p>`;
    const article = { title: 'GST rate changes, 2026–27', slug: 'gst-rate-changes-2026-27', summary: 'What changes for traders.', body };
    const made = await send('POST', 'articles', article);
    expect(made.statusCode, made.body).toBe(201);
    const page = await send('POST', 'pages', WEBINAR_PAGE);
    expect(page.statusCode, page.body).toBe(201);

    const articles = await get('articles');
    expect(articles.json().data).toEqual([expect.objectContaining({ title: article.title, slug: article.slug, summary: article.summary })]);
    expect(articles.json().data[0]).not.toHaveProperty('body');
    expect(articles.body.length).toBeLessThan(2000);
    expect((await get(`articles/${made.json().data.id}`)).json().data.body).toBe(body);

    const pages = await get('pages');
    expect(pages.json().data).toEqual([expect.objectContaining({ title: WEBINAR_PAGE.title, slug: WEBINAR_PAGE.slug })]);
    expect(pages.json().data[0]).not.toHaveProperty('blocks');
    expect((await get(`pages/${page.json().data.id}`)).json().data.blocks).toHaveLength(WEBINAR_PAGE.blocks.length);
  });
});

describe('a long list, a page at a time', () => {
  it('answers 50 articles a page, newest first, with their places in the whole list, and a search of every article', async () => {
    // Article n went live on day n of the year, but for article 7, brought from elsewhere with a later date.
    for (let n = 1; n <= 53; n++) {
      const title = n % 10 === 3 ? `GST return ${n}: what a Pune trader files` : `TallyPrime tip ${n}`;
      const published = new Date(Date.UTC(2026, 0, n === 7 ? 60 : n, 4, 30)).toISOString().replace('.000Z', 'Z');
      const made = await send('POST', 'articles', {
        title,
        slug: `article-${n}`,
        summary: 'A short note.',
        body: '<p>Long enough.</p>',
        published_at: published,
      });
      expect(made.statusCode, made.body).toBe(201);
    }
    const page = async (query: string) => {
      const answer = await get(`articles/page${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data as {
        items: { id: number; title: string; slug: string; position: number }[];
        number: number;
        matched: number;
        total: number;
      };
    };

    const first = await page('');
    expect(first).toMatchObject({ number: 1, size: 50, matched: 53, total: 53 });
    expect(first.items.map((item) => item.position)).toEqual([...Array(50).keys()]);
    expect(first.items.slice(0, 3).map((item) => item.slug)).toEqual(['article-7', 'article-53', 'article-52']);
    expect(first.items[0]).not.toHaveProperty('body');
    const second = await page('?number=2');
    expect(second.items.map((item) => item.title)).toEqual([
      'GST return 3: what a Pune trader files',
      'TallyPrime tip 2',
      'TallyPrime tip 1',
    ]);
    expect(second.items.map((item) => item.position)).toEqual([50, 51, 52]);
    // Past the end: the last page there is, numbered so.
    expect((await page('?number=9')).number).toBe(2);

    // Every word, in any case, in the title or a column (the address); places stay the whole list's.
    const found = await page(`?q=${encodeURIComponent('gst  PUNE')}`);
    expect(found).toMatchObject({ number: 1, matched: 6, total: 53 });
    expect(found.items.map((item) => item.slug)).toEqual([
      'article-53',
      'article-43',
      'article-33',
      'article-23',
      'article-13',
      'article-3',
    ]);
    expect(found.items.map((item) => item.position)).toEqual([1, 11, 21, 31, 41, 50]);
    expect((await page('?q=article-52')).items.map((item) => item.title)).toEqual(['TallyPrime tip 52']);

    // The dates make the order: an article is not moved by hand, live or in a draft, nor is the list reordered.
    for (const [path, body] of [
      [`articles/${second.items[2]!.id}/move`, { position: 0 }],
      [`articles/${second.items[2]!.id}/move`, { position: 0, _status: 'draft' }],
      ['articles/reorder', { ids: [...first.items, ...second.items].map((item) => item.id).reverse() }],
    ] as const) {
      const refusal = await send('POST', path, body);
      expect(refusal.statusCode, path).toBe(400);
      expect(refusal.json().message).toBe(
        'Each article is listed by the time it went live, newest first, as the site lists them: the list is not put in order by hand.',
      );
    }
    expect((await page('?number=2')).items.map((item) => item.id)).toEqual(second.items.map((item) => item.id));

    // Devanagari, a NUL and joiners are searched as typed, and find nothing here.
    for (const q of ['मराठी', 'gst\u0000', 'क\u200dष'])
      expect(await page(`?q=${encodeURIComponent(q)}`)).toMatchObject({ items: [], matched: 0, number: 1 });
    expect((await page('?q=%ED%A0%80')).matched).toBe(0);
    for (const query of ['?number=0', '?number=two', `?q=${'a'.repeat(201)}`])
      expect((await get(`articles/page${query}`)).statusCode, query).toBe(400);
  });

  it('answers the redirects 50 a page by their old address, A to Z, however they were made, and never in an order by hand', async () => {
    // Made in an order of their own: /old-52 first, then /old-1 … /old-51 (A to Z puts /old-10 before /old-2).
    for (const n of [52, ...Array.from({ length: 51 }, (_, index) => index + 1)]) {
      const made = await send('POST', 'redirects', { from: `/old-${n}`, to: '/contact', permanent: true });
      expect(made.statusCode, made.body).toBe(201);
    }
    const page = async (query: string) =>
      (await get(`redirects/page${query}`)).json().data as { items: { from: string }[]; matched: number };
    const addresses = Array.from({ length: 52 }, (_, index) => `/old-${index + 1}`).sort();
    expect((await page('')).items.map((item) => item.from)).toEqual(addresses.slice(0, 50));
    expect((await page('?number=2')).items.map((item) => item.from)).toEqual(['/old-8', '/old-9']);
    expect((await page('?q=OLD-5')).items.map((item) => item.from)).toEqual(['/old-5', '/old-50', '/old-51', '/old-52']);
    const first = (await get('redirects')).json().data as { id: number }[];
    const refusal = await send('POST', `redirects/${first[0]!.id}/move`, { position: 3 });
    expect(refusal.statusCode).toBe(400);
    expect(refusal.json().message).toBe('Redirects are listed by “From”, A to Z: the list is not put in order by hand.');
  });
});

describe('two people editing one item', () => {
  it('answers the version as ETag, and refuses a change made from an older one with the current item and who made it', async () => {
    const opened = await get('quick-facts/3');
    const version = opened.json().data.version as number;
    expect(opened.headers.etag).toBe(`"${version}"`);

    const first = await send('PATCH', 'quick-facts/3', { fact_value: 'Asha’s value' }, version);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe(`"${version + 1}"`);

    // The same field changed from the older version: refused with the current item, who made it, and that field.
    // Both changes are this test's one account's (two windows of it): the answer says the change was its own.
    const stale = await send('PATCH', 'quick-facts/3', { fact_value: 'Ravi’s value' }, version);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/^You changed this quick fact in another window since you opened it here/),
      data: { id: 3, version: version + 1, fact_value: 'Asha’s value' },
      changed_by: STAFF_EMAIL,
      changed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      conflicts: [{ field: 'fact_value', base: opened.json().data.fact_value, theirs: 'Asha’s value', yours: 'Ravi’s value' }],
    });
    expect((await get('quick-facts/3')).json().data).toMatchObject({ fact_value: 'Asha’s value', fact_key: opened.json().data.fact_key });
    // A move or a deletion from an older version is still refused: there is nothing to merge.
    expect((await send('DELETE', 'quick-facts/3', {}, version)).statusCode).toBe(412);
    expect((await send('POST', 'quick-facts/3/move', { parent_id: 1, position: 0 }, version)).statusCode).toBe(412);

    // A weak ETag names the version too; without If-Match (scripts) the last write wins.
    expect((await send('PATCH', 'quick-facts/3', { fact_key: 'Ravi’s label' }, `W/"${version + 1}"`)).statusCode).toBe(200);
    expect((await send('PATCH', 'quick-facts/3', { fact_key: 'A script’s label' })).statusCode).toBe(200);
    expect((await send('PATCH', 'quick-facts/3', { fact_key: 'x' }, 'not-a-version')).statusCode).toBe(400);
  });
});

describe('the trash', () => {
  it('lists a deleted quick fact and brings it back with its id and place', async () => {
    const facts = (await get('quick-facts?parent_id=1')).json().data as { id: number; fact_key: string }[];
    const victim = facts[1]!;
    const publicIds = async () => ((await editor.t.app.inject(apiPaths.quickFacts)).json().data as { id: number }[]).map((fact) => fact.id);
    const before = await publicIds();

    const deleted = await send('DELETE', `quick-facts/${victim.id}`, {});
    expect(deleted.statusCode).toBe(200);
    expect(await publicIds()).not.toContain(victim.id);
    const trash = (await get('trash')).json().data.items;
    expect(trash).toEqual([
      {
        entry: deleted.json().data.entry,
        kind: 'quick-facts',
        id: victim.id,
        title: victim.fact_key,
        parent_id: 1,
        position: 1,
        deleted_at: expect.stringMatching(/^\d{4}-/),
        deleted_by: STAFF_EMAIL,
        // Named as colleagues read each other: the e-mail's name part, the account having no display name.
        deleted_by_name: STAFF_EMAIL.split('@')[0],
        reason: 'delete',
        with_entry: null,
        companions: [],
      },
    ]);

    const restored = await send('POST', `trash/${trash[0].entry}/restore`, {});
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ id: victim.id, position: 1, fact_key: victim.fact_key });
    expect(await publicIds()).toEqual(before);
    expect((await get('trash')).json().data).toMatchObject({ items: [], total: 0 });
    expect((await get(`quick-facts/${victim.id}/history`)).json().data.map((entry: { action: string }) => entry.action)).toEqual([
      'restore-from-trash',
      'delete',
    ]);
    expect((await send('POST', `trash/${trash[0].entry}/restore`, {})).statusCode).toBe(404);
  });

  it('puts an item back at the end of its list when the list is shorter now, and waits for a deleted parent', async () => {
    const sections = (await get('sections?parent_id=1')).json().data as { id: number }[];
    const last = sections.at(-1)!;
    const lastEntry = (await send('DELETE', `sections/${last.id}`, {})).json().data.entry;
    await send('DELETE', `sections/${sections[0]!.id}`, {});
    expect((await send('POST', `trash/${lastEntry}/restore`, {})).json().data.position).toBe(sections.length - 2);

    const fact = (await get('quick-facts?parent_id=5')).json().data[0];
    const factEntry = (await send('DELETE', `quick-facts/${fact.id}`, {})).json().data.entry;
    const serviceEntry = (await send('DELETE', 'services/5', {})).json().data.entry;
    const refused = await send('POST', `trash/${factEntry}/restore`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/service is deleted too/);
    expect((await send('POST', `trash/${serviceEntry}/restore`, {})).statusCode).toBe(200);
    expect((await send('POST', `trash/${factEntry}/restore`, {})).json().data).toMatchObject({ id: fact.id, position: 0 });
  });

  it('keeps entries for the days it is set to', async () => {
    await send('DELETE', 'quick-facts/1', {});
    const trash = new ContentTrash(editor.t.db, (work) => work());
    const day = 24 * 60 * 60 * 1000;
    expect(trash.purge(90, new Date(Date.now() + 89 * day))).toBe(0);
    expect(trash.purge(90, new Date(Date.now() + 91 * day))).toBe(1);
    expect((await get('trash')).json().data).toMatchObject({ items: [], total: 0 });
  });

  it('answers 50 a page, newest first, with what went with an entry under it and not counted apart', async () => {
    // Newest first by when they were deleted, not by the items' ids: the first deleted has the highest.
    let itemId = 100;
    const put = (title: string, withEntry: number | null = null) =>
      insertTrashEntry(editor.t.db, {
        kind: 'quick-facts',
        itemId: itemId--,
        title,
        parentId: 1,
        position: 0,
        snapshot: {},
        deletedAt: new Date().toISOString(),
        deletedBy: STAFF_EMAIL,
        withEntry,
      });
    const own = Array.from({ length: 53 }, (_, i) => put(`Fact ${i + 1}`));
    put('Menu entry of Fact 2', own[1]);
    // One whose entry is gone (restored or purged) stands on its own.
    put('Menu entry of a page gone', 999_999);

    type Entry = { title: string; companions: { title: string }[] };
    const page = async (query: string) =>
      (await get(`trash${query}`)).json().data as { items: Entry[]; total: number; page: number; size: number };
    const first = await page('');
    expect(first).toMatchObject({ total: 54, page: 1, size: 50 });
    expect(first.items.map((entry) => entry.title)).toEqual([
      'Menu entry of a page gone',
      ...Array.from({ length: 49 }, (_, i) => `Fact ${53 - i}`),
    ]);
    const second = await page('?page=2');
    expect(second).toMatchObject({ total: 54, page: 2 });
    expect(second.items.map((entry) => [entry.title, entry.companions.map((companion) => companion.title)])).toEqual([
      ['Fact 4', []],
      ['Fact 3', []],
      ['Fact 2', ['Menu entry of Fact 2']],
      ['Fact 1', []],
    ]);
    // Past the last page (its last entry just restored): the last page.
    expect(await page('?page=3')).toEqual(second);
    for (const query of ['?page=0', '?page=two', '?page=100001']) expect((await get(`trash${query}`)).statusCode, query).toBe(400);
  });
});

describe('saves while imports run', () => {
  it('400 saves made while eight imports run one after another in another process: none fails', { timeout: 120_000 }, async () => {
    const file = join(editor.t.databasePath, '..', 'export.json');
    writeFileSync(file, JSON.stringify(new ContentStore(editor.t.db).exportContent()));
    const run = promisify(execFile);
    let importsDone = false;
    // One process runs the eight imports, as `npm run content -- import` does each: starting a process per
    // import spent seconds loading modules, and the saves' race is with the imports, not with the starts.
    const script = `import { runContentCli } from './server/cli/content.ts';
      for (let i = 0; i < 8; i += 1) if (runContentCli(['import', process.argv[1]]) !== 0) process.exit(1);`;
    const imports = run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, file], {
      env: { ...process.env, DATABASE_PATH: editor.t.databasePath },
    }).finally(() => {
      importsDone = true;
    });
    const statuses = new Map<number, number>();
    let saves = 0;
    while (saves < 400 || !importsDone) {
      const response = await send('PATCH', 'quick-facts/2', { fact_value: `Value ${saves}` });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      saves += 1;
      if (saves >= 400 && !importsDone) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await imports;
    expect([...statuses.keys()]).toEqual([200]);
  });
});

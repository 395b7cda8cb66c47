// The site search against the whole server: a page published through the staff API is found with its words
// marked, a draft is not until it is published, a deleted page goes and comes back from the trash; a service is found by its heading;
// any text is a query (no FTS5 syntax gets through); a long one is refused; snippets carry no markup but
// <mark>; the request log keeps no searched words.
import { Writable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SearchResult } from '../../common/api-contract.ts';
import { openDatabase } from '../content/service.ts';
import { insertSearchEntry } from '../db/site-search.ts';
import { loggerOptions } from '../logging.ts';
import { buildStaffTestApp, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

import { matchExpression, markedSnippet, MAX_RESULTS, searchSite } from './index.ts';

let t: StaffTestApp;
let session: SignedIn;
const lines: string[] = [];

const content = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
  t.send(method, `/api/staff/content/${path}`, { session, payload });
const search = async (q: string) => {
  const answer = await t.app.inject({ url: `/api/search/?q=${encodeURIComponent(q)}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ success: boolean; data: SearchResult[] }>().data;
};

const TRACTOR_PAGE = {
  title: 'Tally for tractor dealers',
  slug: 'tally-for-tractor-dealers',
  blocks: [
    { type: 'hero', title: 'Books for dealers', text: 'Spare parts and service jobs' },
    {
      type: 'rich-text',
      html: '<h2>Stock of tractors</h2><p>We keep tractors, trailers &amp; tillers in step with GST.</p><script>alert(1)</script>',
    },
    { type: 'faq', items: [{ question: 'Can I track <b>harvesters</b>?', answer: 'Yes: <script>alert(2)</script> harvesters too.' }] },
  ],
};

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await buildStaffTestApp({ logger: { ...loggerOptions('info'), stream } });
  await t.addAccount();
  session = await t.signIn();
});
afterAll(async () => t.close());

describe('the site search', () => {
  let pageId: number;

  it('finds a published built page by its blocks’ words, marked in the snippet', async () => {
    const created = await content('POST', 'pages', TRACTOR_PAGE);
    expect(created.statusCode, created.body).toBe(201);
    pageId = created.json().data.id;
    const results = await search('tractors');
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ type: 'Page', title: 'Tally for tractor dealers', url: '/tally-for-tractor-dealers' });
    expect(results[0]!.snippet).toContain('<mark>tractors</mark>');
    expect(results[0]!.snippet).toContain('trailers &amp; tillers');
  });

  it('takes the last word as the start of a longer one, and every word as wanted', async () => {
    expect((await search('tract')).map((r) => r.url)).toEqual(['/tally-for-tractor-dealers']);
    expect((await search('tra')).map((r) => r.url)).toContain('/tally-for-tractor-dealers');
    expect(await search('tractors nonexistentword')).toEqual([]);
  });

  it('takes a last word of one or two letters as a word, not as the start of every word it begins', async () => {
    expect(await search('tr')).toEqual([]);
    expect(matchExpression('gst tr')).toBe('"gst" "tr"');
    expect(matchExpression('gst tra')).toBe('"gst" "tra"*');
    expect(matchExpression('रु')).toBe('"रु"');
  });

  it('finds a Hindi word whichever way its nukta letters were typed: one character or the letter and the nukta', async () => {
    const [one, apart] = ['\u095B', '\u091C\u093C'];
    const page = {
      title: 'Tally for dealers in Hindi',
      slug: 'tally-hindi-dealers',
      blocks: [{ type: 'hero', title: 'Dealers', text: `${apart}रूरतें` }],
    };
    expect((await content('POST', 'pages', page)).statusCode).toBe(201);
    expect((await search(`${one}रूरतें`)).map((result) => result.url)).toEqual(['/tally-hindi-dealers']);
    expect((await search(`${apart}रूरतें`)).map((result) => result.url)).toEqual(['/tally-hindi-dealers']);
    expect(matchExpression(`${one}रूरत`)).toBe(`("${one}रूरत"* OR "${apart}रूरत"*)`);
    expect(matchExpression(`${apart}रूरत`)).toBe(`("${one}रूरत"* OR "${apart}रूरत"*)`);
    expect(matchExpression('टैली')).toBe('"टैली"*');
  });

  it('answers snippets whose only markup is <mark>', async () => {
    const [result] = await search('harvesters');
    expect(result!.snippet).toContain('<mark>harvesters</mark>');
    expect(result!.snippet).not.toMatch(/<(?!\/?mark>)/);
    // An answer is plain text, shown as written: its "<script>" is words, escaped in the snippet.
    expect(result!.snippet).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    // Rich text is cleaned when it is saved: its script is gone.
    expect(result!.snippet).not.toContain('alert(1)');
    expect(markedSnippet('<script>x</script> \u0002tractors\u0003')).toBe('&lt;script&gt;x&lt;/script&gt; <mark>tractors</mark>');
  });

  it('does not find a page saved as a draft', async () => {
    const draft = await content('POST', 'pages', { ...TRACTOR_PAGE, title: 'Jaggery crushers', slug: 'crushers', _status: 'draft' });
    expect(draft.statusCode, draft.body).toBeLessThan(300);
    expect(await search('crushers')).toEqual([]);
  });

  it('finds the draft once it is published, and not after it is deleted', async () => {
    expect((await content('POST', 'publish', {})).statusCode).toBe(200);
    const [found] = await search('crushers');
    expect(found).toMatchObject({ title: 'Jaggery crushers', url: '/crushers' });
    const pages = (await content('GET', 'pages')).json().data as { id: number; slug: string }[];
    const id = pages.find((page) => page.slug === 'crushers')!.id;
    expect((await content('DELETE', `pages/${id}`)).statusCode).toBe(200);
    expect(await search('crushers')).toEqual([]);
  });

  it('drops a deleted page and finds it again once it is restored from the trash', async () => {
    expect((await content('DELETE', `pages/${pageId}`)).statusCode).toBe(200);
    expect(await search('tractors')).toEqual([]);
    const trash = (await content('GET', 'trash')).json().data.items as { kind: string; id: number; entry: number }[];
    const entry = trash.find((item) => item.kind === 'pages' && item.id === pageId)!;
    expect((await content('POST', `trash/${entry.entry}/restore`, {})).statusCode).toBe(200);
    expect((await search('tractors')).map((r) => r.url)).toEqual(['/tally-for-tractor-dealers']);
  });

  it('finds a service by its heading, and Our Story by its words', async () => {
    const results = await search('Gold Licence');
    expect(results[0]).toMatchObject({ type: 'Service', title: 'TallyPrime Gold Licence', url: '/service/service-2' });
    expect((await search('mission')).some((r) => r.url === '/about')).toBe(true);
  });

  it('follows a published change to a service', async () => {
    const service = (await content('GET', 'services/1')).json().data;
    const saved = await content('PATCH', 'services/1', { heading: 'Made for sugarcane cooperatives', version: service.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await search('sugarcane')).map((r) => r.url)).toEqual(['/service/service-1']);
  });

  it('finds a published article of Insights by its body, and not while it is a draft', async () => {
    const article = {
      title: 'GST rate changes for FY 2026-27',
      slug: 'gst-rate-changes-2026-27',
      summary: 'What changes for traders and manufacturers',
      body: '<h2>What changed</h2><p>Rates on <strong>combines</strong> and TallyPrime updates.</p>',
    };
    const draft = await content('POST', 'articles', { ...article, _status: 'draft' });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(await search('combines')).toEqual([]);
    const published = await content('POST', 'articles', { ...article, slug: 'gst-rate-changes-2026-27-live' });
    expect(published.statusCode, published.body).toBe(201);
    const results = await search('combines');
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ type: 'Article', title: article.title, url: '/insights/gst-rate-changes-2026-27-live' });
    expect(results[0]!.snippet).toContain('<mark>combines</mark>');
  });

  it('reads Devanagari: a whole Marathi or Hindi word is found and marked whole, a fragment between its marks is not', async () => {
    const article = {
      title: 'टॅली शिकवणी',
      slug: 'tally-marathi',
      summary: 'मराठी आणि हिंदी',
      // "र्‍या" is written with a zero-width joiner (the eyelash ra), as Marathi keyboards type it.
      body: '<p>टॅली सॉफ्टवेअर मराठीत शिका. व्यापाऱ्यांसाठी र्\u200dया जीएसटी. हिंदी में सीखें।</p>',
    };
    const published = await content('POST', 'articles', article);
    expect(published.statusCode, published.body).toBe(201);
    // Fragments between a word's vowel signs and virama were words of their own before.
    for (const fragment of ['टव', 'फ', 'अर', 'मर', 'स']) expect(await search(fragment), fragment).toEqual([]);
    const [found] = await search('सॉफ्टवेअर');
    expect(found).toMatchObject({ type: 'Article', url: '/insights/tally-marathi' });
    expect(found!.snippet).toContain('टॅली <mark>सॉफ्टवेअर</mark> मराठीत');
    // The last word is also the start of a longer one: the whole word is marked, its last vowel sign too.
    expect((await search('मराठी'))[0]!.snippet).toContain('<mark>मराठीत</mark>');
    expect((await search('सीखें'))[0]!.snippet).toContain('<mark>सीखें</mark>');
    expect((await search('र्\u200dया'))[0]!.snippet).toContain('<mark>र्\u200dया</mark>');
    expect((await search('Tally सॉफ्टवेअर')).map((result) => result.url)).toEqual([]);
    expect((await search('टॅली सॉफ्टवेअर')).map((result) => result.url)).toEqual(['/insights/tally-marathi']);
  });

  it('still folds the diacritics of Latin letters: cafe finds café, and café finds cafe', async () => {
    const published = await content('POST', 'articles', {
      title: 'Tally at the café counter',
      slug: 'tally-cafe',
      summary: 'Billing for a café',
      body: '<p>Bills at the café and the résumé of the day.</p>',
    });
    expect(published.statusCode, published.body).toBe(201);
    expect((await search('cafe resume')).map((result) => result.url)).toEqual(['/insights/tally-cafe']);
    expect((await search('résumé café')).map((result) => result.url)).toEqual(['/insights/tally-cafe']);
  });

  it('treats any text as words: quotes, stars, NEAR, minus and columns are no syntax', async () => {
    for (const q of [
      '"',
      '"tractors',
      'tract*',
      'NEAR(tractors',
      'tractors -x',
      'title:tractors',
      '(',
      ')',
      'AND OR NOT',
      '^',
      '***',
      '   ',
    ]) {
      await search(q);
    }
    expect(matchExpression('NEAR(a b) -x title:y "zed')).toBe('"NEAR(a" "b)" "-x" "title:y" """zed"*');
    expect(matchExpression('* - (')).toBeUndefined();
    expect((await search('title:tractors')).length).toBe(0);
  });

  it('takes NUL and other control characters as white space between words, never as an error', async () => {
    expect(matchExpression('tractors\u0000dealers\u0001\u007f')).toBe('"tractors" "dealers"*');
    expect(matchExpression('\u0000\u0002\u0003')).toBeUndefined();
    for (const q of ['tractors%00', 'tractors%00dealers', '%00', 'tract%01%02%1F%7F', '%02tractors%03']) {
      const answer = await t.app.inject({ url: `/api/search/?q=${q}` });
      expect(answer.statusCode, `${q}: ${answer.body}`).toBe(200);
      expect(answer.json().success, q).toBe(true);
    }
    const found = (await t.app.inject({ url: '/api/search/?q=tractors%00' })).json<{ data: SearchResult[] }>().data;
    expect(found.map((result) => result.url)).toContain('/tally-for-tractor-dealers');
  });

  it('answers an empty list for an empty query and 400 for one over 200 characters', async () => {
    expect(await search('')).toEqual([]);
    expect((await t.app.inject({ url: '/api/search/' })).json()).toEqual({ success: true, data: [] });
    const long = await t.app.inject({ url: `/api/search/?q=${'a'.repeat(201)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ success: false, message: 'q must be at most 200 characters: search for fewer words' });
    expect((await t.app.inject({ url: `/api/search/?q=${'a'.repeat(200)}` })).statusCode).toBe(200);
  });

  it('keeps the searched words out of the request log', async () => {
    await search('secretword tractors');
    const log = lines.join('');
    expect(log).toContain('/api/search/?…');
    expect(log).not.toContain('secretword');
    expect(log).not.toContain('tractors');
  });
});

describe('ranking', () => {
  it('puts a match in the title before matches in the text alone, shorter texts first, and answers the best 20 with snippets', () => {
    const db = openDatabase(':memory:', { seed: false });
    const entry = (n: number, title: string, body: string) =>
      insertSearchEntry(db, { title, body, type: 'Page', url: `/entry-${n}`, source: `pages:${n}`, digest: '' });
    for (let n = 1; n <= 30; n += 1) entry(n, `Entry ${n}`, `Ledgers ${'and vouchers of the year '.repeat(n)}`);
    entry(31, 'What every business owner should know about keeping its ledgers in order', 'A note.');
    try {
      const results = searchSite(db, 'ledgers');
      expect(results).toHaveLength(MAX_RESULTS);
      expect(results.map((result) => result.url)).toEqual(['/entry-31', ...Array.from({ length: 19 }, (_, i) => `/entry-${i + 1}`)]);
      expect(results[0]!.snippet).toBe('A note.');
      for (const result of results.slice(1)) expect(result.snippet).toMatch(/^<mark>Ledgers<\/mark> and vouchers/);
    } finally {
      db.close();
    }
  });
});

// Broken redirects, against the whole server with a miniature build: a redirect whose target is a built page or an
// article that was deleted or taken down is listed (and leaves the list when the page comes back); redirects to the
// route table's pages, to a live page or article (query and trailing slash aside) and to other sites are not.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { contentUpkeep } from '../content-editor/service.ts';
import { ContentStore } from '../db/content-store.ts';
import { serviceHeadingBuild } from '../render/stand-in-build.ts';
import { buildStaffTestApp, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

import { WEBINAR_PAGE } from './test-pages.ts';

const ORIGIN = 'http://localhost:8080';
const ARTICLE = {
  title: 'Closing the books in TallyPrime',
  slug: 'closing-the-books',
  summary: 'Year end, step by step.',
  body: '<p>Steps.</p>',
};
let t: StaffTestApp;
let owner: SignedIn;

beforeEach(async () => {
  t = await buildStaffTestApp({ env: { SITE_ORIGIN: ORIGIN }, dist: serviceHeadingBuild(ORIGIN) });
  await t.addAccount();
  await t.addAccount('writer@example.in', 'tulsi-baug-ledger-42', 'writer');
  await t.addAccount('sales@example.in', 'tulsi-baug-ledger-42', 'sales');
  owner = await t.signIn();
});
afterEach(async () => t.close());

const content = async (method: 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) => {
  const answer = await t.send(method, `/api/staff/content/${path}`, { session: owner, payload });
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.json().data as { id: number; entry: number };
};
const broken = async (session = owner) => {
  const answer = await t.send('GET', '/api/staff/broken-redirects', { session });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().data as { from: string; to: string }[]).map((row) => `${row.from} → ${row.to}`);
};

describe('broken redirects', () => {
  it('lists the redirects to a built page or an article that was deleted, until it comes back', async () => {
    const page = await content('POST', 'pages', WEBINAR_PAGE);
    const article = await content('POST', 'articles', ARTICLE);
    await content('POST', 'redirects', { from: '/webinar', to: '/gst-e-invoicing-webinar?utm_source=mail', permanent: true });
    await content('POST', 'redirects', { from: '/year-end', to: '/insights/closing-the-books/', permanent: true });
    await content('POST', 'redirects', { from: '/old-offer', to: '/service', permanent: true });
    await content('POST', 'redirects', { from: '/old-category', to: '/insights/category/gst', permanent: true });
    await content('POST', 'redirects', { from: '/tally-site', to: 'https://tallysolutions.com/', permanent: false });
    expect(await broken()).toEqual([]);

    const pageEntry = await content('DELETE', `pages/${page.id}`);
    await content('DELETE', `articles/${article.id}`);
    expect(await broken()).toEqual(['/webinar → /gst-e-invoicing-webinar?utm_source=mail', '/year-end → /insights/closing-the-books/']);

    await content('POST', `trash/${pageEntry.entry}/restore`);
    expect(await broken()).toEqual(['/year-end → /insights/closing-the-books/']);
  });

  it('lists a redirect to a page taken down at its time', async () => {
    const page = await content('POST', 'pages', WEBINAR_PAGE);
    await content('POST', 'redirects', { from: '/webinar', to: '/gst-e-invoicing-webinar', permanent: true });
    const at = new Date(Date.now() + 60_000).toISOString();
    await content('PATCH', `pages/${page.id}`, { _unpublish_at: at });
    // The staff area's upkeep on a connection of its own, as the schedule runs it; the server sees it from its next turn.
    contentUpkeep(new ContentStore(t.db)).publishDue(new Date(Date.parse(at) + 1000));
    await new Promise(setImmediate);
    expect(await broken()).toEqual(['/webinar → /gst-e-invoicing-webinar']);
  });

  it('is for the content’s roles: writers read it, sales may not', async () => {
    expect(await broken(await t.signIn('writer@example.in', 'tulsi-baug-ledger-42'))).toEqual([]);
    const sales = await t.signIn('sales@example.in', 'tulsi-baug-ledger-42');
    expect((await t.send('GET', '/api/staff/broken-redirects', { session: sales })).statusCode).toBe(403);
    expect((await t.send('GET', '/api/staff/broken-redirects')).statusCode).toBe(401);
  });
});

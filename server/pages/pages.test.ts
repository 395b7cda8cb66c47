// The "Done when", one by one, against the whole server with a miniature build (its render bundle draws
// a built page's blocks, server/render/stand-in-build.ts): a page published through the staff API answers at its
// address and is in the sitemap, a draft does not; a slug that is an address of the site is refused; a renamed page
// keeps its old address; redirects answer; a 404 shows among the missing addresses; a menu entry is public.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiPaths } from '../../common/api-contract.ts';
import { serviceHeadingBuild } from '../render/stand-in-build.ts';
import { buildStaffTestApp, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

import { WEBINAR_PAGE } from './test-pages.ts';

const ORIGIN = 'http://localhost:8080';
const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' };
let t: StaffTestApp;
let session: SignedIn;

const content = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object, as = session) =>
  t.send(method, `/api/staff/content/${path}`, { session: as, payload });
const visit = (url: string, headers: Record<string, string> = BROWSER) => t.app.inject({ url, headers });
/** A visit's status and Location. */
const redirectOf = async (url: string) => {
  const answer = await visit(url);
  return [answer.statusCode, answer.headers.location];
};

beforeAll(async () => {
  t = await buildStaffTestApp({ env: { SITE_ORIGIN: ORIGIN, VIEWS_WRITE_SECONDS: '0' }, dist: serviceHeadingBuild(ORIGIN) });
  await t.addAccount();
  await t.addAccount('sales@example.in', 'tulsi-baug-ledger-42', 'sales');
  session = await t.signIn();
});
afterAll(async () => t.close());

describe('a built page', () => {
  let pageId: number;

  it('published through the staff API answers at its address with its blocks, its rich text cleaned, and is in the sitemap', async () => {
    const created = await content('POST', 'pages', WEBINAR_PAGE);
    expect(created.statusCode, created.body).toBe(201);
    pageId = created.json().data.id;
    expect(created.json().data.blocks[1]).toEqual({
      type: 'rich-text',
      html: '<h2>What you will learn</h2><p>Generating an IRN from TallyPrime</p>',
      anchor: '',
    });

    const page = await visit('/gst-e-invoicing-webinar');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>GST e-invoicing webinar, 12 December</h1>');
    expect(page.body).toContain('What you will learn');
    expect(page.body).toContain('<li>Silver licence</li>');
    expect(page.body).toContain('aria-label="Contact form"');
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).not.toContain('alert(1)');

    const sitemap = await visit('/sitemap.xml');
    expect(sitemap.body).toMatch(
      /<url><loc>http:\/\/localhost:8080\/gst-e-invoicing-webinar<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:]+Z<\/lastmod><xhtml:link /,
    );
  });

  it('counts its loads as page views, like any page', async () => {
    const before = t.db.prepare("SELECT coalesce(sum(views), 0) FROM page_views WHERE path = '/gst-e-invoicing-webinar'").pluck().get();
    await visit('/gst-e-invoicing-webinar');
    const after = t.db.prepare("SELECT coalesce(sum(views), 0) FROM page_views WHERE path = '/gst-e-invoicing-webinar'").pluck().get();
    expect(after).toBe(Number(before) + 1);
  });

  it('saved as a draft answers 404 and is not in the sitemap', async () => {
    const draft = await content('POST', 'pages', { ...WEBINAR_PAGE, slug: 'draft-webinar', _status: 'draft' });
    expect(draft.statusCode, draft.body).toBeLessThan(300);
    const page = await visit('/draft-webinar');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This page could not be found.');
    expect((await visit('/sitemap.xml')).body).not.toContain('draft-webinar');
  });

  it('saved as a draft is drawn for signed-in staff previewing it, and for no one else', async () => {
    const preview = await t.send('GET', '/draft-webinar?preview=1', { session });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('<h1>GST e-invoicing webinar, 12 December</h1>');
    expect(preview.headers['cache-control']).toBe('no-store');
    expect((await visit('/draft-webinar?preview=1')).statusCode).toBe(404);
  });

  it.each([
    ['staff', '/staff is an address of the site (the staff area)'],
    ['service', '/service is an address of the site (the service page)'],
    ['about', '/about is an address of the site (the about page)'],
    ['api/pages', '/api is an address of the site (the API)'],
    ['media', '/media is an address of the site (the media library)'],
    ['light/offer', '/light is an address of the site (the creative agency page)'],
    ['blog', '/blog is an address of the site (the blog page)'],
    ['mr', '/mr is an address of the site (the site in Marathi)'],
    ['hi/about', '/hi is an address of the site (the site in Hindi)'],
    ['og/service-1', '/og is an address of the site (the share pictures)'],
    ['quotation/abc', '/quotation is an address of the site (the quotations sent to visitors)'],
  ])('with the slug %s is refused with 400 naming the clash', async (slug, message) => {
    const response = await content('POST', 'pages', { ...WEBINAR_PAGE, slug });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ slug: message });
  });

  it('with another page’s slug, or a redirect’s address, is refused', async () => {
    const taken = await content('POST', 'pages', { ...WEBINAR_PAGE, title: 'Again' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields.slug).toMatch(/already/);
    expect((await content('POST', 'redirects', { from: '/old-offer', to: '/contact', permanent: true })).statusCode).toBe(201);
    const redirected = await content('POST', 'pages', { ...WEBINAR_PAGE, slug: 'old-offer' });
    expect(redirected.statusCode).toBe(400);
    expect(redirected.json().fields.slug).toBe('/old-offer redirects to /contact: delete that redirect first, or choose another address');
  });

  it('renamed keeps its old address: it answers 301 to the new one, and redirects and menu entries to the old address lead to the new one', async () => {
    expect((await content('POST', 'redirects', { from: '/gst-webinar', to: '/gst-e-invoicing-webinar', permanent: true })).statusCode).toBe(
      201,
    );
    const entry = await content('POST', 'menu-items', { menu: 'header', label: 'Webinar', href: '/gst-e-invoicing-webinar' });
    expect(entry.statusCode, entry.body).toBe(201);
    const version = (await content('GET', `pages/${pageId}`)).json().data.version;
    const renamed = await t.send('PATCH', `/api/staff/content/pages/${pageId}`, {
      session,
      payload: { slug: 'webinars/gst-e-invoicing' },
      headers: { 'if-match': `"${version}"` },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const old = await visit('/gst-e-invoicing-webinar');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/webinars/gst-e-invoicing');
    const earlier = await visit('/gst-webinar?utm_source=brochure');
    expect(earlier.statusCode).toBe(301);
    expect(earlier.headers.location).toBe('/webinars/gst-e-invoicing?utm_source=brochure');
    expect((await visit('/webinars/gst-e-invoicing')).statusCode).toBe(200);

    const list = (await content('GET', 'redirects')).json().data as { from: string; to: string; permanent: boolean }[];
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: '/gst-e-invoicing-webinar', to: '/webinars/gst-e-invoicing', permanent: true }),
        expect.objectContaining({ from: '/gst-webinar', to: '/webinars/gst-e-invoicing' }),
      ]),
    );
    expect((await visit('/sitemap.xml')).body).toContain('<loc>http://localhost:8080/webinars/gst-e-invoicing</loc>');
    const menus = (await visit('/api/get-menu-items/')).json().data as { label: string; href: string }[];
    expect(menus.find((item) => item.label === 'Webinar')?.href).toBe('/webinars/gst-e-invoicing');
  });

  it('renamed in a draft keeps its old address once the draft is published', async () => {
    const made = await content('POST', 'pages', { ...WEBINAR_PAGE, slug: 'spring-offer-page' });
    const { id, version } = made.json().data;
    const draft = await t.send('PATCH', `/api/staff/content/pages/${id}`, {
      session,
      payload: { slug: 'offers/spring', _status: 'draft' },
      headers: { 'if-match': `"${version}"` },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect((await visit('/spring-offer-page')).statusCode).toBe(200);
    const published = await content('POST', 'publish', {}); // every pending draft: /draft-webinar's too
    expect(published.statusCode, published.body).toBe(200);
    const old = await visit('/spring-offer-page');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/offers/spring');
    expect((await visit('/offers/spring')).statusCode).toBe(200);
  });

  it('may not be written by a sales member, nor without the CSRF token', async () => {
    const sales = await t.signIn('sales@example.in', 'tulsi-baug-ledger-42');
    const refused = await content('POST', 'pages', { ...WEBINAR_PAGE, slug: 'by-sales' }, sales);
    expect(refused.statusCode).toBe(403);
    const forged = await t.send('POST', '/api/staff/content/pages', {
      session,
      csrfToken: null,
      payload: { ...WEBINAR_PAGE, slug: 'forged' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await visit('/by-sales')).statusCode).toBe(404);
    expect((await visit('/forged')).statusCode).toBe(404);
  });
});

describe('redirects', () => {
  it('answer with their status and Location', async () => {
    const made = await content('POST', 'redirects', { from: '/tally-prime-pune', to: '/service/service-1', permanent: true });
    expect(made.statusCode, made.body).toBe(201);
    const permanent = await visit('/tally-prime-pune');
    expect(permanent.statusCode).toBe(301);
    expect(permanent.headers.location).toBe('/service/service-1');
    expect(
      (await content('POST', 'redirects', { from: '/diwali-offer', to: 'https://example.com/offer', permanent: false })).statusCode,
    ).toBe(201);
    const temporary = await visit('/diwali-offer/');
    expect(temporary.statusCode).toBe(302);
    expect(temporary.headers.location).toBe('https://example.com/offer');
  });

  it.each([
    [{ from: '/about', to: '/contact' }, 'from', 'a redirect cannot hide a real page: /about is an address of the site (the about page)'],
    [
      { from: '/staff/inbox', to: '/contact' },
      'from',
      'a redirect cannot hide a real page: /staff/inbox is an address of the site (the staff area)',
    ],
    [
      { from: '/webinars/gst-e-invoicing', to: '/contact' },
      'from',
      'a redirect cannot hide a real page: /webinars/gst-e-invoicing is a built page',
    ],
    [
      { from: '/mr/about', to: '/contact' },
      'from',
      'a redirect cannot hide a real page: /mr/about is an address of the site (the site in Marathi)',
    ],
    [{ from: '/loop', to: '/loop' }, 'to', 'must lead somewhere else: a redirect to its own address would never end'],
    [
      { from: '/chain', to: '/tally-prime-pune' },
      'to',
      '/tally-prime-pune redirects to /service/service-1 already: lead this one straight to /service/service-1',
    ],
    [
      { from: '/service/service-1', to: '/contact' },
      'from',
      'a redirect cannot hide a real page: /service/service-1 is an address of the site (the service page)',
    ],
  ])('refuse %j with a clear message', async (redirect, field, message) => {
    const response = await content('POST', 'redirects', { ...redirect, permanent: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it('refuse one from an address another redirect leads to (a chain)', async () => {
    expect((await content('POST', 'redirects', { from: '/spring-offer', to: '/summer-offer', permanent: true })).statusCode).toBe(201);
    const response = await content('POST', 'redirects', { from: '/summer-offer', to: '/contact', permanent: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.from).toBe(
      '/spring-offer redirects to /summer-offer: change that redirect to lead where this one does, not to another redirect',
    );
  });
});

describe('links staff enter', () => {
  const RULE = 'a page of this site starting with one / (such as /about) or an https:// address';
  const BUTTON_RULE =
    'a page of this site starting with one / (such as /about), an https:// address, or # and the anchor of a block on this page (such as #enquiry)';
  const OFF_SITE = [
    ['//evil.example', '"//" at its start leads to another site'],
    ['///evil.example', '"//" at its start leads to another site'],
    ['/\\evil.example', '"/\\" at its start leads to another site'],
  ] as const;

  it.each(OFF_SITE)(
    'refuse %s as a redirect’s target, a menu entry’s link and a block’s button link, naming the field',
    async (link, why) => {
      const redirect = await content('POST', 'redirects', { from: '/leads-away', to: link, permanent: true });
      expect(redirect.statusCode).toBe(400);
      expect(redirect.json().fields).toEqual({ to: `must be ${RULE}: ${why}` });

      const entry = await content('POST', 'menu-items', { menu: 'header', label: 'Away', href: link });
      expect(entry.statusCode).toBe(400);
      expect(entry.json().fields).toEqual({ href: `must be empty or ${RULE}: ${why}` });

      const page = await content('POST', 'pages', {
        title: 'Away',
        slug: 'away',
        blocks: [
          { type: 'hero', title: 'Away', buttons: [{ label: 'Go', href: link }] },
          { type: 'call-to-action', title: 'Away', button_label: 'Go', button_href: link },
        ],
      });
      expect(page.statusCode).toBe(400);
      expect(page.json().fields).toEqual({
        'blocks[0].buttons[0].href': `must be ${BUTTON_RULE}: ${why}`,
        'blocks[1].button_href': `must be ${BUTTON_RULE}: ${why}`,
      });
    },
  );

  it('take #anchor, a block of the same page, for a block’s button; a redirect and a menu entry refuse it', async () => {
    const page = await content('POST', 'pages', {
      title: 'Anchored',
      slug: 'anchored',
      blocks: [
        { type: 'hero', title: 'Anchored', buttons: [{ label: 'Ask us', href: '#enquiry' }] },
        { type: 'call-to-action', title: 'Prices', button_label: 'See prices', button_href: '#prices' },
        { type: 'contact-form', anchor: 'enquiry' },
      ],
    });
    expect(page.statusCode, page.body).toBe(201);
    // A button naming no block of the page is saved (the editor warns): the block may come in a later save.
    expect(page.json().data.blocks.map((block: { anchor: string }) => block.anchor)).toEqual(['', '', 'enquiry']);
    expect((await visit('/anchored')).statusCode).toBe(200);

    const redirect = await content('POST', 'redirects', { from: '/to-anchor', to: '#enquiry', permanent: true });
    expect(redirect.statusCode).toBe(400);
    expect(redirect.json().fields).toEqual({ to: `must be ${RULE}` });
    const entry = await content('POST', 'menu-items', { menu: 'header', label: 'Ask', href: '#enquiry' });
    expect(entry.statusCode).toBe(400);
    expect(entry.json().fields).toEqual({ href: `must be empty or ${RULE}` });
  });

  it('refuse # alone and an anchor that is not one, naming the field', async () => {
    const page = await content('POST', 'pages', {
      title: 'Bad anchors',
      slug: 'bad-anchors',
      blocks: [
        { type: 'hero', title: 'Bad', buttons: [{ label: 'Nowhere', href: '#' }] },
        { type: 'call-to-action', title: 'Bad', button_label: 'Shout', button_href: '#Enquiry' },
      ],
    });
    expect(page.statusCode).toBe(400);
    expect(page.json().fields).toEqual({
      'blocks[0].buttons[0].href': `must be ${BUTTON_RULE}: it names no block: write # and the anchor of a block on this page`,
      'blocks[1].button_href': `must be ${BUTTON_RULE}: after # comes a block’s anchor: lowercase letters, digits and hyphens`,
    });
  });

  it('keep an IRI percent-encoded: a redirect to a Hindi address answers 301 with it as the web sends it', async () => {
    const made = await content('POST', 'redirects', { from: '/hindi-site', to: 'https://hi.example.in/भारत', permanent: true });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.to).toBe('https://hi.example.in/%E0%A4%AD%E0%A4%BE%E0%A4%B0%E0%A4%A4');
    expect(await redirectOf('/hindi-site?utm_source=%E0%A4%AD')).toEqual([
      301,
      'https://hi.example.in/%E0%A4%AD%E0%A4%BE%E0%A4%B0%E0%A4%A4?utm_source=%E0%A4%AD',
    ]);
  });

  it('refuse a redirect to its own address written another way (encoded), which would never end', async () => {
    const loop = await content('POST', 'redirects', { from: '/मराठी', to: '/मराठी', permanent: true });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().fields).toEqual({ to: 'must lead somewhere else: a redirect to its own address would never end' });
  });

  it('stored before the rule still make a Location header: encoded on the way out, never a 500', async () => {
    const insert = t.db.prepare('INSERT INTO redirects ("from", "to", permanent) VALUES (?, ?, 1)');
    insert.run('/stored-hindi', 'https://hi.example.in/भारत');
    insert.run('/stored-control', '/contact\r\nSet-Cookie: x=1');
    expect(await redirectOf('/stored-hindi')).toEqual([301, 'https://hi.example.in/%E0%A4%AD%E0%A4%BE%E0%A4%B0%E0%A4%A4']);
    expect(await redirectOf('/stored-control')).toEqual([301, '/contact%0D%0ASet-Cookie:%20x=1']);
    expect((await visit('/stored-control')).headers['set-cookie']).toBeUndefined();
  });
});

describe('a block’s anchor', () => {
  const PATTERN = 'must be lowercase letters, digits and hyphens, such as enquiry (not main, nor block- and a number: the page uses those)';

  it('with spaces, capitals or a name the page uses is refused (400), naming the field', async () => {
    const page = await content('POST', 'pages', {
      title: 'Anchors',
      slug: 'bad-anchor-names',
      blocks: [
        { type: 'faq', anchor: 'Our Questions', items: [{ question: 'Free?', answer: 'Yes.' }] },
        { type: 'contact-form', anchor: 'main' },
        { type: 'rich-text', html: '<p>Hi</p>', anchor: 'block-2-title' },
      ],
    });
    expect(page.statusCode).toBe(400);
    expect(page.json().fields).toEqual({ 'blocks[0].anchor': PATTERN, 'blocks[1].anchor': PATTERN, 'blocks[2].anchor': PATTERN });
  });

  it('used twice on a page is refused (400), naming the second block’s field', async () => {
    const page = await content('POST', 'pages', {
      title: 'Twice',
      slug: 'anchor-twice',
      blocks: [
        { type: 'rich-text', html: '<p>One</p>', anchor: 'enquiry' },
        { type: 'rich-text', html: '<p>Two</p>', anchor: 'prices' },
        { type: 'contact-form', anchor: 'enquiry' },
      ],
    });
    expect(page.statusCode).toBe(400);
    expect(page.json().fields).toEqual({
      'blocks[2].anchor': 'is "enquiry", block 1’s anchor already: an anchor names one block of the page',
    });
  });
});

describe('missing addresses', () => {
  it('list what answered 404 to visitors, most asked for first, without crawlers, the API, HEAD or what now has a redirect', async () => {
    await visit('/no-such-page-xyz');
    await visit('/no-such-page-xyz');
    await visit('/another-missing-page');
    await visit('/crawled-only', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await t.app.inject({ method: 'HEAD', url: '/head-only', headers: BROWSER });
    await visit('/api/no-such-endpoint');
    await visit(`/${'x'.repeat(400)}`);
    await visit('/to-be-redirected');

    const response = await t.send('GET', '/api/staff/missing-addresses', { session });
    expect(response.statusCode).toBe(200);
    const before = response.json().data as { path: string; hits: number; last_seen: string }[];
    expect(before.slice(0, 1)).toEqual([
      { path: '/no-such-page-xyz', hits: 2, last_seen: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) },
    ]);
    const paths = before.map((row) => row.path);
    expect(paths).toEqual(expect.arrayContaining(['/another-missing-page', '/no-such-page-xyz', '/to-be-redirected']));
    for (const left of ['/crawled-only', '/head-only', '/api/no-such-endpoint', `/${'x'.repeat(400)}`]) expect(paths).not.toContain(left);

    expect((await content('POST', 'redirects', { from: '/to-be-redirected', to: '/contact', permanent: true })).statusCode).toBe(201);
    const after = (await t.send('GET', '/api/staff/missing-addresses', { session })).json().data as { path: string }[];
    expect(after.map((row) => row.path)).not.toContain('/to-be-redirected');
  });

  it('are the editors’ and owners’, not sales’', async () => {
    const sales = await t.signIn('sales@example.in', 'tulsi-baug-ledger-42');
    expect((await t.send('GET', '/api/staff/missing-addresses', { session: sales })).statusCode).toBe(403);
    expect((await t.send('GET', '/api/staff/missing-addresses')).statusCode).toBe(401);
  });
});

describe('menu entries', () => {
  it('added through the staff API are in the public read at the next request', async () => {
    const before = await t.app.inject(apiPaths.menuItems);
    const made = await content('POST', 'menu-items', { menu: 'header', label: 'Webinar', href: '/webinars/gst-e-invoicing' });
    expect(made.statusCode, made.body).toBe(201);
    const after = await t.app.inject({ url: apiPaths.menuItems, headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toContainEqual({
      id: made.json().data.id,
      menu: 'header',
      label: 'Webinar',
      href: '/webinars/gst-e-invoicing',
    });
  });
});

describe('an article’s or a customer story’s address', () => {
  const ARTICLE = { title: 'GST on job work', slug: 'gst-on-job-work', summary: 'Who pays, and when', body: '<p>Job work</p>' };
  const articleNamed = async (slug: string) => (await visit(`/api/get-article/?slug=${slug}`)).json().data as { title: string }[];

  it('changed keeps its old one: it answers 301 to the new, as do redirects and menu entries to it, and the new one is the article', async () => {
    const made = await content('POST', 'articles', ARTICLE);
    expect(made.statusCode, made.body).toBe(201);
    const { id, version } = made.json().data;
    expect(
      (await content('POST', 'redirects', { from: '/insights/job-work-gst', to: '/insights/gst-on-job-work', permanent: true })).statusCode,
    ).toBe(201);
    const entry = await content('POST', 'menu-items', { menu: 'footer-links', label: 'Job work', href: '/insights/gst-on-job-work' });
    expect(entry.statusCode, entry.body).toBe(201);

    const renamed = await t.send('PATCH', `/api/staff/content/articles/${id}`, {
      session,
      payload: { slug: 'gst-on-job-work-2026' },
      headers: { 'if-match': `"${version}"` },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await redirectOf('/insights/gst-on-job-work?utm_source=whatsapp')).toEqual([
      301,
      '/insights/gst-on-job-work-2026?utm_source=whatsapp',
    ]);
    expect(await redirectOf('/insights/job-work-gst')).toEqual([301, '/insights/gst-on-job-work-2026']);
    expect((await articleNamed('gst-on-job-work-2026'))[0]?.title).toBe('GST on job work');
    const menus = (await visit('/api/get-menu-items/')).json().data as { label: string; href: string }[];
    expect(menus.find((item) => item.label === 'Job work')?.href).toBe('/insights/gst-on-job-work-2026');

    // Back to its first address: the article answers there again, and the address it leaves redirects to it.
    const now = (await content('GET', `articles/${id}`)).json().data.version;
    const back = await t.send('PATCH', `/api/staff/content/articles/${id}`, {
      session,
      payload: { slug: 'gst-on-job-work' },
      headers: { 'if-match': `"${now}"` },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await visit('/insights/gst-on-job-work')).statusCode).not.toBe(301);
    expect(await redirectOf('/insights/gst-on-job-work-2026')).toEqual([301, '/insights/gst-on-job-work']);
    expect(await redirectOf('/insights/job-work-gst')).toEqual([301, '/insights/gst-on-job-work']);
    const list = (await content('GET', 'redirects')).json().data as { from: string; to: string }[];
    expect(list.filter((row) => row.from === '/insights/gst-on-job-work')).toEqual([]);
  });

  it('may be a redirect’s while no item has it, never while one does, and never an address of another shape', async () => {
    const story = (await visit('/api/get-customer-stories/')).json().data[0] as { slug: string };
    const hidden = await content('POST', 'redirects', { from: `/customer-stories/${story.slug}`, to: '/contact', permanent: true });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().fields.from).toBe(
      `a redirect cannot hide a real page: /customer-stories/${story.slug} is a customer story’s page`,
    );
    const odd = await content('POST', 'redirects', { from: '/insights/Old_Article', to: '/contact', permanent: true });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().fields.from).toMatch(/^a redirect cannot hide a real page/);

    expect((await content('POST', 'redirects', { from: '/customer-stories/old-story', to: '/contact', permanent: false })).statusCode).toBe(
      201,
    );
    expect(await redirectOf('/customer-stories/old-story')).toEqual([302, '/contact']);
  });
});

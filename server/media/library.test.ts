// The media library (docs/media.md): each upload has its row, files uploaded before the library are found,
// the list says where the content uses each picture (live, drafts, Recently deleted) and searches descriptions
// and file names; a description is set once (≤ 250 characters, audited) and the public reads use it where a
// picture field's own is empty; a picture is deleted, with its copies, only when nothing uses it; and the
// routes refuse without a session, without the CSRF token and for a role without the content.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { usedMessage, type MediaUse } from './media-uses.ts';
import { uploadTestPicture } from './test-uploads.ts';
import { uploadDirFor } from './uploads.ts';
import { signedInStaff, STAFF_EMAIL, STAFF_PASSWORD, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

let t: StaffTestApp;
let session: SignedIn;
signedInStaff('all', (app, signedIn) => {
  t = app;
  session = signedIn;
});

/** Uploads a picture through the content editor's route, as the browser's form sends it. */
const upload = (colour: string, filename: string, width?: number, height?: number) =>
  uploadTestPicture(t, session, colour, filename, width, height);

interface Picture {
  id: number;
  url: string;
  name: string;
  alt: string;
  bytes: number;
  width: number | null;
  thumbnail: string;
  uploaded_by: string | null;
  used_by: { kind: string; id: number | null; title: string; field: string; field_label: string; state: string }[];
  used_count: { current: number; history: number };
}

const list = async (q?: string): Promise<Picture[]> => {
  const response = await t.send('GET', `/api/staff/media${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`, { session });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items;
};
const content = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
  t.send(method, `/api/staff/content/${path}`, { session, payload });
const setAlt = (id: number, alt: string) => t.send('PATCH', `/api/staff/media/${id}`, { session, payload: { alt } });

let cover: { id: number; url: string };
let inBody: { id: number; url: string };
let unused: { id: number; url: string };

beforeAll(async () => {
  cover = await upload('#0a5', 'Office front.png');
  inBody = await upload('#a50', 'team-at-work.png');
  unused = await upload('#05a', 'spare.png', 320, 200);
});

describe('the media library', { timeout: 60_000 }, () => {
  it('records each upload once, newest first, with its size, thumbnail and uploader', async () => {
    const again = await upload('#0a5', 'same bytes again.png');
    expect(again.id).toBe(cover.id);
    const pictures = await list();
    expect(pictures.map((picture) => picture.id)).toEqual([unused.id, inBody.id, cover.id]);
    const [spare] = pictures;
    expect(spare).toMatchObject({
      url: unused.url,
      name: 'spare.png',
      type: 'png',
      width: 320,
      height: 200,
      alt: '',
      uploaded_by: STAFF_EMAIL,
    });
    expect(spare!.bytes).toBeGreaterThan(0);
    // The smallest stored copy, which the server serves.
    expect(spare!.thumbnail).toBe(unused.url.replace(/\.png$/, '-320.webp'));
    expect((await t.app.inject(spare!.thumbnail)).statusCode).toBe(200);
  });

  it('finds the pictures uploaded before the library, once', async () => {
    const dir = uploadDirFor(t.databasePath)!;
    const name = `${'c'.repeat(32)}-40x30.png`;
    writeFileSync(
      join(dir, name),
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#555' } })
        .png()
        .toBuffer(),
    );
    const found = (await list()).filter((picture) => picture.url === `/media/uploads/${name}`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ uploaded_by: null, width: 40, height: 30, name: '' });
    expect((await list()).filter((picture) => picture.url === `/media/uploads/${name}`)).toHaveLength(1);
    expect((await t.send('DELETE', `/api/staff/media/${found[0]!.id}`, { session })).statusCode).toBe(200);
  });

  it('says where each picture is used: a live item’s field, a draft’s rich text, a page’s blocks', async () => {
    const article = await content('POST', 'articles', {
      title: 'Closing the books',
      slug: 'closing-the-books',
      summary: 'Year end',
      body: '<p>Steps.</p>',
      cover_image: cover.url,
    });
    expect(article.statusCode, article.body).toBe(201);
    const draft = await content('POST', 'articles', {
      _status: 'draft',
      title: 'Team notes',
      slug: 'team-notes',
      summary: 'Who we are',
      body: `<p>Us:</p><img src="${inBody.url}" alt="">`,
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const page = await content('POST', 'pages', {
      title: 'Webinar',
      slug: 'gst-webinar',
      blocks: [{ type: 'hero', title: 'GST webinar', text: '', image: cover.url, image_alt: '', buttons: [] }],
    });
    expect(page.statusCode, page.body).toBe(201);

    const byId = new Map((await list()).map((picture) => [picture.id, picture]));
    expect(byId.get(cover.id)!.used_by).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'articles',
          title: 'Closing the books',
          field: 'cover_image',
          field_label: 'Cover picture',
          state: 'live',
        }),
        expect.objectContaining({ kind: 'pages', title: 'Webinar', field: 'blocks', state: 'live' }),
      ]),
    );
    expect(byId.get(inBody.id)!.used_by).toEqual([
      expect.objectContaining({ kind: 'articles', id: null, title: 'Team notes', field: 'body', field_label: 'Article', state: 'draft' }),
    ]);
    expect(byId.get(unused.id)!.used_by).toEqual([]);
  });

  it('searches descriptions and file names', async () => {
    expect((await setAlt(inBody.id, 'Three consultants at a whiteboard')).statusCode).toBe(200);
    expect((await list('WHITEBOARD')).map((picture) => picture.id)).toEqual([inBody.id]);
    expect((await list('office')).map((picture) => picture.id)).toEqual([cover.id]);
    expect(await list('nothing like this')).toEqual([]);
  });

  it('sets a description of at most 250 characters, audited', async () => {
    const long = await setAlt(cover.id, 'x'.repeat(251));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      success: false,
      message: 'A picture’s description may be at most 250 characters; this one has 251.',
      fields: { alt: 'A picture’s description may be at most 250 characters; this one has 251.' },
    });
    const saved = await setAlt(cover.id, '  The office’s front door in Pune  ');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, data: { id: cover.id, alt: 'The office’s front door in Pune' } });
    expect(saved.json().message).toMatch(/saved/);
    const entry = t.db
      .prepare(
        "SELECT actor, action, entity_id, before_json, after_json FROM audit_log WHERE entity = 'media' AND action = 'alt-text' ORDER BY id DESC",
      )
      .get() as { actor: string; entity_id: number; before_json: string; after_json: string };
    expect(entry).toMatchObject({ actor: STAFF_EMAIL, entity_id: cover.id });
    expect(JSON.parse(entry.before_json)).toEqual({ url: cover.url, alt: '' });
    expect(JSON.parse(entry.after_json)).toEqual({ url: cover.url, alt: 'The office’s front door in Pune' });
    expect((await setAlt(99_999, 'No such')).statusCode).toBe(404);
  });

  it('gives the pages the library’s description where a picture field’s own is empty, and keeps an own one', async () => {
    const read = async (url: string) => (await t.app.inject(url)).json().data;
    expect((await read('/api/get-article/?slug=closing-the-books'))[0].cover_alt).toBe('The office’s front door in Pune');
    expect((await read('/api/get-articles/')).articles[0].cover_alt).toBe('The office’s front door in Pune');
    expect((await read('/api/get-page/?slug=gst-webinar'))[0].blocks[0].image_alt).toBe('The office’s front door in Pune');
    // A change reaches the cached answers at once.
    expect((await setAlt(cover.id, 'The front door')).statusCode).toBe(200);
    expect((await read('/api/get-article/?slug=closing-the-books'))[0].cover_alt).toBe('The front door');
    // The field's own description wins.
    const id = (await content('GET', 'articles')).json().data.find((item: { slug: string }) => item.slug === 'closing-the-books').id;
    expect((await content('PATCH', `articles/${id}`, { cover_alt: 'Our door, photographed at dawn' })).statusCode).toBe(200);
    expect((await read('/api/get-article/?slug=closing-the-books'))[0].cover_alt).toBe('Our door, photographed at dawn');
    // What is stored is the field's own: the library's is only put in on the way out.
    const page = (await content('GET', 'pages')).json().data.find((item: { slug: string }) => item.slug === 'gst-webinar');
    expect((await content('GET', `pages/${page.id}`)).json().data.blocks[0].image_alt).toBe('');
  });

  it('writes the library’s description beside a picture whose field has no description field: services, sections, share pictures', async () => {
    const read = async (url: string) => (await t.app.inject(url)).json().data;
    const [service] = (await content('GET', 'services')).json().data as { id: number }[];
    const [section] = (await content('GET', 'sections')).json().data as { id: number; service_id: number }[];
    expect((await content('PATCH', `services/${service!.id}`, { image: inBody.url })).statusCode).toBe(200);
    expect((await content('PATCH', `sections/${section!.id}`, { image: `https://www.dexterity.example${inBody.url}` })).statusCode).toBe(
      200,
    );
    const page = await content('POST', 'pages', { title: 'Shared', slug: 'shared-page', share_image: inBody.url, blocks: [] });
    expect(page.statusCode, page.body).toBe(201);

    const described = 'Three consultants at a whiteboard';
    const serviceOf = (records: { id: number; image_alt: string }[]) => records.find((record) => record.id === service!.id);
    expect(serviceOf(await read('/api/get-offering-details/'))?.image_alt).toBe(described);
    expect((await read(`/api/get-service/?id=${service!.id}`))[0].image_alt).toBe(described);
    expect(serviceOf((await read('/api/get-offering-with-details/')).flatMap((o: { services: [] }) => o.services))?.image_alt).toBe(
      described,
    );
    const sections = (await read(`/api/get-overview-by-offering/?id=${section!.service_id}`)) as { id: number; image_alt: string }[];
    expect(sections.find((record) => record.id === section!.id)?.image_alt).toBe(described);
    expect((await read('/api/get-page/?slug=shared-page'))[0].share_image_alt).toBe(described);
    // Another service's picture, not an upload: nothing to describe it with.
    expect((await read('/api/get-offering-details/')).filter((record: { id: number }) => record.id !== service!.id)[0].image_alt).toBe('');
    // A new description reaches them at once.
    expect((await setAlt(inBody.id, 'Consultants at a whiteboard')).statusCode).toBe(200);
    expect(serviceOf(await read('/api/get-offering-details/'))?.image_alt).toBe('Consultants at a whiteboard');
    expect((await read('/api/get-page/?slug=shared-page'))[0].share_image_alt).toBe('Consultants at a whiteboard');
    expect((await setAlt(inBody.id, described)).statusCode).toBe(200);
  });

  it('deletes a picture with its copies only when nothing uses it', async () => {
    const used = await t.send('DELETE', `/api/staff/media/${cover.id}`, { session });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toMatch(/^This picture is still used by .+\. Take it out there first\.$/);
    expect(used.json().message).toContain('the article “Closing the books” (Cover picture)');
    expect(used.json().message).toContain('the page “Webinar” (Blocks)');
    const draftUse = await t.send('DELETE', `/api/staff/media/${inBody.id}`, { session });
    expect(draftUse.json().message).toContain('the article “Team notes” (Article, a draft)');

    const dir = uploadDirFor(t.databasePath)!;
    const base = unused.url.slice('/media/uploads/'.length, -'.png'.length);
    expect(readdirSync(dir).filter((name) => name.startsWith(base)).length).toBeGreaterThan(1);
    const gone = await t.send('DELETE', `/api/staff/media/${unused.id}`, { session });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(readdirSync(dir).filter((name) => name.startsWith(base))).toEqual([]);
    expect((await list()).map((picture) => picture.id)).not.toContain(unused.id);
    expect(existsSync(join(dir, cover.url.slice('/media/uploads/'.length)))).toBe(true);
    expect((await t.send('DELETE', `/api/staff/media/${unused.id}`, { session })).statusCode).toBe(404);
    // A picture of an item in Recently deleted is still used: the item can come back.
    const page = (await content('GET', 'pages')).json().data.find((item: { slug: string }) => item.slug === 'gst-webinar');
    expect((await content('DELETE', `pages/${page.id}`)).statusCode).toBe(200);
    const uses = (await list()).find((picture) => picture.id === cover.id)!.used_by;
    expect(uses).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'pages', state: 'deleted', title: 'Webinar' })]));
  });

  it('counts a picture only an earlier version in an item’s history names, while the item can come back', async () => {
    const old = await upload('#5a0', 'old cover.png');
    const created = await content('POST', 'articles', {
      title: 'Old news',
      slug: 'old-news',
      summary: 'Then',
      body: '<p>x</p>',
      cover_image: old.url,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const usesOf = async () => (await list()).find((picture) => picture.id === old.id)!.used_by;
    expect(await usesOf()).toEqual([expect.objectContaining({ kind: 'articles', id, state: 'live', field: 'cover_image' })]);

    // Taken out: only the history names it, and restoring that version would bring it back.
    expect((await content('PATCH', `articles/${id}`, { cover_image: '' })).statusCode).toBe(200);
    const history = { kind: 'articles', id, title: 'Old news', field: 'cover_image', field_label: 'Cover picture', state: 'history' };
    expect(await usesOf()).toEqual([expect.objectContaining(history)]);
    const refused = await t.send('DELETE', `/api/staff/media/${old.id}`, { session });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This picture is kept by the history of the article “Old news” (Cover picture): an earlier version there can be restored with it.',
    );

    // In Recently deleted the article can come back, and then its history: still used.
    expect((await content('DELETE', `articles/${id}`)).statusCode).toBe(200);
    expect(await usesOf()).toEqual([expect.objectContaining(history)]);
    // Once Recently deleted lets it go for good (the purge of old entries), nothing can bring the version back.
    t.db.prepare("DELETE FROM content_trash WHERE kind = 'articles' AND item_id = ?").run(id);
    expect(await usesOf()).toEqual([]);
    expect((await t.send('DELETE', `/api/staff/media/${old.id}`, { session })).statusCode).toBe(200);
  });

  it('names apart the places a delete must wait for and the history that keeps a picture', () => {
    const use = (state: MediaUse['state'], title: string): MediaUse => ({
      kind: 'articles',
      kind_label: 'Article',
      id: 1,
      title,
      field: 'cover_image',
      field_label: 'Cover picture',
      state,
    });
    expect(usedMessage([use('live', 'New'), use('history', 'Old')])).toBe(
      'This picture is still used by the article “New” (Cover picture). Take it out there first. It is also kept by the history of the article “Old” (Cover picture): an earlier version there can be restored with it.',
    );
  });

  it('lets a picture go once a privacy erasure has taken the only earlier version naming it out of the history', async () => {
    const photo = await upload('#3a7', 'signed-letter.png');
    const body = `<p>A letter from ravi.erase@example.in</p><p><img src="${photo.url}" alt="The letter"></p>`;
    const created = await content('POST', 'articles', { title: 'A thank-you', slug: 'a-thank-you', summary: 'Thanks', body });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect((await content('PATCH', `articles/${id}`, { body: '<p>Thanks to every customer.</p>' })).statusCode).toBe(200);
    const usesOf = async () => (await list()).find((picture) => picture.id === photo.id)!.used_by;
    expect(await usesOf()).toEqual([expect.objectContaining({ id, state: 'history' })]);

    // The erasure replaces the body that named the person, picture and all, in the history's entries.
    const erased = await t.send('POST', '/api/staff/privacy/erase', { session, payload: { email: 'ravi.erase@example.in' } });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await usesOf()).toEqual([]);
    expect((await t.send('DELETE', `/api/staff/media/${photo.id}`, { session })).statusCode).toBe(200);
  });

  it('counts the history of an item that went to Recently deleted with its parent', async () => {
    const photo = await upload('#0aa', 'old section.png');
    const created = await content('POST', 'sections', { service_id: 5, title: 'Set-up day', description: 'On site', image: photo.url });
    expect(created.statusCode, created.body).toBe(201);
    const section = created.json().data.id as number;
    expect((await content('PATCH', `sections/${section}`, { image: '' })).statusCode).toBe(200);
    const usesOf = async () => (await list()).find((picture) => picture.id === photo.id)!.used_by;
    const history = expect.objectContaining({ kind: 'sections', id: section, title: 'Set-up day', state: 'history' });
    expect(await usesOf()).toEqual([history]);
    // The service goes to Recently deleted with its sections; bringing it back brings the section, and its history.
    expect((await content('DELETE', 'services/5')).statusCode).toBe(200);
    expect(await usesOf()).toEqual([history]);
    t.db.prepare("DELETE FROM content_trash WHERE kind = 'services' AND item_id = 5").run();
    expect(await usesOf()).toEqual([]);
  });

  it('keeps where-used right through a draft, its publishing, a deletion and a restore, listing after each', async () => {
    const photo = await upload('#a0a', 'seminar.png');
    const usesOf = async () =>
      (await list()).find((picture) => picture.id === photo.id)!.used_by.map(({ state, title }) => `${state} ${title}`);
    const page = await content('POST', 'pages', { title: 'Seminar', slug: 'seminar', blocks: [] });
    expect(page.statusCode, page.body).toBe(201);
    const id = page.json().data.id as number;
    expect(await usesOf()).toEqual([]);
    // Listed twice with nothing changed in between: the same answer.
    expect(await usesOf()).toEqual([]);

    expect((await content('PATCH', `pages/${id}`, { share_image: photo.url, _status: 'draft' })).statusCode).toBe(200);
    expect(await usesOf()).toEqual(['draft Seminar']);
    expect((await content('POST', 'publish', {})).statusCode).toBe(200);
    expect(await usesOf()).toEqual(['live Seminar']);
    expect((await content('DELETE', `pages/${id}`)).statusCode).toBe(200);
    expect(await usesOf()).toEqual(['deleted Seminar']);
    const entry = (await content('GET', 'trash'))
      .json()
      .data.items.find((item: { id: number; kind: string }) => item.kind === 'pages' && item.id === id);
    expect((await content('POST', `trash/${entry.entry}/restore`)).statusCode).toBe(200);
    expect(await usesOf()).toEqual(['live Seminar']);
    // A change made by another connection (the terminal's import) is seen too.
    t.db.prepare('UPDATE pages SET share_image = ? WHERE id = ?').run('', id);
    expect(await usesOf()).toEqual(['history Seminar']);
  });

  it('names at most ten places of a picture, and counts them all', async () => {
    const photo = await upload('#5a0', 'ledger.png');
    for (let n = 1; n <= 12; n += 1) {
      const created = await content('POST', 'articles', {
        title: `Ledger note ${n}`,
        slug: `ledger-note-${n}`,
        summary: 'Books.',
        body: '<p>Books.</p>',
        cover_image: photo.url,
        cover_alt: 'A ledger',
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const picture = (await list()).find((one) => one.id === photo.id)!;
    expect(picture.used_by.map((use) => use.title)).toEqual(Array.from({ length: 10 }, (_, n) => `Ledger note ${n + 1}`));
    expect(picture.used_count).toEqual({ current: 12, history: 0 });
    // The refusal names five and counts the rest.
    const refused = await t.send('DELETE', `/api/staff/media/${photo.id}`, { session });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('“Ledger note 5” (Cover picture) and 7 more. Take it out there first.');
  });

  it('refuses without a session, without the CSRF token and for a role without the content', async () => {
    for (const [method, url] of [
      ['GET', '/api/staff/media'],
      ['PATCH', `/api/staff/media/${cover.id}`],
      ['DELETE', `/api/staff/media/${cover.id}`],
    ] as const) {
      const payload = method === 'PATCH' ? { alt: 'x' } : undefined;
      expect((await t.send(method, url, { payload })).statusCode, `${method} without a session`).toBe(401);
      if (method !== 'GET')
        expect((await t.send(method, url, { session, payload, csrfToken: null })).statusCode, `${method} without CSRF`).toBe(403);
    }
    await t.addAccount('sales@example.in', STAFF_PASSWORD, 'sales');
    const sales = await t.signIn('sales@example.in', STAFF_PASSWORD);
    const refused = await t.send('GET', '/api/staff/media', { session: sales });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your role (sales) cannot use the site’s content.');
    expect((await t.send('PATCH', `/api/staff/media/${cover.id}`, { session: sales, payload: { alt: 'x' } })).statusCode).toBe(403);
    await t.addAccount('editor@example.in', STAFF_PASSWORD, 'editor');
    const editor = await t.signIn('editor@example.in', STAFF_PASSWORD);
    expect((await t.send('GET', '/api/staff/media', { session: editor })).statusCode).toBe(200);
  });
});

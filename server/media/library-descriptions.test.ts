// Descriptions typed where a picture is used become the media library's (docs/media.md): a save that describes an
// upload the library has not described — a hero's picture, a draft's, a picture in rich text — gives the library that
// description, so the picture is described wherever it is chosen later; a description staff wrote in the library is
// kept, a picture marked as decoration stays so, and one longer than the library takes is left to its field.
import { beforeEach, describe, expect, it } from 'vitest';

import { signedInStaff, STAFF_EMAIL, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

import { uploadTestPicture, type UploadedPicture } from './test-uploads.ts';

let t: StaffTestApp;
let session: SignedIn;
signedInStaff('each', (app, signedIn) => {
  t = app;
  session = signedIn;
});

interface Listed {
  id: number;
  url: string;
  alt: string;
  decorative: boolean;
}

const content = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) =>
  t.send(method, `/api/staff/content/${path}`, { session, payload });
const library = async (): Promise<Listed[]> => (await t.send('GET', '/api/staff/media', { session })).json().data.items;
const inLibrary = async (picture: UploadedPicture) => (await library()).find((listed) => listed.id === picture.id)!;
const setAlt = (picture: UploadedPicture, payload: { alt: string; decorative?: boolean }) =>
  t.send('PATCH', `/api/staff/media/${picture.id}`, { session, payload });
const heroPage = (slug: string, image: string, imageAlt: string) => ({
  title: `Page ${slug}`,
  slug,
  blocks: [{ type: 'hero', title: 'GST masterclass', text: '', image, image_alt: imageAlt, buttons: [] }],
});

let photo: UploadedPicture;
beforeEach(async () => {
  photo = await uploadTestPicture(t, session, '#3a6', 'training-day.png');
});

describe('descriptions typed where a picture is used', { timeout: 60_000 }, () => {
  it('become the library’s when it has none: a hero saved with one, then the picture chosen as an article’s cover is described', async () => {
    expect(photo).toMatchObject({ alt: '', decorative: false });
    const page = await content('POST', 'pages', heroPage('masterclass', photo.url, 'Accountants at a training day in Pune'));
    expect(page.statusCode, page.body).toBe(201);
    expect(await inLibrary(photo)).toMatchObject({ alt: 'Accountants at a training day in Pune', decorative: false });
    const entry = t.db
      .prepare("SELECT actor, before_json, after_json FROM audit_log WHERE entity = 'media' AND action = 'alt-text' ORDER BY id DESC")
      .get() as { actor: string; before_json: string; after_json: string };
    expect(entry.actor).toBe(STAFF_EMAIL);
    expect(JSON.parse(entry.after_json)).toEqual({ url: photo.url, alt: 'Accountants at a training day in Pune' });

    // Chosen later as an article's cover with no description of its own: the library's is the picture's.
    const article = await content('POST', 'articles', {
      title: 'Training day',
      slug: 'training-day',
      summary: 'How it went',
      body: '<p>Notes.</p>',
      cover_image: photo.url,
    });
    expect(article.statusCode, article.body).toBe(201);
    const [served] = (await t.app.inject('/api/get-article/?slug=training-day')).json().data;
    expect(served.cover_alt).toBe('Accountants at a training day in Pune');
  });

  it('come from a draft and from a picture in rich text too', async () => {
    const other = await uploadTestPicture(t, session, '#a36', 'ledger.png');
    const draft = await content('POST', 'pages', { _status: 'draft', ...heroPage('draft-page', photo.url, 'A trainer at a whiteboard') });
    expect(draft.statusCode, draft.body).toBe(201);
    expect((await inLibrary(photo)).alt).toBe('A trainer at a whiteboard');
    const article = await content('POST', 'articles', {
      title: 'Ledgers',
      slug: 'ledgers',
      summary: 'Books',
      body: `<p>See:</p><p><img src="${other.url}" alt="A ledger &amp; a pen"></p>`,
    });
    expect(article.statusCode, article.body).toBe(201);
    expect((await inLibrary(other)).alt).toBe('A ledger & a pen');
  });

  it('never replace a description written in the library, nor describe a picture marked as decoration', async () => {
    expect((await setAlt(photo, { alt: 'The training room, from the door' })).statusCode).toBe(200);
    const decoration = await uploadTestPicture(t, session, '#63a', 'swirl.png');
    const marked = await setAlt(decoration, { alt: '', decorative: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().message).toMatch(/^Marked as decoration/);
    expect((await content('POST', 'pages', heroPage('one', photo.url, 'Another description'))).statusCode).toBe(201);
    expect((await content('POST', 'pages', heroPage('two', decoration.url, 'A swirl'))).statusCode).toBe(201);
    expect(await inLibrary(photo)).toMatchObject({ alt: 'The training room, from the door', decorative: false });
    expect(await inLibrary(decoration)).toMatchObject({ alt: '', decorative: true });
    // An upload of the same bytes says so; a description unmarks it.
    expect(await uploadTestPicture(t, session, '#63a', 'swirl again.png')).toMatchObject({ id: decoration.id, decorative: true });
    expect((await setAlt(decoration, { alt: 'A blue swirl' })).json().data).toMatchObject({ alt: 'A blue swirl', decorative: false });
  });

  it('leave one longer than the library takes to its field, and a contradiction is the field’s message, not a failure', async () => {
    const long = `A long description: ${'accountants at work, '.repeat(12)}`.slice(0, 280);
    const page = await content('POST', 'pages', heroPage('long', photo.url, long));
    expect(page.statusCode, page.body).toBe(201);
    expect((await inLibrary(photo)).alt).toBe('');
    const tooLong = await setAlt(photo, { alt: long });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields.alt).toBe(`A picture’s description may be at most 250 characters; this one has ${long.trim().length}.`);
    const both = await setAlt(photo, { alt: 'Words', decorative: true });
    expect(both.statusCode).toBe(400);
    expect(both.json().fields.alt).toMatch(/only decorates has no description/);
  });
});

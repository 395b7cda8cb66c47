// The media library's list a page at a time (docs/media.md): 50 pictures a page, newest first; a search keeps the
// pictures whose words hold every word searched, paged the same way; `url` answers one picture; a page past the last
// is the last. And the upload folder is read again only when files came or went, not at every listing.
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { recordMedia } from '../db/media-library.ts';
import { uploadTestPicture } from './test-uploads.ts';
import { uploadDirFor } from './uploads.ts';
import { signedInStaff, STAFF_EMAIL, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

let t: StaffTestApp;
let session: SignedIn;
signedInStaff('all', (app, signedIn) => {
  t = app;
  session = signedIn;
});

interface Listed {
  id: number;
  url: string;
  name: string;
  thumbnail: string;
  used_by: unknown[];
}
interface Page {
  items: Listed[];
  page: number;
  size: number;
  total: number;
}

const read = async (query = ''): Promise<Page> => {
  const response = await t.send('GET', `/api/staff/media${query}`, { session });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const names = (page: Page) => page.items.map((picture) => picture.name);

/** Picture n's row, as an upload of the n-th minute of a day records it (no file: the list reads rows). */
const hash = (n: number) => n.toString(16).padStart(32, '0');
const picture = (n: number) => ({
  url: `/media/uploads/${hash(n)}-640x480.png`,
  name: n % 10 === 0 ? `Office ${n}.png` : `Team ${n}.png`,
  type: 'png',
  width: 640,
  height: 480,
  bytes: 1000 + n,
  uploaded_at: new Date(Date.UTC(2026, 10, 1, 9, n)).toISOString(),
  uploaded_by: STAFF_EMAIL,
});

beforeAll(() => {
  for (let n = 1; n <= 120; n += 1) recordMedia(t.db, picture(n));
});

describe('the media library a page at a time', () => {
  it('answers 50 pictures a page, newest first, with the page, its size and how many there are', async () => {
    const first = await read();
    expect(first).toMatchObject({ page: 1, size: 50, total: 120 });
    expect(names(first)).toEqual(Array.from({ length: 50 }, (_, index) => picture(120 - index).name));
    expect(first.items[0]).toMatchObject({ thumbnail: `/media/uploads/${hash(120)}-640x480-480.webp`, used_by: [] });
    const last = await read('?page=3');
    expect(last.page).toBe(3);
    expect(names(last)).toEqual(Array.from({ length: 20 }, (_, index) => picture(20 - index).name));
    // A page past the last (the list shrank since the link was made) is the last.
    expect((await read('?page=9')).page).toBe(3);
  });

  it('keeps the pictures whose description or names hold every word searched, in any case, paged alike', async () => {
    const offices = await read('?q=OFFICE');
    expect(offices).toMatchObject({ page: 1, total: 12 });
    expect(names(offices).slice(0, 2)).toEqual(['Office 120.png', 'Office 110.png']);
    // Every word, in any order: not the phrase.
    expect(names(await read(`?q=${encodeURIComponent('110 office')}`))).toEqual(['Office 110.png']);
    const teams = await read('?q=team&page=3');
    expect(teams).toMatchObject({ page: 3, total: 108 });
    expect(teams.items).toHaveLength(8);
    expect(await read('?q=nothing')).toMatchObject({ items: [], page: 1, total: 0 });
  });

  it('answers the picture at one address alone, and nothing for an address not in the library', async () => {
    const one = await read(`?url=${encodeURIComponent(picture(7).url)}`);
    expect(one).toMatchObject({ page: 1, total: 1 });
    expect(names(one)).toEqual(['Team 7.png']);
    expect(await read(`?url=${encodeURIComponent('/media/uploads/none.png')}`)).toMatchObject({ items: [], total: 0 });
  });

  it('refuses a page that is not a page number and a search longer than 200 characters, saying why', async () => {
    for (const query of ['?page=0', '?page=two', `?q=${'x'.repeat(201)}`]) {
      const refused = await t.send('GET', `/api/staff/media${query}`, { session });
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().success).toBe(false);
    }
  });

  it('reads the upload folder again only when files came or went since it last did', async () => {
    const dir = uploadDirFor(t.databasePath)!;
    const uploaded = await uploadTestPicture(t, session, '#369', 'Board room.png');
    const at = (url: string) => read(`?url=${encodeURIComponent(url)}`);
    const file = async (name: string) => {
      const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#555' } })
        .png()
        .toBuffer();
      writeFileSync(join(dir, name), bytes);
    };
    const timeFolder = (time: Date) => utimesSync(dir, time, time);

    // A folder whose time is of the last seconds is read at each listing: a coarse clock could give a file added
    // now the folder's time as it was, and it would not be found.
    const recent = new Date(Date.now() - 500);
    timeFolder(recent);
    await read();
    const sameTick = `${'e'.repeat(32)}-40x30.png`;
    await file(sameTick);
    timeFolder(recent);
    expect((await at(`/media/uploads/${sameTick}`)).items[0]).toMatchObject({ uploaded_by: null, width: 40 });

    // The folder last changed a minute ago: read once, then not again while it stays so. The row goes, the file
    // stays, and the next listings do not look for it.
    timeFolder(new Date(Date.now() - 60_000));
    await read();
    t.db.prepare('DELETE FROM media WHERE id = ?').run(uploaded.id);
    expect((await at(uploaded.url)).total).toBe(0);
    expect((await at(uploaded.url)).total).toBe(0);
    // A file put in the folder by other means changes it: the next listing finds both, dated by their files.
    const earlier = `${'d'.repeat(32)}-40x30.png`;
    await file(earlier);
    expect((await at(uploaded.url)).items[0]).toMatchObject({ uploaded_by: null, name: '' });
    expect((await at(`/media/uploads/${earlier}`)).items[0]).toMatchObject({ uploaded_by: null, width: 40, height: 30 });
  });
});

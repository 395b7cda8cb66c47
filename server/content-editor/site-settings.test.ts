// A single document of the content model (Site settings): read and changed without an id in its path,
// with its version as the ETag and a stale If-Match refused; saved as a draft and published; never listed,
// created, moved or deleted; carried by `content export` and `content import` (a document without it
// keeps what is stored).
import { describe, expect, it } from 'vitest';

import { ContentStore } from '../db/content-store.ts';
import { readSeedContent } from '../db/database.ts';

import { contentEditorPerTest } from './test-content.ts';
import { importContent } from '../content/service.ts';

const editor = contentEditorPerTest();
const { get, send } = editor;
const seed = readSeedContent().site_settings!;

describe('the site settings', () => {
  it('are read and changed at one address, their version as the ETag, and a stale change is refused', async () => {
    const opened = await get('site-settings');
    expect(opened.statusCode).toBe(200);
    const { id, position: _position, version, draft, editing, ...fields } = opened.json().data;
    expect(editing).toEqual([]);
    expect({ id, draft }).toEqual({ id: 1, draft: null });
    expect(fields).toEqual(seed);
    expect(opened.headers.etag).toBe(`"${version}"`);

    // The whole form sent back with one change: saved, the next version.
    const saved = await send('PATCH', 'site-settings', { ...fields, phone: '+91 98220 00000' }, version);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ phone: '+91 98220 00000', version: version + 1 });
    expect(saved.headers.etag).toBe(`"${version + 1}"`);

    // The whole form of the version before, with another field changed: merged with the phone saved since (by the
    // same account, in another window).
    const stale = await send('PATCH', 'site-settings', { ...fields, email: 'sales@example.in' }, version);
    expect(stale.statusCode, stale.body).toBe(200);
    expect(stale.json().data).toMatchObject({
      phone: '+91 98220 00000',
      email: 'sales@example.in',
      version: version + 2,
      merged: { with: [], your_other_window: true },
    });

    // The same field changed from the version before: refused, naming that field only.
    const clash = await send('PATCH', 'site-settings', { ...fields, phone: '+91 98220 11111' }, version);
    expect(clash.statusCode).toBe(412);
    expect(clash.json()).toMatchObject({
      data: { phone: '+91 98220 00000', version: version + 2 },
      conflicts: [{ field: 'phone', base: seed.phone, theirs: '+91 98220 00000', yours: '+91 98220 11111' }],
    });
    expect(clash.json().conflicts).toHaveLength(1);

    const history = (await get('site-settings/history')).json().data as { action: string }[];
    expect(history.map((entry) => entry.action)).toEqual(['update', 'update']);
  });

  it('refuse what the site could not show, field by field, and keep what was stored', async () => {
    const refused = await send('PATCH', 'site-settings', {
      phone: 'call us',
      email: 'info-at-example',
      whatsapp_number: '+91 98220 45110',
      postal_code: '41100',
      map_embed_url: 'https://evil.example/maps',
      linkedin_url: 'javascript:alert(1)',
      company_name: '',
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields).sort()).toEqual(
      ['company_name', 'email', 'linkedin_url', 'map_embed_url', 'phone', 'postal_code', 'whatsapp_number'].sort(),
    );
    // A second phone and the social links may be left empty.
    expect((await send('PATCH', 'site-settings', { phone_2: '', instagram_url: '' })).statusCode).toBe(200);
    expect((await get('site-settings')).json().data).toMatchObject({ phone: seed.phone, phone_2: '', instagram_url: '' });
  });

  it('are never listed, created, moved or deleted', async () => {
    expect((await send('POST', 'site-settings', { ...seed })).statusCode).toBe(404);
    expect((await send('DELETE', 'site-settings/1')).statusCode).toBe(404);
    expect((await send('POST', 'site-settings/1/move', { position: 0 })).statusCode).toBe(404);
    expect((await get('site-settings/1')).statusCode).toBe(404);
  });

  it('can be saved as a draft that visitors do not see until it is published', async () => {
    const draft = await send('PATCH', 'site-settings', { office_hours: 'Monday to Friday, 09:30 to 18:30 IST', _status: 'draft' });
    expect(draft.statusCode, draft.body).toBe(200);
    const store = new ContentStore(editor.t.db);
    expect(store.siteSettings()[0]?.office_hours).toBe(seed.office_hours);
    expect((await send('POST', 'publish', {})).json().data).toEqual({ published: 1, left_scheduled: 0, left_for_review: 0 });
    expect(store.siteSettings()[0]?.office_hours).toBe('Monday to Friday, 09:30 to 18:30 IST');
  });

  it('are kept by an import of a document without them, and replaced by one with them', async () => {
    const store = new ContentStore(editor.t.db);
    await send('PATCH', 'site-settings', { email: 'sales@example.in' });
    const { site_settings: _settings, ...older } = store.exportContent();
    importContent(store, older);
    expect(store.exportContent().site_settings?.email).toBe('sales@example.in');
    const { version } = (await get('site-settings')).json().data;

    importContent(store, { ...older, site_settings: { ...seed, email: 'hello@example.in' } });
    expect((await get('site-settings')).json().data).toMatchObject({ email: 'hello@example.in', version: version + 1 });
    // The same settings again leave the version as it is: a form opened before still saves.
    importContent(store, { ...older, site_settings: { ...seed, email: 'hello@example.in' } });
    expect((await get('site-settings')).json().data.version).toBe(version + 1);
  });
});

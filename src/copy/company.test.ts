// The company's built-in contact copy, which the site shows when the Site settings cannot be read, is what
// a new database is seeded with (server/db/seed-content.json, read here as data).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { siteSettingsFixture } from '@/testing/handlers/site-settings';

const seed = JSON.parse(readFileSync(resolve(__dirname, '../../server/db/seed-content.json'), 'utf8')) as { site_settings: unknown };

describe('the company’s built-in copy', () => {
  it('seeds the site settings the site shows when they cannot be read (its built-in copy)', () => {
    const { id: _id, ...fallback } = siteSettingsFixture;
    expect(seed.site_settings).toEqual(fallback);
  });
});

describe('the chat button’s WhatsApp number', () => {
  it('follows the main phone unless staff set a number apart', async () => {
    const { contactFrom } = await import('./company');
    const chat = (settings: Partial<typeof siteSettingsFixture>) => contactFrom({ ...siteSettingsFixture, ...settings }).chatHref;
    expect(chat({ phone: '+91 98220 45110', whatsapp_number: '' })).toMatch(/^https:\/\/wa\.me\/919822045110\?text=/);
    expect(chat({ phone: '020 2553 4110', whatsapp_number: '' })).toMatch(/^https:\/\/wa\.me\/912025534110\?text=/);
    expect(chat({ phone: '+91 98220 45110', whatsapp_number: '917700011122' })).toMatch(/^https:\/\/wa\.me\/917700011122\?text=/);
  });
});

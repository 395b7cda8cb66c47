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

// The built-in copy of Our Story, the contact page and the pages' titles, which the site shows when the
// content cannot be read, is what a new database is seeded with (server/db/seed-content.json, read here as
// data); server/db/company-pages.test.ts checks that migration 16 stored the same.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { ourStoryBuiltIn } from '@/copy/about';
import { contactPageBuiltIn } from '@/copy/contact';
import { pageMetaBuiltIn } from '@/copy/page-meta';

const seed = JSON.parse(readFileSync(resolve(__dirname, '../../server/db/seed-content.json'), 'utf8')) as Record<string, unknown>;

describe('the company pages’ built-in copy', () => {
  it('is Our Story as seeded, with its statistics, points and steps', () => {
    const { id: _id, stats, points, steps, ...story } = ourStoryBuiltIn;
    expect(story).toEqual(seed.our_story);
    expect({ stats, points, steps }).toEqual({
      stats: seed.our_story_stats,
      points: seed.why_dexterity_points,
      steps: seed.how_we_work_steps,
    });
  });

  it('is the contact page’s words and the five pages’ titles as seeded', () => {
    const { id: _id, ...contact } = contactPageBuiltIn;
    expect(contact).toEqual(seed.contact_page);
    expect(pageMetaBuiltIn).toEqual(seed.page_meta);
  });
});

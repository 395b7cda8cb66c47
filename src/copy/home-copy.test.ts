// The home page's built-in copy (common/copy/home-copy.ts), shown when the content cannot be read, is the
// copy a new database starts with: the seed's `home` and its `hero_slides`, `statistics` and `faq` hold the same
// texts, written a second time in the seed file (server/db/home-content.test.ts keeps the seed equal to what
// migration 15 wrote from the built-in copy).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { builtInHomeCopy } from '@common/copy/home-copy';

const seed = JSON.parse(readFileSync(resolve(__dirname, '../../server/db/seed-content.json'), 'utf8')) as Record<string, unknown>;

describe('the home page’s built-in copy', () => {
  it('is the seed’s', () => {
    const { id, hero_slides, statistics, faq, ...fields } = builtInHomeCopy;
    expect(id).toBe(1);
    expect(fields).toEqual(seed.home);
    expect({ hero_slides, statistics, faq }).toEqual({ hero_slides: seed.hero_slides, statistics: seed.statistics, faq: seed.faq });
  });
});

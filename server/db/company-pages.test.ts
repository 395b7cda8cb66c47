// The company's pages as content (decision 0023): migration 16 holds the seed's words (the site's built-in
// copy is the seed's too: src/copy/company-pages.test.ts), the public reads answer them in order, and the
// declarations refuse what the pages could not show (an uncountable statistic, a page that is not one of the five).
import { describe, expect, it } from 'vitest';

import { validateContent } from '../../common/content-model/schema.ts';

import { readContactPage, readOurStory, readPageMeta } from './company-pages.ts';
import { readSeedContent } from './database.ts';
import { openDatabase } from '../content/service.ts';

const seed = readSeedContent();

describe('the company’s pages in the seed', () => {
  it('are what migration 16 stored, without the seed being imported', () => {
    const db = openDatabase(':memory:', { seed: false });
    try {
      const [story] = readOurStory(db);
      const { id: _id, stats, points, steps, ...words } = story!;
      expect(words).toEqual(seed.our_story);
      expect(stats).toEqual(seed.our_story_stats);
      expect(points).toEqual(seed.why_dexterity_points);
      expect(steps).toEqual(seed.how_we_work_steps);
      expect(readContactPage(db)).toEqual([{ id: 1, ...seed.contact_page }]);
      expect(readPageMeta(db)).toEqual(seed.page_meta);
    } finally {
      db.close();
    }
  });
});

describe('the declarations refuse', () => {
  const withChange = (change: (document: Record<string, unknown>) => void) => {
    const document = structuredClone(seed) as unknown as Record<string, unknown>;
    change(document);
    return validateContent(document);
  };

  it('a statistic the counter cannot count, saying how to write one', () => {
    for (const value of ['about 200', '5,000+', '200 +', 'K5', '', '1000+', '0']) {
      const result = withChange((document) => {
        (document.our_story_stats as { value: string }[])[0]!.value = value;
      });
      expect(result.ok, value).toBe(false);
      if (!result.ok) expect(result.problems[0]).toMatchObject({ path: 'our_story_stats[0].value' });
    }
    for (const value of ['200+', '5K+', '12', '999K']) {
      expect(withChange((document) => ((document.our_story_stats as { value: string }[])[0]!.value = value)).ok, value).toBe(true);
    }
  });

  it('a title and description for a page that is not one of the five, or for a page twice', () => {
    const other = withChange((document) => ((document.page_meta as { path: string }[])[1]!.path = '/blog'));
    expect(other).toMatchObject({
      ok: false,
      problems: [{ path: 'page_meta[1].path', message: 'must be one of /, /about, /service, /contact, /privacy' }],
    });
    const twice = withChange((document) => ((document.page_meta as { path: string }[])[1]!.path = '/'));
    expect(twice).toMatchObject({ ok: false, problems: [{ path: 'page_meta[1].path' }] });
  });

  it('an empty heading of Our Story or of the contact page', () => {
    const result = withChange((document) => {
      (document.our_story as Record<string, string>).intro_title = ' ';
      (document.contact_page as Record<string, string>).heading = '';
    });
    expect(result).toMatchObject({
      ok: false,
      problems: [
        { path: 'our_story.intro_title', message: 'must not be empty' },
        { path: 'contact_page.heading', message: 'must not be empty' },
      ],
    });
  });
});

// The home page's copy as content (common/content-model/home-kinds.ts): migration 15 wrote the site's built-in
// copy (common/copy/home-copy.ts) and the seed holds the same texts (src/copy/home-copy.test.ts keeps the
// built-in copy equal to the seed); the content document carries them there and back; a document without them
// keeps what is stored; and what the page could not show is refused with its path.
import { describe, expect, it } from 'vitest';

import { validateContent, type ContentDocument } from '../../common/content-model/schema.ts';

import { ContentStore } from './content-store.ts';
import { readSeedContent } from './database.ts';
import { importContent, openDatabase } from '../content/service.ts';
import { readHome } from './home-page.ts';

const HOME_KEYS = ['home', 'hero_slides', 'statistics', 'faq'] as const;

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

type Fields = Record<string, unknown>;
/** The parts of a document these tests change, loosely typed: they write what the schema must refuse. */
type Editable = { home: Fields; hero_slides: Fields[]; statistics: Fields[]; faq: Fields[] };

/** The problems an import of the seed with `change` applied reports, as "path: message". */
function problemsOf(change: (document: Editable) => void): string[] {
  const document = copy(readSeedContent()) as unknown as Editable;
  change(document);
  const result = validateContent(document);
  return result.ok ? [] : result.problems.map((problem) => `${problem.path}: ${problem.message}`);
}

describe('the home page’s copy in the database', () => {
  it('is what migration 15 wrote and what the seed holds', () => {
    const migrated = openDatabase(':memory:', { seed: false });
    const seeded = openDatabase(':memory:');
    const seed = readSeedContent();
    expect(readHome(migrated)).toEqual([
      { id: 1, ...seed.home, hero_slides: seed.hero_slides, statistics: seed.statistics, faq: seed.faq },
    ]);
    expect(readHome(seeded)).toEqual(readHome(migrated));
    // The seed's import left the migration's rows as they were.
    expect(seeded.prepare('SELECT max(version) FROM hero_slides').pluck().get()).toBe(1);
    migrated.close();
    seeded.close();
  });

  it('goes out with an export and comes back with an import unchanged', () => {
    const store = new ContentStore(openDatabase(':memory:'));
    const exported = store.exportContent();
    for (const key of HOME_KEYS) expect(exported[key], key).toEqual(readSeedContent()[key]);
    const changed = copy(exported);
    changed.hero_slides![1]!.text = 'A roll-out in six steps, without stopping your work.';
    changed.statistics!.reverse();
    changed.faq!.pop();
    changed.home!.cta_button = 'Call us';
    importContent(store, changed);
    expect(store.exportContent()).toEqual(changed);
    // Only what changed moves to a new version.
    const versions = store.db.prepare('SELECT id, version FROM hero_slides ORDER BY id').all();
    expect(versions).toEqual([1, 2, 1, 1].map((version, index) => ({ id: index + 1, version })));
    expect(store.db.prepare('SELECT version FROM home').pluck().get()).toBe(2);
    store.db.close();
  });

  it('is kept as stored when an import leaves its keys out', () => {
    const store = new ContentStore(openDatabase(':memory:'));
    const changed = copy(store.exportContent());
    changed.hero_slides![0]!.title = 'Books that balance themselves';
    changed.statistics!.push({ id: 9, value: '12', label: 'Branches served' });
    changed.faq = [changed.faq![0]!];
    changed.home!.about_title = 'Tally partner in Pune';
    importContent(store, changed);
    const without = copy(changed) as Partial<ContentDocument>;
    for (const key of HOME_KEYS) delete without[key];
    without.offerings![1]!.offering_name = 'Tally Software';
    const result = validateContent(without);
    expect(result.ok).toBe(true);
    importContent(store, (result as { document: ContentDocument }).document);
    const after = store.exportContent();
    expect(after.offerings[1]!.offering_name).toBe('Tally Software');
    for (const key of HOME_KEYS) expect(after[key], key).toEqual(changed[key]);
    store.db.close();
  });
});

describe('an import of the home page’s copy', () => {
  it('refuses a statistic the counter cannot count, saying how it counts', () => {
    for (const value of ['5.5K+', 'about 200', '0', '1000+', '5M+', '+200', '']) {
      const problems = problemsOf((document) => (document.statistics[0]!.value = value));
      expect(problems.join('\n'), value).toMatch(/^statistics\[0\]\.value: /);
      if (value !== '') expect(problems[0], value).toContain('must be a whole number from 1 to 999, then K for thousands and + if wanted');
    }
    for (const value of ['200+', '50+', '5K+', '5k', '12', '999K+'])
      expect(
        problemsOf((document) => (document.statistics[0]!.value = value)),
        value,
      ).toEqual([]);
  });

  it('refuses a video that is not a YouTube id, a picture the hero has not got, an empty text and an unknown field', () => {
    expect(problemsOf((document) => (document.home.video_id = 'https://youtu.be/aqz-KE-bpKQ'))).toEqual([
      'home.video_id: must be a YouTube video id: the 11 letters, digits, - or _ after v= in its address, such as aqz-KE-bpKQ',
    ]);
    expect(problemsOf((document) => (document.hero_slides[0]!.picture = 'beach'))).toEqual([
      'hero_slides[0].picture: must be "ledger" or "dashboard" or "cloud" or "classroom"',
    ]);
    expect(problemsOf((document) => (document.faq[1]!.answer = '  '))).toEqual(['faq[1].answer: must not be empty']);
    expect(problemsOf((document) => (document.home.hero_title = 'Hello'))).toEqual([expect.stringMatching(/^home: .*hero_title/)]);
    expect(problemsOf((document) => delete document.home.cta_title)).toEqual([expect.stringMatching(/^home\.cta_title: /)]);
  });

  it('refuses two questions with one id and more slides than the hero takes', () => {
    expect(problemsOf((document) => (document.faq[1]!.id = document.faq[0]!.id))).toEqual([
      'faq[1].id: question id 1 is already used at faq[0].id',
    ]);
    const slides = problemsOf((document) => {
      document.hero_slides = Array.from({ length: 9 }, (_, index) => ({ ...document.hero_slides[0]!, id: index + 1 }));
    });
    expect(slides).toEqual([expect.stringMatching(/^hero_slides: /)]);
  });

  it('leaves everything as it was when it is refused', () => {
    const store = new ContentStore(openDatabase(':memory:'));
    const before = store.exportContent();
    const bad = copy(before) as unknown as Editable;
    bad.statistics[0]!.value = 'lots';
    bad.faq[0]!.question = 'Changed?';
    expect(validateContent(bad).ok).toBe(false);
    expect(store.exportContent()).toEqual(before);
    store.db.close();
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { KINDS, isDocument } from '../../common/content-model/kinds.ts';
import { shownKinds } from '../../common/content-model/public-api.ts';
import { walkDocument } from '../../common/content-model/schema.ts';

import {
  builtPageSubject,
  contentChangeTimes,
  hasAddress,
  lastChangeKeys,
  recordChangeDates,
  SITE_WIDE_SUBJECT,
} from './content-changes.ts';
import { readSeedContent } from './database.ts';
import { openDatabase } from '../content/service.ts';
import { placeFreshDatabase } from './test-template.ts';

const LATER = new Date('2031-01-01T00:00:00Z');
const LATER_TIME = '2031-01-01T00:00:00Z';

type Document = ReturnType<typeof readSeedContent>;

/** The seed with two built pages (the seed has none), the second showing service 1's plans, and a category with an article. */
function withPages(): Document {
  const document = structuredClone(readSeedContent());
  const page = { search_title: '', search_description: '', share_image: '' };
  document.pages = [
    { id: 1, title: 'Webinar', slug: 'webinar', ...page, blocks: [{ type: 'hero', title: 'Webinar', text: 'Sixty minutes' }] },
    { id: 2, title: 'Offer', slug: 'offer', ...page, blocks: [{ type: 'pricing', service_id: 1 }] },
  ] as Document['pages'];
  document.categories = [{ id: 1, name: 'GST', slug: 'gst', description: '' }];
  document.articles = [
    {
      ...{ id: 1, title: 'GST rates', slug: 'gst-rates', summary: 'Rates', body: '<p>Rates</p>', cover_image: '', cover_alt: '' },
      ...{
        category_id: 1,
        service_ids: [],
        published_at: '2026-11-28T09:30:00Z',
        author_email: '',
        search_title: '',
        search_description: '',
      },
    },
  ];
  return document;
}

/** The subjects a change dates, after the base document was recorded. */
const dir = mkdtempSync(join(tmpdir(), 'dexterity-content-changes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let made = 0;

/**
 * A new site's database, copied from the one this process migrated and seeded once (server/db/test-template.ts): a
 * test here opens one per kind the site shows, and migrating each anew made the file's slowest test pass its time
 * limit on a busy machine.
 */
function freshDatabase() {
  const path = join(dir, `site-${(made += 1)}.db`);
  placeFreshDatabase(path);
  return openDatabase(path);
}

function changedBy(edit: (document: Document) => void, base?: Document) {
  const db = freshDatabase();
  if (base) recordChangeDates(db, base, new Date('2030-01-01T00:00:00Z'));
  const document = structuredClone(base ?? readSeedContent());
  const before = contentChangeTimes(db);
  edit(document);
  recordChangeDates(db, document, LATER);
  const after = contentChangeTimes(db);
  db.close();
  return {
    document,
    changed: [...after].filter(([subject, time]) => time === LATER_TIME && before.get(subject) !== time).map(([subject]) => subject),
  };
}

describe('content change times (the sitemap’s lastmod)', () => {
  it('records nothing new when the document is unchanged', () => {
    expect(changedBy(() => undefined).changed).toEqual([]);
  });

  it('marks only the service whose text changed', () => {
    const { changed } = changedBy((document) => {
      document.offerings[1]!.services[0]!.heading = 'A new heading';
    });
    expect(changed).toEqual([1]);
  });

  it('marks a service when its own plan changes, and the services showing general plans when one of those changes', () => {
    const own = changedBy((document) => {
      const plan = document.pricing_plans.find((item) => item.service_id === 1)!;
      plan.price += 1000;
    });
    expect(own.changed.sort()).toEqual([1, SITE_WIDE_SUBJECT].sort());

    const general = changedBy((document) => {
      document.pricing_plans.find((item) => item.service_id === null)!.price += 1000;
    });
    const withOwnPlans = new Set(general.document.pricing_plans.map((plan) => plan.service_id).filter((id) => id !== null));
    const services = general.document.offerings.flatMap((offering) => offering.services.map((service) => service.id));
    expect(general.changed.sort((a, b) => a - b)).toEqual(
      [SITE_WIDE_SUBJECT, ...services.filter((id) => !withOwnPlans.has(id))].sort((a, b) => a - b),
    );
  });

  it('marks the site-wide pages when the home page’s or Our Story’s words change, and no service', () => {
    type Words = Record<string, unknown>[];
    const home = changedBy((document) => {
      (document as unknown as { faq: Words }).faq[0]!.answer = 'A new answer';
    });
    expect(home.changed).toEqual([SITE_WIDE_SUBJECT]);
    const story = changedBy((document) => {
      (document as unknown as { our_story_stats: Words }).our_story_stats[0]!.label = 'Clients';
    });
    expect(story.changed).toEqual([SITE_WIDE_SUBJECT]);
  });

  it('dates a built page apart: by its own change, and by a change to the plans it shows; a menu dates every page', () => {
    const own = changedBy((document) => {
      document.pages![0]!.title = 'Webinar, 12 December';
    }, withPages());
    expect(own.changed).toEqual([builtPageSubject(1)]);
    const plans = changedBy((document) => {
      document.pricing_plans.find((item) => item.service_id === 1)!.price += 1000;
    }, withPages());
    expect(plans.changed.sort()).toEqual([1, SITE_WIDE_SUBJECT, builtPageSubject(2)].sort());
    const menu = changedBy((document) => {
      document.menu_items![0]!.label = 'Start';
    }, withPages());
    expect(menu.changed).toEqual([SITE_WIDE_SUBJECT]);
    const removed = changedBy((document) => {
      document.pages!.splice(0, 1);
    }, withPages());
    expect(removed.changed).toEqual([]);
  });

  it('covers every kind the site shows: a change to any of them dates a page', () => {
    const shown = shownKinds();
    expect(shown.map((kind) => kind.name)).toEqual(expect.arrayContaining(KINDS.filter((kind) => kind.publicApi).map((kind) => kind.name)));
    for (const kind of shown) {
      const [first] = Object.keys(kind.fields);
      const { changed } = changedBy((document) => {
        const carried = document as unknown as Record<string, Record<string, unknown>>;
        const item = isDocument(kind) ? carried[kind.documentKey]! : [...walkDocument(carried)].find((visit) => visit.kind === kind)!.item;
        item[first!] = `${String(item[first!])} (changed)`;
      }, withPages());
      expect(changed, kind.name).not.toEqual([]);
    }
  });

  it('dates every page by the top-level lists and documents the site shows, and by no other', () => {
    // Built pages, and the kinds dated apart (Insights' articles and categories), are dated each apart.
    const topLevel = shownKinds().filter((kind) => !kind.parent && !hasAddress(kind) && !kind.datedApart);
    expect(lastChangeKeys()).not.toContain('pages');
    expect(lastChangeKeys().sort()).toEqual(topLevel.map((kind) => kind.documentKey).sort());
    // A list no public read shows (staff-only words) dates no page.
    const faq = KINDS.find((kind) => kind.name === 'faq')!;
    expect(lastChangeKeys([...KINDS, { ...faq, name: 'notes', table: 'notes', documentKey: 'notes' }])).not.toContain('notes');
  });

  it('forgets a service that was removed', () => {
    const db = freshDatabase();
    const document = structuredClone(readSeedContent());
    document.offerings[1]!.services.splice(0, 1);
    recordChangeDates(db, document, LATER);
    expect(contentChangeTimes(db).has(1)).toBe(false);
    db.close();
  });
});

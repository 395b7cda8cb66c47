// @vitest-isolate: the kind this file declares stays declared for its module graph.
// A kind is its declaration (docs/decisions/0026): a list declared here, with its table made as its migration
// would make it, is served like a real kind — its public read at its path with its schema, the staff API's
// list and changes, the content document's export and import, and the sitemap's last change — with nothing
// else written for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { field } from '../common/content-model/fields.ts';
import { KINDS, type KindDeclaration } from '../common/content-model/kinds.ts';
import { publicEndpoints } from '../common/content-model/public-api.ts';
import { validateContent } from '../common/content-model/schema.ts';

import { endpointSchemas } from './api/schemas.ts';
import { contentChangeTimes, lastChangeKeys, SITE_WIDE_SUBJECT } from './db/content-changes.ts';
import { exportDocument } from './db/content-items.ts';
import { importContentInto } from './content/service.ts';
import { buildStaffTestApp, type SignedIn, type StaffTestApp } from './staff/test-staff.ts';

/** Clients' words on the home page: declared as docs/decisions/0026's worked example declares it. */
const testimonials = {
  name: 'testimonials',
  entity: 'testimonial',
  label: 'Testimonial',
  plural: 'Home: testimonials',
  shape: 'list',
  shownOn: '/',
  table: 'testimonials',
  documentKey: 'testimonials',
  max: 20,
  // Documents exported before the kind existed leave it out: the stored list is kept.
  keptWhenLeftOut: true,
  title: 'author',
  columns: ['shown'],
  fields: {
    quote: field.longText({ label: 'Quote', max: 600 }),
    author: field.text({ label: 'Who said it', max: 120 }),
    shown: field.yesNo({ label: 'Shown on the page', default: true, words: ['Shown', 'Hidden'] }),
  },
  api: {},
  publicApi: [{ name: 'testimonials', path: '/api/testimonials/' }],
} as const satisfies KindDeclaration;

/** Its migration: a column per field, sort_order and version (docs/decisions/0014, "How to add a kind"). */
const MIGRATION = `CREATE TABLE testimonials (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  quote TEXT NOT NULL,
  author TEXT NOT NULL,
  shown INTEGER NOT NULL CHECK (shown IN (0, 1)),
  sort_order INTEGER NOT NULL,
  version INTEGER NOT NULL DEFAULT 1
)`;

const SEED = [
  { id: 1, quote: 'Our GST returns have been on time since.', author: 'Meera, Pune', shown: true },
  { id: 2, quote: 'They moved forty users to Tally on Cloud in a weekend.', author: 'Imran, Nashik', shown: false },
];

let t: StaffTestApp;
let staff: SignedIn;

/** Imports the document as `content import` does, after checking it against the whole format. */
function importChecked(document: unknown) {
  const checked = validateContent(document);
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  importContentInto(t.db, checked.document);
}

beforeAll(async () => {
  t = await buildStaffTestApp({ kinds: [testimonials] });
  t.db.exec(MIGRATION);
  importChecked({ ...exportDocument(t.db), testimonials: SEED });
  await t.addAccount();
  staff = await t.signIn();
  // The whole app, a sign-in and an import: room for a busy machine.
}, 30_000);
afterAll(async () => t?.close());

describe('a list kind declared in a test', () => {
  it('is one of the kinds, and its public read one of the API’s', () => {
    expect(KINDS).toContain(testimonials);
    expect(publicEndpoints().map((endpoint) => endpoint.path)).toContain('/api/testimonials/');
  });

  it('is answered at its declared path: its public records in order, matching the schema made from its declaration', async () => {
    const response = await t.app.inject('/api/testimonials/');
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: unknown[] }>();
    expect(data).toEqual(SEED);
    const endpoint = publicEndpoints().find((candidate) => candidate.name === 'testimonials')!;
    expect(endpoint.list).toEqual({ id: 'id', quote: 'text', author: 'text', shown: 'boolean' });
    expect(endpointSchemas(endpoint).data.safeParse(data).error).toBeUndefined();
  });

  it('is listed, added to and changed through the staff API, and the public answer follows', async () => {
    const listed = await t.send('GET', '/api/staff/content/testimonials', { session: staff });
    expect(listed.statusCode, listed.body).toBe(200);
    expect((listed.json().data as { author: string }[]).map((item) => item.author)).toEqual(['Meera, Pune', 'Imran, Nashik']);

    const added = await t.send('POST', '/api/staff/content/testimonials', {
      session: staff,
      payload: { quote: 'Clear answers, every time.', author: 'Ravi, Satara' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const refused = await t.send('POST', '/api/staff/content/testimonials', { session: staff, payload: { quote: '', author: 'Nobody' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.quote).toBeDefined();

    const { data } = (await t.app.inject('/api/testimonials/')).json<{ data: { author: string; shown: boolean }[] }>();
    expect(data.map((item) => item.author)).toEqual(['Meera, Pune', 'Imran, Nashik', 'Ravi, Satara']);
    expect(data[2]!.shown).toBe(true);
  });

  it('goes out with an export and comes back with an import; a document that leaves it out keeps it', () => {
    const exported = exportDocument(t.db) as unknown as { testimonials: { author: string }[] };
    expect(exported.testimonials.map((item) => item.author)).toEqual(['Meera, Pune', 'Imran, Nashik', 'Ravi, Satara']);

    const { testimonials: kept, ...without } = exported as unknown as Record<string, unknown>;
    importChecked(without);
    expect((exportDocument(t.db) as unknown as { testimonials: unknown }).testimonials).toEqual(kept);

    importChecked({ ...exported, testimonials: exported.testimonials.slice(0, 1) });
    expect((exportDocument(t.db) as unknown as { testimonials: unknown[] }).testimonials).toHaveLength(1);
    expect(validateContent({ ...exported, testimonials: [{ id: 1, quote: 'x', author: 'y', shown: 'yes' }] }).ok).toBe(false);
  });

  it('dates every page in the sitemap when it changes (its key is one of the site-wide last-change keys)', () => {
    expect(lastChangeKeys()).toContain('testimonials');
    const document = exportDocument(t.db) as unknown as { testimonials: { quote: string }[] };
    t.db.prepare("UPDATE content_changes SET changed_at = '2020-01-01T00:00:00Z'").run();
    importChecked(document);
    expect(contentChangeTimes(t.db).get(SITE_WIDE_SUBJECT)).toBe('2020-01-01T00:00:00Z');
    document.testimonials[0]!.quote = 'On time, every quarter.';
    importChecked(document);
    const siteWide = contentChangeTimes(t.db).get(SITE_WIDE_SUBJECT)!;
    expect(Date.parse(siteWide)).toBeGreaterThan(Date.parse('2020-01-01T00:00:00Z'));
    // The services' pages do not show it.
    expect(
      [...contentChangeTimes(t.db)].filter(([subject, time]) => subject !== SITE_WIDE_SUBJECT && time !== '2020-01-01T00:00:00Z'),
    ).toEqual([]);
  });
});

import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { MEDIA_DIR } from '../media/index.ts';

import { parseContent, validateContent, type ContentDocument } from './content-schema.ts';
import { ContentStore } from './content-store.ts';
import { DatabaseError, migrate, openDatabase, readSeedContent } from './database.ts';
import { migrations } from './migrations.ts';

const dir = mkdtempSync(join(tmpdir(), 'dexterity-content-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let counter = 0;
const tempPath = () => join(dir, `db-${(counter += 1)}`, 'site.db');

const seed = () => structuredClone(readSeedContent());

describe('the seed content', () => {
  const document = readSeedContent();
  const services = document.offerings.flatMap((offering) => offering.services);

  it('has the offering All and the five business areas, each with at least 3 services', () => {
    expect(document.offerings.map((offering) => offering.offering_name)).toEqual([
      'All',
      'Tally Software & Services',
      'ERP Consultation',
      'Tally Developments',
      'Cloud Services',
      'Corporate Trainings',
    ]);
    expect(document.offerings[0]!.services).toEqual([]);
    for (const offering of document.offerings.slice(1)) expect(offering.services.length).toBeGreaterThanOrEqual(3);
  });

  it('gives services 2–7 sections, with one above 7 and one with none', () => {
    const counts = services.map((service) => service.sections.length);
    expect(counts.filter((count) => count > 7)).toHaveLength(1);
    expect(counts.filter((count) => count === 0)).toHaveLength(1);
    expect(counts.filter((count) => count >= 2 && count <= 7)).toHaveLength(services.length - 2);
  });

  it('gives services quick facts (one has none, some hidden) and a pricing entry each', () => {
    expect(services.filter((service) => service.quick_facts.length === 0)).toHaveLength(1);
    expect(services.flatMap((service) => service.quick_facts).filter((fact) => !fact.show_facts).length).toBeGreaterThanOrEqual(2);
    for (const service of services) expect(service.pricing.length).toBeGreaterThanOrEqual(1);
  });

  it('has general basic, standard and premium plans, the premium one discounted', () => {
    const general = document.pricing_plans.filter((plan) => plan.service_id === null);
    expect(general.map((plan) => plan.plan_type)).toEqual(['basic', 'standard', 'premium']);
    const premium = general.find((plan) => plan.plan_type === 'premium')!;
    expect(Number(premium.discount_percentage)).toBeGreaterThan(0);
    expect(premium.discounted_price).toBeLessThan(premium.price);
  });

  it('prices every plan in rupees, each discount matching its percentage', () => {
    for (const plan of document.pricing_plans) {
      expect(plan.currency).toBe('INR');
      if (plan.discounted_price === null) {
        expect(plan.discount_percentage).toBe('0');
      } else {
        expect(Math.round((1 - plan.discounted_price / plan.price) * 100)).toBe(Number(plan.discount_percentage));
      }
    }
  });

  it('gives the licence, cloud and training services plans of their own; others use the general plans', () => {
    const titleOf = new Map(services.map((service) => [service.id, service.description]));
    const owners = new Set(document.pricing_plans.flatMap((plan) => (plan.service_id === null ? [] : [titleOf.get(plan.service_id)])));
    for (const title of ['TallyPrime Silver Licence', 'TallyPrime Gold Licence', 'TallyPrime Server', 'Tally on Cloud', 'TallyPrime Training Courses']) {
      expect(owners).toContain(title);
    }
    expect(owners).not.toContain('TDL Customisation');
    // The Silver licence's own plans are for one user, in line with the page.
    const silver = services.find((service) => service.description === 'TallyPrime Silver Licence')!;
    const silverPlans = document.pricing_plans.filter((plan) => plan.service_id === silver.id);
    expect(silverPlans.length).toBeGreaterThanOrEqual(2);
    expect(silverPlans[0]).toMatchObject({ price: 22_500, excludes_gst: true });
    expect(JSON.stringify(silverPlans)).not.toMatch(/Unlimited/);
  });

  it('names the company’s real services', () => {
    const titles = services.map((service) => service.description).join(' | ');
    for (const name of ['TallyPrime Silver', 'TallyPrime Gold', 'TallyPrime Server', 'Tally on Cloud', 'Tally on AWS', 'TDL', 'Migration', 'E-Invoicing', 'Payroll', 'ERP Implementation in 6 Steps', 'Training']) {
      expect(titles).toContain(name);
    }
  });

  it('refers only to images that exist', () => {
    const images = services.flatMap((service) => [service.image, ...service.sections.map((section) => section.image)]);
    for (const image of images) expect(existsSync(join(MEDIA_DIR, image.replace(/^\/media\//, '')))).toBe(true);
  });
});

describe('openDatabase', () => {
  it('creates the folder and the file, migrates and seeds it on the first start', () => {
    const path = tempPath();
    const db = openDatabase(path);
    expect(existsSync(path)).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.prepare('SELECT id, name FROM schema_migrations').all()).toEqual(migrations.map(({ id, name }) => ({ id, name })));
    expect(new ContentStore(db).exportContent()).toEqual(readSeedContent());
    db.close();
  });

  it('keeps the content on later starts (no re-seeding, no re-migrating)', () => {
    const path = tempPath();
    const first = new ContentStore(openDatabase(path));
    const edited = seed();
    edited.offerings.splice(2, 1);
    first.importContent(edited);
    first.db.close();

    const again = new ContentStore(openDatabase(path));
    expect(again.exportContent()).toEqual(edited);
    expect(again.db.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(migrations.length);
    again.db.close();
  });

  it('applies only the migrations not yet applied, in order', () => {
    const path = tempPath();
    openDatabase(path).close();
    const next = Math.max(...migrations.map((migration) => migration.id)) + 1;
    const extra = [...migrations, { id: next, name: 'test column', sql: 'ALTER TABLE offerings ADD COLUMN note TEXT' }];
    const db = openDatabase(path, { migrations: extra });
    expect(db.prepare('SELECT id FROM schema_migrations ORDER BY id').pluck().all()).toEqual(extra.map((m) => m.id));
    expect(migrate(db, extra)).toBe(0);
    db.close();
    // An older server does not know the newer migration: it refuses the file.
    expect(() => openDatabase(path)).toThrow(/migrated by a newer version of the server/);
  });

  it('keeps the plans of a database made before rupee pricing, as general US-dollar plans without GST', () => {
    const path = tempPath();
    const before = openDatabase(path, { seed: false, migrations: migrations.filter((migration) => migration.id < 6) });
    before
      .prepare(
        `INSERT INTO pricing_plans (id, plan_type, plan_type_display, price, discounted_price, discount_percentage, year, price_description, sort_order)
         VALUES (7, 'basic', 'Basic Care', 199, NULL, '0', 1, '[{"Users":"1"}]', 0)`,
      )
      .run();
    before.close();
    const store = new ContentStore(openDatabase(path));
    expect(store.pricingPlans()).toEqual([
      {
        id: 7,
        plan_type: 'basic',
        plan_type_display: 'Basic Care',
        price: 199,
        discounted_price: null,
        discount_percentage: '0',
        year: 1,
        price_description: [{ Users: '1' }],
        currency: 'USD',
        excludes_gst: false,
        offering_details: null,
      },
    ]);
    store.db.close();
  });

  it('stops with a message naming the file and the reason', () => {
    const notDatabase = join(dir, 'notes.txt');
    writeFileSync(notDatabase, 'this is not a database, just some notes\n'.repeat(200));
    expect(() => openDatabase(notDatabase)).toThrow(DatabaseError);
    expect(() => openDatabase(notDatabase)).toThrow(`Cannot use the database file ${notDatabase}: file is not a database`);

    const folder = join(dir, 'a-folder.db');
    rmSync(folder, { recursive: true, force: true });
    openDatabase(join(folder, 'x.db')).close();
    expect(() => openDatabase(folder)).toThrow(
      `The database path ${folder} is a folder: set DATABASE_PATH to a file inside it, such as ${join(folder, 'site.db')}`,
    );

    const underFile = join(notDatabase, 'site.db');
    expect(() => openDatabase(underFile)).toThrow(`Cannot create the database file ${underFile}: ${notDatabase} is a file, not a folder`);
  });

  it('can start empty (seed: false): no lists, and the site settings the site had when they became content', () => {
    const db = openDatabase(':memory:', { seed: false });
    expect(new ContentStore(db).exportContent()).toEqual({
      format: 'dexterity-content',
      version: 1,
      offerings: [],
      pricing_plans: [],
      site_settings: readSeedContent().site_settings,
    });
    db.close();
  });
});

describe('export and import', () => {
  it('round-trips losslessly, through JSON text too', () => {
    const store = new ContentStore(openDatabase(':memory:'));
    const exported = store.exportContent();
    const text = JSON.stringify(exported, null, 2);
    const parsed = parseContent(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const other = new ContentStore(openDatabase(':memory:', { seed: false }));
    other.importContent(parsed.document);
    expect(other.exportContent()).toEqual(exported);
    expect(JSON.stringify(other.exportContent(), null, 2)).toBe(text);
    // The API answers are the same too.
    expect(other.services()).toEqual(store.services());
    expect(other.quickFacts()).toEqual(store.quickFacts());
    expect(other.pricingPlans()).toEqual(store.pricingPlans());
    store.db.close();
    other.db.close();
  });

  it('keeps order, ids, hidden facts, empty lists and unusual text', () => {
    const document = seed();
    const service = document.offerings[3]!.services[1]!;
    service.sections.reverse();
    service.quick_facts = [{ id: 900, fact_key: 'Quote “marks” & <tags>', fact_value: "O'Brien; DROP TABLE x; -- ₹ 🙂", show_facts: false }];
    service.pricing = [];
    document.pricing_plans[0]!.price_description = [];
    const store = new ContentStore(openDatabase(':memory:', { seed: false }));
    store.importContent(document);
    expect(store.exportContent()).toEqual(document);
    store.db.close();
  });

  it('imports a document written before rupee pricing: its plans are general, in US dollars, without GST', () => {
    const document = structuredClone(seed()) as unknown as { pricing_plans: Record<string, unknown>[] };
    for (const plan of document.pricing_plans) {
      delete plan.currency;
      delete plan.excludes_gst;
      delete plan.service_id;
    }
    const parsed = validateContent(document);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const store = new ContentStore(openDatabase(':memory:', { seed: false }));
    store.importContent(parsed.document);
    const plans = store.pricingPlans();
    expect(plans).toHaveLength(document.pricing_plans.length);
    for (const plan of plans) expect(plan).toMatchObject({ currency: 'USD', excludes_gst: false, offering_details: null });
    store.db.close();
  });

  it('drops the plans of a service removed by an import, and keeps each plan with its service', () => {
    const store = new ContentStore(openDatabase(':memory:'));
    const own = store.pricingPlans().filter((plan) => plan.offering_details === 1);
    expect(own.length).toBeGreaterThan(0);
    expect(store.exportContent().pricing_plans.filter((plan) => plan.service_id === 1)).toHaveLength(own.length);
    store.db.prepare('DELETE FROM services WHERE id = 1').run();
    expect(store.pricingPlans().filter((plan) => plan.offering_details === 1)).toEqual([]);
    store.db.close();
  });

  it('changes nothing when the import fails part-way', () => {
    const store = new ContentStore(openDatabase(':memory:'));
    const before = store.exportContent();
    const bad = seed() as ContentDocument;
    // Passes the schema check only if it is skipped: two sections share an id.
    bad.offerings[1]!.services[0]!.sections[1]!.id = bad.offerings[1]!.services[0]!.sections[0]!.id;
    expect(() => store.importContent(bad)).toThrow(/UNIQUE constraint failed/);
    expect(store.exportContent()).toEqual(before);
    store.db.close();
  });
});

describe('validateContent', () => {
  it('accepts the seed', () => {
    expect(validateContent(seed()).ok).toBe(true);
  });

  it('reports every problem with its JSON path', () => {
    // Deliberately wrong values: the document is edited as plain JSON.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const document = seed() as unknown as Record<string, any>;
    document.offerings[1].offering_name = '';
    document.offerings[2].services[0].id = 'seven';
    document.offerings[2].services[1].sections[0].image = 'javascript:alert(1)';
    document.offerings[3].services[0].quick_facts[0].show_facts = 'no';
    document.offerings[3].services[0].extra = true;
    document.offerings[4].services[0].id = document.offerings[1].services[0].id;
    document.pricing_plans[2].discount_percentage = 15;
    document.pricing_plans[1].price_description = [{ Users: '5', Support: 'Phone' }];
    document.pricing_plans[0].discounted_price = 10_000;
    delete document.pricing_plans[0].year;
    const result = validateContent(document);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.problems.map((problem) => problem.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'offerings[1].offering_name',
        'offerings[2].services[0].id',
        'offerings[2].services[1].sections[0].image',
        'offerings[3].services[0].quick_facts[0].show_facts',
        'offerings[3].services[0]',
        'pricing_plans[2].discount_percentage',
        'pricing_plans[1].price_description[0]',
        'pricing_plans[0].year',
      ]),
    );
    expect(result.problems.find((p) => p.path === 'offerings[3].services[0]')!.message).toMatch(/extra/);
  });

  it('refuses a plan in an unknown currency or with a GST flag that is not true or false', () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const document = seed() as unknown as Record<string, any>;
    document.pricing_plans[0].currency = 'EUR';
    document.pricing_plans[2].excludes_gst = 'yes';
    const result = validateContent(document);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      { path: 'pricing_plans[0].currency', message: 'must be "INR" or "USD"' },
      { path: 'pricing_plans[2].excludes_gst', message: 'Invalid input: expected boolean, received string' },
    ]);
  });

  it('refuses a plan for a service the document does not have', () => {
    const document = seed();
    document.pricing_plans[1]!.service_id = 4242;
    const result = validateContent(document);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      {
        path: 'pricing_plans[1].service_id',
        message: 'must be the id of a service in this document, or null for a general plan (no service has id 4242)',
      },
    ]);
  });

  it('reports duplicate ids and names with where they were first used', () => {
    const document = seed();
    document.offerings[4]!.services[0]!.id = document.offerings[1]!.services[0]!.id;
    document.offerings[5]!.offering_name = 'cloud services';
    const result = validateContent(document);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { path: 'offerings[4].services[0].id', message: 'service id 1 is already used at offerings[1].services[0].id' },
        { path: 'offerings[5].offering_name', message: 'offering name "cloud services" is already used at offerings[4].offering_name' },
      ]),
    );
  });

  it('reports a JSON syntax error and a wrong document', () => {
    const syntax = parseContent('{"format": ');
    expect(syntax.ok).toBe(false);
    if (!syntax.ok) expect(syntax.problems[0]!.message).toMatch(/^not valid JSON/);
    const wrong = validateContent([]);
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.problems[0]!.path).toBe('(document)');
  });
});

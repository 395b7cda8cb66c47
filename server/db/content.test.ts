// The content document: export and import through the store, and validateContent's answers.
import { describe, expect, it } from 'vitest';

import { parseContent, validateContent, type ContentDocument } from '../../common/content-model/schema.ts';
import { ContentStore } from './content-store.ts';
import { readSeedContent } from './database.ts';
import { importContent, openDatabase } from '../content/service.ts';

const seed = () => structuredClone(readSeedContent());

describe('export and import', () => {
  it('round-trips losslessly, through JSON text too', () => {
    const store = new ContentStore(openDatabase(':memory:'));
    const exported = store.exportContent();
    const text = JSON.stringify(exported, null, 2);
    const parsed = parseContent(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const other = new ContentStore(openDatabase(':memory:', { seed: false }));
    importContent(other, parsed.document);
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
    service.quick_facts = [
      { id: 900, fact_key: 'Quote “marks” & <tags>', fact_value: "O'Brien; DROP TABLE x; -- ₹ 🙂", show_facts: false },
    ];
    service.pricing = [];
    document.pricing_plans[0]!.price_description = [];
    const store = new ContentStore(openDatabase(':memory:', { seed: false }));
    importContent(store, document);
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
    importContent(store, parsed.document);
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
    expect(() => importContent(store, bad)).toThrow(/UNIQUE constraint failed/);
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

  it('refuses a long text holding a control character other than a tab or a line break, naming the field', () => {
    const document = seed();
    const sections = document.offerings[1]!.services[0]!.sections;
    sections[0]!.description = 'Books of account\u001b[31m in one place.';
    sections[1]!.description = 'Installed.\r\n\r\nActivated\tand configured.';
    const result = validateContent(document);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      {
        path: 'offerings[1].services[0].sections[0].description',
        message: 'must be plain text: no control characters other than tabs and line breaks, and no line separators or direction overrides',
      },
    ]);
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

// The contract (common/api-contract.ts) against the running API: every path has a route and every public read the
// kinds declare (common/content-model/public-api.ts) answers what its schema says, as does each record of
// common/testing/contract-records.ts: those the site's tests check the browser reads back unchanged
// (src/lib/validate.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiPaths, contentEndpoints, type ApiName } from '../../common/api-contract.ts';
import { publicEndpoints, type PublicEndpoint } from '../../common/content-model/public-api.ts';
import { contractRecords } from '../../common/testing/contract-records.ts';

import { ContentStore } from '../db/content-store.ts';
import { importContent, openDatabase } from '../content/service.ts';
import { seedWithPage } from '../pages/test-pages.ts';
import { jsonSchema } from '../shared/schemas.ts';
import { endpointSchemas, recordSchema } from './schemas.ts';
import { buildTestApp } from './test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  t = await buildTestApp();
  // The seed has no built page, category or article: the contract's reads of them need one.
  const store = new ContentStore(openDatabase(t.databasePath));
  importContent(store, { ...seedWithPage(), ...INSIGHTS });
  store.db.close();
});
afterAll(async () => {
  await t.close();
});

/** A category and an article of Insights, for the contract's reads of them. */
const INSIGHTS = {
  categories: [{ id: 1, name: 'GST', slug: 'gst', description: '' }],
  articles: [
    {
      id: 1,
      title: 'GST rate changes for FY 2026-27',
      slug: 'gst-rate-changes-2026-27',
      summary: 'What changes for traders and manufacturers',
      body: '<p>Rates</p>',
      cover_image: '',
      cover_alt: '',
      category_id: 1,
      service_ids: [],
      published_at: '2026-11-28T09:30:00Z',
      author_email: '',
      search_title: '',
      search_description: '',
    },
  ],
};

const METHODS = ['GET', 'POST'] as const;
const endpoints = publicEndpoints().map((endpoint) => [endpoint.name, endpoint] as const);

/** A URL of the endpoint that finds seeded content (service 1 and offering 2 have some, and the page imported above). */
function seededUrl({ path, query, read, kind }: PublicEndpoint): string {
  if (read.filter?.text) {
    const items = ({ ...seedWithPage(), ...INSIGHTS } as Record<string, unknown>)[kind.documentKey] as Record<string, unknown>[];
    return `${path}?${query}=${String(items[0]![read.filter.column])}`;
  }
  return query === undefined ? path : `${path}?${query}=${read.filter?.column === 'offering_id' ? 2 : 1}`;
}

describe('the API contract', () => {
  it.each(Object.keys(apiPaths) as ApiName[])('apiPaths.%s has a route', (name) => {
    expect(METHODS.some((method) => t.app.hasRoute({ method, url: apiPaths[name] }))).toBe(true);
  });

  it.each(endpoints)('%s answers data that matches its schema, with some records', async (_name, endpoint) => {
    const response = await t.app.inject(seededUrl(endpoint));
    expect(response.statusCode).toBe(200);
    const data: unknown = response.json<{ data: unknown }>().data;
    expect(endpointSchemas(endpoint).data.safeParse(data).error).toBeUndefined();
    expect((data as unknown[]).length).toBeGreaterThan(0);
  });

  it.each(endpoints)('the schema of %s takes every edge value the browser is tested to read', (_name, endpoint) => {
    const schema = recordSchema(endpoint.list);
    for (const record of contractRecords(endpoint.list)) expect(schema.safeParse(record).error).toBeUndefined();
  });

  it.each(endpoints)('%s is the contract’s endpoint of that name: its path, its query parameter and its records', (name, endpoint) => {
    const declared = (contentEndpoints as Record<string, { path: string; list: object; query?: string }>)[name];
    expect((apiPaths as Record<string, string>)[name]).toBe(endpoint.path);
    expect(declared?.path).toBe(endpoint.path);
    expect(declared?.query).toBe(endpoint.query);
    expect(JSON.stringify(declared?.list)).toBe(JSON.stringify(endpoint.list));
  });

  it('every content endpoint of the contract is a public read some kind declares, a kind of common/kinds’ among them', () => {
    expect(Object.keys(contentEndpoints).sort()).toEqual(endpoints.map(([name]) => name).sort());
    expect(Object.keys(contentEndpoints)).toEqual(expect.arrayContaining(['article', 'categories', 'customerStories', 'customerStory']));
  });

  it('a record schema refuses what the server must never send', async () => {
    const plan = recordSchema(contentEndpoints.pricingPlans.list);
    const [valid] = (await t.app.inject(apiPaths.pricingPlans)).json<{ data: Array<Record<string, unknown>> }>().data;
    expect(plan.safeParse(valid).success).toBe(true);
    expect(plan.safeParse({ ...valid, price: '100' }).success).toBe(false);
    expect(plan.safeParse({ ...valid, id: 0 }).success).toBe(false);
    expect(plan.safeParse({ ...valid, offering_details: undefined }).success).toBe(false);
  });

  it('gives Fastify plain draft-07 JSON schemas: nullable fields as a type pair, no anyOf', () => {
    const json = JSON.stringify(jsonSchema(endpointSchemas(contentEndpoints.pricingPlans).data));
    expect(json).toContain('"discounted_price":{"type":["number","null"]}');
    expect(json).toContain('"offering_details":{"type":["integer","null"]');
    expect(json).not.toContain('anyOf');
    expect(json).not.toContain('$schema');
  });
});

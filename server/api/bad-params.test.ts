import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiPaths } from '../../common/api-contract.ts';

import { buildTestApp } from './test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const endpoints = [
  { path: apiPaths.service, param: 'id' },
  { path: apiPaths.servicesByOffering, param: 'offering_id' },
  { path: apiPaths.serviceSections, param: 'id' },
  { path: apiPaths.pricing, param: 'offering_details' },
] as const;

/** Raw query-string values (already URL-encoded where needed). */
const badValues: [label: string, raw: string][] = [
  ['empty', ''],
  ['letters', 'abc'],
  ['negative', '-1'],
  ['zero', '0'],
  ['leading zero', '01'],
  ['decimal', '1.5'],
  ['exponent', '1e3'],
  ['hex', '0x10'],
  ['spaces', '%201%20'],
  ['plus sign', '%2B1'],
  ['oversized', '99999999999999999999'],
  ['16 digits', '1000000000000000'],
  ['NUL byte', '%00'],
  ['digit then NUL', '1%00'],
  ['single quote', "1'"],
  ['double quote', '%221%22'],
  ['SQL OR', encodeURIComponent('1 OR 1=1')],
  ['SQL comment', encodeURIComponent('1; DROP TABLE services;--')],
  ['SQL union', encodeURIComponent('1 UNION SELECT * FROM sqlite_master')],
  ['script tag', encodeURIComponent('<script>alert(1)</script>')],
  ['10 000 characters', 'x'.repeat(10_000)],
  ['10 000 digits', '9'.repeat(10_000)],
  ['Arabic-Indic digit', encodeURIComponent('١')],
  ['full-width digit', encodeURIComponent('１')],
  ['emoji', encodeURIComponent('🙂')],
  ['malformed percent', '%'],
  ['malformed escape', '%E0%A4%A'],
  ['array', '1&PARAM=2'],
  ['JSON', encodeURIComponent('{"$gt":0}')],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['true', 'true'],
];

describe.each(endpoints)('GET $path', ({ path, param }) => {
  it(`400 naming ${param} when it is missing`, async () => {
    for (const url of [path, `${path}?other=1`, `${path}?${param.toUpperCase()}=1`]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ success: false, message: `${param} is required and must be a positive integer` });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it.each(badValues)(`400 naming ${param} for %s`, async (_label, raw) => {
    const response = await t.app.inject(`${path}?${param}=${raw.replace('PARAM', param)}`);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ success: boolean; message: string }>();
    expect(body.success).toBe(false);
    expect(body.message).toMatch(new RegExp(`^${param} must be a positive integer`));
  });

  it('says how large an id may be', async () => {
    const response = await t.app.inject(`${path}?${param}=99999999999999999999`);
    expect(response.json()).toEqual({ success: false, message: `${param} must be a positive integer no larger than 999999999999999` });
  });

  it('accepts the largest id and ignores unknown parameters', async () => {
    for (const url of [`${path}?${param}=999999999999999`, `${path}?${param}=1&x=${encodeURIComponent("' OR 1=1 --")}`]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json<{ success: boolean }>().success).toBe(true);
    }
  });

  it('answers any string with 200 or 400, never an error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 40 }), async (value) => {
        const response = await t.app.inject(`${path}?${param}=${encodeURIComponent(value)}`);
        const valid = /^[1-9][0-9]{0,14}$/.test(value);
        expect(response.statusCode).toBe(valid ? 200 : 400);
        expect(response.json<{ success: boolean }>().success).toBe(valid);
      }),
      { numRuns: 60 },
    );
  });
});

describe('hostile requests elsewhere', () => {
  it('ignores query strings on endpoints without parameters', async () => {
    for (const path of [apiPaths.offerings, apiPaths.services, apiPaths.quickFacts, apiPaths.pricingPlans, apiPaths.offeringsWithDetails]) {
      const response = await t.app.inject(`${path}?id=${encodeURIComponent("1' OR '1'='1")}&x=%00&y=${'z'.repeat(10_000)}`);
      expect(response.statusCode, path).toBe(200);
    }
  });

  it('answers hostile paths with the 404 envelope', async () => {
    for (const url of [`/api/${'a'.repeat(10_000)}`, '/api/%00', "/api/get-offering/'%20OR%201=1", '/api/%F0%9F%99%82/']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url.slice(0, 40)).toBe(404);
      expect(response.json<{ success: boolean }>().success).toBe(false);
    }
  });

  it('answers undecodable URLs with a 400 envelope', async () => {
    for (const url of ['/api/%', '/api/get-offering/%E0%A4%A', `${apiPaths.pricing}%ZZ?offering_details=1`]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'The request URL is not valid' });
    }
  });

  it('keeps serving, with the content intact', async () => {
    const health = await t.app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    const services = await t.app.inject(apiPaths.services);
    expect(services.json<{ data: unknown[] }>().data.length).toBeGreaterThanOrEqual(15);
  });
});

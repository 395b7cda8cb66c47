import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiPaths } from '../../common/api-contract.ts';

import { buildTestApp } from './test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

describe('an empty database', () => {
  it.each([
    apiPaths.offerings,
    apiPaths.offeringsWithDetails,
    apiPaths.services,
    `${apiPaths.servicesByOffering}?offering_id=1`,
    `${apiPaths.serviceSections}?id=1`,
    apiPaths.quickFacts,
    `${apiPaths.pricing}?offering_details=1`,
    apiPaths.pricingPlans,
  ])('%s answers an empty list', async (url) => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: [] });
  });

  it('still validates parameters', async () => {
    const response = await t.app.inject(`${apiPaths.serviceSections}?id=abc`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'id must be a positive integer' });
  });
});

// The content API's answers on the seeded database: each GET endpoint's shape and order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  Offering,
  OfferingWithDetails,
  PricingEntry,
  PricingPlan,
  QuickFact,
  Service,
  ServiceSection,
} from '../../common/content-model/service-kinds.ts';
import { apiPaths } from '../../common/api-contract.ts';

import { buildTestApp, getData } from './test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const keys = (value: object) => Object.keys(value).sort();
const seedNames = ['All', 'Tally Software & Services', 'ERP Consultation', 'Tally Developments', 'Cloud Services', 'Corporate Trainings'];

describe('GET /api/get-offering/', () => {
  it('lists every offering, All first, as { id, offering_name }', async () => {
    const offerings = await getData<Offering[]>(t.app, apiPaths.offerings);
    expect(offerings.map((offering) => offering.offering_name)).toEqual(seedNames);
    for (const offering of offerings) {
      expect(keys(offering)).toEqual(['id', 'offering_name']);
      expect(Number.isInteger(offering.id)).toBe(true);
    }
  });
});

describe('GET /api/get-offering-with-details/', () => {
  it('nests each offering’s services; All has none of its own', async () => {
    const offerings = await getData<OfferingWithDetails[]>(t.app, apiPaths.offeringsWithDetails);
    const services = await getData<Service[]>(t.app, apiPaths.services);
    expect(offerings.map((offering) => offering.offering_name)).toEqual(seedNames);
    expect(offerings[0]!.services).toEqual([]);
    for (const offering of offerings.slice(1)) {
      expect(keys(offering)).toEqual(['id', 'offering_name', 'services']);
      expect(offering.services.length).toBeGreaterThanOrEqual(3);
      for (const service of offering.services) expect(service.offering_id).toBe(offering.id);
    }
    expect(offerings.flatMap((offering) => offering.services)).toEqual(services);
  });
});

describe('GET /api/get-offering-details/', () => {
  it('lists every service as { id, heading, description, image, image_alt, image_focus, search_title, search_description, offering_id }', async () => {
    const services = await getData<Service[]>(t.app, apiPaths.services);
    expect(services.length).toBeGreaterThanOrEqual(15);
    for (const service of services) {
      expect(keys(service)).toEqual([
        'description',
        'heading',
        'id',
        'image',
        'image_alt',
        'image_focus',
        'offering_id',
        'search_description',
        'search_title',
      ]);
      expect(service.search_title).toBe('');
      expect(service.image_focus).toBe('50% 50%');
      // The seed's pictures are the site's own, not uploads: the library has no words for them.
      expect(service.image_alt).toBe('');
      expect(service.image).toMatch(/^\/media\/services\/[a-z0-9-]+-v\d+\.svg$/);
      expect(service.description.length).toBeLessThanOrEqual(60);
    }
    expect(new Set(services.map((service) => service.id)).size).toBe(services.length);
  });
});

describe('GET /api/get-service/', () => {
  it('returns the one service of the id as a list, and an empty list for an unknown id', async () => {
    const services = await getData<Service[]>(t.app, apiPaths.services);
    const chosen = services[3]!;
    expect(await getData<Service[]>(t.app, `${apiPaths.service}?id=${chosen.id}`)).toEqual([chosen]);
    expect(await getData<Service[]>(t.app, `${apiPaths.service}?id=999999`)).toEqual([]);
  });
});

describe('GET /api/get-by-offering/', () => {
  it('returns only the services of that offering', async () => {
    const offerings = await getData<Offering[]>(t.app, apiPaths.offerings);
    const erp = offerings.find((offering) => offering.offering_name === 'ERP Consultation')!;
    const services = await getData<Service[]>(t.app, `${apiPaths.servicesByOffering}?offering_id=${erp.id}`);
    expect(services.length).toBeGreaterThanOrEqual(3);
    expect(services.every((service) => service.offering_id === erp.id)).toBe(true);
    expect(services.map((service) => service.description)).toContain('ERP Implementation in 6 Steps');
  });

  it('returns every service for the offering named All, and none for an unknown offering', async () => {
    const all = await getData<Service[]>(t.app, apiPaths.services);
    const offerings = await getData<Offering[]>(t.app, apiPaths.offerings);
    const allId = offerings.find((offering) => offering.offering_name === 'All')!.id;
    expect(await getData<Service[]>(t.app, `${apiPaths.servicesByOffering}?offering_id=${allId}`)).toEqual(all);
    expect(await getData<Service[]>(t.app, `${apiPaths.servicesByOffering}?offering_id=999999`)).toEqual([]);
  });
});

describe('GET /api/get-overview-by-offering/', () => {
  it('returns a service’s sections in order as { id, title, description, image, image_alt, image_focus }', async () => {
    const services = await getData<Service[]>(t.app, apiPaths.services);
    const counts: number[] = [];
    for (const service of services) {
      const sections = await getData<ServiceSection[]>(t.app, `${apiPaths.serviceSections}?id=${service.id}`);
      counts.push(sections.length);
      for (const section of sections) {
        expect(keys(section)).toEqual(['description', 'id', 'image', 'image_alt', 'image_focus', 'title']);
        expect(section.image).toMatch(/^\/media\/sections\/[a-z0-9-]+-v\d+\.svg$/);
      }
    }
    expect(counts.some((count) => count > 7)).toBe(true);
    expect(counts).toContain(0);
    expect(counts.filter((count) => count >= 2 && count <= 7).length).toBeGreaterThanOrEqual(services.length - 2);
  });

  it('answers an unknown service with an empty list', async () => {
    expect(await getData<ServiceSection[]>(t.app, `${apiPaths.serviceSections}?id=424242`)).toEqual([]);
  });
});

describe('GET /api/get-quickfactsviewset/', () => {
  it('lists every quick fact with a boolean show_facts', async () => {
    const facts = await getData<QuickFact[]>(t.app, apiPaths.quickFacts);
    const services = await getData<Service[]>(t.app, apiPaths.services);
    for (const fact of facts) {
      expect(keys(fact)).toEqual(['fact_key', 'fact_value', 'id', 'offering_details', 'show_facts']);
      expect(typeof fact.show_facts).toBe('boolean');
      expect(services.some((service) => service.id === fact.offering_details)).toBe(true);
    }
    expect(facts.some((fact) => !fact.show_facts)).toBe(true);
    const withFacts = new Set(facts.map((fact) => fact.offering_details));
    expect(services.some((service) => !withFacts.has(service.id))).toBe(true);
  });
});

describe('GET /api/get-pricing/', () => {
  it('returns the pricing entries of a service', async () => {
    const services = await getData<Service[]>(t.app, apiPaths.services);
    for (const service of services) {
      const entries = await getData<PricingEntry[]>(t.app, `${apiPaths.pricing}?offering_details=${service.id}`);
      expect(entries.length).toBeGreaterThanOrEqual(1);
      for (const entry of entries) {
        expect(keys(entry)).toEqual(['description', 'id', 'offering_details', 'title']);
        expect(entry.offering_details).toBe(service.id);
      }
    }
  });
});

describe('GET /api/get-pricingplan/', () => {
  it('lists the plans with their currency, GST flag and service; a premium plan is discounted', async () => {
    const plans = await getData<PricingPlan[]>(t.app, apiPaths.pricingPlans);
    expect(plans.length).toBeGreaterThanOrEqual(3);
    for (const plan of plans) {
      expect(keys(plan)).toEqual(
        [
          'currency',
          'discount_percentage',
          'discounted_price',
          'excludes_gst',
          'id',
          'offering_details',
          'plan_type',
          'plan_type_display',
          'price',
          'price_description',
          'year',
        ].sort(),
      );
      expect(typeof plan.price).toBe('number');
      expect(plan.discount_percentage).toMatch(/^\d+(\.\d+)?$/);
      expect(plan.currency).toBe('INR');
      expect(typeof plan.excludes_gst).toBe('boolean');
      expect(plan.offering_details === null || Number.isInteger(plan.offering_details)).toBe(true);
      expect(plan.price_description.length).toBeGreaterThan(0);
      for (const feature of plan.price_description) expect(Object.keys(feature)).toHaveLength(1);
    }
    const general = plans.filter((plan) => plan.offering_details === null);
    expect(general.map((plan) => plan.plan_type)).toEqual(['basic', 'standard', 'premium']);
    const premium = general.find((plan) => plan.plan_type === 'premium')!;
    expect(Number(premium.discount_percentage)).toBeGreaterThan(0);
    expect(Number(premium.discounted_price)).toBeLessThan(Number(premium.price));
    // The Silver licence (service 1) has plans of its own.
    expect(plans.filter((plan) => plan.offering_details === 1).map((plan) => plan.plan_type_display)).toContain('Silver licence');
  });
});

// The content the database is seeded with (seed-content.json): the company's real offerings, services,
// plans and images.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { MEDIA_DIR } from '../media/index.ts';

import { readSeedContent } from './database.ts';

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
    for (const title of [
      'TallyPrime Silver Licence',
      'TallyPrime Gold Licence',
      'TallyPrime Server',
      'Tally on Cloud',
      'TallyPrime Training Courses',
    ]) {
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
    for (const name of [
      'TallyPrime Silver',
      'TallyPrime Gold',
      'TallyPrime Server',
      'Tally on Cloud',
      'Tally on AWS',
      'TDL',
      'Migration',
      'E-Invoicing',
      'Payroll',
      'ERP Implementation in 6 Steps',
      'Training',
    ]) {
      expect(titles).toContain(name);
    }
  });

  it('refers only to images that exist', () => {
    const images = services.flatMap((service) => [service.image, ...service.sections.map((section) => section.image)]);
    for (const image of images) expect(existsSync(join(MEDIA_DIR, image.replace(/^\/media\//, '')))).toBe(true);
  });
});

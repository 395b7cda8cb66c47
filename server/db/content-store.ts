// Reads and replaces the content. Prepared statements only; each import is one transaction.
import type Database from 'better-sqlite3';

import {
  ALL_OFFERING_NAME,
  type Offering,
  type OfferingWithDetails,
  type PriceFeature,
  type PricingEntry,
  type PricingPlan,
  type QuickFact,
  type Service,
  type ServiceSection,
} from '../../src/types/api.ts';

import { recordContentChanges } from './content-changes.ts';
import type { ContentDocument, ContentPricingPlan } from './content-schema.ts';

type Db = Database.Database;

/** Replaces all content with the document, in one transaction: on any error nothing changes. */
export function importContent(db: Db, document: ContentDocument): void {
  const insertOffering = db.prepare('INSERT INTO offerings (id, offering_name, sort_order) VALUES (?, ?, ?)');
  const insertService = db.prepare(
    'INSERT INTO services (id, offering_id, heading, description, image, sort_order) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertSection = db.prepare(
    'INSERT INTO service_sections (id, service_id, title, description, image, sort_order) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertFact = db.prepare(
    'INSERT INTO quick_facts (id, service_id, fact_key, fact_value, show_facts, sort_order) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertPricing = db.prepare(
    'INSERT INTO pricing_entries (id, service_id, title, description, sort_order) VALUES (?, ?, ?, ?, ?)',
  );
  const insertPlan = db.prepare(
    `INSERT INTO pricing_plans (id, plan_type, plan_type_display, price, discounted_price, discount_percentage, year, price_description,
       currency, excludes_gst, service_id, sort_order)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const clear = ['service_sections', 'quick_facts', 'pricing_entries', 'services', 'offerings', 'pricing_plans'].map((table) =>
    db.prepare(`DELETE FROM ${table}`),
  );

  db.transaction(() => {
    for (const statement of clear) statement.run();
    document.offerings.forEach((offering, o) => {
      insertOffering.run(offering.id, offering.offering_name, o);
      offering.services.forEach((service, s) => {
        insertService.run(service.id, offering.id, service.heading, service.description, service.image, s);
        service.sections.forEach((section, i) =>
          insertSection.run(section.id, service.id, section.title, section.description, section.image, i),
        );
        service.quick_facts.forEach((fact, i) =>
          insertFact.run(fact.id, service.id, fact.fact_key, fact.fact_value, fact.show_facts ? 1 : 0, i),
        );
        service.pricing.forEach((entry, i) => insertPricing.run(entry.id, service.id, entry.title, entry.description, i));
      });
    });
    document.pricing_plans.forEach((plan, p) =>
      insertPlan.run(
        plan.id,
        plan.plan_type,
        plan.plan_type_display,
        plan.price,
        plan.discounted_price,
        plan.discount_percentage,
        plan.year,
        JSON.stringify(plan.price_description),
        plan.currency,
        plan.excludes_gst ? 1 : 0,
        plan.service_id,
        p,
      ),
    );
    recordContentChanges(db, document);
  })();
}

interface PlanRow extends Omit<PricingPlan, 'price_description' | 'price' | 'discounted_price' | 'year' | 'currency' | 'excludes_gst'> {
  price: number;
  discounted_price: number | null;
  year: number;
  price_description: string;
  currency: ContentPricingPlan['currency'];
  excludes_gst: number;
}

interface FactRow extends Omit<QuickFact, 'show_facts'> {
  show_facts: number;
}

function parseFeatures(json: string): PriceFeature[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as PriceFeature[]) : [];
  } catch {
    return [];
  }
}

/** The queries behind the API, prepared once. */
export class ContentStore {
  readonly db: Db;
  private generation = 0;
  private readonly statements;

  constructor(db: Db) {
    this.db = db;
    const serviceColumns = 's.id, s.heading, s.description, s.image, s.offering_id';
    this.statements = {
      dataVersion: db.prepare('PRAGMA data_version').pluck(),
      offerings: db.prepare('SELECT id, offering_name FROM offerings ORDER BY sort_order, id'),
      offeringById: db.prepare('SELECT id, offering_name FROM offerings WHERE id = ?'),
      services: db.prepare(
        `SELECT ${serviceColumns} FROM services s JOIN offerings o ON o.id = s.offering_id ORDER BY o.sort_order, s.sort_order, s.id`,
      ),
      servicesByOffering: db.prepare(`SELECT ${serviceColumns} FROM services s WHERE s.offering_id = ? ORDER BY s.sort_order, s.id`),
      sections: db.prepare('SELECT id, title, description, image FROM service_sections WHERE service_id = ? ORDER BY sort_order, id'),
      allSections: db.prepare('SELECT id, service_id, title, description, image FROM service_sections ORDER BY service_id, sort_order, id'),
      quickFacts: db.prepare(
        `SELECT f.id, f.service_id AS offering_details, f.fact_key, f.fact_value, f.show_facts
         FROM quick_facts f JOIN services s ON s.id = f.service_id JOIN offerings o ON o.id = s.offering_id
         ORDER BY o.sort_order, s.sort_order, f.sort_order, f.id`,
      ),
      pricing: db.prepare(
        'SELECT id, service_id AS offering_details, title, description FROM pricing_entries WHERE service_id = ? ORDER BY sort_order, id',
      ),
      allPricing: db.prepare(
        'SELECT id, service_id AS offering_details, title, description FROM pricing_entries ORDER BY service_id, sort_order, id',
      ),
      plans: db.prepare(
        `SELECT id, plan_type, plan_type_display, price, discounted_price, discount_percentage, year, price_description,
           currency, excludes_gst, service_id AS offering_details
         FROM pricing_plans ORDER BY sort_order, id`,
      ),
    };
  }

  /** Changes whenever the content changes, through this connection or any other (a CLI import). */
  revision(): string {
    return `${this.generation}:${this.statements.dataVersion.get() as number}`;
  }

  offerings(): Offering[] {
    return this.statements.offerings.all() as Offering[];
  }

  services(): Service[] {
    return this.statements.services.all() as Service[];
  }

  /** The services of one offering; the offering named All stands for every service. */
  servicesByOffering(offeringId: number): Service[] {
    const offering = this.statements.offeringById.get(offeringId) as Offering | undefined;
    if (!offering) return [];
    if (offering.offering_name === ALL_OFFERING_NAME) return this.services();
    return this.statements.servicesByOffering.all(offeringId) as Service[];
  }

  offeringsWithDetails(): OfferingWithDetails[] {
    const byOffering = new Map<number, Service[]>();
    for (const service of this.services()) {
      const list = byOffering.get(service.offering_id) ?? [];
      list.push(service);
      byOffering.set(service.offering_id, list);
    }
    return this.offerings().map((offering) => ({ ...offering, services: byOffering.get(offering.id) ?? [] }));
  }

  sections(serviceId: number): ServiceSection[] {
    return this.statements.sections.all(serviceId) as ServiceSection[];
  }

  quickFacts(): QuickFact[] {
    return (this.statements.quickFacts.all() as FactRow[]).map((row) => ({ ...row, show_facts: row.show_facts === 1 }));
  }

  pricing(serviceId: number): PricingEntry[] {
    return this.statements.pricing.all(serviceId) as PricingEntry[];
  }

  pricingPlans(): PricingPlan[] {
    return (this.statements.plans.all() as PlanRow[]).map((row) => ({
      ...row,
      price_description: parseFeatures(row.price_description),
      excludes_gst: row.excludes_gst === 1,
    }));
  }

  /** All content as one document, in the import format. */
  exportContent(): ContentDocument {
    const sections = groupBy(this.statements.allSections.all() as (ServiceSection & { service_id: number })[], (row) => row.service_id);
    const facts = groupBy(this.quickFacts(), (row) => row.offering_details);
    const pricing = groupBy(this.statements.allPricing.all() as PricingEntry[], (row) => row.offering_details);
    return {
      format: 'dexterity-content',
      version: 1,
      offerings: this.offeringsWithDetails().map((offering) => ({
        id: offering.id,
        offering_name: offering.offering_name,
        services: offering.services.map((service) => ({
          id: service.id,
          heading: service.heading,
          description: service.description,
          image: service.image,
          sections: (sections.get(service.id) ?? []).map(({ id, title, description, image }) => ({ id, title, description, image })),
          quick_facts: (facts.get(service.id) ?? []).map(({ id, fact_key, fact_value, show_facts }) => ({ id, fact_key, fact_value, show_facts })),
          pricing: (pricing.get(service.id) ?? []).map(({ id, title, description }) => ({ id, title, description })),
        })),
      })),
      pricing_plans: this.pricingPlans().map((plan) => ({
        id: plan.id,
        plan_type: plan.plan_type,
        plan_type_display: plan.plan_type_display,
        price: Number(plan.price),
        discounted_price: plan.discounted_price === null ? null : Number(plan.discounted_price),
        discount_percentage: plan.discount_percentage,
        year: Number(plan.year),
        price_description: plan.price_description,
        currency: plan.currency === 'INR' ? 'INR' : 'USD',
        excludes_gst: plan.excludes_gst,
        service_id: plan.offering_details,
      })),
    };
  }

  /** Replaces all content (one transaction) and drops every cached answer. */
  importContent(document: ContentDocument): void {
    importContent(this.db, document);
    this.generation += 1;
  }
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row)) ?? [];
    list.push(row);
    groups.set(key(row), list);
  }
  return groups;
}

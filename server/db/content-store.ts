// The public reads of the content, prepared once, and the revision every cache follows. Staff changes
// (server/staff/content) and imports write through the content model's own modules.
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

import { importDocument } from './content-import.ts';
import { exportDocument } from './content-items.ts';
import type { ContentDocument } from './content-schema.ts';

type Db = Database.Database;

/** Replaces all content with the document, in one transaction: on any error nothing changes. */
export const importContent = importDocument;

interface PlanRow extends Omit<PricingPlan, 'price_description' | 'price' | 'discounted_price' | 'year' | 'currency' | 'excludes_gst'> {
  price: number;
  discounted_price: number | null;
  year: number;
  price_description: string;
  currency: string;
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
      quickFacts: db.prepare(
        `SELECT f.id, f.service_id AS offering_details, f.fact_key, f.fact_value, f.show_facts
         FROM quick_facts f JOIN services s ON s.id = f.service_id JOIN offerings o ON o.id = s.offering_id
         ORDER BY o.sort_order, s.sort_order, f.sort_order, f.id`,
      ),
      pricing: db.prepare(
        'SELECT id, service_id AS offering_details, title, description FROM pricing_entries WHERE service_id = ? ORDER BY sort_order, id',
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
    return exportDocument(this.db);
  }

  /** Replaces all content (one transaction) and drops every cached answer. */
  importContent(document: ContentDocument): void {
    importDocument(this.db, document);
    this.contentChanged();
  }

  /** Called after a change through this connection: every cached answer is dropped. */
  contentChanged(): void {
    this.generation += 1;
  }
}

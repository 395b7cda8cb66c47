// The public reads of the content, prepared once, and the revision every cache follows. Staff changes
// (server/staff/content) and imports write through the content model's own modules.
import type Database from 'better-sqlite3';

import {
  ALL_OFFERING_NAME,
  type Offering,
  type OfferingWithDetails,
  type PricingEntry,
  type PricingPlan,
  type QuickFact,
  type Service,
  type ServiceSection,
  type SiteSettings,
} from '../../common/api-contract.ts';

import { offerings, pricingEntries, pricingPlans, quickFacts, sections, services, siteSettings } from '../../common/content-model/kinds.ts';

import { importDocument } from './content-import.ts';
import { exportDocument } from './content-items.ts';
import { publicColumns, publicReader } from './content-rows.ts';
import type { ContentDocument } from './content-schema.ts';

type Db = Database.Database;

/** Replaces all content with the document, in one transaction: on any error nothing changes. */
export const importContent = importDocument;

const readFact = publicReader<QuickFact>(quickFacts);
const readPlan = publicReader<PricingPlan>(pricingPlans);

/** The queries behind the API, prepared once. */
export class ContentStore {
  readonly db: Db;
  private generation = 0;
  /** Whether revisionSoon() has checked in this turn of the event loop. */
  private checkedThisTurn = false;
  /** The check revisionSoon() has promised the later requests of this turn, made as the turn ends. */
  private laterInTurn: { promise: Promise<string>; resolve: (revision: string) => void; reject: (error: Error) => void } | undefined;
  private readonly statements;

  constructor(db: Db) {
    this.db = db;
    // Each record's columns come from its kind's declaration, in the contract's order and names.
    const columns = publicColumns;
    this.statements = {
      dataVersion: db.prepare('PRAGMA data_version').pluck(),
      offerings: db.prepare(`SELECT ${columns(offerings, 'o')} FROM offerings o ORDER BY o.sort_order, o.id`),
      offeringById: db.prepare(`SELECT ${columns(offerings, 'o')} FROM offerings o WHERE o.id = ?`),
      services: db.prepare(
        `SELECT ${columns(services, 's')} FROM services s JOIN offerings o ON o.id = s.offering_id ORDER BY o.sort_order, s.sort_order, s.id`,
      ),
      service: db.prepare(`SELECT ${columns(services, 's')} FROM services s WHERE s.id = ?`),
      servicesByOffering: db.prepare(`SELECT ${columns(services, 's')} FROM services s WHERE s.offering_id = ? ORDER BY s.sort_order, s.id`),
      sections: db.prepare(`SELECT ${columns(sections, 'x')} FROM service_sections x WHERE x.service_id = ? ORDER BY x.sort_order, x.id`),
      quickFacts: db.prepare(
        `SELECT ${columns(quickFacts, 'f')}
         FROM quick_facts f JOIN services s ON s.id = f.service_id JOIN offerings o ON o.id = s.offering_id
         ORDER BY o.sort_order, s.sort_order, f.sort_order, f.id`,
      ),
      pricing: db.prepare(`SELECT ${columns(pricingEntries, 'p')} FROM pricing_entries p WHERE p.service_id = ? ORDER BY p.sort_order, p.id`),
      plans: db.prepare(`SELECT ${columns(pricingPlans, 'p')} FROM pricing_plans p ORDER BY p.sort_order, p.id`),
      siteSettings: db.prepare(`SELECT ${columns(siteSettings, 'x')} FROM site_settings x WHERE x.id = 1`),
    };
  }

  /** Changes whenever the content changes, through this connection or any other (a CLI import). */
  revision(): string {
    return `${this.generation}:${this.statements.dataVersion.get() as number}`;
  }

  /**
   * revision() for a request that has just arrived, read at most twice per turn of the event loop (`PRAGMA
   * data_version` costs two system calls, more than the rest of a cached answer): the first request of a turn
   * checks at once; the others a busy server reads in that turn share one check made as the turn ends
   * (setImmediate), after the last of them arrived. Each request sees every change committed before it
   * arrived, by this connection or by another process (a CLI import).
   */
  revisionSoon(): string | Promise<string> {
    if (!this.checkedThisTurn) {
      this.checkedThisTurn = true;
      setImmediate(this.endTurn);
      return this.revision();
    }
    if (!this.laterInTurn) {
      let resolve!: (revision: string) => void;
      let reject!: (error: Error) => void;
      const promise = new Promise<string>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      this.laterInTurn = { promise, resolve, reject };
    }
    return this.laterInTurn.promise;
  }

  private readonly endTurn = () => {
    this.checkedThisTurn = false;
    const later = this.laterInTurn;
    if (!later) return;
    this.laterInTurn = undefined;
    try {
      later.resolve(this.revision());
    } catch (error) {
      later.reject(error as Error);
    }
  };

  offerings(): Offering[] {
    return this.statements.offerings.all() as Offering[];
  }

  services(): Service[] {
    return this.statements.services.all() as Service[];
  }

  /** The service of an id: a list of it, or an empty list. */
  service(serviceId: number): Service[] {
    return this.statements.service.all(serviceId) as Service[];
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
    return (this.statements.quickFacts.all() as Record<string, unknown>[]).map(readFact);
  }

  pricing(serviceId: number): PricingEntry[] {
    return this.statements.pricing.all(serviceId) as PricingEntry[];
  }

  pricingPlans(): PricingPlan[] {
    return (this.statements.plans.all() as Record<string, unknown>[]).map(readPlan);
  }

  /** The company's details: one record (none only in a database no migration has reached). */
  siteSettings(): SiteSettings[] {
    return this.statements.siteSettings.all() as SiteSettings[];
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

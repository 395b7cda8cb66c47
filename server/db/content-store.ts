// The public reads of the content, prepared once, and the revision every cache follows. Staff changes
// (server/content-editor) and imports (server/content/service.ts) write through the content model's own modules.
import type Database from 'better-sqlite3';

import { ALL_OFFERING_NAME } from '../../common/api-contract.ts';
import type {
  Offering,
  OfferingWithDetails,
  PricingEntry,
  PricingPlan,
  QuickFact,
  Service,
  ServiceSection,
} from '../../common/content-model/service-kinds.ts';
import type { SiteSettings } from '../../common/content-model/site-settings-kind.ts';
import type { PublicEndpoint } from '../../common/content-model/public-api.ts';
import {
  offerings,
  pricingEntries,
  pricingPlans,
  quickFacts,
  sections,
  services,
  siteSettings,
  type KindDeclaration,
} from '../../common/content-model/kinds.ts';

import { DEFAULT_LANGUAGE, type Language } from '../../common/languages.ts';

import { exportDocument } from './content-items.ts';
import type { ContentDocument } from '../../common/content-model/schema.ts';
import { publicRecords, readPublic } from './public-reads.ts';

type Db = Database.Database;

/**
 * Reads the declarations cannot say, by endpoint name: the offering named All stands for every service
 * (docs/requirements/spec.md §4).
 */
const ownReads: Readonly<Record<string, (store: ContentStore, id: number, lang: Language) => unknown[]>> = {
  servicesByOffering: (store, offeringId, lang) => store.servicesByOffering(offeringId, lang),
};

/** The queries behind the API, prepared once. */
export class ContentStore {
  readonly db: Db;
  private generation = 0;
  /** Whether revisionSoon() has checked in this turn of the event loop. */
  private checkedThisTurn = false;
  /** The check revisionSoon() has promised the later requests of this turn, made as the turn ends. */
  private laterInTurn: { promise: Promise<string>; resolve: (revision: string) => void; reject: (error: Error) => void } | undefined;
  private readonly dataVersion: Database.Statement;
  /** The data version the last revision() read. */
  private turnDataVersion: number | undefined;

  constructor(db: Db) {
    this.db = db;
    this.dataVersion = db.prepare('PRAGMA data_version').pluck();
  }

  /** Changes whenever the content changes, through this connection or any other (a CLI import). */
  revision(): string {
    this.turnDataVersion = this.dataVersion.get() as number;
    return `${this.generation}:${this.turnDataVersion}`;
  }

  /**
   * Moves on whenever another connection (another process: a CLI import) has committed a change since this one last
   * read it; this connection's own changes do not move it.
   */
  outsideVersion(): number {
    return this.dataVersion.get() as number;
  }

  /**
   * revision() without a system call when this turn of the event loop has read the data version already (it
   * then reads it, as revisionSoon does): for work beside a request's answer that needs no later check than
   * the turn's (a counted view, the built pages' addresses). Changes made through this connection it sees at
   * once; another process's, from the turn's check on.
   */
  revisionThisTurn(): string {
    if (!this.checkedThisTurn || this.turnDataVersion === undefined) return this.revisionSoon() as string;
    return `${this.generation}:${this.turnDataVersion}`;
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

  /**
   * What a public read answers for the id (or text: a slug) in its query string (0 when it takes none), in a language
   * (its translations in place of the English: docs/languages.md).
   */
  read(endpoint: PublicEndpoint, id: number | string, lang: Language = DEFAULT_LANGUAGE): unknown[] {
    const own = ownReads[endpoint.name];
    return own ? own(this, Number(id), lang) : readPublic(this.db, endpoint.kind, endpoint.read, id, lang);
  }

  private records<T>(kind: KindDeclaration, column?: string, value?: number, lang: Language = DEFAULT_LANGUAGE): T[] {
    return publicRecords(this.db, kind, column, value, lang) as T[];
  }

  offerings(): Offering[] {
    return this.records(offerings);
  }

  services(lang: Language = DEFAULT_LANGUAGE): Service[] {
    return this.records(services, undefined, undefined, lang);
  }

  /** The service of an id: a list of it, or an empty list. */
  service(serviceId: number): Service[] {
    return this.records(services, 'id', serviceId);
  }

  /** The services of one offering; the offering named All stands for every service. */
  servicesByOffering(offeringId: number, lang: Language = DEFAULT_LANGUAGE): Service[] {
    const [offering] = this.records<Offering>(offerings, 'id', offeringId);
    if (!offering) return [];
    if (offering.offering_name === ALL_OFFERING_NAME) return this.services(lang);
    return this.records(services, services.parent.field, offeringId, lang);
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
    return this.records(sections, sections.parent.field, serviceId);
  }

  quickFacts(): QuickFact[] {
    return this.records(quickFacts);
  }

  pricing(serviceId: number): PricingEntry[] {
    return this.records(pricingEntries, pricingEntries.parent.field, serviceId);
  }

  pricingPlans(): PricingPlan[] {
    return this.records(pricingPlans);
  }

  /** The company's details: one record (migration 12 makes it), its tagline, chat message and hours in a language. */
  siteSettings(lang: Language = DEFAULT_LANGUAGE): SiteSettings[] {
    return this.records(siteSettings, undefined, undefined, lang);
  }

  /** All content as one document, in the import format. */
  exportContent(): ContentDocument {
    return exportDocument(this.db);
  }

  /** Called after a change through this connection: every cached answer is dropped. */
  contentChanged(): void {
    this.generation += 1;
  }
}

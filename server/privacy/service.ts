// A person's data on request (DPDP Act 2023): find everything held about one person by e-mail or phone — their
// enquiries with notes and files, the quotations made with them, the audit entries naming them — give it to them
// (JSON or CSV), correct their name, e-mail or phone, or erase it. Each answer runs in one transaction with its
// audit entry and its line in the request log (server/db/privacy-requests.ts), so the routes (./routes.ts) only
// translate HTTP. An erasure deletes their quotations with their enquiries, every revision, so a quotation's
// private link and PDF answer the site's 404 page (docs/quotations.md); it leaves no audit entry holding the
// person's address, phone or name, and its own entry says only how many enquiries and quotations went.
import { formatRupees } from '../../common/gst.ts';
import { addDays, indiaDay } from '../../common/india-time.ts';
import { PRIVACY_ANSWER_DAYS, type PrivacyRequestKind, type PrivacyRequestRecord } from '../../common/privacy-requests.ts';
import type { QuotationBuyer } from '../../common/quotation.ts';
import type { EnquiryInbox, EnquiryNote, EnquiryRecord } from '../db/enquiry-inbox.ts';
import { PrivacyRequests, type ContactCorrection } from '../db/privacy-requests.ts';
import { recordAudit, type AuditRecord, type StoredAuditEntry } from '../db/audit.ts';
import { QuotationBook } from '../db/quotations.ts';
import { csvRow, enquiryRecordsToCsv } from '../enquiries/csv.ts';
import { EnquiryFiles } from '../db/enquiry-files.ts';
import { quotationHref } from '../quotations/service.ts';

/** Whom a request is about: their e-mail address or their phone number. */
export type PrivacySubject = { email: string } | { phone: string };

export interface PersonEnquiry extends EnquiryRecord {
  notes: EnquiryNote[];
}

/** An audit entry that names the person, as the answer gives it. */
export type PersonAuditEntry = AuditRecord;

/** A quotation made with one of the person's enquiries (each revision one), as the answer gives it. */
export interface PersonQuotation {
  enquiry_id: number;
  /** DX-Q-2026-00042, a revision's with -R1. */
  number: string;
  /** 0 for the quotation as first made, 1 for its -R1. */
  revision: number;
  /** The India date it was made, and the one it is valid until (YYYY-MM-DD). */
  date: string;
  valid_until: string;
  /** Its total with GST, in paise and as it writes it (₹1,87,620.00). */
  total_paise: number;
  total: string;
  /** What became of it: sent, revised, accepted, lost or expired. */
  status: string;
  /** Its private page (its PDF is this and /pdf). */
  link: string;
  /** Open: the page and its PDF show it to anyone with the link, until it is erased with its enquiry. */
  link_state: 'open';
  /** The buyer it names: name, business, GSTIN, state, e-mail and phone. */
  buyer: QuotationBuyer;
}

/** Everything held about one person. */
export interface PersonData {
  enquiries: PersonEnquiry[];
  quotations: PersonQuotation[];
  audit: PersonAuditEntry[];
}

/** What an erasure removed: how many enquiries (with their notes and files), and how many quotations (by number). */
export interface Erased {
  enquiries: number;
  quotations: number;
}

/** The head of the download's quotations in CSV, below the enquiries. */
const QUOTATION_CSV_HEADER = ['Quotation', 'Enquiry', 'Date', 'Valid until', 'Total', 'Status', 'Link', 'Link state'];

/** What stands in an audit entry for an erased person's detail. */
export const ERASED = '[erased]';

/** The fields of an enquiry that identify the person: erased from the audit entries of their enquiries. */
const PERSONAL_FIELDS = new Set(['full_name', 'email', 'phone']);

const parse = (json: string | null): unknown => {
  if (json === null) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
};

/** A value with every string that names the person replaced (and, in entries of their enquiries, every personal field). */
function scrub(value: unknown, names: (text: string) => boolean, ownEntry: boolean, key = ''): unknown {
  if (typeof value === 'string') return (ownEntry && PERSONAL_FIELDS.has(key)) || names(value) ? ERASED : value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, names, ownEntry));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v, names, ownEntry, k)]));
  }
  return value;
}

export class PrivacyDesk {
  private readonly requests: PrivacyRequests;

  constructor(private readonly inbox: EnquiryInbox) {
    this.requests = new PrivacyRequests(inbox.db);
  }

  private get db() {
    return this.inbox.db;
  }

  /** The ids of the person's enquiries, oldest first. */
  private idsOf(subject: PrivacySubject): number[] {
    return 'email' in subject ? this.requests.enquiryIdsByEmail(subject.email) : this.requests.enquiryIdsByPhone(subject.phone);
  }

  private records(ids: readonly number[]): EnquiryRecord[] {
    return ids.map((id) => this.inbox.get(id)).filter((record) => record !== undefined);
  }

  /** The texts that name the person in an audit entry: their e-mail addresses and phone numbers as stored. */
  private textsOf(subject: PrivacySubject, records: readonly EnquiryRecord[]): string[] {
    const texts = new Set<string>('email' in subject ? [subject.email.trim()] : [subject.phone.trim()]);
    for (const record of records) {
      if (record.email) texts.add(record.email);
      if (record.phone) texts.add(record.phone);
    }
    return [...texts];
  }

  private auditOf(ids: readonly number[], texts: readonly string[]): StoredAuditEntry[] {
    return this.requests.auditNaming(ids, texts);
  }

  /** The quotations made with these enquiries, each revision, oldest first. */
  private quotationsOf(ids: readonly number[]): PersonQuotation[] {
    const book = new QuotationBook(this.db);
    return ids.flatMap((id) =>
      book.ofEnquiry(id).map(({ document, revision, status, token, total_paise }) => ({
        enquiry_id: id,
        number: document.number,
        revision,
        date: document.date,
        valid_until: document.validUntil,
        total_paise,
        total: formatRupees(total_paise),
        status,
        link: quotationHref(token),
        link_state: 'open' as const,
        buyer: document.buyer,
      })),
    );
  }

  /**
   * Everything held about the person: their enquiries (every field, the assignee) with notes, the quotations made with
   * them, and the audit entries naming them.
   */
  find(subject: PrivacySubject): PersonData {
    const records = this.records(this.idsOf(subject));
    const ids = records.map((record) => record.id);
    const audit = this.auditOf(ids, this.textsOf(subject, records)).map(({ before_json, after_json, ...entry }) => ({
      ...entry,
      before: parse(before_json),
      after: parse(after_json),
    }));
    return {
      enquiries: records.map((record) => ({ ...record, notes: this.inbox.notes(record.id) })),
      quotations: this.quotationsOf(ids),
      audit,
    };
  }

  /** Logs an answered request: due PRIVACY_ANSWER_DAYS after it was received. */
  private record(kind: PrivacyRequestKind, actor: string, receivedOn: string, enquiries: number, at: Date): number {
    return this.requests.addRequest({
      kind,
      received_on: receivedOn,
      due_on: addDays(receivedOn, PRIVACY_ANSWER_DAYS),
      answered_at: at.toISOString(),
      answered_by: actor,
      enquiries,
    });
  }

  /** The person's data as a download (an access request answered, logged and audited). */
  export(actor: string, subject: PrivacySubject, format: 'json' | 'csv', receivedOn: string = indiaDay(), at = new Date()): string {
    return this.db.transaction(() => {
      const data = this.find(subject);
      const requestId = this.record('access', actor, receivedOn, data.enquiries.length, at);
      recordAudit(
        this.db,
        {
          actor,
          entity: 'privacy_request',
          entityId: requestId,
          action: 'privacy-access',
          after: { enquiries: data.enquiries.length, format },
        },
        at,
      );
      // The files sent with their forms' answers go with the JSON, whole (base64); the CSV lists them in the answers.
      if (format === 'json') {
        const files = new EnquiryFiles(this.db);
        const enquiries = data.enquiries.map((enquiry) => ({
          ...enquiry,
          files: files.of(enquiry.id).map(({ id, field_key, name, type, bytes }) => ({
            field_key,
            name,
            type,
            bytes,
            content_base64: files.get(enquiry.id, id)!.data.toString('base64'),
          })),
        }));
        return JSON.stringify({ ...data, enquiries }, null, 2);
      }
      const notes = new Map(data.enquiries.map((enquiry) => [enquiry.id, enquiry.notes]));
      const csv = enquiryRecordsToCsv(data.enquiries, (id) => notes.get(id) ?? []);
      if (data.quotations.length === 0) return csv;
      // Their quotations as a table of their own below the enquiries, after an empty line.
      const rows = data.quotations.map((quotation) =>
        csvRow([
          quotation.number,
          quotation.enquiry_id,
          quotation.date,
          quotation.valid_until,
          quotation.total,
          quotation.status,
          quotation.link,
          quotation.link_state,
        ]),
      );
      return [csv, '\r\n', csvRow(QUOTATION_CSV_HEADER), ...rows].join('');
    })();
  }

  /**
   * Corrects the person's name, e-mail or phone on each of their enquiries and on the buyer their quotations name
   * (audited per enquiry); how many enquiries it covered.
   */
  correct(actor: string, subject: PrivacySubject, change: ContactCorrection, receivedOn: string = indiaDay(), at = new Date()): number {
    return this.db.transaction(() => {
      const records = this.records(this.idsOf(subject));
      if (records.length === 0) return 0;
      this.requests.correct(
        records.map((record) => record.id),
        change,
      );
      const fields = Object.keys(change) as (keyof ContactCorrection)[];
      for (const record of records) {
        const changed = fields.filter((field) => record[field] !== change[field]);
        if (changed.length === 0) continue;
        const before = Object.fromEntries(changed.map((field) => [field, record[field]]));
        const after = Object.fromEntries(changed.map((field) => [field, change[field]]));
        recordAudit(this.db, { actor, entity: 'enquiry', entityId: record.id, action: 'correct', before, after }, at);
      }
      const requestId = this.record('correction', actor, receivedOn, records.length, at);
      recordAudit(
        this.db,
        { actor, entity: 'privacy_request', entityId: requestId, action: 'privacy-correct', after: { enquiries: records.length, fields } },
        at,
      );
      return records.length;
    })();
  }

  /**
   * Erases the person's enquiries with their notes and files, the quotations made with them (every revision: their
   * links then answer the site's 404 page), and every detail naming them in the audit log (each entry of their
   * enquiries loses their name, e-mail and phone; any other entry holding their e-mail or phone has it replaced); one
   * entry records the erasure without the person. Returns how many enquiries and quotations (by number) went.
   *
   * The quotations are deleted, not kept with their figures and without the buyer: a quotation is the person's
   * request, and the reports already lose an erased enquiry, so its quotation goes from them too.
   */
  erase(actor: string, subject: PrivacySubject, receivedOn: string = indiaDay(), at = new Date()): Erased {
    return this.db.transaction(() => {
      const records = this.records(this.idsOf(subject));
      const ids = new Set(records.map((record) => record.id));
      const quotations = this.quotationsOf([...ids]).filter((quotation) => quotation.revision === 0).length;
      const texts = this.textsOf(subject, records).map((text) => text.toLowerCase());
      const names = new Set(records.map((record) => record.full_name).filter(Boolean));
      const naming = (text: string) => names.has(text) || texts.some((needle) => text.toLowerCase().includes(needle));
      for (const entry of this.auditOf([...ids], texts)) {
        const own = entry.entity === 'enquiry' && entry.entity_id !== null && ids.has(entry.entity_id);
        const rewrite = (json: string | null) => {
          const value = parse(json);
          return value === undefined ? null : JSON.stringify(scrub(value, naming, own));
        };
        const [before, after] = [rewrite(entry.before_json), rewrite(entry.after_json)];
        if (before !== entry.before_json || after !== entry.after_json) this.requests.rewriteAudit(entry.id, before, after);
      }
      // Their quotations go with the enquiries (migration 47's trigger).
      const erased = { enquiries: this.requests.erase([...ids]), quotations };
      const requestId = this.record('erasure', actor, receivedOn, erased.enquiries, at);
      recordAudit(this.db, { actor, entity: 'privacy_request', entityId: requestId, action: 'privacy-erase', after: erased }, at);
      return erased;
    })();
  }

  /** The request log, newest first. */
  requestLog(): PrivacyRequestRecord[] {
    return this.requests.requests();
  }
}

// A person's data on request (DPDP Act 2023), the database's side: which enquiries are one person's (e-mail
// matched without regard to case, phone by its digits), the audit entries that name them, the correction of
// their name, e-mail and phone (on their enquiries and on the buyer their quotations name), the erasure of
// their enquiries (notes and files go with them: ON DELETE CASCADE; their quotations, every revision:
// migration 47's trigger) and the log of requests answered. Prepared statements only; every text is bound as
// a parameter.
import type Database from 'better-sqlite3';

import { indiaDay } from '../../common/india-time.ts';
import { phoneKey, type PrivacyRequestKind, type PrivacyRequestRecord } from '../../common/privacy-requests.ts';

import type { StoredAuditEntry } from './audit.ts';

/** What a correction sets on each of a person's enquiries; what is left out stays. */
export interface ContactCorrection {
  full_name?: string;
  email?: string;
  phone?: string;
}

export interface NewPrivacyRequest {
  kind: PrivacyRequestKind;
  received_on: string;
  due_on: string;
  answered_at: string;
  answered_by: string;
  enquiries: number;
}

type PrivacyRequestRow = Omit<PrivacyRequestRecord, 'in_time'>;

export class PrivacyRequests {
  private readonly statements;

  constructor(readonly db: Database.Database) {
    this.statements = {
      byEmail: db.prepare("SELECT id FROM enquiries WHERE email <> '' AND lower(email) = lower(?) ORDER BY id").pluck(),
      phones: db.prepare("SELECT id, phone FROM enquiries WHERE phone <> '' ORDER BY id"),
      // Entries of the person's enquiries, and any other entry whose JSON holds one of the texts (case ignored).
      audit: db.prepare(
        `SELECT id, actor, at, entity, entity_id, action, before_json, after_json FROM audit_log
         WHERE (entity = 'enquiry' AND entity_id IN (SELECT value FROM json_each(@ids)))
           OR EXISTS (SELECT 1 FROM json_each(@texts) t
             WHERE instr(lower(coalesce(before_json, '') || char(10) || coalesce(after_json, '')), lower(t.value)) > 0)
         ORDER BY id`,
      ),
      rewriteAudit: db.prepare('UPDATE audit_log SET before_json = ?, after_json = ? WHERE id = ?'),
      correct: db.prepare(
        `UPDATE enquiries SET full_name = coalesce(@full_name, full_name), email = coalesce(@email, email), phone = coalesce(@phone, phone)
         WHERE id IN (SELECT value FROM json_each(@ids))`,
      ),
      // The buyer a quotation names is the person who asked for it: corrected as their enquiry is, so its page, its
      // PDF and an e-mail sent again name them as they now are.
      correctQuotations: db.prepare(
        `UPDATE quotations SET document = json_set(document,
           '$.buyer.name', coalesce(@full_name, json_extract(document, '$.buyer.name')),
           '$.buyer.email', coalesce(@email, json_extract(document, '$.buyer.email')),
           '$.buyer.phone', coalesce(@phone, json_extract(document, '$.buyer.phone')))
         WHERE enquiry_id IN (SELECT value FROM json_each(@ids))`,
      ),
      erase: db.prepare('DELETE FROM enquiries WHERE id IN (SELECT value FROM json_each(?))'),
      addRequest: db.prepare(
        `INSERT INTO privacy_requests (kind, received_on, due_on, answered_at, answered_by, enquiries)
         VALUES (@kind, @received_on, @due_on, @answered_at, @answered_by, @enquiries)`,
      ),
      requests: db.prepare(
        'SELECT id, kind, received_on, due_on, answered_at, answered_by, enquiries FROM privacy_requests ORDER BY answered_at DESC, id DESC LIMIT ?',
      ),
    };
  }

  /** The ids of the enquiries sent with this e-mail address (case ignored), oldest first. */
  enquiryIdsByEmail(email: string): number[] {
    return this.statements.byEmail.all(email.trim()) as number[];
  }

  /** The ids of the enquiries whose phone is this number (its digits; an Indian number with or without +91 or 0). */
  enquiryIdsByPhone(phone: string): number[] {
    const key = phoneKey(phone);
    if (!key) return [];
    const rows = this.statements.phones.all() as { id: number; phone: string }[];
    return rows.filter((row) => phoneKey(row.phone) === key).map((row) => row.id);
  }

  /** The audit entries of these enquiries and those whose before or after holds one of the texts, oldest first. */
  auditNaming(ids: readonly number[], texts: readonly string[]): StoredAuditEntry[] {
    return this.statements.audit.all({ ids: JSON.stringify(ids), texts: JSON.stringify(texts.filter(Boolean)) }) as StoredAuditEntry[];
  }

  /** Replaces what an audit entry says the record was before and after. */
  rewriteAudit(id: number, beforeJson: string | null, afterJson: string | null): void {
    this.statements.rewriteAudit.run(beforeJson, afterJson, id);
  }

  /** Sets the name, e-mail or phone of these enquiries, and of the buyer their quotations name; returns how many enquiries changed. */
  correct(ids: readonly number[], change: ContactCorrection): number {
    const values = {
      ids: JSON.stringify(ids),
      full_name: change.full_name ?? null,
      email: change.email ?? null,
      phone: change.phone ?? null,
    };
    this.statements.correctQuotations.run(values);
    return this.statements.correct.run(values).changes;
  }

  /** Deletes these enquiries, and with them their notes, files and quotations; returns how many enquiries. */
  erase(ids: readonly number[]): number {
    return this.statements.erase.run(JSON.stringify(ids)).changes;
  }

  /** Records an answered request; returns its id. */
  addRequest(request: NewPrivacyRequest): number {
    return Number(this.statements.addRequest.run(request).lastInsertRowid);
  }

  /** The latest answered requests, newest first. */
  requests(limit = 200): PrivacyRequestRecord[] {
    const rows = this.statements.requests.all(limit) as PrivacyRequestRow[];
    return rows.map((row) => ({ ...row, in_time: answeredInTime(row.answered_at, row.due_on) }));
  }
}

/** Whether an answer given at `answeredAt` (UTC) fell on or before the India date `dueOn`. */
function answeredInTime(answeredAt: string, dueOn: string): boolean {
  return indiaDay(new Date(answeredAt)) <= dueOn;
}

// The inbox's changes as one service: each change, note, deletion and export runs in one transaction with
// its audit entry, so the routes (./routes.ts) only translate HTTP. The audit entries hold no
// personal data (no note text, no search text), so deleting an enquiry erases it all.
import type { EnquiryChange, EnquiryFilter, EnquiryInbox, EnquiryNote, EnquiryRecord } from '../db/enquiry-inbox.ts';

import { recordAudit } from '../db/audit.ts';
import { isStaffRole, roleMayUse } from '../../common/staff-roles.ts';
import { enquiryRecordsToCsv } from './csv.ts';

/** What each field of a change is logged as; the entry holds the field's value before and after. */
const AUDIT_ACTIONS = { status: 'status', assigned_to: 'assign', follow_up_on: 'follow-up' } as const;
export type AuditedField = keyof typeof AUDIT_ACTIONS;

/** The fields of a change the desk knows (undefined ones left out). */
export function changedFields(change: EnquiryChange): AuditedField[] {
  return (Object.keys(AUDIT_ACTIONS) as AuditedField[]).filter((field) => change[field] !== undefined);
}

/** What an export's audit entry says of the filter: whether a search was used, never its text. */
export interface ExportSummary {
  status: string | null;
  searched: boolean;
  assigned: string | null;
  due: string | null;
  /** The form staff built whose answers were exported (a column per field); null for every enquiry. */
  form: number | null;
}

export class EnquiryDesk {
  constructor(private readonly inbox: EnquiryInbox) {}

  private get db() {
    return this.inbox.db;
  }

  /** The filtered enquiries as CSV, with their notes; the export is audited with its count. */
  exportCsv(actor: string, filter: EnquiryFilter, summary: ExportSummary): string {
    return this.db.transaction(() => {
      const records: EnquiryRecord[] = [...this.inbox.each(filter)];
      recordAudit(this.db, { actor, entity: 'enquiry', entityId: null, action: 'export', after: { count: records.length, ...summary } });
      return enquiryRecordsToCsv(records, (id) => this.inbox.notes(id), { answerColumns: filter.form !== undefined });
    })();
  }

  /**
   * Changes status, assignee or follow-up day: the enquiry as it is now, undefined when there is none, or
   * 'no account' when the assignee is not an account, 'no enquiries' when the account's role does not
   * include enquiries (an editor's), both checked in the same transaction.
   */
  change(actor: string, id: number, change: EnquiryChange): EnquiryRecord | 'no account' | 'no enquiries' | undefined {
    const fields = changedFields(change);
    return this.db.transaction(() => {
      if (typeof change.assigned_to === 'number') {
        const role = this.inbox.accountRole(change.assigned_to);
        if (!isStaffRole(role)) return 'no account' as const;
        if (!roleMayUse(role, 'enquiries')) return 'no enquiries' as const;
      }
      const changed = this.inbox.update(id, change);
      if (!changed) return undefined;
      for (const field of fields) {
        const [before, after] = [changed.before[field], changed.after[field]];
        if (before !== after)
          recordAudit(this.db, {
            actor,
            entity: 'enquiry',
            entityId: id,
            action: AUDIT_ACTIONS[field],
            before: { [field]: before },
            after: { [field]: after },
          });
      }
      return changed.after;
    })();
  }

  /** Adds a note (its text stays out of the log); undefined when there is no such enquiry. */
  addNote(actor: string, id: number, text: string): EnquiryNote | undefined {
    return this.db.transaction(() => {
      const added = this.inbox.addNote(id, actor, text);
      if (added)
        recordAudit(this.db, { actor: added.author, entity: 'enquiry', entityId: id, action: 'note', after: { noteId: added.id } });
      return added;
    })();
  }

  /** Deletes the enquiry and its notes for good; false when there is none. */
  delete(actor: string, id: number): boolean {
    return this.db.transaction(() => {
      const before = this.inbox.delete(id);
      if (before)
        recordAudit(this.db, {
          actor,
          entity: 'enquiry',
          entityId: id,
          action: 'delete',
          before: { status: before.status, received_at: before.received_at },
        });
      return before !== undefined;
    })();
  }
}

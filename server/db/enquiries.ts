// Stores the enquiries sent from the contact form and reads them back for the export. Prepared
// statements only; an enquiry is one INSERT.
import type Database from 'better-sqlite3';

import type { Enquiry } from '../../common/enquiry-rules.ts';

export interface StoredEnquiry extends Enquiry {
  id: number;
  /** ISO 8601, UTC. */
  received_at: string;
}

/** The columns of an export, in order. */
export const ENQUIRY_COLUMNS = ['id', 'received_at', 'full_name', 'email', 'phone', 'page_details', 'project_brief'] as const;

export class EnquiryStore {
  private readonly statements;

  constructor(db: Database.Database) {
    this.statements = {
      insert: db.prepare(
        `INSERT INTO enquiries (full_name, email, phone, page_details, project_brief, received_at)
         VALUES (@full_name, @email, @phone, @page_details, @project_brief, @received_at)`,
      ),
      all: db.prepare(`SELECT ${ENQUIRY_COLUMNS.join(', ')} FROM enquiries ORDER BY id`),
      count: db.prepare('SELECT count(*) FROM enquiries').pluck(),
    };
  }

  /** Stores one enquiry; returns it with its id. */
  add(enquiry: Enquiry, receivedAt: Date = new Date()): StoredEnquiry {
    const row = {
      full_name: enquiry.full_name,
      email: enquiry.email,
      phone: enquiry.phone,
      page_details: enquiry.page_details,
      project_brief: enquiry.project_brief,
      received_at: receivedAt.toISOString(),
    };
    const { lastInsertRowid } = this.statements.insert.run(row);
    return { id: Number(lastInsertRowid), ...row };
  }

  /** Every enquiry, oldest first, one row at a time. */
  *each(): IterableIterator<StoredEnquiry> {
    yield* this.statements.all.iterate() as IterableIterator<StoredEnquiry>;
  }

  count(): number {
    return this.statements.count.get() as number;
  }
}

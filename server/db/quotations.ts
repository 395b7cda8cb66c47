// Quotations as they were made (migration 0039, docs/quotations.md): each kept with its whole document (lines, totals,
// seller and buyer then), its number's year, serial and revision, the random token of its private link and the
// enquiry it became. A year's serials only grow (quotation_serials): a number is never given twice, even after a
// quotation is removed. Prepared statements only.
import type Database from 'better-sqlite3';

import type { QuotationDocument } from '../../common/quotation.ts';

export interface StoredQuotation {
  id: number;
  year: number;
  serial: number;
  revision: number;
  token: string;
  enquiry_id: number | null;
  status: string;
  total_paise: number;
  document: QuotationDocument;
  created_at: string;
}

type Row = Omit<StoredQuotation, 'document'> & { document: string };

const fromRow = (row: Row | undefined): StoredQuotation | undefined =>
  row && { ...row, document: JSON.parse(row.document) as QuotationDocument };

export class QuotationBook {
  private readonly statements;

  constructor(readonly db: Database.Database) {
    this.statements = {
      nextSerial: db.prepare(
        'INSERT INTO quotation_serials (year, last) VALUES (?, 1) ON CONFLICT (year) DO UPDATE SET last = last + 1 RETURNING last',
      ),
      add: db.prepare(
        `INSERT INTO quotations (year, serial, revision, token, enquiry_id, total_paise, document, created_at)
         VALUES (@year, @serial, @revision, @token, @enquiry_id, @total_paise, @document, @created_at)`,
      ),
      byToken: db.prepare('SELECT * FROM quotations WHERE token = ?'),
      ofEnquiry: db.prepare('SELECT * FROM quotations WHERE enquiry_id = ? ORDER BY revision'),
      setStatus: db.prepare('UPDATE quotations SET status = ? WHERE id = ? AND enquiry_id = ?'),
    };
  }

  /** The next serial of a year: 1 for its first quotation, and never one given before. */
  nextSerial(year: number): number {
    return (this.statements.nextSerial.get(year) as { last: number }).last;
  }

  /** Keeps a quotation; returns its id. */
  add(quotation: Omit<StoredQuotation, 'id' | 'status'>): number {
    const { lastInsertRowid } = this.statements.add.run({ ...quotation, document: JSON.stringify(quotation.document) });
    return Number(lastInsertRowid);
  }

  /** The quotation of a private link's token, undefined for any other text. */
  byToken(token: string): StoredQuotation | undefined {
    return fromRow(this.statements.byToken.get(token) as Row | undefined);
  }

  /** Sets a quotation's status (one of the enquiry's); false when it is none of them. */
  setStatus(enquiryId: number, id: number, status: string): boolean {
    return this.statements.setStatus.run(status, id, enquiryId).changes === 1;
  }

  /** An enquiry's quotation and its revisions, in order. */
  ofEnquiry(enquiryId: number): StoredQuotation[] {
    return (this.statements.ofEnquiry.all(enquiryId) as Row[]).map((row) => fromRow(row)!);
  }
}

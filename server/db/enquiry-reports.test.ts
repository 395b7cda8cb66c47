// The reports' quotations, straight from the database: each number counted in the range it was first made in, as its
// latest revision (its status and value now), however long after the first the revision came.
import { afterEach, describe, expect, it } from 'vitest';

import type { QuotationDocument } from '../../common/quotation.ts';
import { openDatabase } from '../content/service.ts';
import { EnquiryInbox } from './enquiry-inbox.ts';
import { EnquiryReports } from './enquiry-reports.ts';
import { QuotationBook } from './quotations.ts';

let db: ReturnType<typeof openDatabase> | undefined;
afterEach(() => {
  db?.close();
  db = undefined;
});

/** A quotation of an enquiry: its number's serial and revision, its total and when it was made (UTC). */
function addQuotation(book: QuotationBook, enquiryId: number, serial: number, revision: number, total: number, at: string): number {
  return book.add({
    year: 2026,
    serial,
    revision,
    token: `token-${serial}-${revision}`.padEnd(24, 'x'),
    enquiry_id: enquiryId,
    total_paise: total,
    // The reports read the figures kept beside it, not the document.
    document: { number: `DX-Q-2026-${serial}` } as QuotationDocument,
    created_at: at,
  });
}

describe('the quotations report', () => {
  it('counts a quotation in the month it was made, with its revision’s value and status, and not in the revision’s month', () => {
    db = openDatabase(':memory:', { seed: false });
    const inbox = new EnquiryInbox(db);
    const book = new QuotationBook(db);
    const lead = inbox.add(
      { full_name: 'Asha Kulkarni', email: 'asha@example.in', phone: '', page_details: '', project_brief: 'Quotation' },
      {},
      new Date('2026-01-20T05:00:00Z'),
    );
    // Made on 20 January (India time), revised on 3 February and accepted.
    const first = addQuotation(book, lead.id, 1, 0, 187_620_00, '2026-01-20T05:00:00.000Z');
    book.setStatus(lead.id, first, 'revised');
    const revision = addQuotation(book, lead.id, 1, 1, 254_880_00, '2026-02-03T06:00:00.000Z');
    book.setStatus(lead.id, revision, 'accepted');
    // Another made on 5 February, as sent.
    const other = inbox.add(
      { full_name: 'Ravi Patil', email: 'ravi@example.in', phone: '', page_details: '', project_brief: 'Quotation' },
      {},
      new Date('2026-02-05T05:00:00Z'),
    );
    addQuotation(book, other.id, 2, 0, 159_300_00, '2026-02-05T05:00:00.000Z');

    const reports = new EnquiryReports(db);
    expect(reports.report({ from: '2026-01-01', to: '2026-01-31' }).quotations).toEqual([
      { status: 'accepted', count: 1, value: 254_880_00 },
    ]);
    expect(reports.report({ from: '2026-02-01', to: '2026-02-28' }).quotations).toEqual([{ status: 'sent', count: 1, value: 159_300_00 }]);
    // Both months: each number once, as its latest revision.
    expect(reports.report({ from: '2026-01-01', to: '2026-02-28' }).quotations).toEqual([
      { status: 'accepted', count: 1, value: 254_880_00 },
      { status: 'sent', count: 1, value: 159_300_00 },
    ]);
  });
});

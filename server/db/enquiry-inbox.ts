// The staff inbox's side of the enquiries table: search and paging, status, notes, deletion, the
// retention purge, and the insert that records consent and where the visitor came from. Prepared
// statements only; every text is bound as a parameter, never put into SQL.
import type Database from 'better-sqlite3';

// What an enquiry records besides what the visitor typed is the contact contract's list (all text, empty when not known).
import { ENQUIRY_CONTEXT_FIELDS, type Enquiry } from '../../src/lib/enquiry-rules.ts';

import { ENQUIRY_COLUMNS, type StoredEnquiry } from './enquiries.ts';

export const ENQUIRY_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost', 'spam'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export { ENQUIRY_CONTEXT_FIELDS };
export type EnquiryContextField = (typeof ENQUIRY_CONTEXT_FIELDS)[number];
export type EnquiryContext = Record<EnquiryContextField, string>;

/** Every column of an enquiry, in the order of an export. */
export const ENQUIRY_RECORD_COLUMNS = [...ENQUIRY_COLUMNS, 'status', ...ENQUIRY_CONTEXT_FIELDS] as const;

export interface EnquiryRecord extends StoredEnquiry, EnquiryContext {
  status: EnquiryStatus;
}

export interface EnquiryNote {
  id: number;
  enquiry_id: number;
  /** The e-mail of the staff member who wrote it. */
  author: string;
  body: string;
  /** ISO 8601, UTC. */
  created_at: string;
}

/**
 * Which enquiries a list or an export covers. `status` 'all' is every enquiry; left out, every one
 * but spam (an inbox does not show what was marked as spam unless asked).
 */
export interface EnquiryFilter {
  q?: string;
  status?: EnquiryStatus | 'all';
}

/** Longest search text used; the rest is ignored. */
export const MAX_SEARCH_LENGTH = 200;

const COLUMNS = ENQUIRY_RECORD_COLUMNS.join(', ');
const MATCHES = `(@status IS NULL OR status = @status) AND (@status IS NOT NULL OR @all = 1 OR status <> 'spam')
  AND (@pattern IS NULL OR full_name LIKE @pattern ESCAPE '\\' OR email LIKE @pattern ESCAPE '\\'
    OR phone LIKE @pattern ESCAPE '\\' OR page_details LIKE @pattern ESCAPE '\\' OR project_brief LIKE @pattern ESCAPE '\\')`;
const NEWEST_FIRST = 'ORDER BY received_at DESC, id DESC';

/** The named parameters of MATCHES: a search text becomes a LIKE pattern with its wildcards escaped. */
function filterParameters({ q, status }: EnquiryFilter) {
  const text = (q ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  return {
    status: status === undefined || status === 'all' ? null : status,
    all: status === 'all' ? 1 : 0,
    pattern: text ? `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null,
  };
}

const EMPTY_CONTEXT: EnquiryContext = Object.fromEntries(ENQUIRY_CONTEXT_FIELDS.map((field) => [field, ''])) as EnquiryContext;

export class EnquiryInbox {
  private readonly statements;

  constructor(readonly db: Database.Database) {
    this.statements = {
      insert: db.prepare(
        `INSERT INTO enquiries (full_name, email, phone, page_details, project_brief, received_at, ${ENQUIRY_CONTEXT_FIELDS.join(', ')})
         VALUES (@full_name, @email, @phone, @page_details, @project_brief, @received_at, ${ENQUIRY_CONTEXT_FIELDS.map((f) => `@${f}`).join(', ')})`,
      ),
      page: db.prepare(`SELECT ${COLUMNS} FROM enquiries WHERE ${MATCHES} ${NEWEST_FIRST} LIMIT @limit OFFSET @offset`),
      all: db.prepare(`SELECT ${COLUMNS} FROM enquiries WHERE ${MATCHES} ${NEWEST_FIRST}`),
      count: db.prepare(`SELECT count(*) FROM enquiries WHERE ${MATCHES}`).pluck(),
      countNew: db.prepare("SELECT count(*) FROM enquiries WHERE status = 'new'").pluck(),
      get: db.prepare(`SELECT ${COLUMNS} FROM enquiries WHERE id = ?`),
      setStatus: db.prepare('UPDATE enquiries SET status = ? WHERE id = ?'),
      notes: db.prepare('SELECT id, enquiry_id, author, body, created_at FROM enquiry_notes WHERE enquiry_id = ? ORDER BY id'),
      addNote: db.prepare('INSERT INTO enquiry_notes (enquiry_id, author, body, created_at) VALUES (?, ?, ?, ?)'),
      delete: db.prepare('DELETE FROM enquiries WHERE id = ?'),
      deleteBefore: db.prepare('DELETE FROM enquiries WHERE received_at < ?'),
    };
  }

  /** Stores an enquiry with its consent and origin fields; returns it as stored. */
  add(enquiry: Enquiry, context: Partial<EnquiryContext> = {}, receivedAt: Date = new Date()): EnquiryRecord {
    const row = { ...enquiry, received_at: receivedAt.toISOString(), ...EMPTY_CONTEXT, ...context };
    const { lastInsertRowid } = this.statements.insert.run(row);
    return this.get(Number(lastInsertRowid))!;
  }

  /** One page of the enquiries that match, newest first (page 1 is the first). */
  list(filter: EnquiryFilter, page: number, size: number): EnquiryRecord[] {
    return this.statements.page.all({ ...filterParameters(filter), limit: size, offset: (page - 1) * size }) as EnquiryRecord[];
  }

  /** Every enquiry that matches, newest first, one row at a time. */
  *each(filter: EnquiryFilter): IterableIterator<EnquiryRecord> {
    yield* this.statements.all.iterate(filterParameters(filter)) as IterableIterator<EnquiryRecord>;
  }

  count(filter: EnquiryFilter): number {
    return this.statements.count.get(filterParameters(filter)) as number;
  }

  countNew(): number {
    return this.statements.countNew.get() as number;
  }

  get(id: number): EnquiryRecord | undefined {
    return this.statements.get.get(id) as EnquiryRecord | undefined;
  }

  notes(enquiryId: number): EnquiryNote[] {
    return this.statements.notes.all(enquiryId) as EnquiryNote[];
  }

  /** Sets the status; returns the enquiry before and after, or undefined when there is no such enquiry. */
  setStatus(id: number, status: EnquiryStatus): { before: EnquiryRecord; after: EnquiryRecord } | undefined {
    const before = this.get(id);
    if (!before) return undefined;
    this.statements.setStatus.run(status, id);
    return { before, after: { ...before, status } };
  }

  /** Adds a note; undefined when there is no such enquiry. */
  addNote(enquiryId: number, author: string, body: string, at: Date = new Date()): EnquiryNote | undefined {
    if (!this.get(enquiryId)) return undefined;
    const created_at = at.toISOString();
    const { lastInsertRowid } = this.statements.addNote.run(enquiryId, author, body, created_at);
    return { id: Number(lastInsertRowid), enquiry_id: enquiryId, author, body, created_at };
  }

  /** Deletes an enquiry and its notes for good; returns what was deleted, or undefined. */
  delete(id: number): EnquiryRecord | undefined {
    const before = this.get(id);
    if (before) this.statements.delete.run(id);
    return before;
  }

  /** Deletes every enquiry received before `cutoff` (and its notes); returns how many. */
  deleteReceivedBefore(cutoff: Date): number {
    return this.statements.deleteBefore.run(cutoff.toISOString()).changes;
  }
}

// The staff inbox's side of the enquiries table: search, filters (status, assignee, follow-ups due)
// and paging, the sales desk's changes (status, assignee, follow-up day), notes, deletion and the
// retention purge (each taking the enquiry's quotations with it), and the insert that records consent
// and where the visitor came from. Prepared statements only; every text is bound as a parameter, never
// put into SQL.
import type Database from 'better-sqlite3';

// What an enquiry records besides what the visitor typed is the contact contract's list (all text, empty when not known).
import { ENQUIRY_CONTEXT_FIELDS, ENQUIRY_QUOTE_FIELDS, type Enquiry, type EnquiryQuote } from '../../common/enquiry-rules.ts';

import { CONTACT_FORM_ID, CONTACT_FORM_NAME } from '../../common/api-contract.ts';

import { ENQUIRY_COLUMNS, type StoredEnquiry } from './enquiries.ts';

export const ENQUIRY_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost', 'spam'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
/** Statuses that need no more follow-up: a follow-up day of these is never due. */
export const CLOSED_STATUSES = ['won', 'lost', 'spam'] as const satisfies readonly EnquiryStatus[];

export { ENQUIRY_CONTEXT_FIELDS, ENQUIRY_QUOTE_FIELDS, type EnquiryQuote };
export type EnquiryContextField = (typeof ENQUIRY_CONTEXT_FIELDS)[number];
export type EnquiryContext = Record<EnquiryContextField, string>;

/** What an answer to a form staff built records (docs/forms.md): the form's id and name, the answers as JSON. */
export const ENQUIRY_FORM_FIELDS = ['form_id', 'form_name', 'answers'] as const;
export interface EnquiryForm {
  /** The form's id; null for the contact form. The form may since have been deleted. */
  form_id: number | null;
  /** The form's name when the answers were sent ('' for the contact form). */
  form_name: string;
  /** The answers in the form's order as JSON (common/form-rules.ts's FormAnswer[]); '' for the contact form. */
  answers: string;
}

/** What the sales desk sets on an enquiry besides its status. */
export const ENQUIRY_DESK_FIELDS = ['assigned_to', 'follow_up_on'] as const;

/** Every column of an enquiry: the export's first ones, then the rest. */
export const ENQUIRY_RECORD_COLUMNS = [
  ...ENQUIRY_COLUMNS,
  'status',
  ...ENQUIRY_CONTEXT_FIELDS,
  ...ENQUIRY_QUOTE_FIELDS,
  ...ENQUIRY_FORM_FIELDS,
  ...ENQUIRY_DESK_FIELDS,
] as const;

export interface EnquiryRecord extends StoredEnquiry, EnquiryContext, EnquiryQuote, EnquiryForm {
  status: EnquiryStatus;
  /** The staff account working on it; null when nobody is. */
  assigned_to: number | null;
  /** The India date (YYYY-MM-DD) to follow it up on; null when none is set. */
  follow_up_on: string | null;
  /** The e-mail of the account in assigned_to ('' when nobody). */
  assignee: string;
}

/** A change the sales desk makes; what is left out stays as it is. */
export interface EnquiryChange {
  status?: EnquiryStatus;
  assigned_to?: number | null;
  follow_up_on?: string | null;
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
 * but spam (an inbox does not show what was marked as spam unless asked). `assignedTo` keeps one
 * account's enquiries, null those of nobody; `dueBy` keeps the open ones (not won, lost or spam)
 * whose follow-up day is that India date or earlier; `form` keeps the answers to that form staff built.
 */
export interface EnquiryFilter {
  q?: string;
  status?: EnquiryStatus | 'all';
  assignedTo?: number | null;
  dueBy?: string;
  form?: number;
}

/** A form staff built that enquiries came from: its name in the newest of them, and how many there are (spam included). */
export interface EnquirySource {
  id: number;
  name: string;
  count: number;
}

/** Longest search text used; the rest is ignored. */
export const MAX_SEARCH_LENGTH = 200;

const COLUMNS = `${ENQUIRY_RECORD_COLUMNS.map((column) => `e.${column}`).join(', ')}, coalesce(a.email, '') AS assignee`;
const FROM = 'enquiries e LEFT JOIN staff_accounts a ON a.id = e.assigned_to';
const CLOSED = CLOSED_STATUSES.map((status) => `'${status}'`).join(', ');
const MATCHES = `(@status IS NULL OR e.status = @status) AND (@status IS NOT NULL OR @all = 1 OR e.status <> 'spam')
  AND (@anyone = 1 OR e.assigned_to IS @assignee)
  AND (@form IS NULL OR e.form_id = @form OR (@form = ${CONTACT_FORM_ID} AND e.form_id IS NULL))
  AND (@dueBy IS NULL OR (e.follow_up_on <= @dueBy AND e.status NOT IN (${CLOSED})))
  AND (@pattern IS NULL OR e.full_name LIKE @pattern ESCAPE '\\' OR e.email LIKE @pattern ESCAPE '\\'
    OR e.phone LIKE @pattern ESCAPE '\\' OR e.page_details LIKE @pattern ESCAPE '\\' OR e.project_brief LIKE @pattern ESCAPE '\\'
    OR e.service_name LIKE @pattern ESCAPE '\\' OR e.plan_name LIKE @pattern ESCAPE '\\')`;
const NEWEST_FIRST = 'ORDER BY e.received_at DESC, e.id DESC';

/** The named parameters of MATCHES: a search text becomes a LIKE pattern with its wildcards escaped. */
function filterParameters({ q, status, assignedTo, dueBy, form }: EnquiryFilter) {
  const text = (q ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  return {
    status: status === undefined || status === 'all' ? null : status,
    all: status === 'all' ? 1 : 0,
    anyone: assignedTo === undefined ? 1 : 0,
    assignee: assignedTo ?? null,
    dueBy: dueBy ?? null,
    form: form ?? null,
    pattern: text ? `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null,
  };
}

const EMPTY_CONTEXT = {
  ...Object.fromEntries([...ENQUIRY_CONTEXT_FIELDS, ...ENQUIRY_QUOTE_FIELDS].map((field) => [field, ''])),
  form_id: null,
  form_name: '',
  answers: '',
} as EnquiryContext & EnquiryQuote & EnquiryForm;
const INSERTED = [...ENQUIRY_CONTEXT_FIELDS, ...ENQUIRY_QUOTE_FIELDS, ...ENQUIRY_FORM_FIELDS];

export class EnquiryInbox {
  private readonly statements;

  constructor(readonly db: Database.Database) {
    this.statements = {
      insert: db.prepare(
        `INSERT INTO enquiries (full_name, email, phone, page_details, project_brief, received_at, ${INSERTED.join(', ')})
         VALUES (@full_name, @email, @phone, @page_details, @project_brief, @received_at, ${INSERTED.map((f) => `@${f}`).join(', ')})`,
      ),
      page: db.prepare(`SELECT ${COLUMNS} FROM ${FROM} WHERE ${MATCHES} ${NEWEST_FIRST} LIMIT @limit OFFSET @offset`),
      all: db.prepare(`SELECT ${COLUMNS} FROM ${FROM} WHERE ${MATCHES} ${NEWEST_FIRST}`),
      count: db.prepare(`SELECT count(*) FROM enquiries e WHERE ${MATCHES}`).pluck(),
      // Each form once, by the name its newest enquiry has (a form may be renamed or deleted since), newest first; the
      // contact form (the default form: no form_id) among them as form 0.
      forms: db.prepare(
        // Counted on the index of (form_id, received_at) alone; each form's newest row read once, for its name.
        `SELECT id, name, count FROM (
           SELECT g.id, n.form_name AS name, g.count, g.newest, n.id AS newest_id FROM (
             SELECT form_id AS id, count(*) AS count, max(received_at) AS newest FROM enquiries WHERE form_id IS NOT NULL GROUP BY form_id) g
           JOIN enquiries n ON n.id = (
             SELECT id FROM enquiries WHERE form_id = g.id AND received_at = g.newest ORDER BY id DESC LIMIT 1)
           UNION ALL
           SELECT ${CONTACT_FORM_ID}, @contact, count(*), max(received_at), max(id) FROM enquiries WHERE form_id IS NULL HAVING count(*) > 0
         ) ORDER BY newest DESC, newest_id DESC`,
      ),
      countNew: db.prepare("SELECT count(*) FROM enquiries WHERE status = 'new'").pluck(),
      get: db.prepare(`SELECT ${COLUMNS} FROM ${FROM} WHERE e.id = ?`),
      update: db.prepare('UPDATE enquiries SET status = @status, assigned_to = @assigned_to, follow_up_on = @follow_up_on WHERE id = @id'),
      accountRole: db.prepare('SELECT role FROM staff_accounts WHERE id = ?').pluck(),
      notes: db.prepare('SELECT id, enquiry_id, author, body, created_at FROM enquiry_notes WHERE enquiry_id = ? ORDER BY id'),
      addNote: db.prepare('INSERT INTO enquiry_notes (enquiry_id, author, body, created_at) VALUES (?, ?, ?, ?)'),
      delete: db.prepare('DELETE FROM enquiries WHERE id = ?'),
      deleteBefore: db.prepare('DELETE FROM enquiries WHERE received_at < ?'),
    };
  }

  /** Stores an enquiry with its consent, origin and quote fields (and its form's, for an answer to one); returns it as stored. */
  add(enquiry: Enquiry, context: Partial<EnquiryContext & EnquiryQuote & EnquiryForm> = {}, receivedAt: Date = new Date()): EnquiryRecord {
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

  /** The forms staff built that enquiries came from, the one answered last first. */
  forms(): EnquirySource[] {
    return this.statements.forms.all({ contact: CONTACT_FORM_NAME }) as EnquirySource[];
  }

  countNew(): number {
    return this.statements.countNew.get() as number;
  }

  get(id: number): EnquiryRecord | undefined {
    return this.statements.get.get(id) as EnquiryRecord | undefined;
  }

  /** Whether a staff account with this id exists (an enquiry can be assigned to it). */
  /** The role of the account with this id; undefined when there is none. */
  accountRole(id: number): string | undefined {
    return this.statements.accountRole.get(id) as string | undefined;
  }

  notes(enquiryId: number): EnquiryNote[] {
    return this.statements.notes.all(enquiryId) as EnquiryNote[];
  }

  /**
   * Applies a change (the assignee must be an account that may take enquiries: check with accountRole first); returns
   * the enquiry before and after, or undefined when there is no such enquiry.
   */
  update(id: number, change: EnquiryChange): { before: EnquiryRecord; after: EnquiryRecord } | undefined {
    const before = this.get(id);
    if (!before) return undefined;
    const keep = <T>(value: T | undefined, current: T) => (value === undefined ? current : value);
    this.statements.update.run({
      id,
      status: keep(change.status, before.status),
      assigned_to: keep(change.assigned_to, before.assigned_to),
      follow_up_on: keep(change.follow_up_on, before.follow_up_on),
    });
    return { before, after: this.get(id)! };
  }

  /** Sets the status; returns the enquiry before and after, or undefined when there is no such enquiry. */
  setStatus(id: number, status: EnquiryStatus): { before: EnquiryRecord; after: EnquiryRecord } | undefined {
    return this.update(id, { status });
  }

  /** Adds a note; undefined when there is no such enquiry. */
  addNote(enquiryId: number, author: string, body: string, at: Date = new Date()): EnquiryNote | undefined {
    if (!this.get(enquiryId)) return undefined;
    const created_at = at.toISOString();
    const { lastInsertRowid } = this.statements.addNote.run(enquiryId, author, body, created_at);
    return { id: Number(lastInsertRowid), enquiry_id: enquiryId, author, body, created_at };
  }

  /**
   * Deletes an enquiry for good, and with it its notes and files (ON DELETE CASCADE) and its quotation, every revision
   * (migration 47's trigger: their private links then answer 404); returns what was deleted, or undefined.
   */
  delete(id: number): EnquiryRecord | undefined {
    const before = this.get(id);
    if (before) this.statements.delete.run(id);
    return before;
  }

  /** Deletes every enquiry received before `cutoff`, each with its notes, files and quotations (as delete); returns how many. */
  deleteReceivedBefore(cutoff: Date): number {
    return this.statements.deleteBefore.run(cutoff.toISOString()).changes;
  }
}

// The staff export of enquiries as CSV for a spreadsheet: readable headers, times in India time as
// ISO 8601 with +05:30, the status, the assignee and every note (time, author, text) in one cell. The
// cells are safe CSV (RFC 4180 quoting, formula cells defused; the CLI's export writes the same), UTF-8 with a
// byte-order mark. One form's export adds a column per field of the form, its answers as text.
import type { EnquiryNote, EnquiryRecord } from '../db/enquiry-inbox.ts';
import type { FormAnswer } from '../../common/form-rules.ts';
import { toIndiaIso } from '../../common/india-time.ts';

/** Excel reads UTF-8 (Marathi and Hindi names) only with a byte-order mark. */
export const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula characters defused, quoted when it holds a quote, comma or line break. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV row: its cells and CRLF. */
export function csvRow(values: readonly (string | number)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** One note as a line of the Notes cell: `2026-11-24T11:38:49+05:30 asha@example.in: Called back.` */
export function noteLine(note: Pick<EnquiryNote, 'created_at' | 'author' | 'body'>): string {
  return `${toIndiaIso(note.created_at)} ${note.author}: ${note.body}`;
}

type Cell = (record: EnquiryRecord, notes: readonly EnquiryNote[]) => string | number;

/** The columns in order: header and value. */
export const ENQUIRY_CSV_COLUMNS: readonly (readonly [string, Cell])[] = [
  ['Id', (r) => r.id],
  ['Received (India time)', (r) => toIndiaIso(r.received_at) || r.received_at],
  ['Name', (r) => r.full_name],
  ['E-mail', (r) => r.email],
  ['Phone', (r) => r.phone],
  ['Service', (r) => r.service_name],
  ['Plan', (r) => r.plan_name],
  ['Status', (r) => r.status],
  ['Assigned to', (r) => r.assignee],
  ['Follow up on', (r) => r.follow_up_on ?? ''],
  ['Pages / details', (r) => r.page_details],
  ['Project brief', (r) => r.project_brief],
  ['Notes', (_, notes) => notes.map(noteLine).join('\n')],
  ['Consent version', (r) => r.consent_version],
  ['Sent from page', (r) => r.sent_from_page],
  ['Referrer', (r) => r.referrer_origin],
  ['utm_source', (r) => r.utm_source],
  ['utm_medium', (r) => r.utm_medium],
  ['utm_campaign', (r) => r.utm_campaign],
  ['utm_term', (r) => r.utm_term],
  ['utm_content', (r) => r.utm_content],
];

/** The answers stored with an enquiry ([] for the contact form's, or for text that is not a list of answers). */
function storedAnswers(record: EnquiryRecord): FormAnswer[] {
  try {
    const answers: unknown = record.answers ? JSON.parse(record.answers) : [];
    return Array.isArray(answers) ? answers.filter((answer): answer is FormAnswer => typeof answer?.key === 'string') : [];
  } catch {
    return [];
  }
}

/** An answer as a cell: a list joined with commas, a ticked agreement "Yes", a file its name. */
function answerCell(value: FormAnswer['value'] | undefined): string | number {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return value.name;
  return value;
}

/**
 * The answers' columns, key to label: each key once, in the form's order. The newest answers come first and set it
 * (and the label); a key only older answers have goes in after the key before it there (a field since removed).
 */
function answerColumns(answers: readonly (readonly FormAnswer[])[]): Map<string, string> {
  const keys: string[] = [];
  const labels = new Map<string, string>();
  for (const list of answers) {
    let at = 0;
    for (const { key, label } of list) {
      const index = keys.indexOf(key);
      if (index === -1) {
        keys.splice(at, 0, key);
        labels.set(key, label);
        at += 1;
      } else at = index + 1;
    }
  }
  return new Map(keys.map((key) => [key, labels.get(key)!]));
}

export interface EnquiryCsvOptions {
  /** Add a column per answer key after the usual ones (the export of one form's answers). */
  answerColumns?: boolean;
}

/** The whole export: BOM, header row, one row per enquiry with its notes (read by `notesOf`). */
export function enquiryRecordsToCsv(
  records: Iterable<EnquiryRecord>,
  notesOf: (id: number) => readonly EnquiryNote[],
  options: EnquiryCsvOptions = {},
): string {
  const rows = [...records].map((record) => ({ record, answers: options.answerColumns ? storedAnswers(record) : [] }));
  const extra = answerColumns(rows.map(({ answers }) => answers));
  let csv = BOM + csvRow([...ENQUIRY_CSV_COLUMNS.map(([header]) => header), ...extra.values()]);
  for (const { record, answers } of rows) {
    const notes = notesOf(record.id);
    const byKey = new Map(answers.map((answer) => [answer.key, answer.value]));
    csv += csvRow([
      ...ENQUIRY_CSV_COLUMNS.map(([, cell]) => cell(record, notes)),
      ...[...extra.keys()].map((key) => answerCell(byKey.get(key))),
    ]);
  }
  return csv;
}

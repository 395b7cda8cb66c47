// The enquiry inbox's calls: list (search, status, assignee, follow-ups due, form, page), the forms enquiries came
// from, one enquiry with its
// notes and the files sent with it (and each file's download address), changes of status, assignee and
// follow-up day, notes, deletion, the address of the CSV export of a filter, and the staff accounts an
// enquiry can be assigned to.
import { CONTACT_FORM_ID } from '@common/api-contract';
import { isRecord, listOf, toId, toText } from '@/lib/validate';

import { ENQUIRY_STATUSES, type EnquiryStatus } from '@/lib/staff/enquiry-status';
import { staffGet, staffSend } from '@/lib/staff/staff-request';

/** A list's status filter: one status, every one but spam (''), or every one ('all'). */
export type StatusFilter = EnquiryStatus | '' | 'all';
/** A list's assignee filter: anyone's (''), the signed-in member's ('mine'), nobody's ('none'). */
export type AssignedFilter = '' | 'mine' | 'none';
/** A list's follow-up filter: any (''), or open ones due today or before ('today'). */
export type DueFilter = '' | 'today';

/** What an enquiry records besides what the visitor typed, with the label the enquiry page shows. */
export const ENQUIRY_CONTEXT_LABELS = {
  consent_version: 'Consent version',
  sent_from_page: 'Sent from page',
  referrer_origin: 'Referrer',
  utm_source: 'utm_source',
  utm_medium: 'utm_medium',
  utm_campaign: 'utm_campaign',
  utm_term: 'utm_term',
  utm_content: 'utm_content',
} as const;
type ContextField = keyof typeof ENQUIRY_CONTEXT_LABELS;

export type StaffEnquiry = {
  id: number;
  received_at: string;
  full_name: string;
  email: string;
  phone: string;
  page_details: string;
  project_brief: string;
  status: EnquiryStatus;
  /** The service and plan the visitor asked a quote for ('' when none). */
  service_name: string;
  plan_name: string;
  /** The form staff built that it was sent with, by its name then ('' for the contact form): its answers are in project_brief. */
  form_name: string;
  /** The staff account working on it, and its e-mail ('' when nobody). */
  assigned_to: number | null;
  assignee: string;
  /** The India date (YYYY-MM-DD) to follow it up on; null when none. */
  follow_up_on: string | null;
} & Record<ContextField, string>;

/** What the sales desk changes on an enquiry; what is left out stays as it is. */
export interface EnquiryChange {
  status?: EnquiryStatus;
  assigned_to?: number | null;
  follow_up_on?: string | null;
}

/** A member of staff an enquiry can be assigned to. */
export interface StaffPerson {
  id: number;
  email: string;
}

export interface EnquiryNote {
  id: number;
  author: string;
  body: string;
  created_at: string;
}

/** A file a visitor sent with a form's answers, to download from the enquiry's page. */
export interface EnquiryFile {
  id: number;
  /** The key of the form's field it was sent in. */
  field_key: string;
  name: string;
  type: string;
  bytes: number;
}

export interface EnquiryFilter {
  q: string;
  status: StatusFilter;
  assigned: AssignedFilter;
  due: DueFilter;
  /** The id of a form staff built, as text: only its answers (and its CSV has a column per field); '0' for the contact form's; '' for every enquiry. */
  form: string;
  page: number;
}

/** A form staff built that enquiries came from: its newest name and how many enquiries it brought. */
export interface EnquiryFormSource {
  id: number;
  name: string;
  count: number;
}

export interface EnquiryPage {
  items: StaffEnquiry[];
  total: number;
  page: number;
  size: number;
  newEnquiries: number;
}

const ENQUIRIES = '/api/staff/enquiries';
const PEOPLE = '/api/staff/people';
const enquiryPath = (id: number) => `${ENQUIRIES}/${id}`;

function isStatus(value: unknown): value is EnquiryStatus {
  return (ENQUIRY_STATUSES as readonly unknown[]).includes(value);
}

function readEnquiry(value: unknown): StaffEnquiry | undefined {
  if (!isRecord(value)) return undefined;
  const id = toId(value.id);
  if (id === undefined) return undefined;
  const context = Object.fromEntries(Object.keys(ENQUIRY_CONTEXT_LABELS).map((field) => [field, toText(value[field])])) as Record<
    ContextField,
    string
  >;
  return {
    id,
    received_at: toText(value.received_at),
    full_name: toText(value.full_name),
    email: toText(value.email),
    phone: toText(value.phone),
    page_details: toText(value.page_details),
    project_brief: toText(value.project_brief),
    status: isStatus(value.status) ? value.status : 'new',
    service_name: toText(value.service_name),
    plan_name: toText(value.plan_name),
    form_name: toText(value.form_name),
    assigned_to: toId(value.assigned_to) ?? null,
    assignee: toText(value.assignee),
    follow_up_on: typeof value.follow_up_on === 'string' && value.follow_up_on ? value.follow_up_on : null,
    ...context,
  };
}

function readNote(value: unknown): EnquiryNote | undefined {
  if (!isRecord(value)) return undefined;
  const id = toId(value.id);
  return id === undefined
    ? undefined
    : { id, author: toText(value.author), body: toText(value.body), created_at: toText(value.created_at) };
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function readFile(value: unknown): EnquiryFile | undefined {
  if (!isRecord(value)) return undefined;
  const id = toId(value.id);
  return id === undefined
    ? undefined
    : { id, field_key: toText(value.field_key), name: toText(value.name), type: toText(value.type), bytes: count(value.bytes) };
}

type FilterParts = Omit<EnquiryFilter, 'page'>;

/** The query string of a filter, as the list and the export take it (an empty part is left out). */
export function filterParams({ q, status, assigned, due, form }: FilterParts): Record<string, string> {
  const params: Record<string, string> = {};
  if (q.trim()) params.q = q.trim();
  if (status) params.status = status;
  if (assigned) params.assigned = assigned;
  if (due) params.due = due;
  if (form) params.form = form;
  return params;
}

/** The CSV export of the enquiries a filter shows: a plain link, so the browser downloads it with the session cookie. */
export function exportHref(filter: FilterParts): string {
  const query = new URLSearchParams(filterParams(filter)).toString();
  return `${ENQUIRIES}/export${query ? `?${query}` : ''}`;
}

export async function listEnquiries(filter: EnquiryFilter): Promise<EnquiryPage> {
  const data = await staffGet(ENQUIRIES, { ...filterParams(filter), page: filter.page });
  return {
    items: listOf(data.items, readEnquiry),
    total: count(data.total),
    page: count(data.page) || 1,
    size: count(data.size) || 1,
    newEnquiries: count(data.newEnquiries),
  };
}

function readFormSource(value: unknown): EnquiryFormSource | undefined {
  if (!isRecord(value)) return undefined;
  const id = value.id === CONTACT_FORM_ID ? CONTACT_FORM_ID : toId(value.id);
  return id === undefined ? undefined : { id, name: toText(value.name), count: count(value.count) };
}

/** The forms enquiries came from, the one answered last first, the contact form (the default form) as form 0. */
export async function listEnquiryForms(): Promise<EnquiryFormSource[]> {
  return listOf((await staffGet(`${ENQUIRIES}/forms`)).forms, readFormSource);
}

export async function getEnquiry(id: number): Promise<{ enquiry: StaffEnquiry; notes: EnquiryNote[]; files: EnquiryFile[] } | undefined> {
  const data = await staffGet(enquiryPath(id));
  const enquiry = readEnquiry(data.enquiry);
  return enquiry && { enquiry, notes: listOf(data.notes, readNote), files: listOf(data.files, readFile) };
}

/** A file of an enquiry to download: a plain link, so the browser sends the session cookie and saves the attachment. */
export function fileHref(enquiryId: number, fileId: number): string {
  return `${enquiryPath(enquiryId)}/files/${fileId}`;
}

export async function setEnquiryStatus(id: number, status: EnquiryStatus): Promise<StaffEnquiry | undefined> {
  return updateEnquiry(id, { status });
}

/** Changes status, assignee or follow-up day; answers the enquiry as it is now. */
export async function updateEnquiry(id: number, change: EnquiryChange): Promise<StaffEnquiry | undefined> {
  return readEnquiry((await staffSend('PATCH', enquiryPath(id), change)).data.enquiry);
}

function readPerson(value: unknown): StaffPerson | undefined {
  if (!isRecord(value)) return undefined;
  const id = toId(value.id);
  return id === undefined ? undefined : { id, email: toText(value.email) };
}

export async function listPeople(): Promise<StaffPerson[]> {
  return listOf((await staffGet(PEOPLE)).people, readPerson);
}

export async function addEnquiryNote(id: number, text: string): Promise<EnquiryNote | undefined> {
  return readNote((await staffSend('POST', `${enquiryPath(id)}/notes`, { text })).data.note);
}

export async function deleteEnquiry(id: number): Promise<void> {
  await staffSend('DELETE', enquiryPath(id), {});
}

// The enquiry inbox's calls: list (search, status, page), one enquiry with its notes, status, notes,
// deletion, and the address of the CSV export of a filter.
import { isRecord, listOf, toId, toText } from '@/lib/validate';

import { staffGet, staffSend } from './staff-request';

export const ENQUIRY_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost', 'spam'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
/** A list's status filter: one status, every one but spam (''), or every one ('all'). */
export type StatusFilter = EnquiryStatus | '' | 'all';

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
} & Record<ContextField, string>;

export interface EnquiryNote {
  id: number;
  author: string;
  body: string;
  created_at: string;
}

export interface EnquiryFilter {
  q: string;
  status: StatusFilter;
  page: number;
}

export interface EnquiryPage {
  items: StaffEnquiry[];
  total: number;
  page: number;
  size: number;
  newEnquiries: number;
}

const ENQUIRIES = '/api/staff/enquiries';
const enquiryPath = (id: number) => `${ENQUIRIES}/${id}`;

function isStatus(value: unknown): value is EnquiryStatus {
  return (ENQUIRY_STATUSES as readonly unknown[]).includes(value);
}

function readEnquiry(value: unknown): StaffEnquiry | undefined {
  if (!isRecord(value)) return undefined;
  const id = toId(value.id);
  if (id === undefined) return undefined;
  const context = Object.fromEntries(Object.keys(ENQUIRY_CONTEXT_LABELS).map((field) => [field, toText(value[field])])) as Record<ContextField, string>;
  return {
    id,
    received_at: toText(value.received_at),
    full_name: toText(value.full_name),
    email: toText(value.email),
    phone: toText(value.phone),
    page_details: toText(value.page_details),
    project_brief: toText(value.project_brief),
    status: isStatus(value.status) ? value.status : 'new',
    ...context,
  };
}

function readNote(value: unknown): EnquiryNote | undefined {
  if (!isRecord(value)) return undefined;
  const id = toId(value.id);
  return id === undefined ? undefined : { id, author: toText(value.author), body: toText(value.body), created_at: toText(value.created_at) };
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The query string of a filter, as the list and the export take it (an empty part is left out). */
export function filterParams({ q, status }: Pick<EnquiryFilter, 'q' | 'status'>): Record<string, string> {
  const params: Record<string, string> = {};
  if (q.trim()) params.q = q.trim();
  if (status) params.status = status;
  return params;
}

/** The CSV export of the enquiries a filter shows: a plain link, so the browser downloads it with the session cookie. */
export function exportHref(filter: Pick<EnquiryFilter, 'q' | 'status'>): string {
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

export async function getEnquiry(id: number): Promise<{ enquiry: StaffEnquiry; notes: EnquiryNote[] } | undefined> {
  const data = await staffGet(enquiryPath(id));
  const enquiry = readEnquiry(data.enquiry);
  return enquiry && { enquiry, notes: listOf(data.notes, readNote) };
}

export async function setEnquiryStatus(id: number, status: EnquiryStatus): Promise<StaffEnquiry | undefined> {
  return readEnquiry((await staffSend('PATCH', enquiryPath(id), { status })).data.enquiry);
}

export async function addEnquiryNote(id: number, text: string): Promise<EnquiryNote | undefined> {
  return readNote((await staffSend('POST', `${enquiryPath(id)}/notes`, { text })).data.note);
}

export async function deleteEnquiry(id: number): Promise<void> {
  await staffSend('DELETE', enquiryPath(id), {});
}

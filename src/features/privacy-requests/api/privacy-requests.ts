// The Privacy requests page's calls (owners): what is held about one person (enquiries, quotations, audit entries),
// found by e-mail or phone; the
// download links; the correction and the erasure; and the log of requests answered.
import { PRIVACY_REQUEST_KINDS, type PrivacyRequestKind, type PrivacyRequestRecord } from '@common/privacy-requests';

import { staffGet, staffSend } from '@/lib/staff/staff-request';
import { isRecord, listOf, toText } from '@/lib/validate';

const PRIVACY = '/api/staff/privacy';

/** Whom a request is about: by e-mail address or by phone number. */
export interface PrivacySubject {
  by: 'email' | 'phone';
  value: string;
}

export interface PersonNote {
  id: number;
  author: string;
  body: string;
  created_at: string;
}

export interface PersonEnquiry {
  id: number;
  received_at: string;
  full_name: string;
  email: string;
  phone: string;
  status: string;
  assignee: string;
  project_brief: string;
  notes: PersonNote[];
}

export interface PersonAuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  entity_id: number | null;
}

/** A quotation made with one of the person's enquiries (one revision), which shows their details at its private link. */
export interface PersonQuotation {
  enquiry_id: number;
  number: string;
  revision: number;
  date: string;
  total: string;
  status: string;
  /** Its private page, where the buyer's details show. */
  link: string;
}

export interface PersonData {
  enquiries: PersonEnquiry[];
  quotations: PersonQuotation[];
  audit: PersonAuditEntry[];
}

const id = (value: unknown) => (typeof value === 'number' ? value : undefined);

function readNote(value: unknown): PersonNote | undefined {
  if (!isRecord(value) || id(value.id) === undefined) return undefined;
  return { id: value.id as number, author: toText(value.author), body: toText(value.body), created_at: toText(value.created_at) };
}

function readEnquiry(value: unknown): PersonEnquiry | undefined {
  if (!isRecord(value) || id(value.id) === undefined) return undefined;
  return {
    id: value.id as number,
    received_at: toText(value.received_at),
    full_name: toText(value.full_name),
    email: toText(value.email),
    phone: toText(value.phone),
    status: toText(value.status),
    assignee: toText(value.assignee),
    project_brief: toText(value.project_brief),
    notes: listOf(value.notes, readNote),
  };
}

function readQuotation(value: unknown): PersonQuotation | undefined {
  if (!isRecord(value) || id(value.enquiry_id) === undefined) return undefined;
  return {
    enquiry_id: value.enquiry_id as number,
    number: toText(value.number),
    revision: id(value.revision) ?? 0,
    date: toText(value.date),
    total: toText(value.total),
    status: toText(value.status),
    link: toText(value.link),
  };
}

function readAudit(value: unknown): PersonAuditEntry | undefined {
  if (!isRecord(value) || id(value.id) === undefined) return undefined;
  return {
    id: value.id as number,
    at: toText(value.at),
    actor: toText(value.actor),
    action: toText(value.action),
    entity_id: id(value.entity_id) ?? null,
  };
}

function readRequest(value: unknown): PrivacyRequestRecord | undefined {
  if (!isRecord(value) || id(value.id) === undefined) return undefined;
  const kind = PRIVACY_REQUEST_KINDS.find((k) => k === value.kind);
  if (!kind) return undefined;
  return {
    id: value.id as number,
    kind,
    received_on: toText(value.received_on),
    due_on: toText(value.due_on),
    answered_at: toText(value.answered_at),
    answered_by: toText(value.answered_by),
    enquiries: id(value.enquiries) ?? 0,
    in_time: value.in_time === true,
  };
}

/** The query parameters that name the person. */
const subjectParams = ({ by, value }: PrivacySubject) => ({ [by]: value.trim() });

export async function getPerson(subject: PrivacySubject): Promise<PersonData> {
  const data = await staffGet(PRIVACY, subjectParams(subject));
  return {
    enquiries: listOf(data.enquiries, readEnquiry),
    quotations: listOf(data.quotations, readQuotation),
    audit: listOf(data.audit, readAudit),
  };
}

/** The address of a download (an access request answered, received on that India date). */
export function exportHref(subject: PrivacySubject, format: 'json' | 'csv', receivedOn: string): string {
  const query = new URLSearchParams({ ...subjectParams(subject), format, ...(receivedOn ? { received_on: receivedOn } : {}) });
  return `${PRIVACY}/export?${query.toString()}`;
}

export interface Correction {
  full_name?: string;
  email?: string;
  phone?: string;
}

/** Corrects the person's details on each of their enquiries; answers the server's sentence. */
export async function correctPerson(subject: PrivacySubject, change: Correction, receivedOn: string): Promise<string> {
  const { message } = await staffSend('POST', `${PRIVACY}/correct`, {
    ...subjectParams(subject),
    ...(receivedOn ? { received_on: receivedOn } : {}),
    change,
  });
  return message;
}

/** Erases the person's enquiries and notes, and the quotations made with them; answers the server's sentence. */
export async function erasePerson(subject: PrivacySubject, receivedOn: string): Promise<string> {
  const { message } = await staffSend('POST', `${PRIVACY}/erase`, {
    ...subjectParams(subject),
    ...(receivedOn ? { received_on: receivedOn } : {}),
  });
  return message;
}

export async function getPrivacyRequests(): Promise<PrivacyRequestRecord[]> {
  const data = await staffGet(`${PRIVACY}/requests`);
  return listOf(data.items, readRequest);
}

export type { PrivacyRequestKind, PrivacyRequestRecord };

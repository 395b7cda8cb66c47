// One page of the inbox as a table: when, who (name and e-mail), phone, service and plan, source,
// status, assignee and follow-up day. New enquiries are bold; phone and e-mail are links to call or
// write; a follow-up due today or before says so. Below 768 px each enquiry is a card of labelled lines.
import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';

import { hrefs } from '@common/paths';
import { formatIndiaDay, indiaDay } from '@common/india-time';

import type { StaffEnquiry } from '../api/enquiries';
import type { EnquiryStatus } from '@/lib/staff/enquiry-status';

import { mailtoHref, telHref } from './contact-links';
import { formatTime } from '@/lib/staff/format-time';
import { StaffTableHead } from '@/components/staff-frame/staff-table-head';

/** Statuses that need no follow-up: their follow-up day is never due. */
const CLOSED: readonly EnquiryStatus[] = ['won', 'lost', 'spam'];

/** Where an enquiry came from: its utm_source, else the referring site, else "direct". */
export function sourceOf(enquiry: Pick<StaffEnquiry, 'utm_source' | 'referrer_origin'>): string {
  return enquiry.utm_source || enquiry.referrer_origin || 'direct';
}

/** Whether an enquiry's follow-up day has come (today or before, in India) and it is still open. */
export function isDue(enquiry: Pick<StaffEnquiry, 'follow_up_on' | 'status'>, today: string = indiaDay()): boolean {
  return Boolean(enquiry.follow_up_on && enquiry.follow_up_on <= today && !CLOSED.includes(enquiry.status));
}

/** A cell with its column's name (shown before it on narrow screens); its content is one block. */
function Cell({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <td data-label={label} className={className}>
      <div>{children}</div>
    </td>
  );
}

/** An e-mail address that may break before its @ rather than anywhere (as text: never markup). */
function Address({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

export interface EnquiryTableProps {
  enquiries: readonly StaffEnquiry[];
  /** The company's name, for the subject of an e-mail reply. */
  company: string;
}

export function EnquiryTable({ enquiries, company }: EnquiryTableProps) {
  const today = indiaDay();
  return (
    <Table hover className="staff-table staff-inbox">
      <caption className="visually-hidden">Enquiries, newest first; new ones in bold</caption>
      <StaffTableHead
        columns={['Received', 'Name', 'Phone', 'Service / plan', 'Source', 'Status', 'Assigned to', 'Follow-up']}
        actions={false}
      />
      <tbody>
        {enquiries.map((enquiry) => {
          const tel = telHref(enquiry.phone);
          const mailto = mailtoHref(enquiry, company);
          const due = isDue(enquiry, today);
          return (
            <tr key={enquiry.id} className={enquiry.status === 'new' ? 'staff-inbox__new' : undefined}>
              <Cell label="Received">
                <time dateTime={enquiry.received_at}>{formatTime(enquiry.received_at)}</time>
              </Cell>
              <Cell label="Name">
                <Link to={hrefs.staffEnquiry(enquiry.id)}>{enquiry.full_name || `Enquiry ${enquiry.id}`}</Link>
                {enquiry.email && (
                  <span className="staff-inbox__line">
                    {mailto ? (
                      <a href={mailto}>
                        <Address email={enquiry.email} />
                      </a>
                    ) : (
                      <Address email={enquiry.email} />
                    )}
                  </span>
                )}
              </Cell>
              <Cell label="Phone" className="staff-inbox__nowrap">
                {tel ? <a href={tel}>{enquiry.phone}</a> : enquiry.phone || '—'}
              </Cell>
              <Cell label="Service / plan">
                {enquiry.form_name ? (
                  `Form: ${enquiry.form_name}`
                ) : enquiry.service_name || enquiry.plan_name ? (
                  <>
                    {enquiry.service_name}
                    {enquiry.plan_name && <span className="staff-inbox__line">{enquiry.plan_name}</span>}
                  </>
                ) : (
                  '—'
                )}
              </Cell>
              <Cell label="Source">
                {sourceOf(enquiry)}
                {enquiry.utm_campaign && <span className="staff-inbox__line">{enquiry.utm_campaign}</span>}
              </Cell>
              <Cell label="Status" className="staff-inbox__nowrap">
                {enquiry.status}
              </Cell>
              <Cell label="Assigned to">{enquiry.assignee ? <Address email={enquiry.assignee} /> : '—'}</Cell>
              <Cell label="Follow-up">
                {enquiry.follow_up_on ? (
                  <>
                    <time dateTime={enquiry.follow_up_on}>{formatIndiaDay(enquiry.follow_up_on)}</time>
                    {due && <strong className="staff-inbox__due">due</strong>}
                  </>
                ) : (
                  '—'
                )}
              </Cell>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

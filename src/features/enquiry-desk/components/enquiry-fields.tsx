// Every field of an enquiry as plain text (React escapes it: what a visitor typed is never markup),
// times and days in India time.
import { formatIndiaDay } from '@common/india-time';

import { ENQUIRY_CONTEXT_LABELS, type StaffEnquiry } from '../api/enquiries';

import { formatTime } from '@/lib/staff/format-time';

const TYPED_LABELS = {
  full_name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  page_details: 'Pages / details',
  project_brief: 'Project brief',
} as const;

export function EnquiryFields({ enquiry }: { enquiry: StaffEnquiry }) {
  const rows: [string, string][] = [
    ['Received', formatTime(enquiry.received_at)],
    ['Status', enquiry.status],
    ['Assigned to', enquiry.assignee],
    ['Follow up on', enquiry.follow_up_on ? formatIndiaDay(enquiry.follow_up_on) : ''],
    ...(enquiry.form_name ? ([['Form', enquiry.form_name]] as [string, string][]) : []),
    ['Service', enquiry.service_name],
    ['Plan', enquiry.plan_name],
    ...Object.entries(TYPED_LABELS).map(
      ([field, label]) =>
        [field === 'project_brief' && enquiry.form_name ? 'Answers' : label, enquiry[field as keyof typeof TYPED_LABELS]] as [
          string,
          string,
        ],
    ),
    ...Object.entries(ENQUIRY_CONTEXT_LABELS).map(
      ([field, label]) => [label, enquiry[field as keyof typeof ENQUIRY_CONTEXT_LABELS]] as [string, string],
    ),
  ];
  return (
    <dl className="staff-fields">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

// Every field of an enquiry as plain text (React escapes it: what a visitor typed is never markup),
// times and days in India time; under them, the files sent with a form's answers, to download.
import { formatIndiaDay } from '@common/india-time';
import { languageOfPath } from '@common/languages';
import { languageName } from '@common/translation-states';

import { ENQUIRY_CONTEXT_LABELS, fileHref, type EnquiryFile, type StaffEnquiry } from '../api/enquiries';

import { StaffSection } from '@/components/staff-frame/staff-section';
import { formatTime } from '@/lib/staff/format-time';
import { formatBytes } from '@/lib/staff/media-library';

const TYPED_LABELS = {
  full_name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  page_details: 'Pages / details',
  project_brief: 'Project brief',
} as const;

/** A file's type as staff say it. */
const FILE_TYPE_WORDS: Readonly<Record<string, string>> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' };

export interface EnquiryFieldsProps {
  enquiry: StaffEnquiry;
  files: readonly EnquiryFile[];
}

export function EnquiryFields({ enquiry, files }: EnquiryFieldsProps) {
  const rows: [string, string][] = [
    ['Received', formatTime(enquiry.received_at)],
    ['Status', enquiry.status],
    ['Assigned to', enquiry.assignee],
    ['Follow up on', enquiry.follow_up_on ? formatIndiaDay(enquiry.follow_up_on) : ''],
    ...(enquiry.form_name ? ([['Form', enquiry.form_name]] as [string, string][]) : []),
    // The language the visitor wrote from (the page's address says it): sales answer in it.
    ['Language', languageName(languageOfPath(enquiry.sent_from_page || '/').lang)],
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
    <>
      <dl className="staff-fields">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      {files.length > 0 && (
        <StaffSection titleId="files-title" title="Files" className="mt-4">
          <ul>
            {files.map((file) => (
              <li key={file.id}>
                {/* A plain link: the session cookie goes with it, and the server sends the file as an attachment. */}
                <a href={fileHref(enquiry.id, file.id)} download>
                  {file.name}
                </a>{' '}
                ({formatBytes(file.bytes)}, {FILE_TYPE_WORDS[file.type] ?? file.type})
              </li>
            ))}
          </ul>
        </StaffSection>
      )}
    </>
  );
}

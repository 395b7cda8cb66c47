// The enquiry inbox: newest first, filters (search, status, assignee, follow-ups due, form), pages, and the CSV
// export of what the filter shows. The filter lives in the address, so back and reload keep it. A new
// enquiry shows without a reload: the list is read again when the session's count of new ones changes.
import { useSearchParams } from 'react-router-dom';

import { filterParams, listEnquiries, listEnquiryForms, type EnquiryFilter } from '../api/enquiries';

import { EnquiryFilters, readFilter } from './enquiry-filters';
import { EnquiryTable } from './enquiry-table';
import { StaffPagedList } from '@/components/staff-frame/staff-paged-list';
import { useStaffSession } from '@/components/staff-frame/staff-session';
import { useStaffLoad } from '@/components/staff-frame/use-staff-load';

export interface EnquiryInboxProps {
  /** The company's name, for the subject of an e-mail reply. */
  company: string;
}

const INBOX_TEXT = { loading: 'Loading enquiries…', noun: ['enquiry', 'enquiries'], pagesLabel: 'Pages of enquiries' } as const;

export function EnquiryInbox({ company }: EnquiryInboxProps) {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const newEnquiries = useStaffSession().session?.newEnquiries;
  const [list] = useStaffLoad(
    () => listEnquiries(filter),
    [filter.q, filter.status, filter.assigned, filter.due, filter.form, filter.page, newEnquiries],
  );
  // The Form filter's choices, read again with the list when a new enquiry (perhaps from a new form) arrives.
  const [forms] = useStaffLoad(listEnquiryForms, [newEnquiries]);

  const go = (next: EnquiryFilter) => {
    const query = filterParams(next);
    if (next.page > 1) query.page = String(next.page);
    setParams(query);
  };

  return (
    <StaffPagedList
      list={list}
      text={INBOX_TEXT}
      filter={filter}
      onShow={go}
      filters={<EnquiryFilters key={params.toString()} filter={filter} forms={forms.state === 'ready' ? forms.data : []} onShow={go} />}
    >
      {(enquiries) => <EnquiryTable enquiries={enquiries} company={company} />}
    </StaffPagedList>
  );
}

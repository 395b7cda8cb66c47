// The enquiry inbox: newest first, filters (search, status, assignee, follow-ups due), pages, and the CSV
// export of what the filter shows. The filter lives in the address, so back and reload keep it.
import { useSearchParams } from 'react-router-dom';

import { filterParams, listEnquiries, type EnquiryFilter } from '../api/enquiries';

import { EnquiryFilters, readFilter } from './enquiry-filters';
import { EnquiryTable } from './enquiry-table';
import { StaffPagedList } from './staff-paged-list';
import { useStaffLoad } from './use-staff-load';

export interface EnquiryInboxProps {
  /** The company's name, for the subject of an e-mail reply. */
  company: string;
}

export function EnquiryInbox({ company }: EnquiryInboxProps) {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const [list] = useStaffLoad(() => listEnquiries(filter), [filter.q, filter.status, filter.assigned, filter.due, filter.page]);

  const go = (next: EnquiryFilter) => {
    const query = filterParams(next);
    if (next.page > 1) query.page = String(next.page);
    setParams(query);
  };

  return (
    <>
      {/* Keyed by the address, so back and forward show the filter they go to. */}
      <EnquiryFilters key={params.toString()} filter={filter} onShow={go} />
      <StaffPagedList
        list={list}
        loading="Loading enquiries…"
        noun={['enquiry', 'enquiries']}
        pagesLabel="Pages of enquiries"
        page={filter.page}
        onPage={(page) => go({ ...filter, page })}
      >
        {(enquiries) => <EnquiryTable enquiries={enquiries} company={company} />}
      </StaffPagedList>
    </>
  );
}

// The enquiry inbox: newest first, filters (search, status, assignee, follow-ups due), pages, and the CSV
// export of what the filter shows. The filter lives in the address, so back and reload keep it.
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router-dom';

import { filterParams, listEnquiries, type EnquiryFilter } from '../api/enquiries';

import { EnquiryFilters, readFilter } from './enquiry-filters';
import { EnquiryTable } from './enquiry-table';
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

  const pages = list.state === 'ready' ? Math.max(1, Math.ceil(list.data.total / list.data.size)) : 1;
  return (
    <>
      {/* Keyed by the address, so back and forward show the filter they go to. */}
      <EnquiryFilters key={params.toString()} filter={filter} onShow={go} />
      {list.state === 'loading' && <p role="status">Loading enquiries…</p>}
      {list.state === 'failed' && <Alert variant="danger">{list.message}</Alert>}
      {list.state === 'ready' && (
        <>
          <p role="status">
            {list.data.total === 1 ? '1 enquiry' : `${list.data.total} enquiries`}
            {list.data.total > 0 && `, page ${list.data.page} of ${pages}`}
          </p>
          {list.data.items.length > 0 && <EnquiryTable enquiries={list.data.items} company={company} />}
          {pages > 1 && (
            <nav aria-label="Pages of enquiries" className="d-flex gap-2">
              <Button variant="outline-secondary" disabled={filter.page <= 1} onClick={() => go({ ...filter, page: filter.page - 1 })}>
                Previous page
              </Button>
              <Button variant="outline-secondary" disabled={filter.page >= pages} onClick={() => go({ ...filter, page: filter.page + 1 })}>
                Next page
              </Button>
            </nav>
          )}
        </>
      )}
    </>
  );
}

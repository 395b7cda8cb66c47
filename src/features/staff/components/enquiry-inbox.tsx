// The enquiry inbox: newest first, search, a status filter, pages, and the CSV export of what the
// filter shows. The filter lives in the address (?q=&status=&page=), so back and reload keep it.
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link, useSearchParams } from 'react-router-dom';

import { hrefs } from '@/config/paths';

import { ENQUIRY_STATUSES, exportHref, listEnquiries, type EnquiryFilter, type StatusFilter } from '../api/enquiries';

import { formatTime } from './format-time';
import { StaffField } from './staff-field';
import { useStaffLoad } from './use-staff-load';

export const STATUS_FILTER_OPTIONS = [
  ['', 'All but spam'],
  ...ENQUIRY_STATUSES.map((status) => [status, status[0]!.toUpperCase() + status.slice(1)] as const),
  ['all', 'All, spam included'],
] as const;

function readFilter(params: URLSearchParams): EnquiryFilter {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    status: (STATUS_FILTER_OPTIONS.some(([value]) => value === status) ? status : '') as StatusFilter,
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

export function EnquiryInbox() {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const [q, setQ] = useState(filter.q);
  const [status, setStatus] = useState<string>(filter.status);
  const [list] = useStaffLoad(() => listEnquiries(filter), [filter.q, filter.status, filter.page]);

  const go = (next: EnquiryFilter) => {
    const query: Record<string, string> = {};
    if (next.q.trim()) query.q = next.q.trim();
    if (next.status) query.status = next.status;
    if (next.page > 1) query.page = String(next.page);
    setParams(query);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ q, status: status as StatusFilter, page: 1 });
  };

  const pages = list.state === 'ready' ? Math.max(1, Math.ceil(list.data.total / list.data.size)) : 1;
  return (
    <>
      <Form className="staff-filters" role="search" aria-label="Enquiries" onSubmit={search}>
        <StaffField id="inbox-search" label="Search" type="search" value={q} onChange={setQ} className="" hint="Name, e-mail, phone or text" />
        <StaffField id="inbox-status" label="Status" value={status} onChange={setStatus} options={STATUS_FILTER_OPTIONS} className="" />
        <Button type="submit" variant="primary">
          Show
        </Button>
        <a className="btn btn-outline-primary" href={exportHref(filter)} download>
          Export CSV
        </a>
      </Form>
      {list.state === 'loading' && <p role="status">Loading enquiries…</p>}
      {list.state === 'failed' && <Alert variant="danger">{list.message}</Alert>}
      {list.state === 'ready' && (
        <>
          <p role="status">
            {list.data.total === 1 ? '1 enquiry' : `${list.data.total} enquiries`}
            {list.data.total > 0 && `, page ${list.data.page} of ${pages}`}
          </p>
          {list.data.items.length > 0 && (
            <Table responsive hover className="staff-table">
              <caption className="visually-hidden">Enquiries, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Received</th>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Status</th>
                  <th scope="col">Source</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((enquiry) => (
                  <tr key={enquiry.id}>
                    <td>{formatTime(enquiry.received_at)}</td>
                    <td>
                      <Link to={hrefs.staffEnquiry(enquiry.id)}>{enquiry.full_name || `Enquiry ${enquiry.id}`}</Link>
                    </td>
                    <td>{enquiry.email}</td>
                    <td>{enquiry.status}</td>
                    <td>{enquiry.utm_source || enquiry.referrer_origin}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
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

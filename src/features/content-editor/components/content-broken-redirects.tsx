// Above the redirects: those that lead to a page of the site that is gone (deleted or taken down), each marked
// "Broken: leads to a page that is gone" with a button that opens it to lead it somewhere else. Drawn only when
// there are some (or when they could not be checked).
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

import { getBrokenRedirects } from '../api/broken-redirects';
import { StaffTable } from '@/components/staff-frame/staff-table';
import { useStaffLoad } from '@/components/staff-frame/use-staff-load';

export interface ContentBrokenRedirectsProps {
  /** Read again when it changes (a redirect saved, a page brought back). */
  reads: number;
  onEdit: (redirectId: number) => void;
}

export function ContentBrokenRedirects({ reads, onEdit }: ContentBrokenRedirectsProps) {
  const [load] = useStaffLoad(getBrokenRedirects, [reads]);
  if (load.state === 'loading' || (load.state === 'ready' && load.data.length === 0)) return null;
  return (
    <section className="content-broken mb-4" aria-labelledby="content-broken-title">
      <h2 id="content-broken-title" className="h5">
        Broken redirects
      </h2>
      {load.state === 'failed' ? (
        <Alert variant="warning">Could not check the redirects for pages that are gone: {load.message}</Alert>
      ) : (
        <>
          <p className="text-body-secondary">
            These lead to a page of the site that was deleted or taken down, so visitors who follow them find a missing page. Lead each to
            another page, or bring the page back from Recently deleted.
          </p>
          <StaffTable
            caption="Broken redirects"
            columns={['From', 'To', 'Problem']}
            className="staff-table content-table align-middle"
            rows={load.data}
            rowKey={(redirect) => redirect.id}
          >
            {(redirect) => (
              <>
                <th scope="row" className="text-break">
                  {redirect.from}
                </th>
                <td data-label="To" className="text-break">
                  {redirect.to}
                </td>
                {/* No label on a phone's card: the sentence says what it is. */}
                <td>
                  <span className="content-broken__problem">Broken: leads to a page that is gone</span>
                </td>
                <td>
                  <Button
                    size="sm"
                    variant="outline-primary"
                    aria-label={`Edit the broken redirect ${redirect.from}`}
                    onClick={() => onEdit(redirect.id)}
                  >
                    Edit redirect
                  </Button>
                </td>
              </>
            )}
          </StaffTable>
        </>
      )}
    </section>
  );
}

// Beside the redirects: the addresses visitors asked for that do not exist (path, hits, last seen in India
// time), each with "Redirect it", which opens a new redirect from that address.
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';

import { getMissingAddresses } from '../api/missing-addresses';
import { formatTime } from '@/lib/staff/format-time';
import { useStaffLoad } from '@/components/staff-frame/use-staff-load';

export interface ContentMissingAddressesProps {
  /** Read again when it changes (after a redirect was saved). */
  reads: number;
  onRedirect: (path: string) => void;
}

export function ContentMissingAddresses({ reads, onRedirect }: ContentMissingAddressesProps) {
  const [load] = useStaffLoad(getMissingAddresses, [reads]);
  return (
    <section className="content-missing mt-4" aria-labelledby="content-missing-title">
      <h2 id="content-missing-title" className="h5">
        Missing addresses
      </h2>
      <p className="text-body-secondary">
        Addresses visitors asked for that do not exist on the site, most asked first. Redirect one to a page that does.
      </p>
      {load.state === 'loading' && <p role="status">Loading…</p>}
      {load.state === 'failed' && <Alert variant="danger">{load.message}</Alert>}
      {load.state === 'ready' &&
        (load.data.length === 0 ? (
          <p>No missing addresses: every address visitors asked for exists.</p>
        ) : (
          <Table responsive className="content-missing__table">
            <thead>
              <tr>
                <th scope="col">Address</th>
                <th scope="col">Visits</th>
                <th scope="col">Last asked for</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {[...load.data]
                .sort((a, b) => b.hits - a.hits)
                .map((missing) => (
                  <tr key={missing.path}>
                    <th scope="row" className="text-break">
                      {missing.path}
                    </th>
                    <td>{missing.hits}</td>
                    <td>{formatTime(missing.lastSeen)}</td>
                    <td>
                      <Button
                        size="sm"
                        variant="outline-primary"
                        aria-label={`Redirect it: ${missing.path}`}
                        onClick={() => onRedirect(missing.path)}
                      >
                        Redirect it
                      </Button>
                    </td>
                  </tr>
                ))}
            </tbody>
          </Table>
        ))}
    </section>
  );
}

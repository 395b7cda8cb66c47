// Recently deleted: what staff deleted in the last 90 days, newest first, each with the button that
// brings it back (with everything inside it, in its old place).
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

import { listTrash, restoreFromTrash, type TrashEntry } from '../api/content';
import { failureMessage } from '@/lib/staff/staff-request';

import { formatTime } from '@/lib/staff/format-time';
import { StaffSection } from '@/components/staff-frame/staff-section';
import { useStaffSession } from '@/components/staff-frame/staff-session';
import { StaffTable } from '@/components/staff-frame/staff-table';
import { useStaffLoad } from '@/components/staff-frame/use-staff-load';

export interface ContentTrashProps {
  /** After an item came back: the message to show, so other lists read again. */
  onRestored: (message: string) => void;
}

export function ContentTrash({ onRestored }: ContentTrashProps) {
  const { handleFailure } = useStaffSession();
  const [reads, setReads] = useState(0);
  const [trash] = useStaffLoad(listTrash, [reads]);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState<number>();

  const restore = async (entry: TrashEntry) => {
    setBusy(entry.entry);
    setFailure('');
    try {
      await restoreFromTrash(entry);
      onRestored(`${entry.kind.label} “${entry.title}” is back where it was.`);
      setReads((n) => n + 1);
    } catch (error) {
      handleFailure(error);
      setFailure(failureMessage(error));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <StaffSection titleId="content-trash-title" title="Recently deleted">
      <p className="text-body-secondary">
        Deleted items stay here for 90 days. Restoring one brings back everything that was inside it, in its old place.
      </p>
      <div aria-live="polite">{failure && <Alert variant="danger">{failure}</Alert>}</div>
      {trash.state === 'loading' && <p role="status">Loading…</p>}
      {trash.state === 'failed' && <Alert variant="danger">{trash.message}</Alert>}
      {trash.state === 'ready' && trash.data.length === 0 && <p>Nothing has been deleted lately.</p>}
      {trash.state === 'ready' && trash.data.length > 0 && (
        <StaffTable
          caption="Recently deleted, newest first"
          columns={['What', 'Kind', 'Deleted']}
          responsive
          className="staff-table content-table align-middle"
          rows={trash.data}
          rowKey={(entry) => entry.entry}
        >
          {(entry) => (
            <>
              <th scope="row">{entry.title}</th>
              <td data-label="Kind">{entry.kind.label}</td>
              <td data-label="Deleted">
                <time dateTime={entry.deletedAt}>{formatTime(entry.deletedAt)}</time> by {entry.deletedBy}
              </td>
              <td>
                <Button
                  size="sm"
                  variant="outline-primary"
                  disabled={busy !== undefined}
                  aria-label={`Restore ${entry.title}`}
                  onClick={() => void restore(entry)}
                >
                  Restore
                </Button>
              </td>
            </>
          )}
        </StaffTable>
      )}
    </StaffSection>
  );
}

// Recently deleted: what staff deleted (or what was taken down at its time) in the last 90 days, newest first, each
// with the button that brings it back (with everything inside it, in its old place). What went with another entry
// (the menu entries taken out with their page) is named under it, not a row of its own: it comes back with it.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

import { itemsNoun, type KindDeclaration } from '@common/content-model/kinds';
import { menuItems } from '@common/content-model/page-kinds';

import { listTrash, restoreFromTrash, type TrashEntry } from '../api/trash';
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

interface TrashRow {
  entry: TrashEntry;
  /** The entries that went with it, and come back with it. */
  companions: TrashEntry[];
}

/** Each entry that stands on its own, with those that went with it; one whose entry is gone stands on its own. */
function rowsOf(entries: readonly TrashEntry[]): TrashRow[] {
  const ids = new Set(entries.map((entry) => entry.entry));
  return entries
    .filter((entry) => entry.withEntry === null || !ids.has(entry.withEntry))
    .map((entry) => ({ entry, companions: entries.filter((other) => other.withEntry === entry.entry) }));
}

/** Several of a kind in a sentence: the menus' kind is called "Menus" in the editor, but these are its entries. */
const pluralOf = (kind: KindDeclaration) => (kind.name === menuItems.name ? 'menu entries' : itemsNoun(kind));

/** "with its menu entry Webinar", "with its menu entries Webinar, Our webinar": what went with it, by kind. */
function companionText(companions: readonly TrashEntry[]): string {
  const kinds = [...new Set(companions.map((companion) => companion.kind))];
  const parts = kinds.map((kind) => {
    const titles = companions.filter((companion) => companion.kind === kind).map((companion) => `“${companion.title}”`);
    return `${titles.length === 1 ? kind.label.toLowerCase() : pluralOf(kind)} ${titles.join(', ')}`;
  });
  return `with its ${parts.join(' and its ')}`;
}

export function ContentTrash({ onRestored }: ContentTrashProps) {
  const { handleFailure } = useStaffSession();
  const [reads, setReads] = useState(0);
  const [trash] = useStaffLoad(listTrash, [reads]);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState<number>();

  const restore = async ({ entry, companions }: TrashRow) => {
    setBusy(entry.entry);
    setFailure('');
    try {
      await restoreFromTrash(entry);
      const also = companions.length > 0 ? `, ${companionText(companions)}` : '';
      onRestored(`${entry.kind.label} “${entry.title}” is back where it was${also}.`);
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
          rows={rowsOf(trash.data)}
          rowKey={(row) => row.entry.entry}
        >
          {(row) => (
            <>
              <th scope="row">
                {row.entry.title}
                {row.companions.length > 0 && <span className="content-trash__with">{companionText(row.companions)}</span>}
              </th>
              <td data-label="Kind">{row.entry.kind.label}</td>
              <td data-label="Deleted">
                <time dateTime={row.entry.deletedAt}>{formatTime(row.entry.deletedAt)}</time>
                {row.entry.reason === 'take-down' ? ', taken down at its time' : ` by ${row.entry.deletedBy}`}
              </td>
              <td>
                <Button
                  size="sm"
                  variant="outline-primary"
                  disabled={busy !== undefined}
                  aria-label={`Restore ${row.entry.title}`}
                  onClick={() => void restore(row)}
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

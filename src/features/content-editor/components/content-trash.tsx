// Recently deleted: what staff deleted (or what was taken down at its time) in the last 90 days, newest first, 50 a page
// (the page in the address), each with the button that brings it back (with everything inside it, in its old place).
// What went with another entry (the menu entries taken out with their page) is named under it, not a row of its own:
// it comes back with it.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

import { itemsNoun, pagesFor, type KindDeclaration } from '@common/content-model/kinds';
import { menuItems } from '@common/content-model/page-kinds';

import { listTrash, restoreFromTrash, type TrashEntry, type TrashItem } from '../api/trash';
import { failureMessage } from '@/lib/staff/staff-request';

import { formatTime } from '@/lib/staff/format-time';
import { PageButtons } from '@/components/staff-frame/staff-paged-list';
import { StaffSection } from '@/components/staff-frame/staff-section';
import { useStaffSession } from '@/components/staff-frame/staff-session';
import { StaffTable } from '@/components/staff-frame/staff-table';
import { useStaffLoad } from '@/components/staff-frame/use-staff-load';

export interface ContentTrashProps {
  /** After an item came back: the message to show, so other lists read again. */
  onRestored: (message: string) => void;
  /** The page the address asks for (1 for the first). */
  page: number;
  /** Shows another page (in the address). */
  onPage: (page: number) => void;
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

export function ContentTrash({ onRestored, page, onPage }: ContentTrashProps) {
  const { handleFailure } = useStaffSession();
  const [reads, setReads] = useState(0);
  const [trash] = useStaffLoad(() => listTrash(page), [reads, page]);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState<number>();
  const total = trash.state === 'ready' ? trash.data.total : 0;
  const pages = trash.state === 'ready' ? pagesFor(total, trash.data.size) : 1;
  const shownPage = trash.state === 'ready' ? trash.data.page : page;

  const restore = async ({ companions, ...entry }: TrashItem) => {
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
      {trash.state === 'ready' && total === 0 && <p>Nothing has been deleted lately.</p>}
      {pages > 1 && (
        <p>
          {total.toLocaleString('en-IN')} deleted items, page {shownPage.toLocaleString('en-IN')} of {pages.toLocaleString('en-IN')}
        </p>
      )}
      {trash.state === 'ready' && trash.data.items.length > 0 && (
        <StaffTable
          caption="Recently deleted, newest first"
          columns={['What', 'Kind', 'Deleted']}
          responsive
          className="staff-table content-table align-middle"
          rows={trash.data.items}
          rowKey={(row) => row.entry}
        >
          {(row) => (
            <>
              <th scope="row">
                {row.title}
                {row.companions.length > 0 && <span className="content-trash__with">{companionText(row.companions)}</span>}
              </th>
              <td data-label="Kind">{row.kind.label}</td>
              <td data-label="Deleted">
                <time dateTime={row.deletedAt}>{formatTime(row.deletedAt)}</time>
                {row.reason === 'take-down' ? ', taken down at its time' : ` by ${row.deletedBy}`}
              </td>
              <td>
                <Button
                  size="sm"
                  variant="outline-primary"
                  disabled={busy !== undefined}
                  aria-label={`Restore ${row.title}`}
                  onClick={() => void restore(row)}
                >
                  Restore
                </Button>
              </td>
            </>
          )}
        </StaffTable>
      )}
      <PageButtons label="Pages of Recently deleted" page={shownPage} pages={pages} onPage={onPage} top="content-trash-title" />
    </StaffSection>
  );
}

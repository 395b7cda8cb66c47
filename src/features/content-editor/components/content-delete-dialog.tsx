// The question before an item is deleted: it leaves the site at once, and Recently deleted keeps it. A page or an
// article is read for what points at it first — the menu entries linking to it and the redirects leading to it —
// and the question lists them, offering to take its menu entries out with it (ticked when there are some): they
// come back with it from Recently deleted. When that cannot be read, the question says so and still deletes.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

import type { KindDeclaration } from '@common/content-model/kinds';

import { getReferences, type ContentItem, type References } from '../api/content';

import { menuPhrase } from './content-menus';
import { titleOf } from './content-values';
import { useStaffLoad } from '@/components/staff-frame/use-staff-load';

export interface ContentDeleteDialogProps {
  kind: KindDeclaration;
  item: ContentItem;
  busy: boolean;
  onDelete: (options: { withMenuEntries: boolean }) => void;
  onCancel: () => void;
}

/** Kinds whose items have a page of their own, which menus and redirects may point at. */
const hasPage = (kind: KindDeclaration) => kind.takesDown === true || kind.itemPage !== undefined;

/** What points at the page, a sentence each: each menu's entries, then the redirects. */
function referenceLines({ menuItems, redirects }: References): string[] {
  const menus = [...new Set(menuItems.map((entry) => entry.menu))];
  const lines = menus.map(
    (menu) =>
      `${menuPhrase(menu)}: ${menuItems
        .filter((entry) => entry.menu === menu)
        .map((entry) => entry.label)
        .join(', ')}`,
  );
  if (redirects.length > 0)
    lines.push(`Redirects lead to it: ${redirects.map((redirect) => redirect.from).join(', ')} (they will lead to a missing page)`);
  return lines;
}

export function ContentDeleteDialog({ kind, item, busy, onDelete, onCancel }: ContentDeleteDialogProps) {
  const [references] = useStaffLoad(() => (hasPage(kind) ? getReferences(kind, item.id) : Promise.resolve(null)), [kind.name, item.id]);
  /** Whether the menu entries go with it; until staff choose: yes when there are some. */
  const [takeMenus, setTakeMenus] = useState<boolean>();
  const found = references.state === 'ready' ? references.data : null;
  const lines = found ? referenceLines(found) : [];
  const menuCount = found?.menuItems.length ?? 0;
  const withMenuEntries = menuCount > 0 && (takeMenus ?? true);
  return (
    <>
      <Modal.Header closeButton closeLabel="Cancel">
        <Modal.Title id="content-delete-title" as="h2" className="h4">
          Delete {kind.label.toLowerCase()} “{titleOf(kind, item)}”?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className={lines.length > 0 || references.state !== 'ready' ? undefined : 'mb-0'}>
          It leaves the site at once, with everything inside it. You can bring it back from Recently deleted for 90 days.
        </p>
        {references.state === 'loading' && (
          <p role="status" className="mb-0">
            Checking what links to it…
          </p>
        )}
        {references.state === 'failed' && (
          <Alert variant="warning" className="mb-0">
            Could not check what links to it: {references.message} You can still delete it.
          </Alert>
        )}
        {lines.length > 0 && (
          <>
            <p className="mb-1 fw-semibold">What points at it</p>
            <ul className="content-delete__references">
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
        {menuCount > 0 && (
          <Form.Check
            id="content-delete-menu-entries"
            className="mb-0"
            checked={withMenuEntries}
            onChange={(event) => setTakeMenus(event.target.checked)}
            label={
              menuCount === 1
                ? `Also take its menu entry out (it comes back with the ${kind.label.toLowerCase()} from Recently deleted)`
                : `Also take its menu entries out (they come back with the ${kind.label.toLowerCase()} from Recently deleted)`
            }
          />
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          Keep it
        </Button>
        <Button variant="danger" disabled={busy || references.state === 'loading'} onClick={() => onDelete({ withMenuEntries })}>
          Delete
        </Button>
      </Modal.Footer>
    </>
  );
}

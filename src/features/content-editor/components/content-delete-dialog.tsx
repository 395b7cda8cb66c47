// The question before an item is deleted: it leaves the site at once, and Recently deleted keeps it.
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

import type { KindDeclaration } from '@common/content-model/kinds';

import type { ContentItem } from '../api/content';

import { titleOf } from './content-values';

export interface ContentDeleteDialogProps {
  kind: KindDeclaration;
  item: ContentItem;
  busy: boolean;
  onDelete: () => void;
  onCancel: () => void;
}

export function ContentDeleteDialog({ kind, item, busy, onDelete, onCancel }: ContentDeleteDialogProps) {
  return (
    <>
      <Modal.Header closeButton closeLabel="Cancel">
        <Modal.Title id="content-delete-title" as="h2" className="h4">
          Delete {kind.label.toLowerCase()} “{titleOf(kind, item)}”?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        It leaves the site at once, with everything inside it. You can bring it back from Recently deleted for 90 days.
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          Keep it
        </Button>
        <Button variant="danger" disabled={busy} onClick={onDelete}>
          Delete
        </Button>
      </Modal.Footer>
    </>
  );
}

// Inside the editor's dialog: moves an item to the end of another parent's list (a quick fact to another
// service), the parent chosen by its title.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

import type { KindDeclaration } from '@common/content-model/kinds';

import type { ContentItem } from '../api/content';

import { titleOf, type Lookups } from './content-values';
import { StaffField } from './staff-field';

export interface ContentMoveFormProps {
  kind: KindDeclaration;
  parentKind: KindDeclaration;
  item: ContentItem;
  lookups: Lookups;
  busy: boolean;
  onMove: (parentId: number) => void;
  onCancel: () => void;
}

export function ContentMoveForm({ kind, parentKind, item, lookups, busy, onMove, onCancel }: ContentMoveFormProps) {
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string>();
  const field = useRef<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>(null);
  const parents = (lookups[parentKind.name] ?? []).filter((parent) => parent.id !== item.parentId);
  const label = parentKind.label.toLowerCase();

  useEffect(() => {
    const frame = requestAnimationFrame(() => field.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (target === '') {
      setError(`Choose the ${label} to move it to.`);
      field.current?.focus();
      return;
    }
    onMove(Number(target));
  };

  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Header closeButton closeLabel="Cancel">
        <Modal.Title id="content-move-title" as="h2" className="h4">
          Move {kind.label.toLowerCase()} “{titleOf(kind, item)}”
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <StaffField
          id="content-move-target"
          label={`Move to the ${label}`}
          value={target}
          onChange={setTarget}
          error={error}
          inputRef={field}
          hint={`It goes to the end of that ${label}’s ${kind.plural.toLowerCase()}.`}
          options={[['', `Choose a ${label}`], ...parents.map((parent) => [String(parent.id), titleOf(parentKind, parent)] as const)]}
        />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={busy}>
          Move
        </Button>
      </Modal.Footer>
    </Form>
  );
}

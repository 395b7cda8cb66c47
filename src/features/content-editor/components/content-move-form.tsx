// Inside the editor's dialog: moves an item to a place in its list, or in another parent's list (a quick
// fact to another service), the parent chosen by its title and the place by its number. "Move now" moves
// it on the site at once; "Save as draft" saves the move in the item's draft, to go live when the draft
// is published (with its other changes).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

import type { KindDeclaration } from '@common/content-model/kinds';

import type { ContentItem } from '../api/content';

import { titleOf, type Lookups } from './content-values';
import { StaffField } from '@/components/staff-frame/staff-field';

export interface ContentMoveFormProps {
  kind: KindDeclaration;
  parentKind?: KindDeclaration;
  item: ContentItem;
  lookups: Lookups;
  /** How many live items a parent's list has (null: the kind's one list). */
  countOf: (parentId: number | null) => number;
  busy: boolean;
  /** Moves it to `position` (0-based, among the list's other items) in `parentId`'s list, live or as a draft. */
  onMove: (parentId: number | null, position: number, asDraft: boolean) => void;
  onCancel: () => void;
}

/** The most places the form offers as a list to pick from; a longer list's place is typed. */
const MOST_PLACES_LISTED = 100;

export function ContentMoveForm({ kind, parentKind, item, lookups, countOf, busy, onMove, onCancel }: ContentMoveFormProps) {
  const [target, setTarget] = useState(item.parentId === null ? '' : String(item.parentId));
  const [place, setPlace] = useState(String(item.position + 1));
  const first = useRef<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>(null);
  const label = parentKind?.label.toLowerCase() ?? '';
  const parentId = parentKind ? Number(target) : null;
  const sameList = parentId === item.parentId;
  // Its own list has the places it is in now; another one has one place more, after its last item.
  const places = countOf(parentId) + (sameList ? 0 : 1);
  // A long list's places are typed: a list of thousands of choices is slow to open and to scroll.
  const typed = places > MOST_PLACES_LISTED;
  const shownPlace = Math.min(Math.max(1, Math.trunc(Number(place)) || 1), places);

  useEffect(() => {
    const frame = requestAnimationFrame(() => first.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const move = (asDraft: boolean) => onMove(parentId, shownPlace - 1, asDraft);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    move(false);
  };
  const unchanged = sameList && shownPlace === item.position + 1;

  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Header closeButton closeLabel="Cancel">
        <Modal.Title id="content-move-title" as="h2" className="h4">
          Move {kind.label.toLowerCase()} “{titleOf(kind, item)}”
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {parentKind && (
          <StaffField
            id="content-move-target"
            label={`Move to the ${label}`}
            value={target}
            onChange={(value) => {
              setTarget(value);
              // In another list it goes to the end unless another place is chosen.
              setPlace(String(countOf(Number(value)) + (Number(value) === item.parentId ? 0 : 1)));
            }}
            inputRef={first}
            options={(lookups[parentKind.name] ?? []).map((parent) => [String(parent.id), titleOf(parentKind, parent)] as const)}
          />
        )}
        <StaffField
          id="content-move-place"
          label="Place in the list"
          value={typed ? place : String(shownPlace)}
          onChange={setPlace}
          inputRef={parentKind ? undefined : first}
          hint={`1 is the first of ${places.toLocaleString('en-IN')}. “Save as draft” keeps the list as visitors see it until the draft is published.`}
          {...(typed
            ? { type: 'number', step: 1 }
            : { options: Array.from({ length: places }, (_, index) => [String(index + 1), String(index + 1)] as const) })}
        />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="outline-primary" disabled={busy || unchanged} onClick={() => move(true)}>
          Save as draft
        </Button>
        <Button type="submit" variant="primary" disabled={busy || unchanged}>
          Move now
        </Button>
      </Modal.Footer>
    </Form>
  );
}

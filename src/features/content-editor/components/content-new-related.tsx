// A small form inside another item's form that makes an item of the kind a relation names (an article's new
// category): its title and, filled from it until typed, its address; the server's messages shown at their fields.
// It is no <form> of its own (one may not sit inside the article's), so Enter in its fields makes the item rather than
// saving the article.
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

import type { KindDeclaration } from '@common/content-model/kinds';

import { createItem, type ContentItem } from '../api/content';
import { failureMessage, fieldMessages } from '@/lib/staff/staff-request';

import { addressFieldOf, addressFrom } from './content-address';
import { StaffField } from '@/components/staff-frame/staff-field';
import { useStaffSession } from '@/components/staff-frame/staff-session';

export interface ContentNewRelatedProps {
  id: string;
  /** The kind of the item to make (categories). */
  kind: KindDeclaration;
  onMade: (item: ContentItem) => void;
  onCancel: () => void;
}

export function ContentNewRelated({ id, kind, onMade, onCancel }: ContentNewRelatedProps) {
  const { handleFailure } = useStaffSession();
  const address = addressFieldOf(kind);
  const titleField = kind.fields[kind.title];
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [follows, setFollows] = useState(true);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const label = kind.label.toLowerCase();

  const make = async () => {
    setBusy(true);
    setMessage('');
    setErrors({});
    try {
      const values = address ? { [kind.title]: title.trim(), [address.name]: slug.trim() } : { [kind.title]: title.trim() };
      onMade(await createItem(kind, values));
    } catch (failure) {
      handleFailure(failure);
      setErrors(fieldMessages(failure));
      setMessage(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  const groupRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const group = groupRef.current;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.target instanceof HTMLInputElement)) return;
      if (event.key === 'Enter') {
        event.preventDefault();
        if (!busy) void make();
      } else if (event.key === 'Escape') {
        // The dialog would close on Escape (its listener is the document's): here it closes only this small form.
        event.stopPropagation();
        onCancel();
      }
    };
    group?.addEventListener('keydown', onKey);
    return () => group?.removeEventListener('keydown', onKey);
  });
  const errorOf = (name: string, fieldLabel: string) => (errors[name] ? `${fieldLabel} ${errors[name]}` : undefined);

  return (
    <div ref={groupRef} id={id} role="group" aria-label={`New ${label}`} className="content-new-related">
      {message && (
        <Alert variant="danger" className="py-2 mb-2">
          {message}
        </Alert>
      )}
      <StaffField
        id={`${id}-${kind.title}`}
        label={`New ${label}: ${titleField?.label.toLowerCase() ?? 'name'}`}
        value={title}
        onChange={(value) => {
          setTitle(value);
          if (address && follows) setSlug(addressFrom(address, value).slug);
        }}
        error={errorOf(kind.title, titleField?.label ?? 'Name')}
        className="mb-2"
      />
      {address && (
        <StaffField
          id={`${id}-${address.name}`}
          label={`New ${label}: ${address.field.label.toLowerCase()}`}
          value={slug}
          onChange={(value) => {
            setSlug(value);
            setFollows(value === '');
          }}
          error={errorOf(address.name, address.field.label)}
          hint={
            follows && title.trim() !== '' && slug === ''
              ? 'Type an address in Latin letters: the name has none to make it from.'
              : (address.field.help ?? undefined)
          }
          className="mb-2"
        />
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button size="sm" variant="primary" disabled={busy} onClick={() => void make()}>
          {busy ? 'Creating…' : `Create ${label}`}
        </Button>
        <Button size="sm" variant="outline-secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

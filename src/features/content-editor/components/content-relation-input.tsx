// A relation field: an item of another kind chosen by its title, and for a field that says so (`addNew`: an article's
// category) "New category…", which makes one in place and chooses it, the rest of the form left as typed.
import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';

import type { RelationField } from '@common/content-model/fields';
import { kindNamed, oneItem } from '@common/content-model/kinds';

import type { ContentItem } from '../api/content';

import { ContentNewRelated } from './content-new-related';
import { titleOf, type Lookups } from './content-values';
import { StaffField } from '@/components/staff-frame/staff-field';

export interface ContentRelationInputProps {
  id: string;
  field: RelationField;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  lookups: Lookups;
}

export function ContentRelationInput({ id, field, value, onChange, error, lookups }: ContentRelationInputProps) {
  const target = kindNamed(field.to);
  /** Items made here: the lookups are read again only after the form's own save. */
  const [made, setMade] = useState<ContentItem[]>([]);
  const [adding, setAdding] = useState(false);
  const [said, setSaid] = useState('');
  const selectRef = useRef<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const known = (target && lookups[target.name]) ?? [];
  const items = [...known, ...made.filter((item) => !known.some((other) => other.id === item.id))];
  const empty = field.optional?.label ?? `Choose ${target ? oneItem(target) : 'a value'}`;
  const label = target?.label.toLowerCase() ?? '';
  return (
    <div className="mb-3">
      <StaffField
        id={id}
        label={field.label}
        value={value}
        onChange={onChange}
        error={error}
        hint={field.help}
        inputRef={selectRef}
        className={field.addNew ? 'mb-1' : 'mb-0'}
        options={[['', empty], ...items.map((item) => [String(item.id), titleOf(target!, item)] as const)]}
      />
      {field.addNew && target && (
        <>
          <p className="visually-hidden" role="status">
            {said}
          </p>
          {adding ? (
            <ContentNewRelated
              id={`${id}-new`}
              kind={target}
              onMade={(item) => {
                setMade((now) => [...now, item]);
                onChange(String(item.id));
                setAdding(false);
                setSaid(`The ${label} “${titleOf(target, item)}” is made and chosen.`);
                requestAnimationFrame(() => selectRef.current?.focus());
              }}
              onCancel={() => {
                setAdding(false);
                requestAnimationFrame(() => addRef.current?.focus());
              }}
            />
          ) : (
            <Button
              ref={addRef}
              size="sm"
              variant="link"
              className="px-0"
              onClick={() => {
                setSaid('');
                setAdding(true);
                requestAnimationFrame(() => document.getElementById(`${id}-new-${target.title}`)?.focus());
              }}
            >
              New {label}…
            </Button>
          )}
        </>
      )}
    </div>
  );
}

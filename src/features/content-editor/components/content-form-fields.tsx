// An item's form's fields: a new item's parent (the list it joins, at its end), then the kind's declared fields,
// the one that names the item first — each its own input (content-field-input.tsx), a picture's focal point set on
// the picture, the author shown rather than edited, a WhatsApp number's note and the address's note under it. A
// new page's, article's or category's Address follows its title until staff type one (content-address.ts).
import { Fragment, useState } from 'react';

import { kindNamed, oneItem, type KindDeclaration } from '@common/content-model/kinds';

import type { ContentItem } from '../api/content';

import { addressFieldOf, addressFrom, followsAtFirst, liveAddress } from './content-address';
import { ContentAddressNote } from './content-address-note';
import { ContentFieldInput } from './content-field-input';
import { ContentFocusInput } from './content-focus-input';
import type { Draft, Drafts } from './content-form-drafts';
import { WhatsappNumberNote } from './content-form-notes';
import { pictureAltOf } from './content-picture-alt';
import { titleOf, type Lookups } from './content-values';
import { StaffField } from '@/components/staff-frame/staff-field';
import type { useItemActions } from './use-item-actions';

export interface ContentFormFieldsProps {
  kind: KindDeclaration;
  /** The item as it is live; none for a new item. */
  item: ContentItem | undefined;
  drafts: Drafts;
  lookups: Lookups;
  /** The form's ids, messages and a new item's parent. */
  form: Pick<ReturnType<typeof useItemActions>, 'idOf' | 'errorOf' | 'messagesOf' | 'parent' | 'setParent'>;
  setDrafts: (change: (current: Drafts) => Drafts) => void;
}

/** The field that names the item comes first (a service's title before its tagline), then the rest as declared. */
const fieldsInFormOrder = (kind: KindDeclaration) =>
  Object.entries(kind.fields).sort(([a], [b]) => Number(b === kind.title) - Number(a === kind.title));

export function ContentFormFields({ kind, item, drafts, lookups, form, setDrafts }: ContentFormFieldsProps) {
  const parentKind = kind.parent ? kindNamed(kind.parent.kind) : undefined;
  const address = addressFieldOf(kind);
  /** Whether the address is filled from the title as staff type it (not once they type their own, never for a live item). */
  const [follows, setFollows] = useState(() => followsAtFirst(address, item, drafts));
  const onChange = (name: string) => (draft: Draft) => {
    // Typing an address makes it staff's own; emptying it lets the title fill it again.
    if (address && !item && name === address.name) setFollows(draft === '');
    const follow = address && follows && name === address.field.from && typeof draft === 'string';
    setDrafts((current) => ({ ...current, [name]: draft, ...(follow ? { [address.name]: addressFrom(address, draft).slug } : {}) }));
  };
  const onChangeMany = (changes: Record<string, Draft>) => setDrafts((current) => ({ ...current, ...changes }));
  const textOf = (name: string) => (typeof drafts[name] === 'string' ? drafts[name] : '');
  return (
    <>
      {!item && kind.parent && parentKind && (
        <StaffField
          id={form.idOf(kind.parent.field)}
          label={parentKind.label}
          value={form.parent}
          onChange={form.setParent}
          error={form.errorOf(kind.parent.field)}
          hint={`The ${parentKind.label.toLowerCase()} whose list it joins, at the end.`}
          options={[
            ['', `Choose ${oneItem(parentKind)}`],
            ...(lookups[parentKind.name] ?? []).map((other) => [String(other.id), titleOf(parentKind, other)] as const),
          ]}
        />
      )}
      {fieldsInFormOrder(kind).map(([name, field]) =>
        name === kind.author ? (
          // The server sets the author (the member of staff who first creates the item): shown, not edited.
          <p key={name} id={form.idOf(name)} className="content-form__author">
            {field.label}: {textOf(name) || (item ? 'none' : 'you, when it is first saved')}
          </p>
        ) : field.type === 'focus' ? (
          <ContentFocusInput
            key={name}
            id={form.idOf(name)}
            field={field}
            value={textOf(name)}
            image={textOf(field.of)}
            onChange={onChange(name)}
            error={form.errorOf(name)}
          />
        ) : (
          <Fragment key={name}>
            <ContentFieldInput
              id={form.idOf(name)}
              field={field}
              draft={drafts[name]}
              onChange={onChange(name)}
              error={form.errorOf(name)}
              messages={form.messagesOf(name)}
              lookups={lookups}
              pictureAlt={pictureAltOf(field, kind.fields, drafts, name, onChangeMany)}
            />
            {field.type === 'text' && field.whatsappOf && <WhatsappNumberNote own={textOf(name)} phone={textOf(field.whatsappOf)} />}
            {address?.name === name && (
              <ContentAddressNote
                id={form.idOf(`${name}-note`)}
                fromLabel={kind.fields[address.field.from]?.label.toLowerCase() ?? 'title'}
                follows={follows}
                made={addressFrom(address, textOf(address.field.from))}
                titled={textOf(address.field.from).trim() !== ''}
                live={
                  item
                    ? {
                        address: liveAddress(kind, address, item),
                        what: kind.label.toLowerCase(),
                      }
                    : undefined
                }
              />
            )}
          </Fragment>
        ),
      )}
    </>
  );
}

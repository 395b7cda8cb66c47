// What an item's form starts with: the item's values with its pending draft's over them (a new item's draft: its
// values alone; a new item: each field's default, or the values it is prefilled with), the draft's time to go
// live, and a page's or an article's take-down as the draft or the live item has it.
import type { KindDeclaration } from '@common/content-model/kinds';

import type { ContentItem, FieldValue } from '../api/content';
import type { PendingDraft, TakeDown } from '../api/content-drafts';

import { fieldDrafts, toDrafts, type Drafts } from './content-form-drafts';
import { scheduleInput } from './content-schedule';

/** The declared fields among some names. */
export const pick = <T>(fields: Readonly<Record<string, T>>, names: readonly string[]) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => names.includes(name)));

/** The item with its draft's values: what the form shows (a new item's draft: its values alone). */
export const withDraft = (item: ContentItem | undefined, draft: PendingDraft | null): ContentItem | undefined =>
  item && draft
    ? { ...item, values: { ...item.values, ...draft.values } }
    : (item ?? (draft ? { id: 0, position: 0, version: 0, parentId: draft.parentId, values: draft.values } : undefined));

/** The form's first drafts and times. */
export function formStart(
  kind: KindDeclaration,
  item: ContentItem | undefined,
  draft: PendingDraft | null,
  takeDown: TakeDown | null | undefined,
  prefill: Readonly<Record<string, FieldValue>> | undefined,
): { drafts: Drafts; schedule: string; takeDown: { at: string; to: string } } {
  return {
    drafts: {
      ...toDrafts(kind, withDraft(item, draft)),
      ...(item || draft || !prefill ? {} : fieldDrafts(pick(kind.fields, Object.keys(prefill)), prefill)),
    },
    schedule: scheduleInput(draft?.publishAt ?? null),
    takeDown: {
      at: scheduleInput(draft ? draft.unpublishAt : (takeDown?.at ?? null)),
      to: (draft ? draft.unpublishTo : takeDown?.to) ?? '',
    },
  };
}

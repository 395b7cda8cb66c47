// What an item's form holds: its inputs' drafts, its times (to go live; a page's or an article's to be taken down,
// and where its address then sends visitors) and a new item's parent — as the form opened (content-form-start.ts)
// and as last read or saved (the baseline), and so whether it holds something not saved.
import { useState } from 'react';

import type { KindDeclaration } from '@common/content-model/kinds';

import type { ContentItem, FieldValue } from '../api/content';
import type { PendingDraft, TakeDown } from '../api/content-drafts';

import { readDrafts, type Drafts } from './content-form-drafts';
import { formStart } from './content-form-start';
import { readSchedule } from './content-schedule';

export interface ItemInputsOptions {
  kind: KindDeclaration;
  /** The item as it is live; none for a new item. */
  item: ContentItem | undefined;
  /** Its pending draft when the form opened (for a new item: the draft the form edits). */
  draft: PendingDraft | null;
  /** A live page's or article's scheduled take-down when the form opened. */
  takeDown?: TakeDown | null;
  /** A new item's values to start with instead of the defaults. */
  prefill?: Readonly<Record<string, FieldValue>>;
  parentId?: number | null;
}

export function useItemInputs({ kind, item, draft, takeDown, prefill, parentId }: ItemInputsOptions) {
  const [first] = useState(() => formStart(kind, item, draft, takeDown, prefill));
  const [drafts, setDrafts] = useState<Drafts>(first.drafts);
  const [schedule, setSchedule] = useState(first.schedule);
  /** When a page or an article is taken down (India time), and where its address then sends visitors ('' : 410 Gone). */
  const [takeDownAt, setTakeDownAt] = useState(first.takeDown.at);
  const [takeDownTo, setTakeDownTo] = useState(first.takeDown.to);
  /** The values and times as last read or saved: Preview saves first only when the form differs from them. */
  const [baseline, setBaseline] = useState(() => ({
    values: JSON.stringify(readDrafts(kind, first.drafts).values),
    schedule: first.schedule,
    takeDown: JSON.stringify(first.takeDown),
  }));
  const startParent = draft && !item ? draft.parentId : parentId;
  const [parent, setParent] = useState(startParent ? String(startParent) : '');
  const { values } = readDrafts(kind, drafts);
  const takeDownNow = JSON.stringify({ at: takeDownAt, to: takeDownTo });
  /** Whether the form holds something not saved: values, the time to go live, or a new item's parent. */
  const dirty =
    JSON.stringify(values) !== baseline.values ||
    schedule !== baseline.schedule ||
    takeDownNow !== baseline.takeDown ||
    (!item && parent !== (startParent ? String(startParent) : ''));
  return {
    first,
    drafts,
    setDrafts,
    schedule,
    setSchedule,
    takeDownAt,
    setTakeDownAt,
    takeDownTo,
    setTakeDownTo,
    baseline,
    setBaseline,
    parent,
    setParent,
    /** The values the drafts read as (those that can be read). */
    values,
    takeDownNow,
    dirty,
    /** The times as they read: to go live, and to be taken down. */
    when: readSchedule(schedule),
    down: readSchedule(takeDownAt),
  };
}

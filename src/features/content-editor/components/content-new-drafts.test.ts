import { describe, expect, it } from 'vitest';

import { quickFacts } from '@common/content-model/kinds';

import type { ContentItem } from '../api/content';
import type { PendingDraft } from '../api/content-drafts';

import { rowsWithNewDrafts } from './content-new-drafts';

const item = (id: number, parentId: number): ContentItem =>
  ({ id, parentId, position: 0, version: 1, values: {} }) as unknown as ContentItem;
const draft = (id: number, parentId: number, position: number | null) =>
  ({ id, kind: quickFacts, itemId: null, parentId, position, title: `new ${id}` }) as unknown as PendingDraft;
const shown = (rows: ReturnType<typeof rowsWithNewDrafts>) => rows.map((row) => (row.type === 'item' ? row.item.id : `d${row.draft.id}`));

describe('new items’ drafts in the list', () => {
  // Service 1 has items 1, 2, 3; service 2 has 4 and 5 (the every-service view shows them one after the other).
  const items = [item(1, 1), item(2, 1), item(3, 1), item(4, 2), item(5, 2)];
  const count = (parentId: number | null) => items.filter((other) => other.parentId === parentId).length;

  it('go after as many live items of their own list as their place says, at its end without one', () => {
    expect(shown(rowsWithNewDrafts(items, [draft(7, 1, 1), draft(8, 2, null), draft(9, 2, 0)], count))).toEqual([
      1,
      'd7',
      2,
      3,
      'd9',
      4,
      5,
      'd8',
    ]);
  });

  it('in the same place go in the order they were drafted, as the server publishes them; a place past the end is the end', () => {
    expect(shown(rowsWithNewDrafts(items, [draft(12, 1, 1), draft(11, 1, 1), draft(13, 1, 9)], count))).toEqual([
      1,
      'd11',
      'd12',
      2,
      3,
      'd13',
      4,
      5,
    ]);
  });

  it('of a list with none of its items shown (a search) go at the end', () => {
    expect(shown(rowsWithNewDrafts([item(4, 2)], [draft(7, 1, 1)], count))).toEqual([4, 'd7']);
  });
});

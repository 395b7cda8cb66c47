// The content list's search: an item matches when every word typed appears, in any case, in its title,
// one of its kind's list columns (as the list shows them: "Hidden", "1,24,999", a service's title) or,
// where the list shows it, its parent's title.
import { itemsNoun, kindNamed, listSearchWords, type KindDeclaration } from '@common/content-model/kinds';

import type { ContentItem } from '../api/content';

import { formatValue, titleIn, titleOf, type Lookups } from './content-values';

/** The text a row shows, as the search reads it. */
function rowText(kind: KindDeclaration, item: ContentItem, lookups: Lookups, withParent: boolean): string {
  const columns = kind.columns.map((name) => {
    const field = kind.fields[name];
    return field ? formatValue(field, item.values[name], lookups) : '';
  });
  const parent = withParent && kind.parent ? titleIn(lookups, kindNamed(kind.parent.kind), item.parentId) : '';
  return [titleOf(kind, item), ...columns, parent].join('\n').toLocaleLowerCase();
}

/** The items matching the search (all of them for an empty one), in their order. */
export function searchItems(
  kind: KindDeclaration,
  items: readonly ContentItem[],
  lookups: Lookups,
  query: string,
  withParent = true,
): readonly ContentItem[] {
  const words = listSearchWords(query);
  if (words.length === 0) return items;
  return items.filter((item) => {
    const text = rowText(kind, item, lookups, withParent);
    return words.every((word) => text.includes(word));
  });
}

/** "12 of 54 quick facts" while searching, else "54 quick facts" ("1 quick fact"). */
export function countText(kind: KindDeclaration, shown: number, total: number, searching: boolean): string {
  const noun = (count: number) => itemsNoun(kind, count);
  return searching ? `${shown} of ${total} ${noun(total)}` : `${total} ${noun(total)}`;
}

// The items of other kinds a kind's editor names by title: its parents (the list's parent column, the
// new item's parent and Move to…), the targets of its relation fields (a plan's service, a pricing block's)
// and, for a link field, the pages it can point at (built pages and services).
import { BLOCKS } from '@common/blocks/declarations';
import { linksToPages, type Field } from '@common/content-model/fields';
import { kindNamed, type KindDeclaration } from '@common/content-model/kinds';

import { listItems } from '../api/content';

import type { Lookups } from './content-values';
import { useStaffLoad, type StaffLoad } from '@/components/staff-frame/use-staff-load';

/** The kinds some fields point at: relations' targets, the pages a link may open, and so on inside lists and blocks. */
function pointedAt(fields: readonly Field[]): string[] {
  return fields.flatMap((field) => {
    if (field.type === 'relation' || field.type === 'relations') return [field.to];
    if (linksToPages(field)) return ['pages', 'services'];
    if (field.type === 'list') return pointedAt(Object.values(field.fields));
    if (field.type === 'blocks') return pointedAt(BLOCKS.flatMap((block) => Object.values(block.fields) as Field[]));
    return [];
  });
}

/** The kinds this kind's items point at: its parent's kind, then each relation's target (and a link's pages). */
export function lookupKinds(kind: KindDeclaration): KindDeclaration[] {
  const names = [kind.parent?.kind, ...pointedAt(Object.values(kind.fields))];
  return [...new Set(names)].flatMap((name) => {
    const found = name ? kindNamed(name) : undefined;
    return found ? [found] : [];
  });
}

async function loadLookups(kind: KindDeclaration): Promise<Lookups> {
  const kinds = lookupKinds(kind);
  const lists = await Promise.all(kinds.map((other) => listItems(other)));
  return Object.fromEntries(kinds.map((other, index) => [other.name, lists[index]!]));
}

/** The lookups of a kind, read again whenever `reads` changes (after a save, a move or a restore). */
export function useLookups(kind: KindDeclaration, reads: number): StaffLoad<Lookups> {
  const [load] = useStaffLoad(async () => ({ kind: kind.name, lookups: await loadLookups(kind) }), [kind.name, reads]);
  if (load.state !== 'ready') return load;
  // Another kind's lookups, until this kind's have been read.
  return load.data.kind === kind.name ? { state: 'ready', data: load.data.lookups } : { state: 'loading' };
}

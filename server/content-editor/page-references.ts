// What points at an item's page: the menu entries that link to it and the redirects that lead to it — listed
// before it is deleted (what deleting it would break), taken out with it when staff ask (and brought back with
// it), and carried to its new address when its address changes (a built page's slug, an article's).
import { menuItems, redirects } from '../../common/content-model/page-kinds.ts';
import type { KindDeclaration } from '../../common/content-model/kinds.ts';
import { recordAudit } from '../db/audit.ts';
import { menuItemsLinkingTo, redirectRows } from '../db/built-pages.ts';
import { deleteItem, renumberItems } from '../db/content-editor.ts';
import { listRows } from '../db/content-items.ts';
import type { TrashReason } from '../db/trash.ts';

import type { ContentEditor } from './editor.ts';
import { addressOf } from './take-downs.ts';

/** What points at an item's page: menu entries that link to it and redirects that lead to it. */
export interface References {
  address: string | null;
  menu_items: { id: number; label: string; menu: string }[];
  redirects: { id: number; from: string }[];
}

/** The menu entries and redirects that point at an item's page (what deleting it would break). */
export function referencesOf(editor: ContentEditor, kind: KindDeclaration, id: number): References {
  const address = addressOf(kind, editor.get(kind, id)) ?? null;
  if (!address) return { address, menu_items: [], redirects: [] };
  return {
    address,
    menu_items: menuItemsLinkingTo(editor.db, address).map((menuId) => {
      const entry = editor.get(menuItems, menuId);
      return { id: menuId, label: String(entry.label), menu: String(entry.menu) };
    }),
    redirects: redirectRows(editor.db)
      .filter((row) => row.to === address)
      .map((row) => ({ id: row.id, from: row.from })),
  };
}

/**
 * The menu entries linking to `address` go to the trash with the page's entry `withEntry` (and come back with
 * it), each in the history as deleted; the menus close up behind them. Inside the deletion's change.
 */
export function trashMenuEntries(
  editor: ContentEditor,
  actor: string,
  address: string,
  withEntry: number,
  reason: TrashReason | undefined,
): void {
  const { db } = editor;
  for (const menuId of menuItemsLinkingTo(db, address)) {
    const menuEntry = editor.get(menuItems, menuId);
    editor.trash.put(actor, menuItems, menuEntry, new Date(), { reason, withEntry });
    deleteItem(db, menuItems, menuId);
    recordAudit(db, { actor, entity: menuItems.entity, entityId: menuId, action: 'delete', before: menuEntry });
  }
  renumberItems(
    db,
    menuItems,
    listRows(db, menuItems, null).map((row) => row.id),
  );
}

/**
 * An item's page moved (a built page's slug or an article's changed): its old address redirects (301) to the new
 * one, and the redirects that led to the old address lead to the new one (one hop, never a chain), as do the menu
 * entries that linked to it (a link inside the app goes straight to the page), each a change of its own in the
 * history. A redirect from the new address, left by an earlier move away from it, goes: the page is back there.
 */
export function keepOldAddress(editor: ContentEditor, actor: string, from: string, to: string): void {
  if (from === to) return;
  for (const redirect of redirectRows(editor.db).filter((row) => row.from === to)) editor.remove(actor, redirects, redirect.id, undefined);
  for (const redirect of redirectRows(editor.db).filter((row) => row.to === from)) {
    editor.update(actor, redirects, redirect.id, { to }, undefined);
  }
  for (const id of menuItemsLinkingTo(editor.db, from)) editor.update(actor, menuItems, id, { href: to }, undefined);
  editor.create(actor, redirects, { from, to, permanent: true });
}

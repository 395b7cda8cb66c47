// GET /api/get-menu-items/: the header's and footer's menus staff arrange (the menu-items kind), in order. The
// path and record shape are written here rather than read from the kind's declaration, which would bring every
// page kind's labels into the first load of every page; get-menu-items.test.ts holds them to the declaration.
import { apiGet } from '@/lib/api-client';
import { NotServedHere, type ContentRead } from '@/lib/content-read';
import { contentQuery } from '@/lib/page-data';
import { listOf, recordParser } from '@/lib/validate';
import type { PublicFieldKind } from '@common/content-model/public-shape';
import type { MenuEntry, MenuName, NavItem } from '@/types/site';

export const MENU_ITEMS_PATH = '/api/get-menu-items/';

export const menuItemShape = { id: 'id', menu: 'text', label: 'text', href: 'text' } as const satisfies Record<string, PublicFieldKind>;

const MENU_NAMES: readonly string[] = ['header', 'footer-links', 'footer-services'] satisfies MenuName[];

const parseMenuEntry = recordParser(menuItemShape, ({ menu, label, href }): MenuEntry | undefined =>
  MENU_NAMES.includes(menu) && label.trim() ? { menu: menu as MenuName, label: label.trim(), href: href.trim() } : undefined,
);

export async function getMenuItems(read: ContentRead = apiGet): Promise<MenuEntry[]> {
  try {
    return listOf(await read(MENU_ITEMS_PATH), parseMenuEntry);
  } catch (error) {
    if (!(error instanceof NotServedHere)) console.error('Error fetching menus:', error);
    throw error;
  }
}

/** The entries as staff last published them. */
export const menuItemsQuery = contentQuery('menu-items', getMenuItems);

/** One menu's entries, in order. */
export function menuOf(entries: readonly MenuEntry[], menu: MenuName): NavItem[] {
  return entries.filter((entry) => entry.menu === menu).map(({ label, href }) => ({ label, href }));
}

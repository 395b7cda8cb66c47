// The menus on screens of their own: the header menu and each footer menu is a screen of the editor (the kind
// `menu-items` narrowed to one value of its `menu` field, `?kind=menu-items&menu=header`), listing only its entries,
// its New preset to it. `?kind=menu-items` alone still lists every menu, as it did. How a menu is named in a sentence
// ("The header menu links to it") is here too.
import type { KindDeclaration } from '@common/content-model/kinds';
import { MENUS, menuItems } from '@common/content-model/page-kinds';

import type { FieldValue } from '../api/content';

export type MenuName = (typeof MENUS)[number]['value'];

export interface MenuScreen {
  menu: MenuName;
  /** The kind picker's option. */
  option: string;
  /** The menu-items kind as this screen names it (its entries, the Menu column left out: they all share it). */
  kind: KindDeclaration;
}

/** A footer menu's own name: "Quick Links" of "Footer: Quick Links". */
const footerName = (label: string) => label.replace(/^Footer:\s*/, '');

export const MENU_SCREENS: readonly MenuScreen[] = MENUS.map(({ value, label }) => {
  const name = value === 'header' ? 'Header menu' : `Footer menu: ${footerName(label)}`;
  const plural = value === 'header' ? 'Header menu entries' : `Footer menu entries (${footerName(label)})`;
  return { menu: value, option: name, kind: { ...menuItems, plural, columns: menuItems.columns.filter((column) => column !== 'menu') } };
});

/** The picker's option for every menu at once: the menus' screen before they had screens of their own. */
export const ALL_MENUS_OPTION = 'All menus';

/** The screen of a menu named in the address (`menu=header`); undefined for every menu at once, or a menu there is not. */
export const menuScreenNamed = (kind: KindDeclaration, menu: string | null): MenuScreen | undefined =>
  kind.name === menuItems.name ? MENU_SCREENS.find((screen) => screen.menu === menu) : undefined;

/** Whether an item's (or a draft's) values belong on a menu's screen; everything does on another screen. */
export const onScreen = (screen: MenuScreen | undefined, values: Readonly<Record<string, FieldValue>>) =>
  screen === undefined || values.menu === screen.menu;

/** A new entry made on a menu's screen starts in that menu. */
export const presetOf = (screen: MenuScreen | undefined): Record<string, FieldValue> | undefined =>
  screen ? { menu: screen.menu } : undefined;

/** A menu as a sentence names what it holds: "The header menu links to it", "The footer menu (Quick Links)". */
export function menuPhrase(menu: string): string {
  if (menu === 'header') return 'The header menu links to it';
  const known = MENUS.find((one) => one.value === menu);
  return known ? `The footer menu (${footerName(known.label)})` : `The menu “${menu}”`;
}

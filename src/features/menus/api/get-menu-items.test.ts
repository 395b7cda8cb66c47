import { describe, expect, it } from 'vitest';

import { menuItems, MENUS } from '@common/content-model/page-kinds';
import { publicShape } from '@common/content-model/public-shape';

import { getMenuItems, MENU_ITEMS_PATH, menuItemShape, menuOf } from './get-menu-items';

describe('the menus’ read', () => {
  it('is the menu-items kind’s public read: its path and its records’ shape', () => {
    expect(MENU_ITEMS_PATH).toBe(menuItems.publicApi[0].path);
    expect(menuItemShape).toEqual(publicShape(menuItems));
    expect(MENUS.map((menu) => menu.value)).toEqual(['header', 'footer-links', 'footer-services']);
  });

  it('keeps the entries of the known menus with a label, in order, and groups them by menu', async () => {
    const entries = await getMenuItems(async () => [
      { id: 1, menu: 'header', label: ' Home ', href: '/' },
      { id: 2, menu: 'sidebar', label: 'Nowhere', href: '/x' },
      { id: 3, menu: 'footer-services', label: 'Payroll', href: '' },
      { id: 4, menu: 'header', label: '', href: '/empty' },
      { id: 5, menu: 'header', label: 'Webinar', href: 'https://example.com/webinar' },
    ]);
    expect(menuOf(entries, 'header')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Webinar', href: 'https://example.com/webinar' },
    ]);
    expect(menuOf(entries, 'footer-services')).toEqual([{ label: 'Payroll', href: '' }]);
    expect(menuOf(entries, 'footer-links')).toEqual([]);
  });
});

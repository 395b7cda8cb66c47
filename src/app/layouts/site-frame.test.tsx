// Visitors see no change while the menus are as seeded: a page drawn with the menus read from content is the page
// drawn with today's built-in menus.
import { describe, expect, it } from 'vitest';

import { render } from '@/entry-server';
import { MENU_ITEMS_PATH } from '@/features/menus/api/get-menu-items';
import { NotServedHere } from '@/lib/content-read';
import { menuItemsFixture } from '@/testing/handlers/menus';

async function pageHtml(url: string, menus: 'read' | 'unread') {
  const result = await render(url, {
    origin: 'https://www.dexterity.example',
    readData: async (path) => {
      if (path !== MENU_ITEMS_PATH) return [];
      if (menus === 'unread') throw new NotServedHere(path);
      return menuItemsFixture;
    },
  });
  if (result.kind !== 'page') throw new Error(`${url} redirected`);
  return result.html;
}

describe('the site frame’s menus', () => {
  it.each(['/', '/about', '/light/shop'])('draw %s as seeded exactly as with the built-in menus', async (url) => {
    const read = await pageHtml(url, 'read');
    expect(read).toContain('Corporate Trainings');
    expect(read).toBe(await pageHtml(url, 'unread'));
  });
});

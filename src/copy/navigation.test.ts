// The built-in menus are today's, as the migration that made menus content seeds them (and 0024 leads Insights to /insights): a visitor sees the same
// menus whether they are read or not.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { builtInMenus } from './navigation';

const migration = readFileSync(resolve(__dirname, '../../server/db/migrations/0022-pages-menus-redirects-search-titles.sql'), 'utf8');

/** The menu_items rows the migration inserts, in their sort order. */
function seededMenus() {
  const insert = /INSERT INTO menu_items \(menu, label, href, sort_order\) VALUES([\s\S]*?);/.exec(migration)?.[1] ?? '';
  return [...insert.matchAll(/\('([^']*)', '([^']*)', '([^']*)', (\d+)\)/g)]
    .sort((a, b) => Number(a[4]) - Number(b[4]))
    .map(([, menu, label, href]) => ({ menu, label, href }))
    .map((entry) =>
      entry.menu === 'header' && entry.label === 'Insights' && entry.href === '/light/shop' ? { ...entry, href: '/insights' } : entry,
    );
}

describe('the built-in menus', () => {
  it('are the rows migration 0022 seeds, in order, with 0024’s Insights link', () => {
    expect(seededMenus()).toHaveLength(14);
    expect(builtInMenus).toEqual(seededMenus());
  });
});

import { describe, expect, it } from 'vitest';

import { modulePages } from './kinds/index.ts';
import { paths } from './paths.ts';
import { pageMeta, routeTable } from './routes.ts';

describe('the route table', () => {
  it('declares every route pattern of `paths` once, the kinds’ pages (common/kinds) after them, and no pattern of its own but the 404 page', () => {
    const patterns = routeTable.map((route) => route.path).filter((path) => path !== '*');
    const kindPages = modulePages.map((page) => page.path);
    expect([...patterns].sort()).toEqual([...Object.values(paths), ...kindPages].sort());
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(kindPages).toEqual([
      '/insights',
      '/insights/category/:categorySlug',
      '/insights/:articleSlug',
      '/customer-stories',
      '/customer-stories/:storySlug',
      '/quote',
    ]);
    expect(routeTable.filter((route) => route.path === '*').map((route) => route.id)).toEqual(['not-found']);
  });

  it('gives every page its own title and description, and a hero line', () => {
    const metas = Object.values(pageMeta);
    expect(metas).toHaveLength(routeTable.length);
    for (const meta of metas) {
      expect(meta.title.trim()).not.toBe('');
      expect(meta.subtitle.trim()).not.toBe('');
    }
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length);
    expect(pageMeta.about.title).toBe('Our Story');
  });
});

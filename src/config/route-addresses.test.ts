import { describe, expect, it } from 'vitest';

import { indexedPages, pageAt, pagePaths, prerenderedPaths, shellPaths } from './route-addresses';

/** The pages that show database content, which the server renders on each request. */
const RENDERED_ON_REQUEST = ['/', '/service', '/digital-agency', '/light/tech-startup'];

describe('the addresses of the route table', () => {
  it('prerenders every fixed address of a page without database content, the known parameter pages too', () => {
    expect(prerenderedPaths).toEqual(expect.arrayContaining(['/about', '/contact', '/light/', '/light/shop/cart', '/blog/blog-details', '/team/team-details']));
    expect(prerenderedPaths.filter((path) => path.startsWith('/light/shop/') && /\d$/.test(path))).toHaveLength(12);
    for (const path of RENDERED_ON_REQUEST) expect(prerenderedPaths, path).not.toContain(path);
    expect(prerenderedPaths.some((path) => path.includes(':') || path === '*')).toBe(false);
  });

  it('lists every fixed address once: the prerendered pages and those rendered on request', () => {
    expect([...pagePaths].sort()).toEqual([...prerenderedPaths, ...RENDERED_ON_REQUEST].sort());
    expect(new Set(pagePaths).size).toBe(pagePaths.length);
  });

  it('gives search engines the company’s own pages without a parameter, and no sample page', () => {
    expect(indexedPages.map((page) => page.path)).toEqual(['/', '/about', '/service', '/contact', '/privacy']);
  });
});

describe('the staff area', () => {
  it('is served as the app shell: never prerendered, never in the sitemap, apart from the visitors’ pages', () => {
    expect([...shellPaths].sort()).toEqual(['/staff', '/staff/content', '/staff/reports', '/staff/sign-in']);
    for (const path of shellPaths) {
      expect(prerenderedPaths, path).not.toContain(path);
      expect(pagePaths, path).not.toContain(path);
    }
    expect(pageAt('/staff/enquiries/12')).toMatchObject({ id: 'staff-enquiry', render: 'shell', layout: 'staff' });
    expect(pageAt('/staff')?.id).toBe('staff-inbox');
  });
});

describe('pageAt', () => {
  it('finds the page at an address as the router does: a fixed segment before a parameter', () => {
    expect(pageAt('/light/shop/cart')?.id).toBe('shop-cart');
    expect(pageAt('/light/shop/7')?.id).toBe('shop-product');
    expect(pageAt('/service/service-3')).toMatchObject({ id: 'service-details', render: 'request' });
    expect(pageAt('/light')?.id).toBe('creative-agency');
    expect(pageAt('/about/')?.id).toBe('about');
  });

  it('answers nothing for an address no page has (the 404 page answers it)', () => {
    for (const path of ['/no-such-page', '/light/nope', '/service/7/extra', '/shop']) expect(pageAt(path), path).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';

import { indexedPages, pageAt, pagePaths, shellPaths } from './route-addresses.ts';

describe('the addresses of the route table', () => {
  it('lists every fixed address of a visitor’s page once, the known parameter pages too', () => {
    expect(pagePaths).toEqual(
      expect.arrayContaining(['/', '/about', '/contact', '/service', '/light/', '/light/shop/cart', '/blog/blog-details']),
    );
    expect(pagePaths.filter((path) => path.startsWith('/light/shop/') && /\d$/.test(path))).toHaveLength(12);
    expect(pagePaths.some((path) => path.includes(':') || path === '*')).toBe(false);
    expect(new Set(pagePaths).size).toBe(pagePaths.length);
  });

  it('gives search engines the company’s own pages without a parameter, and no sample page', () => {
    expect(indexedPages.map((page) => page.path)).toEqual([
      '/',
      '/about',
      '/service',
      '/contact',
      '/privacy',
      '/insights',
      '/customer-stories',
      '/quote',
    ]);
  });
});

describe('the staff area', () => {
  it('is served as the app shell: never rendered with content, never in the sitemap, apart from the visitors’ pages', () => {
    expect([...shellPaths].sort()).toEqual([
      '/staff',
      '/staff/account',
      '/staff/activity',
      '/staff/backups',
      '/staff/calendar',
      '/staff/content',
      '/staff/forgot-password',
      '/staff/invitation',
      '/staff/media',
      '/staff/people',
      '/staff/privacy',
      '/staff/reports',
      '/staff/reset-password',
      '/staff/sign-in',
      '/staff/translations',
      '/staff/webhooks',
    ]);
    for (const path of shellPaths) expect(pagePaths, path).not.toContain(path);
    expect(pageAt('/staff/enquiries/12')).toMatchObject({ id: 'staff-enquiry', render: 'shell', layout: 'staff' });
    expect(pageAt('/staff')?.id).toBe('staff-inbox');
  });
});

describe('pageAt', () => {
  it('finds the page at an address as the router does: a fixed segment before a parameter', () => {
    expect(pageAt('/light/shop/cart')?.id).toBe('shop-cart');
    expect(pageAt('/light/shop/7')?.id).toBe('shop-product');
    expect(pageAt('/service/service-3')).toMatchObject({ id: 'service-details' });
    expect(pageAt('/service/service-3')?.render).toBeUndefined();
    expect(pageAt('/light')?.id).toBe('creative-agency');
    expect(pageAt('/about/')?.id).toBe('about');
  });

  it('answers nothing for an address no page has (the 404 page answers it)', () => {
    for (const path of ['/no-such-page', '/light/nope', '/service/7/extra', '/shop']) expect(pageAt(path), path).toBeUndefined();
  });

  it('reads a decoded path as written: a % in it is not decoded again, Devanagari is matched as text', () => {
    // Decoded from /about%25, /about%2541 and /service/%25E0: not pages; the console guard fails a warning.
    for (const path of ['/about%', '/about%41', '/service%E0']) expect(pageAt(path), path).toBeUndefined();
    expect(pageAt('/service/100%')?.id).toBe('service-details');
    expect(pageAt('/insights/जीएसटी-दर')).toMatchObject(pageAt('/insights/gst-rates')!);
  });
});

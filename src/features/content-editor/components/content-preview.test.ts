// Where Preview opens for each kind: the page its words show on.
import { describe, expect, it } from 'vitest';

import { kindNamed } from '@common/content-model/kinds';

import { previewPath } from './content-preview';

const kind = (name: string) => kindNamed(name)!;
const item = (values: Record<string, string | number | null> = {}, itemId: number | null = 3, parentId: number | null = null) => ({
  itemId,
  parentId,
  values,
});

describe('previewPath', () => {
  it('opens the home page’s, Our Story’s and the contact page’s words on their pages', () => {
    for (const name of ['home', 'hero-slides', 'statistics', 'faq']) expect(previewPath(kind(name), item()), name).toBe('/?preview=1');
    for (const name of ['our-story', 'our-story-stats', 'why-dexterity-points', 'how-we-work-steps'])
      expect(previewPath(kind(name), item()), name).toBe('/about?preview=1');
    expect(previewPath(kind('contact-page'), item())).toBe('/contact?preview=1');
    expect(previewPath(kind('site-settings'), item())).toBe('/contact?preview=1');
  });

  it('opens an article of Insights and a category at their own addresses, even when the article names a service', () => {
    expect(previewPath(kind('articles'), item({ slug: 'gst-rates', service_id: 2 }))).toBe('/insights/gst-rates?preview=1');
    expect(previewPath(kind('categories'), item({ slug: 'gst' }))).toBe('/insights/category/gst?preview=1');
  });

  it('opens a page’s title and description on that page', () => {
    expect(previewPath(kind('page-meta'), item({ path: '/service' }))).toBe('/service?preview=1');
  });

  it('opens a service, its lists and its plans on its page, and a general plan on Our Offerings', () => {
    expect(previewPath(kind('services'), item({}, 7))).toBe('/service/service-7?preview=1');
    expect(previewPath(kind('quick-facts'), item({}, 3, 7))).toBe('/service/service-7?preview=1');
    expect(previewPath(kind('pricing-plans'), item({ service_id: 7 }))).toBe('/service/service-7?preview=1');
    expect(previewPath(kind('pricing-plans'), item({ service_id: null }))).toBe('/service?preview=1');
  });
});

// The items with pages of their own, as the sitemap lists them: in the order the public reads give them, each dated by
// the subject its declaration gives it.
import { afterAll, describe, expect, it } from 'vitest';

import { articles } from '../../common/kinds/insights.ts';
import { services } from '../../common/content-model/kinds.ts';
import { pages } from '../../common/content-model/page-kinds.ts';
import { siteSettings } from '../../common/content-model/site-settings-kind.ts';
import { openContentStore } from '../content/service.ts';

import { builtPageSubject, datedApartSubject, pageSubject } from './content-changes.ts';
import { itemAddresses } from './item-pages.ts';

const store = openContentStore(':memory:');
afterAll(() => store.db.close());

describe('item pages', () => {
  it('lists a child kind’s items in its parents’ order, as the public reads do', () => {
    // Put the last offering first: its services then come first.
    const last = store.db.prepare('SELECT id FROM offerings ORDER BY sort_order DESC, id DESC LIMIT 1').pluck().get() as number;
    store.db.prepare('UPDATE offerings SET sort_order = -1 WHERE id = ?').run(last);
    const listed = itemAddresses(store.db, services, 'id');
    expect(listed.length).toBeGreaterThan(1);
    expect(listed.map(({ id }) => id)).toEqual(store.services().map((service) => service.id));
    expect(listed.every(({ id, value }) => id === value)).toBe(true);
  });

  it('dates a service by its id, a built page by its own subject and an item dated apart in its kind’s span', () => {
    expect(pageSubject(services, 7)).toBe(7);
    expect(pageSubject(pages, 7)).toBe(builtPageSubject(7));
    expect(pageSubject(articles, 7)).toBe(datedApartSubject(articles, 7));
    expect(() => pageSubject(siteSettings, 1)).toThrow(/not dated one by one/);
  });
});

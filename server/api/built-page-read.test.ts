// GET /api/get-page/?slug=: the public read of one built page by its address (a text filter, not an id).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiPaths } from '../../common/api-contract.ts';
import type { BuiltPage } from '../../common/content-model/page-kinds.ts';

import { ContentStore } from '../db/content-store.ts';
import { importContent, openDatabase } from '../content/service.ts';
import { seedWithPage } from '../pages/test-pages.ts';
import { buildTestApp, getData } from './test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  t = await buildTestApp();
  const store = new ContentStore(openDatabase(t.databasePath));
  importContent(store, seedWithPage());
  store.db.close();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/get-page/', () => {
  it('answers the page of the slug as a list of it, with its blocks', async () => {
    const [page, ...others] = await getData<BuiltPage[]>(t.app, `${apiPaths.builtPage}?slug=gst-e-invoicing-webinar`);
    expect(others).toEqual([]);
    expect(page).toMatchObject({ id: 1, title: 'GST e-invoicing webinar', slug: 'gst-e-invoicing-webinar' });
    expect(page!.blocks.map((block) => block.type)).toEqual(['hero', 'rich-text', 'pricing', 'contact-form']);
  });

  it('answers an empty list for a slug no page has', async () => {
    expect(await getData(t.app, `${apiPaths.builtPage}?slug=no-such-page`)).toEqual([]);
    expect(await getData(t.app, `${apiPaths.builtPage}?slug=webinars/gst-e-invoicing`)).toEqual([]);
  });

  it.each([
    ['missing', '', 'slug is required and must be lowercase letters'],
    ['upper case', '?slug=Webinar', 'slug must be lowercase letters'],
    ['a leading slash', '?slug=%2Fwebinar', 'slug must be lowercase letters'],
    ['four segments', '?slug=a/b/c/d', 'slug must be lowercase letters'],
    ['SQL', `?slug=${encodeURIComponent("x' OR 1=1 --")}`, 'slug must be lowercase letters'],
    ['two values', '?slug=a&slug=b', 'slug must be lowercase letters'],
    ['too long', `?slug=${'a'.repeat(121)}`, 'slug must be lowercase letters'],
  ])('refuses a slug that is %s with 400 saying what a slug is', async (_label, query, message) => {
    const response = await t.app.inject(`${apiPaths.builtPage}${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ success: boolean; message: string }>();
    expect(body.success).toBe(false);
    expect(body.message).toMatch(new RegExp(`^${message}`));
  });
});

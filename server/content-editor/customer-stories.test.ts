// Customer stories (common/kinds/customer-stories.ts), a kind added as its module, its migration and its components:
// what every kind has comes with it through the staff API — drafts, publishing, history, search and the public
// reads (the sitemap: server/render/render.test.ts) — and its bad input gets a 400 naming the field.
import { describe, expect, it } from 'vitest';

import { customerStories } from '../../common/kinds/customer-stories.ts';

import { contentEditorPerTest } from './test-content.ts';

const editor = contentEditorPerTest();
const { get, send } = editor;
const visitor = (url: string) => editor.t.app.inject(url);

/** A story as the staff form sends it: every field. */
const story = (overrides: Record<string, unknown> = {}) => ({
  title: 'A Nashik trader files GST returns on the day',
  slug: 'nashik-trader-gst-on-the-day',
  client: 'A wholesale trader',
  industry: 'Wholesale trade',
  city: 'Nashik',
  summary: 'Returns were late every quarter. Now they go the day the books close.',
  challenge: 'Purchase entries reached the accountant a month late.',
  solution: '<p>We set up GST reconciliation in TallyPrime.</p><script>alert(1)</script>',
  results: [{ '1 day': 'from closing the books to filing' }, { '₹2 lakh': 'of input credit found' }],
  quote: 'We file on time now.',
  quote_person: 'Meera Joshi',
  quote_role: 'Partner',
  photo: '',
  photo_alt: '',
  service_ids: [7],
  search_title: '',
  search_description: '',
  ...overrides,
});

describe('customer stories through the staff API', () => {
  it('are a list like any other: three seeded, each in the public read and at its own address', async () => {
    const items = (await get(customerStories.name)).json().data as { id: number; slug: string }[];
    expect(items.map((item) => item.slug)).toEqual([
      'pharma-distributor-closes-month-in-3-days',
      'engineering-workshop-gst-e-invoices',
      'retail-chain-five-stores-tally-on-cloud',
    ]);
    const one = (await visitor('/api/get-customer-story/?slug=engineering-workshop-gst-e-invoices')).json().data;
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ client: 'An engineering workshop', service_ids: [7, 14] });
    expect((await visitor('/api/get-customer-story/?slug=nobody')).json().data).toEqual([]);
  });

  it('keeps a new story a draft until it is published: then it is read and found, with its rich text cleaned, and has its history', async () => {
    const drafted = await send('POST', customerStories.name, { ...story(), _status: 'draft' });
    expect(drafted.statusCode, drafted.body).toBe(201);
    expect((await visitor('/api/get-customer-story/?slug=nashik-trader-gst-on-the-day')).json().data).toEqual([]);
    expect((await visitor('/api/search/?q=wholesale')).json().data).toEqual([]);

    const published = await send('POST', customerStories.name, story());
    expect(published.statusCode, published.body).toBe(201);
    const [read] = (await visitor('/api/get-customer-story/?slug=nashik-trader-gst-on-the-day')).json().data;
    expect(read.results).toEqual([{ '1 day': 'from closing the books to filing' }, { '₹2 lakh': 'of input credit found' }]);
    expect(read.solution).toBe('<p>We set up GST reconciliation in TallyPrime.</p>');
    const found = (await visitor('/api/search/?q=wholesale')).json().data;
    expect(found).toEqual([expect.objectContaining({ type: 'Customer story', url: '/customer-stories/nashik-trader-gst-on-the-day' })]);

    const id = published.json().data.id as number;
    const history = (await get(`${customerStories.name}/${id}/history`)).json().data as unknown[];
    expect(history.length).toBeGreaterThan(0);
  });

  it('answers bad input with a 400 naming the field: a figure outside its pattern, a taken address, a service deleted meanwhile', async () => {
    const figure = await send('POST', customerStories.name, story({ results: [{ 'about forty': 'faster' }] }));
    expect(figure.statusCode).toBe(400);
    expect(JSON.stringify(figure.json())).toContain('must be a figure such as 40%, 3 days, ₹2 lakh or 2x');
    expect(Object.keys(figure.json().fields ?? {}).join(' ')).toContain('results');

    const taken = await send('POST', customerStories.name, story({ slug: 'engineering-workshop-gst-e-invoices' }));
    expect(taken.statusCode).toBe(400);
    expect(Object.keys(taken.json().fields)).toContain('slug');

    const service = (await get('services/16')).json().data as { version: number };
    expect((await send('DELETE', 'services/16', {}, service.version)).statusCode).toBe(200);
    const gone = await send('POST', customerStories.name, story({ service_ids: [16] }));
    expect(gone.statusCode).toBe(400);
    expect(Object.keys(gone.json().fields)).toContain('service_ids');
  });
});

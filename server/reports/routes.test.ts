// GET /api/staff/reports: figures from seeded enquiries and page views over a range of India dates.
import { describe, expect, it } from 'vitest';

import { addDays, indiaDay } from '../../common/india-time.ts';

import { reportRange } from './routes.ts';
import { signedInStaff, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

let t: StaffTestApp;
let session: SignedIn;
signedInStaff('each', (app, signedIn) => {
  t = app;
  session = signedIn;
});

const base = { email: 'visitor@example.in', phone: '', page_details: '', project_brief: 'Tally' };
const report = async (query: string) => {
  const response = await t.send('GET', `/api/staff/reports${query}`, { session });
  return { status: response.statusCode, body: response.json() };
};

/** Enquiries of November 2026 (India dates; 2 Nov is a Monday), and page views of some of its days. */
function seed() {
  const add = (at: string, status: string, context: Record<string, string>) => {
    const { id } = t.inbox.add({ ...base, full_name: `Visitor ${at}` }, context, new Date(at));
    if (status !== 'new') t.inbox.update(id, { status: status as 'won' });
  };
  const gst = { service_name: 'GST e-invoice setup', sent_from_page: '/service/service-3' };
  add('2026-11-02T04:00:00Z', 'won', { ...gst, utm_source: 'newsletter', utm_campaign: 'diwali' });
  add('2026-11-03T04:00:00Z', 'quoted', { ...gst, utm_source: 'newsletter', utm_campaign: 'diwali' });
  add('2026-11-04T04:00:00Z', 'lost', { ...gst, referrer_origin: 'https://www.google.com' });
  add('2026-11-09T04:00:00Z', 'contacted', { sent_from_page: '/contact', referrer_origin: 'https://www.google.com' });
  add('2026-11-10T04:00:00Z', 'new', { sent_from_page: '/contact', utm_source: 'google', referrer_origin: 'https://www.google.com' });
  add('2026-11-10T05:00:00Z', 'new', { sent_from_page: '/contact' });
  add('2026-11-11T04:00:00Z', 'spam', { sent_from_page: '/contact', utm_source: 'newsletter' });
  // 23:59 on 15 November in India is in a range that ends that day; 00:00 on the 16th is not.
  add('2026-11-15T18:29:59Z', 'won', { service_name: 'Payroll training', sent_from_page: '/contact' });
  add('2026-11-15T18:30:00Z', 'won', { service_name: 'Payroll training', sent_from_page: '/contact' });
  add('2026-10-31T18:29:59Z', 'won', { service_name: 'Payroll training' });
  const views = t.db.prepare('INSERT INTO page_views (day, path, views) VALUES (?, ?, ?)');
  for (const [day, path, count] of [
    ['2026-11-01', '/contact', 40],
    ['2026-11-02', '/contact', 60],
    ['2026-11-02', '/service/service-3', 30],
    ['2026-11-15', '/', 500],
    ['2026-11-16', '/', 9999],
    ['2026-10-31', '/contact', 9999],
  ] as const) {
    views.run(day, path, count);
  }
}

describe('the reports API', () => {
  it('answers pages, sources, campaigns, referrers, services, the funnel and the weeks of a range, aggregated in SQL', async () => {
    seed();
    const { status, body } = await report('?from=2026-11-01&to=2026-11-15');
    expect(status).toBe(200);
    const data = body.data;
    expect(data).toMatchObject({ from: '2026-11-01', to: '2026-11-15', totals: { enquiries: 7, won: 2, spam: 1, views: 630 } });
    // Each page by its name: the route table's, or its service's title.
    const service3 = t.db.prepare('SELECT description FROM services WHERE id = 3').pluck().get();
    expect(data.pages).toEqual([
      { path: '/', title: expect.stringContaining('Dexterity'), views: 500, enquiries: 0, taps: 0 },
      { path: '/contact', title: 'Contact', views: 100, enquiries: 4, taps: 0 },
      { path: '/service/service-3', title: service3, views: 30, enquiries: 3, taps: 0 },
    ]);
    expect(data.sources).toEqual([
      { source: 'direct', enquiries: 2, won: 1 },
      { source: 'newsletter', enquiries: 2, won: 1 },
      { source: 'https://www.google.com', enquiries: 2, won: 0 },
      { source: 'google', enquiries: 1, won: 0 },
    ]);
    expect(data.campaigns).toEqual([{ source: 'newsletter', campaign: 'diwali', enquiries: 2, won: 1 }]);
    expect(data.referrers).toEqual([{ referrer: 'https://www.google.com', enquiries: 3, won: 0 }]);
    expect(data.services).toEqual([
      { service: 'GST e-invoice setup', enquiries: 3, won: 1 },
      { service: '', enquiries: 3, won: 0 },
      { service: 'Payroll training', enquiries: 1, won: 1 },
    ]);
    expect(data.funnel).toEqual([
      { stage: 'new', count: 7, rate: null },
      { stage: 'contacted', count: 5, rate: 5 / 7 },
      { stage: 'quoted', count: 3, rate: 3 / 5 },
      { stage: 'won', count: 2, rate: 2 / 3 },
    ]);
    const zero = { new: 0, contacted: 0, quoted: 0, won: 0, lost: 0, spam: 0 };
    expect(data.weeks).toEqual([
      { week: '2026-10-26', counts: zero },
      { week: '2026-11-02', counts: { ...zero, won: 1, quoted: 1, lost: 1 } },
      { week: '2026-11-09', counts: { ...zero, contacted: 1, new: 2, spam: 1, won: 1 } },
    ]);
  });

  it('names an item’s own page by the item (a customer story’s title), and a page of that kind no item has by the route table', async () => {
    const story = t.db.prepare('SELECT slug, title FROM customer_stories ORDER BY id LIMIT 1').get() as { slug: string; title: string };
    const views = t.db.prepare('INSERT INTO page_views (day, path, views) VALUES (?, ?, ?)');
    views.run('2026-11-02', `/customer-stories/${story.slug}`, 20);
    views.run('2026-11-02', '/customer-stories/no-such-story', 10);
    t.db.prepare("INSERT INTO taps (day, path, kind, taps) VALUES ('2026-11-02', ?, 'whatsapp', 3)").run(`/customer-stories/${story.slug}`);
    const { body } = await report('?from=2026-11-01&to=2026-11-15');
    expect(body.data.pages).toEqual([
      { path: `/customer-stories/${story.slug}`, title: story.title, views: 20, enquiries: 0, taps: 3 },
      { path: '/customer-stories/no-such-story', title: 'Customer Story', views: 10, enquiries: 0, taps: 0 },
    ]);
    expect(body.data.taps).toEqual([{ path: `/customer-stories/${story.slug}`, title: story.title, call: 0, whatsapp: 3, email: 0 }]);
  });

  it('has empty lists, every week of the range, and rates of null when a stage before has none', async () => {
    const { body } = await report('?from=2026-11-01&to=2026-11-15');
    expect(body.data.funnel.map((step: { rate: number | null }) => step.rate)).toEqual([null, null, null, null]);
    expect(body.data).toMatchObject({ pages: [], sources: [], totals: { enquiries: 0, views: 0 } });
    expect(body.data.weeks).toHaveLength(3);
  });

  it('covers the last 8 weeks when no range is given, and refuses bad dates, a backwards range and one over 2 years', async () => {
    const today = indiaDay();
    expect((await report('')).body.data).toMatchObject({ from: addDays(today, -55), to: today });
    expect((await report('?to=2026-11-30')).body.data).toMatchObject({ from: '2026-10-06', to: '2026-11-30' });
    for (const [query, message] of [
      ['?from=2026-02-30', 'from must be a date written YYYY-MM-DD, such as 2026-11-24, in the years 1900 to 2100.'],
      ['?from=2026-11-01&to=30/11/2026', 'to must be a date written YYYY-MM-DD, such as 2026-11-24, in the years 1900 to 2100.'],
      ['?from=2026-11-02&to=2026-11-01', 'from (2026-11-02) is after to (2026-11-01): pick a start on or before the end.'],
      ['?from=2024-01-01&to=2026-01-01', 'The range is 732 days long; a report covers at most 731 days (2 years).'],
    ]) {
      const { status, body } = await report(query!);
      expect(status, query).toBe(400);
      expect(body, query).toEqual({ success: false, message });
    }
    expect((await report('?from=2024-01-02&to=2026-01-01')).status).toBe(200);
    expect((await report('?from=x&extra=1')).status).toBe(400);
  });

  it('refuses, at once, a day outside the years 1900 to 2100 (year 0 once sent the week walk into an endless loop)', async () => {
    for (const [query, name] of [
      ['?from=0000-01-01&to=0000-12-31', 'from'],
      ['?from=0000-01-02&to=0000-03-01', 'from'],
      ['?from=1899-12-31&to=1900-01-31', 'from'],
      ['?from=2100-12-01&to=2101-01-01', 'to'],
      ['?to=9999-12-31', 'to'],
    ]) {
      const started = Date.now();
      const { status, body } = await report(query!);
      expect(status, query).toBe(400);
      expect(body, query).toEqual({
        success: false,
        message: `${name} must be a date written YYYY-MM-DD, such as 2026-11-24, in the years 1900 to 2100.`,
      });
      expect(Date.now() - started, query).toBeLessThan(5000);
    }
    expect((await report('?from=1900-01-01&to=1900-01-31')).body.data.weeks[0].week).toBe('1900-01-01');
    expect((await report('?from=2100-12-01&to=2100-12-31')).status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const response = await t.send('GET', '/api/staff/reports');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Sign in to continue.' });
  });
});

describe('reportRange', () => {
  it('reads a range of India dates, defaulting to the 8 weeks up to today', () => {
    expect(reportRange({}, '2026-11-24')).toEqual({ from: '2026-09-30', to: '2026-11-24' });
    expect(reportRange({ from: '2026-11-01' }, '2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-24' });
    expect(reportRange({ from: '2026-12-01' }, '2026-11-24')).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(reportRange({ from: '2026-11-24', to: '2026-11-24' }, '2026-11-24')).toEqual({ from: '2026-11-24', to: '2026-11-24' });
  });
});

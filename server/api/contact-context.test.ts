// What an enquiry records besides what the visitor typed: the consent text's version (a published one:
// contact-consent.test.ts), the page it was sent from, the referrer's origin and the landing page's
// utm_* parameters — cut to their limits, malformed values dropped, unknown ones ignored, and never a
// reason to refuse the enquiry.
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';

import { ENQUIRY_CONTEXT_FIELDS, ENQUIRY_CONTEXT_LIMITS } from '../../common/enquiry-rules.ts';
import { apiPaths } from '../../common/api-contract.ts';
import { openDatabase } from '../content/service.ts';

import { buildTestApp } from './test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>> | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

const enquiry = {
  full_name: 'Asha Kulkarni',
  email: 'asha@kulkarni-traders.in',
  project_brief: 'GST e-invoicing for three branches.',
  consent_version: '2026-11',
};

async function sendAndRead(body: Record<string, unknown>): Promise<Record<string, unknown>> {
  t = await buildTestApp();
  const response = await t.app.inject({
    method: 'POST',
    url: apiPaths.contact,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  expect(response.statusCode).toBe(201);
  const db = new Database(t.databasePath, { readonly: true });
  try {
    return db.prepare('SELECT * FROM enquiries ORDER BY id DESC LIMIT 1').get() as Record<string, unknown>;
  } finally {
    db.close();
  }
}

describe('the context of an enquiry', () => {
  it('is the set of columns the database keeps', () => {
    const db = openDatabase(':memory:');
    const columns = (db.prepare('PRAGMA table_info(enquiries)').all() as { name: string }[]).map((column) => column.name);
    db.close();
    expect(columns).toEqual(expect.arrayContaining([...ENQUIRY_CONTEXT_FIELDS]));
  });

  it('stores the consent version, the page, the referrer origin and every utm_* value as sent', async () => {
    const context = {
      consent_version: '2026-11',
      sent_from_page: '/contact',
      referrer_origin: 'https://news.example.in',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'gst-<b>2026</b>',
      utm_term: "tally'; DROP TABLE enquiries; --",
      utm_content: 'footer',
    };
    expect(await sendAndRead({ ...enquiry, ...context })).toMatchObject({ ...context, status: 'new', full_name: enquiry.full_name });
  });

  it('cuts over-long values to their limits and drops a page or referrer that is not one', async () => {
    const row = await sendAndRead({
      ...enquiry,
      utm_source: 's'.repeat(500),
      sent_from_page: 'https://elsewhere.example/contact',
      referrer_origin: 'javascript:alert(1)',
    });
    expect(row.utm_source).toBe('s'.repeat(ENQUIRY_CONTEXT_LIMITS.utm));
    expect(row.sent_from_page).toBe('');
    expect(row.referrer_origin).toBe('');
  });

  it('ignores unknown utm parameters and values that are not text, and stores an enquiry with no other context', async () => {
    const row = await sendAndRead({
      ...enquiry,
      utm_id: 'x',
      utm_source: 42,
      utm_medium: { a: 1 },
      referrer_origin: 'https://a.example/path',
    });
    expect(row).not.toHaveProperty('utm_id');
    expect(row).toMatchObject({ utm_source: '', utm_medium: '', referrer_origin: '', consent_version: '2026-11', sent_from_page: '' });
  });
});

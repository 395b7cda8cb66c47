// Hostile input over every endpoint, as an outside test would send it: paths and query strings with
// bytes that do not decode, huge, repeated and prototype-named parameters; enquiry bodies that are
// malformed, huge, nested, prototype-keyed, formula-like or not well-formed Unicode. The server never
// answers 5xx, every answer under /api is the envelope with the security headers, and an enquiry is
// stored exactly as sent when it is valid and not at all otherwise. Bounded: fixed seeds and run counts.
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { checkEnquiry, ENQUIRY_FIELDS } from '../../common/enquiry-rules.ts';
import { apiPaths } from '../../common/api-contract.ts';
import { isBlankText, oneLine } from '../../common/plain-text.ts';
import { isApiUrl } from '../api/index.ts';
import { buildTestApp } from '../api/test-app.ts';
import { enquiryPoster } from '../api/test-enquiry.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let reader: Database.Database;

beforeAll(async () => {
  t = await buildTestApp({ whole: true, env: { ENQUIRY_LIMIT: '100000' } });
  reader = new Database(t.databasePath, { readonly: true });
});

afterAll(async () => {
  reader.close();
  await t.close();
});

const ENDPOINTS = [...Object.values(apiPaths), '/api/ready', '/api', '/api/', '/api/nowhere'];
const PARAMETERS = ['id', 'offering_id', 'offering_details', '__proto__', 'constructor', 'toString', 'a[b]', ''];
const HOSTILE_VALUES = [
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  ' 1',
  '1 ',
  '+1',
  'NaN',
  'Infinity',
  '9'.repeat(400),
  '１',
  '٣',
  "1' OR '1'='1",
  '1;DROP TABLE offerings',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '%',
  '%E0%A4%A',
  '%FF',
  '%ED%A0%80',
  '%C0%AF',
  '[object Object]',
  'null',
  'true',
  '{}',
  '[]',
];

/** A percent-encoded value from raw bytes: may decode to anything, or to nothing valid. */
const encodedBytes = fc.uint8Array({ maxLength: 24 }).map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));
const value = fc.oneof(fc.constantFrom(...HOSTILE_VALUES), encodedBytes, fc.string({ maxLength: 30 }).map(encodeURIComponent));
const parameter = fc.oneof(fc.constantFrom(...PARAMETERS), encodedBytes);
const query = fc.array(fc.tuple(parameter, value), { maxLength: 4 }).map((pairs) => pairs.map(([name, v]) => `${name}=${v}`).join('&'));
const extraPath = fc.oneof(
  fc.constant(''),
  fc.constantFrom('/..', '//', '/%2e%2e/', '/%', '/%zz', '/.env', '/x'.repeat(200), '/%ED%A0%80', ';x', '%00'),
  encodedBytes,
);

function expectEnvelope(response: Awaited<ReturnType<typeof t.app.inject>>, label: string) {
  expect(response.statusCode, label).toBeLessThan(500);
  expect(response.headers['x-content-type-options'], label).toBe('nosniff');
  expect(response.headers['content-security-policy'], label).toBeDefined();
  if (response.statusCode === 304) return;
  expect(response.headers['content-type'], label).toMatch(/^application\/json/);
  const body = response.json() as { success?: unknown; message?: unknown; data?: unknown };
  expect(typeof body.success, label).toBe('boolean');
  if (body.success) expect(body.data, label).toBeDefined();
  else expect(typeof body.message, label).toBe('string');
  expect(body.success, label).toBe(response.statusCode < 400);
}

describe('hostile paths and query strings over every endpoint', () => {
  it('never answer 5xx, always the envelope with the security headers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS),
        extraPath,
        query,
        fc.constantFrom('GET', 'HEAD', 'POST', 'DELETE'),
        async (endpoint, extra, q, method) => {
          const url = `${endpoint}${extra}${q ? `?${q}` : ''}`;
          const response = await t.app.inject({ method: method as 'GET', url, remoteAddress: '10.20.0.1' });
          // inject resolves dot segments as a browser would ('/api/..' is '/'): outside /api only the status and headers hold.
          const underApi = isApiUrl(new URL(url, 'http://x.invalid').pathname);
          if (method === 'HEAD' || !underApi) {
            expect(response.statusCode, url).toBeLessThan(500);
            expect(response.headers['x-content-type-options'], url).toBe('nosniff');
            return;
          }
          // A form sent without scripts is answered with a page to read (its confirmation, or that the form is gone):
          // HTML by design, with the same headers.
          if (method === 'GET' && endpoint === apiPaths.sendForm) {
            expect(response.statusCode, url).toBeLessThan(500);
            expect(response.headers['content-security-policy'], url).toBeDefined();
            if (response.statusCode !== 400) expect(response.headers['content-type'], url).toMatch(/^text\/html/);
            return;
          }
          expectEnvelope(response, `${method} ${url}`);
        },
      ),
      { seed: 20261123, numRuns: 300 },
    );
  });
});

const storedCount = () => reader.prepare('SELECT count(*) FROM enquiries').pluck().get() as number;
const lastStored = () =>
  reader.prepare('SELECT full_name, email, phone, page_details, project_brief FROM enquiries ORDER BY id DESC LIMIT 1').get();

const post = enquiryPoster(() => t.app, '10.30');

/** Well-formed text a visitor might type: any script, emoji, and the characters spreadsheets run. */
const typed = (min: number, max: number) =>
  fc
    .tuple(fc.constantFrom('', '=', '+', '-', '@', '\t', ' '), fc.string({ unit: 'grapheme', minLength: min, maxLength: max }))
    .map(([prefix, text]) => `${prefix}${text}`)
    .filter((text) => text.trim().length >= min && (min === 0 || !isBlankText(text)));

const validEnquiry = fc.record({
  full_name: typed(1, 60),
  email: fc
    .tuple(fc.stringMatching(/^[a-z0-9._%+-]{1,20}$/), fc.constantFrom('example.in', 'mail.co.in', 'x-y.org'))
    .map(([local, domain]) => `${local}@${domain}`),
  phone: fc.constantFrom('', '+91 98220 45110', '020-2567 8900', '(020) 2567'),
  page_details: typed(0, 100),
  project_brief: typed(1, 400),
  consent_version: fc.constant('2026-11'),
});

describe('enquiry bodies', () => {
  it('a valid enquiry of any well-formed text is stored exactly as sent (trimmed; the name on one line)', async () => {
    await fc.assert(
      fc.asyncProperty(validEnquiry, async (enquiry) => {
        const before = storedCount();
        const response = await post(JSON.stringify(enquiry));
        expect(response.statusCode, JSON.stringify(enquiry)).toBe(201);
        expect(storedCount()).toBe(before + 1);
        expect(lastStored()).toEqual({
          ...Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, enquiry[field].trim()])),
          full_name: oneLine(enquiry.full_name),
        });
      }),
      { seed: 7, numRuns: 100 },
    );
  });

  const hostileText = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom('\ud800', 'a\udfffb', '=cmd|"/c calc"!A1', '@SUM(1)', '', ' ', '\u0000', 'x'.repeat(6000), '🙏'.repeat(3000)),
  );
  const hostileValue = fc.oneof(hostileText, fc.jsonValue({ maxDepth: 3 }), fc.constant(null));
  const hostileObject = fc.dictionary(fc.oneof(fc.constantFrom(...ENQUIRY_FIELDS), fc.string({ maxLength: 8 })), hostileValue, {
    maxKeys: 8,
  });
  const hostileBody = fc.oneof(
    // Valid enquiries with one field made hostile.
    fc
      .tuple(validEnquiry, fc.constantFrom(...ENQUIRY_FIELDS), hostileValue)
      .map(([enquiry, field, v]) => JSON.stringify({ ...enquiry, [field]: v })),
    hostileObject.map((object) => JSON.stringify(object)),
    fc.jsonValue({ maxDepth: 6 }).map((v) => JSON.stringify(v)),
    fc.constantFrom(
      '{"__proto__":{"admin":true},"full_name":"A","email":"a@b.in","project_brief":"x"}',
      '{"constructor":{"prototype":{"x":1}},"full_name":"A","email":"a@b.in","project_brief":"x"}',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
      `{"full_name":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
      '{"full_name":"A",',
      'not json',
      '',
      'null',
      '"a string"',
      '{"full_name":"A","email":"a@b.in","project_brief":"x"}{"extra":1}',
    ),
    fc.string({ unit: 'binary', maxLength: 60 }),
  );

  it('a hostile body never gets a 5xx; it is stored exactly when valid and refused otherwise', async () => {
    await fc.assert(
      fc.asyncProperty(hostileBody, async (payload) => {
        const before = storedCount();
        const response = await post(payload);
        const label = payload.slice(0, 200);
        expect([201, 400, 413], label).toContain(response.statusCode);
        const body = response.json() as { success: boolean; message: string };
        expect(typeof body.message, label).toBe('string');
        let parsed: unknown;
        try {
          parsed = JSON.parse(payload);
        } catch {
          parsed = undefined;
        }
        const object = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
        const honeypot = object !== undefined && object.website !== undefined && object.website !== null && object.website !== '';
        if (response.statusCode === 201 && !honeypot) {
          // Stored, and exactly what was sent: every field's text, trimmed, well-formed.
          expect(body.success).toBe(true);
          expect(storedCount(), label).toBe(before + 1);
          const stored = lastStored() as Record<string, string>;
          for (const field of ENQUIRY_FIELDS) {
            const sent = object![field];
            expect(stored[field], `${label} ${field}`).toBe(typeof sent === 'string' ? sent.trim() : '');
            expect(stored[field], `${label} ${field}`).not.toMatch(/\p{Cs}/u);
          }
          expect(checkEnquiry(object).ok).toBe(true);
        } else {
          expect(storedCount(), label).toBe(before);
          if (response.statusCode !== 201) expect(body.success).toBe(false);
        }
      }),
      { seed: 42, numRuns: 200 },
    );
  });
});

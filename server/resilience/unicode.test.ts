// Text that is not well-formed Unicode is refused with a 400 naming the field, never stored as
// something else: what is stored is exactly what the visitor sent, and what the export gives back.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';

import { enquiryMessages } from '../../common/enquiry-rules.ts';
import { contactMessages } from '../api/contact.ts';
import { testAppPerTest } from '../api/test-app.ts';
import { enquiryPoster, sampleEnquiry } from '../api/test-enquiry.ts';
import { enquiriesToCsv } from '../cli/enquiries.ts';
import { parseContent } from '../../common/content-model/schema.ts';
import { readSeedContent } from '../db/database.ts';
import { EnquiryStore } from '../db/enquiries.ts';

const t = testAppPerTest();

const valid = sampleEnquiry;

const post = enquiryPoster(() => t.app, '10.9');

function storedCount(): number {
  const db = new Database(t.databasePath, { readonly: true });
  try {
    return db.prepare('SELECT count(*) FROM enquiries').pluck().get() as number;
  } finally {
    db.close();
  }
}

describe('enquiries and Unicode', () => {
  const malformedMessages = {
    full_name: enquiryMessages.fullNameMalformed,
    email: enquiryMessages.emailMalformed,
    phone: enquiryMessages.phoneMalformed,
    page_details: enquiryMessages.pageDetailsMalformed,
    project_brief: enquiryMessages.projectBriefMalformed,
  } as const;

  for (const [field, message] of Object.entries(malformedMessages)) {
    it(`refuses a lone surrogate in ${field} with a 400 naming the field`, async () => {
      await t.open();
      for (const lone of ['\ud800', '\udfff', 'Lone \ud800 Surrogate', 'x\udc00\ud800']) {
        // JSON.stringify writes lone surrogates as \ud800 escapes, as the outside test sent them.
        const response = await post(JSON.stringify({ ...valid, [field]: field === 'phone' ? `98220${lone}` : lone }));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ success: false, message: contactMessages.invalid, errors: { [field]: message } });
      }
      expect(storedCount()).toBe(0);
    });
  }

  it('refuses a body whose bytes are not UTF-8 instead of storing U+FFFD', async () => {
    await t.open();
    const body = Buffer.concat([
      Buffer.from('{"full_name":"Asha '),
      Buffer.from([0xff, 0xfe]),
      Buffer.from(`","email":"a@b.in","project_brief":"x"}`),
    ]);
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: contactMessages.notUtf8, errors: {} });
    expect(storedCount()).toBe(0);
  });

  it('stores and exports well-formed text exactly: emoji pairs, Devanagari, formula-like text', async () => {
    await t.open();
    const sent = { ...valid, full_name: 'आशा कुलकर्णी 🙏🏽', project_brief: '=HYPERLINK("x") 𝄞 \u0000 end' };
    expect((await post(JSON.stringify(sent))).statusCode).toBe(201);
    const db = new Database(t.databasePath, { readonly: true });
    try {
      const [stored] = [...new EnquiryStore(db).each()];
      const { consent_version: _consent, ...typed } = sent;
      expect(stored).toMatchObject(typed);
      const csv = enquiriesToCsv([stored!]);
      expect(csv).toContain('आशा कुलकर्णी 🙏🏽');
      expect(csv).toContain(`'=HYPERLINK(""x"") 𝄞 \u0000 end`);
      expect(csv).not.toContain('\ufffd');
    } finally {
      db.close();
    }
  });
});

describe('content import and Unicode', () => {
  it('refuses a document with a lone surrogate anywhere, naming its path', () => {
    const document = structuredClone(readSeedContent()) as unknown as {
      offerings: { offering_name: string; services: { sections: { title: string }[] }[] }[];
      pricing_plans: { price_description: Record<string, string>[] }[];
    };
    const o = document.offerings.findIndex((offering) => offering.services.some((service) => service.sections.length > 0));
    const s = document.offerings[o]!.services.findIndex((service) => service.sections.length > 0);
    document.offerings[0]!.offering_name = 'Tally \ud800';
    document.offerings[o]!.services[s]!.sections[0]!.title = '\udfffSection';
    document.pricing_plans[0]!.price_description[0] = { 'Users\ud83d': 'Unlimited' };
    const result = parseContent(JSON.stringify(document));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.problems.filter((problem) => problem.message.includes('well-formed')).map((problem) => problem.path);
    expect(paths).toEqual([
      'offerings[0].offering_name',
      `offerings[${o}].services[${s}].sections[0].title`,
      'pricing_plans[0].price_description[0].Users\ud83d',
    ]);
  });

  it('accepts the seed, with its non-ASCII text', () => {
    expect(parseContent(JSON.stringify(readSeedContent())).ok).toBe(true);
  });
});

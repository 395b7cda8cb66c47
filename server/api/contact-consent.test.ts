// What POST /api/contact/ requires besides the fields: consent to a version of the privacy notice the
// site has published (a page loaded before a change still sends), and a phone number or an e-mail
// address (either is enough, neither is refused). The browser checks the same; a request that skips
// the form must meet them too.
import { describe, expect, it } from 'vitest';

import { CONSENT_VERSIONS, enquiryMessages } from '../../common/enquiry-rules.ts';

import { contactMessages } from './contact.ts';
import { testAppPerTest } from './test-app.ts';
import { storedEnquiries } from '../db/test-enquiries.ts';

import { enquiryPoster, sampleEnquiry } from './test-enquiry.ts';

const t = testAppPerTest();

const postPayload = enquiryPoster(() => t.app, '10.44');
const post = (body: unknown) => postPayload(JSON.stringify(body));
const storedRows = () => storedEnquiries(t.databasePath);

const { consent_version: _consent, ...withoutConsent } = sampleEnquiry;

describe('consent to the privacy notice', () => {
  it('is required: missing, empty, false or a version never published is refused with 400 naming consent_version', async () => {
    await t.open();
    for (const consent of [undefined, '', false, null, 0, true, 'yes', '2026-10', '2026-11 ', ['2026-11'], { version: '2026-11' }]) {
      const body = consent === undefined ? withoutConsent : { ...withoutConsent, consent_version: consent };
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(consent)).toBe(400);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.json()).toEqual({
        success: false,
        message: contactMessages.invalid,
        errors: { consent_version: enquiryMessages.consentRequired },
      });
    }
    expect(storedRows()).toEqual([]);
  });

  it('is taken at any published version, today 2026-11, and stored with the enquiry', async () => {
    await t.open();
    expect(CONSENT_VERSIONS).toContain('2026-11');
    for (const version of CONSENT_VERSIONS) {
      const response = await post({ ...withoutConsent, consent_version: version });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ success: true, message: contactMessages.received });
    }
    expect(storedRows().map((row) => row.consent_version)).toEqual([...CONSENT_VERSIONS]);
  });

  it('is named along with the other problems of the same enquiry', async () => {
    await t.open();
    const response = await post({ ...withoutConsent, full_name: '' });
    expect(response.json()).toMatchObject({
      errors: { full_name: enquiryMessages.fullNameRequired, consent_version: enquiryMessages.consentRequired },
    });
  });
});

describe('a phone number or an e-mail address', () => {
  it('a phone and no e-mail is stored (201), the e-mail empty', async () => {
    await t.open();
    const { email: _email, ...phoneOnly } = sampleEnquiry;
    const response = await post(phoneOnly);
    expect(response.statusCode).toBe(201);
    expect((await post({ ...phoneOnly, email: '  ' })).statusCode).toBe(201);
    expect(storedRows().map((row) => [row.phone, row.email])).toEqual([
      [sampleEnquiry.phone, ''],
      [sampleEnquiry.phone, ''],
    ]);
  });

  it('an e-mail and no phone is stored (201)', async () => {
    await t.open();
    const { phone: _phone, ...emailOnly } = sampleEnquiry;
    expect((await post(emailOnly)).statusCode).toBe(201);
    expect(storedRows()[0]).toMatchObject({ email: sampleEnquiry.email, phone: '' });
  });

  it('neither is refused with 400, a message at both fields; a bad one beside a good one is still refused', async () => {
    await t.open();
    const { phone: _phone, email: _email, ...neither } = sampleEnquiry;
    for (const body of [neither, { ...neither, phone: '', email: '' }, { ...neither, phone: null, email: ' ' }]) {
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: contactMessages.invalid,
        errors: { phone: enquiryMessages.contactRequired, email: enquiryMessages.contactRequired },
      });
    }
    const badEmail = await post({ ...neither, phone: '+91 98220 45110', email: 'asha@' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ errors: { email: enquiryMessages.emailInvalid } });
    const badPhone = await post({ ...neither, phone: '123', email: 'asha@example.in' });
    expect(badPhone.json()).toMatchObject({ errors: { phone: enquiryMessages.phoneLength } });
    expect(storedRows()).toEqual([]);
  });
});

describe('a quote request', () => {
  it('stores the service and plan chosen and the page it was asked from, cut to one line and their limits', async () => {
    await t.open();
    const response = await post({
      ...sampleEnquiry,
      service_name: ' Tally on Cloud ',
      plan_name: 'Cloud\nTeam',
      sent_from_page: '/service/service-2',
    });
    expect(response.statusCode).toBe(201);
    expect(storedRows()[0]).toMatchObject({
      service_name: 'Tally on Cloud',
      plan_name: 'Cloud Team',
      sent_from_page: '/service/service-2',
    });
    expect((await post({ ...sampleEnquiry, service_name: 's'.repeat(900), plan_name: 42 })).statusCode).toBe(201);
    expect(storedRows()[1]).toMatchObject({ service_name: 's'.repeat(200), plan_name: '' });
  });
});

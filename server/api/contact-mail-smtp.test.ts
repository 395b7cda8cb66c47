// The enquiry e-mail as a mail server receives it: POST /api/contact/ with SMTP_URL pointing at a real SMTP
// server on this machine (server/shared/test-smtp-catcher.ts), sent by nodemailer's own transport. Closing the
// app waits for the e-mails still being sent, so what has arrived by then is all that ever will.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { openDatabase } from '../content/service.ts';
import { StaffStore } from '../db/staff-store.ts';
import { storedEnquiries } from '../db/test-enquiries.ts';
import { closedSmtpUrl, startSmtpCatcher, type SmtpCatcher } from '../shared/test-smtp-catcher.ts';

import { testAppPerTest } from './test-app.ts';
import { enquiryPoster, sampleEnquiry } from './test-enquiry.ts';

const t = testAppPerTest();
const post = enquiryPoster(() => t.app, '10.3');
const send = (body: object) => post(JSON.stringify(body));

let catcher: SmtpCatcher;
beforeEach(async () => {
  catcher = await startSmtpCatcher();
});
afterEach(async () => catcher.close());

const ENQUIRY_TO = 'enquiries@dexterity.example, owner@dexterity.example';
/**
 * Every header the enquiry e-mail has, and no other (a visitor's text must never make one): its two parts, plain text
 * and HTML, each carry their own encoding.
 */
const HEADERS = ['Content-Type', 'Date', 'From', 'MIME-Version', 'Message-ID', 'Reply-To', 'Subject', 'To'];

const headerNames = (headers: string[]) => headers.map((header) => header.slice(0, header.indexOf(':'))).sort();

function addSalesMember(email: string) {
  const db = openDatabase(t.databasePath);
  new StaffStore(db).addAccount(email, 'hash', 'sales');
  db.close();
}

describe('the enquiry e-mail, sent through SMTP_URL', () => {
  it('reaches ENQUIRY_TO and the sales members with the enquiry, replying to the visitor', async () => {
    await t.open({ env: { SMTP_URL: catcher.url, ENQUIRY_TO } });
    addSalesMember('meera@dexterity.example');
    const visitor = { ...sampleEnquiry, full_name: 'अजय पाटील' };
    expect((await send(visitor)).statusCode).toBe(201);
    // A refused enquiry and a bot's (the hidden field filled) are not e-mailed.
    expect((await send({ ...visitor, email: 'nope' })).statusCode).toBe(400);
    expect((await send({ ...visitor, website: 'spam' })).statusCode).toBe(201);
    await t.app.close();

    expect(catcher.mails).toHaveLength(1);
    const [{ envelope, headers, parsed }] = catcher.mails as [(typeof catcher.mails)[number]];
    const recipients = ['enquiries@dexterity.example', 'owner@dexterity.example', 'meera@dexterity.example'];
    expect(envelope).toEqual({ from: 'enquiries@dexterity.example', to: recipients });
    expect(headerNames(headers)).toEqual(HEADERS);
    // Plain 7-bit header lines: the visitor's Devanagari name travels encoded (RFC 2047).
    for (const header of headers) expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(parsed.from?.value).toEqual([{ name: 'Dexterity website', address: 'enquiries@dexterity.example' }]);
    expect(parsed.to).toMatchObject({ value: recipients.map((address) => ({ name: '', address })) });
    expect(parsed.replyTo?.value).toEqual([{ name: 'अजय पाटील', address: visitor.email }]);
    expect(parsed.subject).toBe('Website enquiry #1');
    const text = parsed.text ?? '';
    for (const line of [
      'Full name: अजय पाटील',
      `Email: ${visitor.email}`,
      `Phone: ${visitor.phone}`,
      `Page details: ${visitor.page_details}`,
      visitor.project_brief,
      `Open it in the staff area: ${t.config.siteOrigin}/staff/enquiries/1`,
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toMatch(/^Reply on WhatsApp: https:\/\/wa\.me\/919822045110\?text=Hello%20/m);
    // The same in HTML, for mail apps that show it: the text and the HTML as alternatives of one message.
    expect(headers.find((header) => header.startsWith('Content-Type:'))).toMatch(/^Content-Type: multipart\/alternative; boundary=/);
    const html = parsed.html || '';
    expect(html).toMatch(/^<!doctype html><html lang="en-IN">/);
    const link = `${t.config.siteOrigin}/staff/enquiries/1`;
    for (const value of ['अजय पाटील', visitor.email, visitor.page_details, visitor.project_brief, link]) {
      expect(html).toContain(value);
    }
  });

  it('keeps a visitor’s name with line breaks on one line in the Reply-To name: no header and no recipient of its own', async () => {
    await t.open({ env: { SMTP_URL: catcher.url, ENQUIRY_TO } });
    const name = 'Asha Kulkarni\r\nBcc: someone@elsewhere.example\r\nSubject: Pay now';
    expect((await send({ ...sampleEnquiry, full_name: name })).statusCode).toBe(201);
    await t.app.close();

    expect(catcher.mails).toHaveLength(1);
    const [{ envelope, headers, parsed }] = catcher.mails as [(typeof catcher.mails)[number]];
    expect(envelope.to).toEqual(['enquiries@dexterity.example', 'owner@dexterity.example']);
    expect(headerNames(headers)).toEqual(HEADERS);
    for (const header of headers) expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(parsed.subject).toBe('Website enquiry #1');
    // The name is kept as one line (common/plain-text.ts, oneLine): each line break a space.
    expect(parsed.replyTo?.value).toEqual([
      { name: 'Asha Kulkarni Bcc: someone@elsewhere.example Subject: Pay now', address: sampleEnquiry.email },
    ]);
    expect(parsed.bcc).toBeUndefined();
  });

  it('with SMTP_URL alone, goes to the sales members of the moment, and to nobody while there are none', async () => {
    await t.open({ env: { SMTP_URL: catcher.url } });
    expect((await send(sampleEnquiry)).statusCode).toBe(201);
    addSalesMember('asha@dexterity.example');
    expect((await send({ ...sampleEnquiry, email: '' })).statusCode).toBe(201);
    await t.app.close();

    expect(catcher.mails).toHaveLength(1);
    const [{ envelope, headers, parsed }] = catcher.mails as [(typeof catcher.mails)[number]];
    expect(envelope).toEqual({ from: 'asha@dexterity.example', to: ['asha@dexterity.example'] });
    // A visitor who gave only a phone is called back: there is no one to reply to.
    expect(headerNames(headers)).toEqual(HEADERS.filter((header) => header !== 'Reply-To'));
    expect(parsed.subject).toBe('Website enquiry #2');
    expect(parsed.text).toContain('Email: (not given: call back)');
  });

  it('keeps the enquiry and answers 201 when the mail server cannot be reached', async () => {
    await t.open({ env: { SMTP_URL: await closedSmtpUrl(), ENQUIRY_TO } });
    expect((await send(sampleEnquiry)).statusCode).toBe(201);
    expect((await send(sampleEnquiry)).statusCode).toBe(201);
    await t.app.close();
    expect(storedEnquiries(t.databasePath)).toHaveLength(2);
    expect(catcher.mails).toEqual([]);
  });
});

// POST /api/contact/ and the optional e-mail to staff: sent after the enquiry is stored, never holding up
// the answer, and never losing the enquiry when it fails.
import nodemailer from 'nodemailer';
import { describe, expect, it, vi } from 'vitest';

import { testAppPerTest } from './test-app.ts';
import { openDatabase } from '../db/database.ts';
import { StaffStore } from '../db/staff-store.ts';
import { storedEnquiries } from '../db/test-enquiries.ts';

import { enquiryPoster, sampleEnquiry } from './test-enquiry.ts';

vi.mock('nodemailer', () => ({ default: { createTransport: vi.fn() } }));

const t = testAppPerTest();

const valid = sampleEnquiry;

const postPayload = enquiryPoster(() => t.app, '10.2');
const post = (body: unknown) => postPayload(JSON.stringify(body));
const storedRows = () => storedEnquiries(t.databasePath);

describe('the e-mail notification', () => {
  interface SentMessage {
    to: string[];
    replyTo: { address: string };
    subject: string;
    text: string;
  }

  function stubTransport(send: (message: SentMessage) => Promise<unknown>) {
    const sendMail = vi.fn(send);
    vi.mocked(nodemailer.createTransport).mockImplementation((() => ({ sendMail, close: vi.fn() })) as never);
    return sendMail;
  }

  const mailEnv = { SMTP_URL: 'smtp://user:secret@mail.example.in:587', ENQUIRY_TO: 'enquiries@dexterity.example' };

  it('sends each stored enquiry to ENQUIRY_TO after storing it, without holding up the answer', async () => {
    let release: () => void = () => undefined;
    const sendMail = stubTransport(() => new Promise((resolve) => (release = () => resolve({}))));
    await t.open({ env: mailEnv });
    // nodemailer is loaded, and its transport made, with the first e-mail: not with the server.
    expect(nodemailer.createTransport).not.toHaveBeenCalled();

    const response = await post(valid);
    // The answer came while the e-mail is still being sent.
    expect(response.statusCode).toBe(201);
    expect(storedRows()).toHaveLength(1);
    await vi.waitFor(() => expect(sendMail).toHaveBeenCalledTimes(1));
    expect(nodemailer.createTransport).toHaveBeenCalledWith(mailEnv.SMTP_URL);
    const message = sendMail.mock.calls[0]![0];
    expect(message.to).toEqual(['enquiries@dexterity.example']);
    expect(message.replyTo.address).toBe(valid.email);
    expect(message.subject).toBe('Website enquiry #1');
    expect(message.text).toContain(valid.project_brief);
    expect(message.text).toContain(`Phone: ${valid.phone}`);
    release();

    // A refused enquiry and a honeypot send nothing.
    await post({ ...valid, email: 'nope' });
    await post({ ...valid, website: 'spam' });
    expect(sendMail).toHaveBeenCalledTimes(1);
  });

  it('keeps the enquiry when the e-mail fails, and answers 201', async () => {
    const sendMail = stubTransport(() => Promise.reject(Object.assign(new Error('Connection refused to asha@x'), { code: 'ECONNECTION' })));
    await t.open({ env: mailEnv });
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    await vi.waitFor(() => expect(sendMail).toHaveBeenCalledTimes(1));
    expect(storedRows()).toHaveLength(1);
    expect((await post(valid)).statusCode).toBe(201);
    expect(storedRows()).toHaveLength(2);
  });

  it('is off without SMTP_URL; with it alone, goes to the sales members of the moment, with the enquiry’s link and a WhatsApp reply', async () => {
    vi.mocked(nodemailer.createTransport).mockClear();
    await t.open({ env: { ENQUIRY_TO: mailEnv.ENQUIRY_TO } });
    expect((await post(valid)).statusCode).toBe(201);
    expect(nodemailer.createTransport).not.toHaveBeenCalled();
    await t.app.close();

    const sendMail = stubTransport(() => Promise.resolve({}));
    await t.open({ env: { SMTP_URL: mailEnv.SMTP_URL } });
    // No sales member yet: nobody to tell.
    expect((await post(valid)).statusCode).toBe(201);
    const staff = new StaffStore(openDatabase(t.databasePath));
    staff.addAccount('asha@dexterity.example', 'hash', 'sales');
    staff.addAccount('meera@dexterity.example', 'hash', 'editor');
    expect((await post({ ...valid, phone: '98220 45110' })).statusCode).toBe(201);
    await vi.waitFor(() => expect(sendMail).toHaveBeenCalledTimes(1));
    expect(nodemailer.createTransport).toHaveBeenCalledWith(mailEnv.SMTP_URL);
    const message = sendMail.mock.calls[0]![0];
    expect(message.to).toEqual(['asha@dexterity.example']);
    expect(message.subject).toBe('Website enquiry #2');
    expect(message.text).toContain(`Open it in the staff area: ${t.config.siteOrigin}/staff/enquiries/2`);
    expect(message.text).toMatch(/Reply on WhatsApp: https:\/\/wa\.me\/919822045110\?text=Hello%20/);
  });
});

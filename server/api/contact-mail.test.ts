// POST /api/contact/ and the optional e-mail to staff, with nodemailer replaced: what only a stand-in shows — the
// answer does not wait for the e-mail, nodemailer is loaded with the first e-mail, and without SMTP_URL it never
// is. What the e-mail says and whom it reaches, through a real SMTP server: contact-mail-smtp.test.ts.
import nodemailer from 'nodemailer';
import { describe, expect, it, vi } from 'vitest';

import { testAppPerTest } from './test-app.ts';
import { storedEnquiries } from '../db/test-enquiries.ts';

import { enquiryPoster, sampleEnquiry } from './test-enquiry.ts';

vi.mock('nodemailer', () => ({ default: { createTransport: vi.fn() } }));

const t = testAppPerTest();

const postPayload = enquiryPoster(() => t.app, '10.2');
const post = (body: unknown) => postPayload(JSON.stringify(body));
const storedRows = () => storedEnquiries(t.databasePath);

describe('the e-mail notification', () => {
  function stubTransport(send: () => Promise<unknown>) {
    const sendMail = vi.fn(send);
    vi.mocked(nodemailer.createTransport).mockImplementation((() => ({ sendMail, close: vi.fn() })) as never);
    return sendMail;
  }

  const mailEnv = { SMTP_URL: 'smtp://user:secret@mail.example.in:587', ENQUIRY_TO: 'enquiries@dexterity.example' };

  it('sends each stored enquiry after storing it, without holding up the answer', async () => {
    let release: () => void = () => undefined;
    const sendMail = stubTransport(() => new Promise((resolve) => (release = () => resolve({}))));
    await t.open({ env: mailEnv });
    // nodemailer is loaded, and its transport made, with the first e-mail: not with the server.
    expect(nodemailer.createTransport).not.toHaveBeenCalled();

    const response = await post(sampleEnquiry);
    // The answer came while the e-mail is still being sent.
    expect(response.statusCode).toBe(201);
    expect(storedRows()).toHaveLength(1);
    await vi.waitFor(() => expect(sendMail).toHaveBeenCalledTimes(1));
    expect(nodemailer.createTransport).toHaveBeenCalledWith(mailEnv.SMTP_URL);
    release();
  });

  it('is off without SMTP_URL: nodemailer is never loaded', async () => {
    vi.mocked(nodemailer.createTransport).mockClear();
    await t.open({ env: { ENQUIRY_TO: mailEnv.ENQUIRY_TO } });
    expect((await post(sampleEnquiry)).statusCode).toBe(201);
    await t.app.close();
    expect(nodemailer.createTransport).not.toHaveBeenCalled();
  });
});

import { describe, expect, it, vi } from 'vitest';

import type { StoredEnquiry } from '../db/enquiries.ts';

import { parseRecipients, type MailLog, type MailMessage } from '../shared/mail.ts';

import { createEnquiryMailer, enquiryMessage } from './enquiry-mail.ts';

const enquiry: StoredEnquiry = {
  id: 7,
  full_name: 'अजय पाटील',
  email: 'ajay@patil-traders.in',
  phone: '',
  page_details: 'Tally on Cloud',
  project_brief: 'Ten users across two offices.\nNeed a quote.',
  received_at: '2026-11-21T02:30:00.000Z',
};

function memoryLog() {
  const entries: { level: string; details: object; message: string }[] = [];
  const log: MailLog = {
    info: (details, message) => entries.push({ level: 'info', details, message }),
    warn: (details, message) => entries.push({ level: 'warn', details, message }),
    error: (details, message) => entries.push({ level: 'error', details, message }),
  };
  return { log, entries };
}

const config = { smtpUrl: 'smtp://mail.example.in:587', enquiryTo: 'sales@dexterity.example, owner@dexterity.example' };

describe('the enquiry e-mail', () => {
  it('goes to every ENQUIRY_TO address, replies to the visitor, and keeps visitor data out of the subject', () => {
    const message = enquiryMessage(enquiry, parseRecipients(config.enquiryTo));
    expect(message.to).toEqual(['sales@dexterity.example', 'owner@dexterity.example']);
    expect(message.from.address).toBe('sales@dexterity.example');
    expect(message.replyTo).toEqual({ name: 'अजय पाटील', address: 'ajay@patil-traders.in' });
    expect(message.subject).toBe('Website enquiry #7');
    expect(message.text).toContain('Full name: अजय पाटील');
    expect(message.text).toContain('Phone: (not given)');
    expect(message.text).toContain('Ten users across two offices.\nNeed a quote.');
  });

  it('names the language when the visitor wrote from a Marathi or Hindi page, and nothing of it from an English one', () => {
    const marathi = enquiryMessage({ ...enquiry, sent_from_page: '/mr/contact' }, parseRecipients(config.enquiryTo));
    expect(marathi.text).toContain('Language: Marathi (written from /mr/contact)');
    const hindi = enquiryMessage({ ...enquiry, sent_from_page: '/hi/service/service-2' }, parseRecipients(config.enquiryTo));
    expect(hindi.text).toContain('Language: Hindi (written from /hi/service/service-2)');
    expect(enquiryMessage({ ...enquiry, sent_from_page: '/contact' }, parseRecipients(config.enquiryTo)).text).not.toContain('Language:');
  });

  it('for a visitor who gave only a phone: no Reply-To, and says to call back', () => {
    const message = enquiryMessage({ ...enquiry, email: '', phone: '+91 98220 45110' }, parseRecipients(config.enquiryTo));
    expect(message).not.toHaveProperty('replyTo');
    expect(message.text).toContain('Email: (not given: call back)');
    expect(message.text).toContain('Phone: +91 98220 45110');
    expect(message.text).toContain('answer by phone');
  });

  it('has an HTML part beside the text: the same details and answers as rows, the link to the enquiry, in English', () => {
    const contact = enquiryMessage({ ...enquiry, phone: '+91 98220 45110' }, ['sales@dexterity.example'], 'https://www.dexterity.in');
    const html = contact.html ?? '';
    expect(html).toMatch(/^<!doctype html><html lang="en-IN">/);
    const row = (label: string, value: string) =>
      new RegExp(`<tr><th scope="row" style="[^"]+">${label}</th><td style="[^"]+">${value}</td></tr>`);
    expect(html).toMatch(row('Full name', 'अजय पाटील'));
    expect(html).toMatch(row('Email', 'ajay@patil-traders.in'));
    expect(html).toMatch(row('Phone', '\\+91 98220 45110'));
    expect(html).toMatch(row('Page details', 'Tally on Cloud'));
    expect(html).toContain('Ten users across two offices.<br>Need a quote.');
    expect(html).toContain('<a href="https://www.dexterity.in/staff/enquiries/7"');
    expect(html).toMatch(/<a href="https:\/\/wa\.me\/919822045110\?text=Hello%20[^"]+"[^>]*>Reply on WhatsApp<\/a>/);

    // A form's answers, one to a row, in the language of the page they were sent from.
    const answers = [
      { key: 'gstin', label: 'GSTIN', type: 'gstin', value: '27AAPFU0939F1ZV' },
      { key: 'modules', label: 'Modules', type: 'choices', value: ['GST', 'Payroll'] },
      { key: 'notes', label: 'Notes', type: 'long-text', value: 'दोन कार्यालये\nलवकर' },
    ];
    const form = enquiryMessage(
      { ...enquiry, form_name: 'GST health check', answers: JSON.stringify(answers), sent_from_page: '/mr/gst-health-check' },
      ['sales@dexterity.example'],
    );
    expect(form.html).toContain('>Answers</h2>');
    expect(form.html).toMatch(/<th scope="row" style="[^"]+">GSTIN<\/th><td style="[^"]+" lang="mr">27AAPFU0939F1ZV<\/td>/);
    expect(form.html).toMatch(/>Modules<\/th><td style="[^"]+" lang="mr">GST, Payroll<\/td>/);
    expect(form.html).toMatch(/>Notes<\/th><td style="[^"]+" lang="mr">दोन कार्यालये<br>लवकर<\/td>/);
    expect(form.html).toContain('Marathi (written from /mr/gst-health-check)');
  });

  it('escapes every value in the HTML part as text: an answer never becomes markup', () => {
    const attack = '<img src=x onerror=alert(1)>';
    const escaped = '&lt;img src=x onerror=alert(1)&gt;';
    const answers = [{ key: 'q', label: `Question ${attack}`, type: 'text', value: `"${attack}'` }];
    for (const message of [
      enquiryMessage({ ...enquiry, full_name: attack, page_details: attack, project_brief: attack }, ['sales@dexterity.example']),
      enquiryMessage(
        { ...enquiry, full_name: attack, form_name: attack, answers: JSON.stringify(answers), sent_from_page: `/hi/${attack}` },
        ['sales@dexterity.example'],
      ),
    ]) {
      const html = message.html ?? '';
      expect(html).toContain(escaped);
      expect(html).not.toContain('<img');
      expect(html).not.toMatch(/onerror=alert\(1\)>/);
    }
    const [contact, form] = [
      enquiryMessage({ ...enquiry, project_brief: `${attack}\n&amp;` }, ['sales@dexterity.example']).html,
      enquiryMessage({ ...enquiry, form_name: 'Check', answers: JSON.stringify(answers) }, ['sales@dexterity.example']).html,
    ];
    expect(contact).toContain(`${escaped}<br>&amp;amp;`);
    expect(form).toContain(`>Question ${escaped}</th>`);
    expect(form).toContain(`>&quot;${escaped}&#39;</td>`);
  });

  it('refuses a bad ENQUIRY_TO with a message naming it', () => {
    expect(() => parseRecipients('sales@dexterity.example, not-an-address')).toThrow(
      'ENQUIRY_TO must be e-mail addresses separated by commas, got "not-an-address"',
    );
    expect(() => parseRecipients(' , ')).toThrow(/at least one/);
  });

  it('is off, with a warning, when only one of SMTP_URL and ENQUIRY_TO is set', () => {
    const { log, entries } = memoryLog();
    const factory = vi.fn();
    expect(createEnquiryMailer({ smtpUrl: config.smtpUrl }, log, factory)).toBeUndefined();
    expect(createEnquiryMailer({}, log, factory)).toBeUndefined();
    expect(factory).not.toHaveBeenCalled();
    expect(entries).toEqual([{ level: 'warn', details: {}, message: expect.stringContaining('set both SMTP_URL and ENQUIRY_TO') }]);
  });

  it('returns before the e-mail is sent, logs the id on success, and settles before close', async () => {
    const { log, entries } = memoryLog();
    let finish: () => void = () => undefined;
    const sendMail = vi.fn((_message: MailMessage) => new Promise<unknown>((resolve) => (finish = () => resolve({}))));
    const close = vi.fn();
    const mailer = createEnquiryMailer(config, log, () => ({ sendMail, close }))!;
    mailer.notify(enquiry);
    expect(entries).toEqual([]);
    let settled = false;
    const settling = mailer.settle().then(() => (settled = true));
    await vi.waitFor(() => expect(sendMail).toHaveBeenCalledTimes(1));
    expect(settled).toBe(false);
    finish();
    await settling;
    expect(entries).toEqual([{ level: 'info', details: { enquiryId: 7 }, message: 'Enquiry e-mailed' }]);
    mailer.close();
    expect(close).toHaveBeenCalled();
  });

  it('logs a failure with the id and error codes only, never the visitor’s data or the error text', async () => {
    const { log, entries } = memoryLog();
    const failure = Object.assign(new Error(`550 <${enquiry.email}> rejected`), {
      code: 'EENVELOPE',
      responseCode: 550,
      command: 'RCPT TO',
    });
    const mailer = createEnquiryMailer(config, log, () => ({ sendMail: () => Promise.reject(failure) }))!;
    mailer.notify(enquiry);
    await mailer.settle();
    expect(entries).toEqual([
      {
        level: 'error',
        details: { enquiryId: 7, code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' },
        message: 'Enquiry e-mail failed; the enquiry is stored',
      },
    ]);
    const logged = JSON.stringify(entries);
    for (const value of [enquiry.full_name, enquiry.email, enquiry.project_brief, enquiry.page_details])
      expect(logged).not.toContain(value);
  });

  it('survives a transport that throws at once', async () => {
    const { log, entries } = memoryLog();
    const mailer = createEnquiryMailer(config, log, () => ({
      sendMail: () => {
        throw new Error('boom');
      },
    }))!;
    expect(() => mailer.notify(enquiry)).not.toThrow();
    await mailer.settle();
    expect(entries[0]).toMatchObject({ level: 'error', details: { enquiryId: 7 } });
  });
});

// The password reset e-mail as a mail server receives it: "Forgot your password?" with SMTP_URL pointing at a
// real SMTP server on this machine (server/shared/test-smtp-catcher.ts), sent by nodemailer's own transport.
// Closing the app waits for the e-mails still being sent, so what has arrived by then is all that ever will.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sha256 } from './sessions.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../shared/test-smtp-catcher.ts';
import { buildStaffTestApp, STAFF_EMAIL, STAFF_PASSWORD, type StaffTestApp } from '../staff/test-staff.ts';

const SAME_ANSWER = { success: true, message: 'If an account has this address, a link is on its way. It works once, within 30 minutes.' };

let catcher: SmtpCatcher;
let t: StaffTestApp;
beforeEach(async () => {
  catcher = await startSmtpCatcher();
});
afterEach(async () => {
  await t?.close();
  await catcher.close();
});

async function ask(email: string) {
  const form = await t.signInForm();
  return t.send('POST', '/api/staff/session/password-reset', { session: form, payload: { email } });
}

describe('the password reset e-mail, sent through SMTP_URL', () => {
  it('answers the same for any address and reaches only an account’s, from the site, with a link stored only as its hash', async () => {
    t = await buildStaffTestApp({ env: { SMTP_URL: catcher.url, SITE_ORIGIN: 'https://dexterity.example' } });
    await t.addAccount(STAFF_EMAIL, STAFF_PASSWORD, 'sales');
    expect((await t.send('GET', '/api/staff/session/password-reset')).json().data).toEqual({ byEmail: true });
    // The same answer for an address with no account, which is sent nothing.
    const unknown = await ask('nobody@example.in');
    const known = await ask(` ${STAFF_EMAIL.toUpperCase()} `);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(SAME_ANSWER);
    expect(known.json()).toEqual(SAME_ANSWER);
    await t.app.close();

    expect(catcher.mails).toHaveLength(1);
    const [{ envelope, headers, parsed }] = catcher.mails as [(typeof catcher.mails)[number]];
    expect(envelope).toEqual({ from: 'no-reply@dexterity.example', to: [STAFF_EMAIL] });
    expect(headers.map((header) => header.slice(0, header.indexOf(':'))).sort()).toEqual([
      'Content-Transfer-Encoding',
      'Content-Type',
      'Date',
      'From',
      'MIME-Version',
      'Message-ID',
      'Subject',
      'To',
    ]);
    for (const header of headers) expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(parsed.from?.value).toEqual([{ name: 'Dexterity staff area', address: 'no-reply@dexterity.example' }]);
    expect(parsed.to).toMatchObject({ value: [{ name: '', address: STAFF_EMAIL }] });
    expect(parsed.subject).toBe('Set a new password for the Dexterity staff area');
    const token = /^https:\/\/dexterity\.example\/staff\/reset-password#([\w-]{43})$/m.exec(parsed.text ?? '')?.[1];
    expect(token, parsed.text).toBeDefined();
    expect(t.db.prepare('SELECT token_hash FROM staff_password_resets').pluck().all()).toEqual([sha256(token!)]);
  });
});

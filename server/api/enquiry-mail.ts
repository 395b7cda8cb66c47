// The optional e-mail about each stored enquiry (SMTP_URL and ENQUIRY_TO). Sent after the enquiry is
// stored and never awaited by the answer: a slow or failing mail server costs the visitor nothing,
// and the enquiry stays in the database either way. Failures are logged with the enquiry's id only.
import nodemailer from 'nodemailer';

import { isEmailAddress } from '../../common/enquiry-rules.ts';
import type { ServerConfig } from '../config.ts';
import type { StoredEnquiry } from '../db/enquiries.ts';

export interface MailLog {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

export interface MailMessage {
  from: { name: string; address: string };
  to: string[];
  /** The visitor, when they gave an e-mail address (a visitor who gave only a phone is called back). */
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
}

/** What is needed of a nodemailer transport (tests pass a stub). */
export interface MailTransport {
  sendMail: (message: MailMessage) => Promise<unknown>;
  close?: () => void;
}

export interface EnquiryMailer {
  /** Starts sending; returns at once. */
  notify: (enquiry: StoredEnquiry) => void;
  /** Waits for the e-mails still being sent (the server does before it stops). */
  settle: () => Promise<void>;
  close: () => void;
}

export type TransportFactory = (smtpUrl: string) => MailTransport;

const smtpTransport: TransportFactory = (smtpUrl) => nodemailer.createTransport(smtpUrl) as unknown as MailTransport;

/** The recipients in ENQUIRY_TO (comma-separated); throws naming a bad one. */
export function parseRecipients(raw: string): string[] {
  const recipients = raw
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  for (const address of recipients) {
    if (!isEmailAddress(address)) throw new Error(`ENQUIRY_TO must be e-mail addresses separated by commas, got "${address}"`);
  }
  if (recipients.length === 0) throw new Error('ENQUIRY_TO must name at least one e-mail address');
  return recipients;
}

export function enquiryMessage(enquiry: StoredEnquiry, recipients: string[]): MailMessage {
  const lines = [
    `A new enquiry (#${enquiry.id}) arrived from the website's contact form on ${enquiry.received_at}.`,
    '',
    `Full name: ${enquiry.full_name}`,
    `Email: ${enquiry.email || '(not given: call back)'}`,
    `Phone: ${enquiry.phone || '(not given)'}`,
    `Page details: ${enquiry.page_details || '(not given)'}`,
    '',
    'Project brief:',
    enquiry.project_brief,
    '',
    enquiry.email
      ? 'Reply to this e-mail to answer the visitor. Every enquiry is in the database: npm run enquiries -- export'
      : 'The visitor gave no e-mail address: answer by phone. Every enquiry is in the database: npm run enquiries -- export',
  ];
  return {
    from: { name: 'Dexterity website', address: recipients[0]! },
    to: recipients,
    ...(enquiry.email && { replyTo: { name: enquiry.full_name, address: enquiry.email } }),
    // No visitor data in the subject: it shows in mail-server logs and notifications.
    subject: `Website enquiry #${enquiry.id}`,
    text: lines.join('\n'),
  };
}

/** The mailer when SMTP_URL and ENQUIRY_TO are both set, else undefined (and a warning for only one). */
export function createEnquiryMailer(
  config: Pick<ServerConfig, 'smtpUrl' | 'enquiryTo'>,
  log: MailLog,
  createTransport: TransportFactory = smtpTransport,
): EnquiryMailer | undefined {
  if (!config.smtpUrl || !config.enquiryTo) {
    if (config.smtpUrl || config.enquiryTo) {
      log.warn({}, 'Enquiry e-mails are off: set both SMTP_URL and ENQUIRY_TO to send them');
    }
    return undefined;
  }
  const recipients = parseRecipients(config.enquiryTo);
  const sender = backgroundSender(createTransport(config.smtpUrl), log);
  return {
    notify(enquiry) {
      sender.send(() => enquiryMessage(enquiry, recipients), { enquiryId: enquiry.id }, 'Enquiry e-mailed', 'Enquiry e-mail failed; the enquiry is stored');
    },
    settle: sender.settle,
    close: sender.close,
  };
}

/**
 * Sends e-mails through one transport in the background: each starts at once and is never awaited by the
 * caller; settle() waits for those still being sent. The outcome is logged with the details given, and a
 * failure with the error's codes only (its message can quote addresses).
 */
export function backgroundSender(transport: MailTransport, log: MailLog) {
  const pending = new Set<Promise<void>>();
  return {
    /** Starts sending the message (made when the sending starts); returns at once. */
    send(message: () => MailMessage, details: object, sent: string, failed: string) {
      const sending = Promise.resolve()
        .then(() => transport.sendMail(message()))
        .then(
          () => log.info(details, sent),
          (error: unknown) => {
            const { code, responseCode, command } = (error ?? {}) as { code?: string; responseCode?: number; command?: string };
            log.error({ ...details, code, responseCode, command }, failed);
          },
        )
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async settle() {
      await Promise.all([...pending]);
    },
    close() {
      transport.close?.();
    },
  };
}

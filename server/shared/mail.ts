// Sending e-mail (SMTP_URL, nodemailer), for every mail the server sends: the enquiry e-mails
// (server/api/enquiry-mail.ts) and the password reset and invitation links (server/account/reset-mail.ts).

import { isEmailAddress } from '../../common/enquiry-rules.ts';

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
  /**
   * The same message as HTML, sent beside the text (multipart/alternative) for mail apps that show it; every value in
   * it escaped as text. Without it the message is plain text only.
   */
  html?: string;
  /** Files sent with it (a quotation's PDF). */
  attachments?: ReadonlyArray<{ filename: string; content: Buffer; contentType: string }>;
}

/** What is needed of a nodemailer transport (tests pass a stub). */
export interface MailTransport {
  sendMail: (message: MailMessage) => Promise<unknown>;
  close?: () => void;
}

export type TransportFactory = (smtpUrl: string) => MailTransport;

/**
 * The transport of an SMTP_URL (nodemailer), loaded with the first e-mail sent: the server starts without
 * loading it (it takes half a second).
 */
export const smtpTransport: TransportFactory = (smtpUrl) => {
  let transport: Promise<MailTransport> | undefined;
  let opened: MailTransport | undefined;
  const open = () =>
    (transport ??= import('nodemailer').then(
      ({ default: nodemailer }) => (opened = nodemailer.createTransport(smtpUrl) as unknown as MailTransport),
    ));
  return {
    sendMail: async (message) => (await open()).sendMail(message),
    close: () => opened?.close?.(),
  };
};

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

/**
 * Sends e-mails through one transport in the background: each starts at once and is never awaited by the
 * caller; settle() waits for those still being sent. The outcome is logged with the details given, and a
 * failure with the error's codes only (its message can quote addresses).
 */
export function backgroundSender(transport: MailTransport, log: MailLog) {
  const pending = new Set<Promise<void>>();
  return {
    /** Starts sending the message (made when the sending starts, perhaps with a file to make); returns at once. */
    send(message: () => MailMessage | Promise<MailMessage>, details: object, sent: string, failed: string) {
      const sending = Promise.resolve()
        .then(message)
        .then((made) => transport.sendMail(made))
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

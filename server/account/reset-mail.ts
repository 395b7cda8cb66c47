// The staff area's e-mails — a password reset link (docs/decisions/0021) and an invitation's link (0019) — through the SMTP server the enquiry e-mails use
// (SMTP_URL, nodemailer: server/shared/mail.ts): sent after the answer is decided and never awaited by it,
// so neither a slow mail server nor whether an account exists shows in the answer or its timing. From the first
// ENQUIRY_TO address when there is one, else no-reply@ the site's host. Failures are logged with their codes
// only: never the address or the link.

import { backgroundSender, parseRecipients, smtpTransport, type MailLog, type MailMessage, type TransportFactory } from '../shared/mail.ts';
import type { ServerConfig } from '../config.ts';

export interface ResetMailer {
  /** Starts sending the link to the address (a reset link, or an invitation's with its role); returns at once. */
  send: (to: string, link: string, invitation?: { role: string; by: string }) => void;
  /** Waits for the e-mails still being sent (before the server stops). */
  settle: () => Promise<void>;
  close: () => void;
}

/** Who the e-mail comes from. */
export function resetSender(config: Pick<ServerConfig, 'enquiryTo' | 'siteOrigin'>): string {
  const first = config.enquiryTo ? parseRecipients(config.enquiryTo)[0] : undefined;
  return first ?? `no-reply@${new URL(config.siteOrigin).hostname}`;
}

export function resetMessage(from: string, to: string, link: string): MailMessage {
  return {
    from: { name: 'Dexterity staff area', address: from },
    to: [to],
    subject: 'Set a new password for the Dexterity staff area',
    text: [
      'Someone (we hope you) asked to set a new password for your account in the Dexterity staff area.',
      '',
      'Open this link within 30 minutes to choose it (it works once):',
      link,
      '',
      'Once the new password is set, every session of your account ends. If you did not ask for this, ignore this',
      'e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

const ROLE_WORDS: Readonly<Record<string, string>> = {
  owner: 'an owner',
  editor: 'an editor',
  writer: 'a writer (your drafts are published by an editor)',
  sales: 'a member of the sales team',
};

export function invitationMessage(from: string, to: string, link: string, { role, by }: { role: string; by: string }): MailMessage {
  return {
    from: { name: 'Dexterity staff area', address: from },
    to: [to],
    subject: 'You are invited to the Dexterity staff area',
    text: [
      `${by} invited you to the Dexterity staff area as ${ROLE_WORDS[role] ?? role}.`,
      '',
      'Open this link within 72 hours to choose your password (it works once):',
      link,
      '',
      'If you did not expect this, ignore this e-mail: no account is made until the link is used.',
    ].join('\n'),
  };
}

/** The mailer when SMTP_URL is set, else undefined (the page then says to ask an owner). */
export function createResetMailer(
  config: Pick<ServerConfig, 'smtpUrl' | 'enquiryTo' | 'siteOrigin'>,
  log: MailLog,
  createTransport: TransportFactory = smtpTransport,
): ResetMailer | undefined {
  if (!config.smtpUrl) return undefined;
  const from = resetSender(config);
  const sender = backgroundSender(createTransport(config.smtpUrl), log);
  return {
    send(to, link, invitation) {
      const what = invitation ? 'Invitation' : 'Password reset';
      const message = () => (invitation ? invitationMessage(from, to, link, invitation) : resetMessage(from, to, link));
      sender.send(message, {}, `${what} link e-mailed`, `${what} e-mail failed`);
    },
    settle: sender.settle,
    close: sender.close,
  };
}

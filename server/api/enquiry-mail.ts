// The optional e-mail about each stored enquiry (SMTP_URL and ENQUIRY_TO). Sent after the enquiry is
// stored and never awaited by the answer: a slow or failing mail server costs the visitor nothing,
// and the enquiry stays in the database either way. Failures are logged with the enquiry's id only.
import type { ServerConfig } from '../config.ts';
import type { StoredEnquiry } from '../db/enquiries.ts';
import { backgroundSender, parseRecipients, smtpTransport, type MailLog, type MailMessage, type TransportFactory } from '../shared/mail.ts';

export interface EnquiryMailer {
  /** Starts sending; returns at once. */
  notify: (enquiry: StoredEnquiry) => void;
  /** Waits for the e-mails still being sent (the server does before it stops). */
  settle: () => Promise<void>;
  close: () => void;
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
      sender.send(
        () => enquiryMessage(enquiry, recipients),
        { enquiryId: enquiry.id },
        'Enquiry e-mailed',
        'Enquiry e-mail failed; the enquiry is stored',
      );
    },
    settle: sender.settle,
    close: sender.close,
  };
}

// The e-mail about each stored enquiry, when SMTP_URL is set: to ENQUIRY_TO and every sales member, with a
// link to the enquiry in the staff area and a one-tap WhatsApp reply to the visitor. Sent after the enquiry is
// stored and never awaited by the answer: a slow or failing mail server costs the visitor nothing,
// and the enquiry stays in the database either way. Failures are logged with the enquiry's id only.
import { DEFAULT_LANGUAGE, languageOfPath, type Language } from '../../common/languages.ts';
import { languageName } from '../../common/translation-states.ts';
import type { ServerConfig } from '../config.ts';
import type { StoredEnquiry } from '../db/enquiries.ts';
import { wordsIn } from '../shared/words.ts';
import type { EnquiryForm } from '../db/enquiry-inbox.ts';
import { hrefs } from '../../common/paths.ts';
import { whatsappNumber } from '../../common/whatsapp-number.ts';
import { backgroundSender, parseRecipients, smtpTransport, type MailLog, type MailMessage, type TransportFactory } from '../shared/mail.ts';

export interface EnquiryMailer {
  /** Starts sending, to these addresses besides the usual ones (a form's); returns at once. */
  notify: (enquiry: MailedEnquiry, also?: readonly string[]) => void;
  /** Starts sending a form's reply to the visitor's address, with their answers; returns at once. */
  replyToVisitor: (enquiry: MailedEnquiry, reply: VisitorReply) => void;
  /** Starts sending a quotation to the visitor's address, its PDF attached (made then); returns at once. */
  sendQuotation: (enquiry: MailedEnquiry, quotation: MailedQuotation, pdf: () => Promise<Buffer>) => void;
  /** Waits for the e-mails still being sent (the server does before it stops). */
  settle: () => Promise<void>;
  close: () => void;
}

/** A form's reply to the visitor who filled it in, in the language of the page they filled it in on. */
export interface VisitorReply {
  lang: Language;
  /** The form's reply in that language. */
  text: string;
  /** Their answers as they read the form: "Label: answer" lines. */
  answers: string;
}

/** A WhatsApp chat with the visitor, a greeting typed in: '' when the phone cannot make one. */
export function whatsappReply(enquiry: Pick<StoredEnquiry, 'full_name' | 'phone'>, companyName = 'Dexterity'): string {
  const number = whatsappNumber(enquiry.phone);
  const greeting = `Hello ${enquiry.full_name.trim().split(/\s+/)[0] ?? ''}, this is ${companyName}, about the enquiry you sent from our website.`;
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(greeting)}` : '';
}

/** What a quotation's e-mail says of it. */
export interface MailedQuotation {
  number: string;
  /** Its private page. */
  link: string;
  /** "₹1,87,620.00". */
  total: string;
  /** "15 Dec 2026", "15 डिसें, 2026". */
  validUntil: string;
  /** The quotation's language, which its e-mail speaks. */
  lang: Language;
}

/** An enquiry as e-mailed: the contact form's, or an answer to a form staff built (its name given). */
export type MailedEnquiry = StoredEnquiry & Partial<Pick<EnquiryForm, 'form_name'>> & { sent_from_page?: string };

export function enquiryMessage(enquiry: MailedEnquiry, recipients: string[], siteOrigin?: string): MailMessage {
  const reply = whatsappReply(enquiry);
  const form = enquiry.form_name;
  // Sent from a Marathi or Hindi page: sales answer in that language.
  const { lang } = languageOfPath(enquiry.sent_from_page || '/');
  const lines = [
    form
      ? `New answers (#${enquiry.id}) to the website's form "${form}" arrived on ${enquiry.received_at}.`
      : `A new enquiry (#${enquiry.id}) arrived from the website's contact form on ${enquiry.received_at}.`,
    '',
    `Full name: ${enquiry.full_name || '(not given)'}`,
    `Email: ${enquiry.email || '(not given: call back)'}`,
    `Phone: ${enquiry.phone || '(not given)'}`,
    ...(lang === DEFAULT_LANGUAGE ? [] : [`Language: ${languageName(lang)} (written from ${enquiry.sent_from_page})`]),
    ...(form ? [] : [`Page details: ${enquiry.page_details || '(not given)'}`]),
    '',
    form ? 'Answers:' : 'Project brief:',
    enquiry.project_brief,
    '',
    ...(siteOrigin ? [`Open it in the staff area: ${siteOrigin}${hrefs.staffEnquiry(enquiry.id)}`] : []),
    ...(reply ? [`Reply on WhatsApp: ${reply}`] : []),
    ...(siteOrigin || reply ? [''] : []),
    enquiry.email
      ? 'Reply to this e-mail to answer the visitor. Every enquiry is in the database: npm run enquiries -- export'
      : 'The visitor gave no e-mail address: answer by phone. Every enquiry is in the database: npm run enquiries -- export',
  ];
  return {
    from: { name: 'Dexterity website', address: recipients[0]! },
    to: recipients,
    ...(enquiry.email && { replyTo: { name: enquiry.full_name || enquiry.email, address: enquiry.email } }),
    // No visitor data in the subject: it shows in mail-server logs and notifications.
    subject: `Website enquiry #${enquiry.id}`,
    text: lines.join('\n'),
  };
}

/**
 * The mailer when SMTP_URL is set with ENQUIRY_TO or a way to find the sales members, else undefined (and a
 * warning for ENQUIRY_TO without SMTP_URL). Each enquiry goes to ENQUIRY_TO and the sales members of the moment.
 */
export function createEnquiryMailer(
  config: Pick<ServerConfig, 'smtpUrl' | 'enquiryTo'> & { siteOrigin?: string },
  log: MailLog,
  createTransport: TransportFactory = smtpTransport,
  salesEmails?: () => string[],
): EnquiryMailer | undefined {
  if (!config.smtpUrl || (!config.enquiryTo && !salesEmails)) {
    if (config.smtpUrl || config.enquiryTo) {
      log.warn({}, 'Enquiry e-mails are off: set both SMTP_URL and ENQUIRY_TO to send them');
    }
    return undefined;
  }
  const fixed = config.enquiryTo ? parseRecipients(config.enquiryTo) : [];
  const sender = backgroundSender(createTransport(config.smtpUrl), log);
  return {
    notify(enquiry, also = []) {
      const recipients = [...new Set([...fixed, ...(salesEmails?.() ?? []), ...also])];
      if (recipients.length === 0) return;
      sender.send(
        () => enquiryMessage(enquiry, recipients, config.siteOrigin),
        { enquiryId: enquiry.id },
        'Enquiry e-mailed',
        'Enquiry e-mail failed; the enquiry is stored',
      );
    },
    replyToVisitor(enquiry, reply) {
      const [from] = [...fixed, ...(salesEmails?.() ?? [])];
      if (!from || !enquiry.email) return;
      sender.send(
        () => visitorReply(enquiry, reply, from),
        { enquiryId: enquiry.id },
        'Reply e-mailed to the visitor',
        'The reply to the visitor failed; the enquiry is stored',
      );
    },
    sendQuotation(enquiry, quotation, pdf) {
      const [from] = [...fixed, ...(salesEmails?.() ?? [])];
      if (!from || !enquiry.email) return;
      sender.send(
        async () => ({
          ...quotationMessage(enquiry, quotation, from),
          attachments: [{ filename: `${quotation.number}.pdf`, content: await pdf(), contentType: 'application/pdf' }],
        }),
        { enquiryId: enquiry.id },
        'Quotation e-mailed to the visitor',
        'The quotation e-mail to the visitor failed; the quotation is stored',
      );
    },
    settle: sender.settle,
    close: sender.close,
  };
}

/**
 * A quotation to the visitor who asked for it, in the language of the page they asked on: its number, total, validity
 * and link; answering it reaches sales.
 */
export function quotationMessage(enquiry: MailedEnquiry, quotation: MailedQuotation, from: string): MailMessage {
  const t = wordsIn(quotation.lang);
  const { number, total, validUntil: date, link } = quotation;
  const company = 'Dexterity';
  return {
    from: { name: company, address: from },
    to: [enquiry.email],
    replyTo: { name: company, address: from },
    subject: t('Your quotation {number}', { number }),
    text: [
      t('Dear {name},', { name: enquiry.full_name.trim().split(/\s+/)[0] ?? '' }),
      '',
      t('Thank you for asking {company} for a quotation. Quotation {number} is attached as a PDF: {total} with GST, valid until {date}.', {
        company,
        number,
        total,
        date,
      }),
      '',
      t('You can also open it here: {link}', { link }),
      '',
      t('Reply to this e-mail or call us to go ahead, or with any question.'),
      '',
      company,
    ].join('\n'),
  };
}

/** A form's reply to the visitor: the form's words, then what they sent; answering it reaches the company. */
export function visitorReply(enquiry: MailedEnquiry, reply: VisitorReply, from: string): MailMessage {
  // In the language of the page the form was filled in on, with the answers as the visitor read them.
  const t = wordsIn(reply.lang);
  return {
    from: { name: 'Dexterity', address: from },
    to: [enquiry.email],
    replyTo: { name: 'Dexterity', address: from },
    subject: enquiry.form_name ? t('Your answers: {form}', { form: enquiry.form_name }) : t('Your enquiry'),
    text: [reply.text, '', t('What you sent:'), reply.answers].join('\n'),
  };
}

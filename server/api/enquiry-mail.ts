// The e-mail about each stored enquiry, when SMTP_URL is set: to ENQUIRY_TO and every sales member, in plain text
// and HTML, with a link to the enquiry in the staff area and a one-tap WhatsApp reply to the visitor. Sent after the
// enquiry is stored and never awaited by the answer: a slow or failing mail server costs the visitor nothing,
// and the enquiry stays in the database either way. Failures are logged with the enquiry's id only.
import { answersText, type FormAnswer } from '../../common/form-rules.ts';
import { DEFAULT_LANGUAGE, languageOfPath, languageTag, type Language } from '../../common/languages.ts';
import { languageName } from '../../common/translation-states.ts';
import type { ServerConfig } from '../config.ts';
import type { StoredEnquiry } from '../db/enquiries.ts';
import { wordsIn } from '../shared/words.ts';
import type { EnquiryForm } from '../db/enquiry-inbox.ts';
import { hrefs } from '../../common/paths.ts';
import { whatsappNumber } from '../../common/whatsapp-number.ts';
import { escapeHtml } from '../shared/escape-html.ts';
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

/**
 * An enquiry as e-mailed: the contact form's, or an answer to a form staff built (its name given, and its answers as
 * stored, which the HTML part shows one to a row).
 */
export type MailedEnquiry = StoredEnquiry & Partial<Pick<EnquiryForm, 'form_name' | 'answers'>> & { sent_from_page?: string };

export function enquiryMessage(enquiry: MailedEnquiry, recipients: string[], siteOrigin?: string): MailMessage {
  const reply = whatsappReply(enquiry);
  const form = enquiry.form_name;
  // Sent from a Marathi or Hindi page: sales answer in that language.
  const { lang } = languageOfPath(enquiry.sent_from_page || '/');
  const staffLink = siteOrigin ? `${siteOrigin}${hrefs.staffEnquiry(enquiry.id)}` : '';
  const mail: EnquiryMail = {
    id: enquiry.id,
    lang,
    intro: form
      ? `New answers (#${enquiry.id}) to the website's form "${form}" arrived on ${enquiry.received_at}.`
      : `A new enquiry (#${enquiry.id}) arrived from the website's contact form on ${enquiry.received_at}.`,
    details: [
      ['Full name', enquiry.full_name || '(not given)'],
      ['Email', enquiry.email || '(not given: call back)'],
      ['Phone', enquiry.phone || '(not given)'],
      ...(lang === DEFAULT_LANGUAGE ? [] : [['Language', `${languageName(lang)} (written from ${enquiry.sent_from_page})`] as const]),
      ...(form ? [] : [['Page details', enquiry.page_details || '(not given)'] as const]),
    ],
    heading: form ? 'Answers' : 'Project brief',
    brief: enquiry.project_brief,
    answers: form ? answerRows(enquiry.answers) : undefined,
    staffLink,
    reply,
    closing: enquiry.email
      ? 'Reply to this e-mail to answer the visitor. Every enquiry is in the database: npm run enquiries -- export'
      : 'The visitor gave no e-mail address: answer by phone. Every enquiry is in the database: npm run enquiries -- export',
  };
  const lines = [
    mail.intro,
    '',
    ...mail.details.map(([label, value]) => `${label}: ${value}`),
    '',
    `${mail.heading}:`,
    mail.brief,
    '',
    ...(staffLink ? [`Open it in the staff area: ${staffLink}`] : []),
    ...(reply ? [`Reply on WhatsApp: ${reply}`] : []),
    ...(staffLink || reply ? [''] : []),
    mail.closing,
  ];
  return {
    from: { name: 'Dexterity website', address: recipients[0]! },
    to: recipients,
    ...(enquiry.email && { replyTo: { name: enquiry.full_name || enquiry.email, address: enquiry.email } }),
    // No visitor data in the subject: it shows in mail-server logs and notifications.
    subject: `Website enquiry #${enquiry.id}`,
    text: lines.join('\n'),
    html: enquiryHtml(mail),
  };
}

/** What the enquiry e-mail says, once for its two parts (plain text and HTML). */
interface EnquiryMail {
  id: number;
  /** The language of the page the visitor wrote from: their answers are marked as in it. */
  lang: Language;
  intro: string;
  /** The visitor's name, e-mail, phone (and the page's language, the page details): label and value. */
  details: ReadonlyArray<readonly [string, string]>;
  heading: string;
  /** The message, or a form's answers as "Label: answer" lines. */
  brief: string;
  /** A form's answers, label and answer, in the form's order; undefined when they cannot be read (the brief then). */
  answers: ReadonlyArray<readonly [string, string]> | undefined;
  staffLink: string;
  reply: string;
  closing: string;
}

/** A form's stored answers (common/form-rules.ts's FormAnswer[] as JSON) as label and answer, worded as in the text part. */
function answerRows(stored: string | undefined): (readonly [string, string])[] | undefined {
  try {
    const answers: unknown = JSON.parse(stored || 'null');
    if (!Array.isArray(answers) || answers.length === 0) return undefined;
    return (answers as FormAnswer[]).map((answer) => [answer.label, answersText([answer]).slice(answer.label.length + 2)] as const);
  } catch {
    return undefined;
  }
}

// Inline styles only: mail apps drop a <style> block or the page's <head>. System fonts, dark text on white.
const CELL = 'padding:6px 12px 6px 0;border-bottom:1px solid #dee2e6;vertical-align:top;text-align:left';
const LABEL = `${CELL};color:#495057;font-weight:bold;white-space:nowrap`;
const TABLE = 'border-collapse:collapse;margin:0 0 16px';
const LINK = 'color:#0a58ca;font-weight:bold';
const BODY = 'margin:0;padding:16px;background:#ffffff;color:#212529;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5';

/** Text as HTML: escaped, its line breaks kept. */
const asHtml = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/** The HTML part: the same words as the text part, every value from the visitor or the database escaped as text. */
function enquiryHtml(mail: EnquiryMail): string {
  // The visitor's own words are in the language of the page they wrote from; the rest is in English.
  const theirs = mail.lang === DEFAULT_LANGUAGE ? '' : ` lang="${languageTag(mail.lang)}"`;
  const row = ([label, value]: readonly [string, string], valueLang: string) =>
    `<tr><th scope="row" style="${LABEL}">${asHtml(label)}</th><td style="${CELL}"${valueLang}>${asHtml(value)}</td></tr>`;
  const rows = (pairs: ReadonlyArray<readonly [string, string]>, valueLang = '') =>
    `<table style="${TABLE}">${pairs.map((pair) => row(pair, valueLang)).join('')}</table>`;
  const links = [
    mail.staffLink && `<a href="${escapeHtml(mail.staffLink)}" style="${LINK}">Open it in the staff area</a>`,
    mail.reply && `<a href="${escapeHtml(mail.reply)}" style="${LINK}">Reply on WhatsApp</a>`,
  ].filter(Boolean);
  const title = `Website enquiry #${mail.id}`;
  return [
    `<!doctype html><html lang="${languageTag(DEFAULT_LANGUAGE)}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>`,
    `<body style="${BODY}">`,
    `<p style="margin:0 0 16px">${asHtml(mail.intro)}</p>`,
    rows(mail.details),
    `<h2 style="margin:0 0 8px;font-size:16px">${asHtml(mail.heading)}</h2>`,
    mail.answers ? rows(mail.answers, theirs) : `<p style="margin:0 0 16px"${theirs}>${asHtml(mail.brief)}</p>`,
    links.length > 0 ? `<p style="margin:0 0 16px">${links.join('<br>')}</p>` : '',
    `<p style="margin:0;color:#6c757d;font-size:13px">${asHtml(mail.closing)}</p>`,
    '</body></html>',
  ].join('\n');
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

// The review's e-mails (SMTP_URL, nodemailer: server/shared/mail.ts): a submission tells the editors and owners, a
// comment, a send-back or an approval tells the writer. Sent in the background after the step is stored, never
// awaited by its answer; failures are logged with their codes only.
import type Database from 'better-sqlite3';

import type { ServerConfig } from '../config.ts';
import { reviewerEmails } from '../db/content-editor.ts';
import { resetSender } from '../account/reset-mail.ts';
import { backgroundSender, smtpTransport, type MailLog, type MailMessage, type TransportFactory } from '../shared/mail.ts';

import type { ReviewNotice, ReviewNotifier } from './review.ts';

const SUBJECTS: Readonly<Record<ReviewNotice['step'], (title: string) => string>> = {
  submit: (title) => `In review: “${title}”`,
  comment: (title) => `A comment on “${title}”`,
  'send-back': (title) => `Sent back: “${title}”`,
  approve: (title) => `Approved: “${title}”`,
};

const WHAT: Readonly<Record<ReviewNotice['step'], string>> = {
  submit: 'submitted this draft for review',
  comment: 'commented on this draft',
  'send-back': 'sent this draft back to you',
  approve: 'approved this draft',
};

/** The e-mail of one step to its readers (none: nobody to tell, such as the writer commenting on their own draft). */
export function reviewMessage(from: string, siteOrigin: string, notice: ReviewNotice, readers: string[]): MailMessage | undefined {
  const to = readers.filter((reader) => reader !== notice.by);
  if (to.length === 0) return undefined;
  const link = `${siteOrigin}/staff/content?view=pending&draft=${notice.draft.id}`;
  return {
    from: { name: 'Dexterity staff area', address: from },
    to,
    subject: SUBJECTS[notice.step](notice.draft.title),
    text: [
      `${notice.by} ${WHAT[notice.step]}: “${notice.draft.title}”.`,
      ...(notice.note ? ['', notice.note] : []),
      '',
      `Open it in Pending changes: ${link}`,
    ].join('\n'),
  };
}

/** The notifier when SMTP_URL is set, else undefined (the steps are still in Pending changes and the activity log). */
export function createReviewMailer(
  config: Pick<ServerConfig, 'smtpUrl' | 'enquiryTo' | 'siteOrigin'>,
  db: Database.Database,
  log: MailLog,
  createTransport: TransportFactory = smtpTransport,
): { notify: ReviewNotifier; settle: () => Promise<void>; close: () => void } | undefined {
  if (!config.smtpUrl) return undefined;
  const from = resetSender(config);
  const sender = backgroundSender(createTransport(config.smtpUrl), log);
  return {
    notify(notice) {
      const readers = notice.step === 'submit' ? reviewerEmails(db) : [notice.writer];
      const message = reviewMessage(from, config.siteOrigin, notice, readers);
      if (message) sender.send(() => message, { draft: notice.draft.id, step: notice.step }, 'Review e-mail sent', 'Review e-mail failed');
    },
    settle: sender.settle,
    close: sender.close,
  };
}

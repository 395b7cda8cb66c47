// The staff area's pages in the route table (./routes.ts spreads them in, last): drawn in the browser
// behind a sign-in, so their meta is only the title.
import { paths } from './paths.ts';

const staffPage = <const Id extends string>(id: Id, path: string, title: string) =>
  ({ id, path, layout: 'staff', render: 'shell', meta: { title, description: title, subtitle: 'Staff area' } }) as const;

/** The app shell's title, which the server replaces with the staff page's (`staffDocumentTitle`) as it sends the shell. */
export const SHELL_TITLE = '<title>Dexterity</title>';

/** A staff page's document title: "Media | Staff | Dexterity", by the server's shell and by the page once drawn. */
export const staffDocumentTitle = (title: string) => `${title} | Staff | Dexterity`;

export const staffPages = [
  staffPage('staff-inbox', paths.staff, 'Enquiries'),
  staffPage('staff-sign-in', paths.staffSignIn, 'Staff sign-in'),
  staffPage('staff-enquiry', paths.staffEnquiry, 'Enquiry'),
  staffPage('staff-content', paths.staffContent, 'Site content'),
  staffPage('staff-media', paths.staffMedia, 'Media'),
  staffPage('staff-translations', paths.staffTranslations, 'Translations'),
  staffPage('staff-calendar', paths.staffCalendar, 'Calendar'),
  staffPage('staff-reports', paths.staffReports, 'Reports'),
  staffPage('staff-account', paths.staffAccount, 'My account'),
  staffPage('staff-people', paths.staffPeople, 'People'),
  staffPage('staff-activity', paths.staffActivity, 'Activity'),
  staffPage('staff-backups', paths.staffBackups, 'Backups'),
  staffPage('staff-webhooks', paths.staffWebhooks, 'Webhooks'),
  staffPage('staff-privacy', paths.staffPrivacy, 'Privacy requests'),
  staffPage('staff-invitation', paths.staffInvitation, 'Your invitation'),
  staffPage('staff-forgot-password', paths.staffForgotPassword, 'Forgot your password?'),
  staffPage('staff-reset-password', paths.staffResetPassword, 'Set a new password'),
] as const;

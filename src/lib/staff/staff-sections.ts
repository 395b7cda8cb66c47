// The parts of the staff area a member may go to, by role (docs/decisions/0018): the header shows only
// these, a page of another part says the role does not include it, and sign-in leads to the first.
import { roleMayUse, type StaffArea, type StaffRole } from '@common/staff-roles';

import { paths } from '@common/paths';

export interface StaffSection {
  area: StaffArea;
  label: string;
  to: string;
}

/** Every section, in the header's order. */
export const STAFF_SECTIONS: readonly StaffSection[] = [
  { area: 'enquiries', label: 'Enquiries', to: paths.staff },
  { area: 'reports', label: 'Reports', to: paths.staffReports },
  { area: 'content', label: 'Content', to: paths.staffContent },
  // Owners, editors and writers: what goes live or comes down on its own is the content's.
  { area: 'content', label: 'Calendar', to: paths.staffCalendar },
  { area: 'content', label: 'Media', to: paths.staffMedia },
  { area: 'content', label: 'Translations', to: paths.staffTranslations },
  { area: 'people', label: 'People', to: paths.staffPeople },
  { area: 'activity', label: 'Activity', to: paths.staffActivity },
  { area: 'backups', label: 'Backups', to: paths.staffBackups },
  { area: 'webhooks', label: 'Webhooks', to: paths.staffWebhooks },
  { area: 'privacy', label: 'Privacy', to: paths.staffPrivacy },
];

/** My account: every role's, shown beside who is signed in rather than among the sections. */
export const ACCOUNT_SECTION: StaffSection = { area: 'account', label: 'My account', to: paths.staffAccount };

/** The sections the role includes. */
export function sectionsFor(role: StaffRole): StaffSection[] {
  return STAFF_SECTIONS.filter((section) => roleMayUse(role, section.area));
}

/**
 * Where a member of the role starts: the first section it includes, or My account while two-factor sign-in
 * is asked of the account (STAFF_REQUIRE_2FA) and not on yet.
 */
export function staffHome(role: StaffRole, twoFactorSetupRequired = false): string {
  if (twoFactorSetupRequired) return ACCOUNT_SECTION.to;
  return sectionsFor(role)[0]?.to ?? paths.staff;
}

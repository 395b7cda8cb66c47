// Staff roles (issue 26, docs/decisions/0018-staff-roles.md), declared once for the server's guard, the
// terminal's `npm run staff` and the staff pages. Deny by default: each part of the staff area lists the
// roles that may use it, and a role not listed may not.
export const STAFF_ROLES = ['owner', 'editor', 'writer', 'sales'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What each role may use, as `npm run staff` explains it. */
export const STAFF_ROLE_SUMMARIES: Readonly<Record<StaffRole, string>> = {
  owner: 'enquiries, reports, the site’s content, the staff accounts, the activity log and privacy requests',
  editor: 'the site’s content, no enquiries or reports',
  writer: 'drafts of the site’s content, submitted for review: an editor or owner publishes them',
  sales: 'enquiries and reports, no content',
};

/** Who publishes, deletes and reviews content; a writer drafts and submits (docs/decisions/0031). */
export const PUBLISHING_ROLES = ['owner', 'editor'] as const satisfies readonly StaffRole[];

/** Whether a role publishes (an owner or editor), rather than drafting for review. */
export const mayPublish = (role: StaffRole): boolean => (PUBLISHING_ROLES as readonly StaffRole[]).includes(role);

/** Said after a writer's save took a scheduled draft's time off: their words wait for one who publishes. */
export const WRITER_UNSCHEDULED = 'Its time to go live was taken off: an editor or owner sets it again.';

/** A save's or move's message, with WRITER_UNSCHEDULED after it when it took a draft's time off. */
export const unscheduledSaid = (message: string, unscheduled: boolean): string =>
  unscheduled ? `${message} ${WRITER_UNSCHEDULED}` : message;

export interface StaffAreaAccess {
  /** The roles that may use it. */
  roles: readonly StaffRole[];
  /** How a sentence names it: "Your role (editor) does not include enquiries." */
  name: string;
}

/** The parts of the staff area and who may use each. */
export const STAFF_AREAS = {
  enquiries: { roles: ['owner', 'sales'], name: 'enquiries' },
  reports: { roles: ['owner', 'sales'], name: 'reports' },
  /** The content: writers draft and submit for review; publishing and deleting are for editors and owners (docs/decisions/0031). */
  content: { roles: ['owner', 'editor', 'writer'], name: 'the site’s content' },
  /** People: the staff accounts, their roles and sessions, and invitations (docs/decisions/0019). */
  people: { roles: ['owner'], name: 'the staff accounts' },
  /** Activity: the audit log. */
  activity: { roles: ['owner'], name: 'the activity log' },
  /** Backups: the list, Back up now and downloads (issue 36). */
  backups: { roles: ['owner'], name: 'backups' },
  /** Webhooks: the endpoints each new enquiry is sent to, their secrets and deliveries (docs/enquiries.md). */
  webhooks: { roles: ['owner'], name: 'webhooks' },
  /** Privacy requests: a person's data found, given, corrected or erased on request (DPDP Act 2023). */
  privacy: { roles: ['owner'], name: 'privacy requests' },
  /** My account: one's own password and sessions. */
  account: { roles: ['owner', 'editor', 'writer', 'sales'], name: 'your account' },
} as const satisfies Record<string, StaffAreaAccess>;
export type StaffArea = keyof typeof STAFF_AREAS;

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

export function roleMayUse(role: StaffRole, area: StaffArea): boolean {
  return (STAFF_AREAS[area].roles as readonly StaffRole[]).includes(role);
}

/** A pending invitation to the staff area, as the server stores it and People lists it (docs/decisions/0019). */
export interface StaffInvitation {
  id: number;
  email: string;
  role: StaffRole;
  invited_by: string;
  /** ISO 8601, UTC. */
  created_at: string;
  expires_at: string;
}

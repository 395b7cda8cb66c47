// The activity page's words for an audit log entry: who did it (a person's e-mail, or what the server or
// the terminal did on its own), what was done as a sentence (a change of content names its item: "Saved a
// draft of the service “…”", "Moved the quick fact “Users” from place 4 to place 1": content-sentences.ts),
// and what it was done to. Made from the entry's action, entity and the few small values its before and after
// hold (roles, statuses, counts, the names of changed fields); never a password, and enquiries' entries hold
// no personal data to show.
import type { AuditRecord } from '../db/audit.ts';

import { changedFields, contentSentence, KIND_BY_ENTITY, titleIn } from './content-sentences.ts';
import { clip, count, plural, record, word } from './words.ts';

/** The server's and the terminal's own actors, as people read them. */
const SYSTEM_ACTORS: Readonly<Record<string, string>> = {
  'system:cli': 'The terminal (npm run staff)',
  'system:retention': 'The server (retention)',
  'system:schedule': 'The server (scheduled publishing)',
};

export function actorLabel(actor: string): string {
  return SYSTEM_ACTORS[actor] ?? actor;
}

/** A failed sign-in's sentence by the reason it holds (none: a wrong password, as entries before two-factor sign-in). */
const FAILED_SIGN_IN: Readonly<Record<string, string>> = {
  'wrong-code': 'Tried to sign in with a wrong code',
  'replayed-code': 'Tried to sign in with a code used before',
  'used-recovery-code': 'Tried to sign in with a recovery code used before',
};

export interface ActivityContext {
  /** The e-mail of each staff account that exists now, by id (for assignments and accounts named by id only). */
  emails: ReadonlyMap<number, string>;
}

/** The sentence of an action ("Changed the role from editor to sales"); the action itself when it is not known. */
export function whatWasDone(entry: AuditRecord, context: ActivityContext): string {
  const before = record(entry.before);
  const after = record(entry.after);
  const kind = KIND_BY_ENTITY.get(entry.entity);
  const content = kind && contentSentence(kind, entry, before, after);
  if (content) return content;
  const fields = changedFields(kind, before, after);
  switch (entry.action) {
    case 'sign-in':
      return 'Signed in';
    case 'sign-in-failed':
      if (after.step === '2fa-off' || after.step === '2fa-recovery-codes') {
        const wrong = after.reason === 'wrong-password' ? 'password' : 'code';
        return `Gave a wrong ${wrong} when ${after.step === '2fa-off' ? 'turning off two-factor sign-in' : 'asking for new recovery codes'}`;
      }
      return FAILED_SIGN_IN[word(after.reason)] ?? 'Tried to sign in with a wrong password';
    case 'sign-out':
      return 'Signed out';
    case 'password-change': {
      const ended = count(after.sessionsEnded);
      return `Changed their password${ended > 0 ? `; ${plural(ended, 'other session')} ended` : ''}`;
    }
    case 'password-change-failed':
      return 'Gave a wrong current password when changing their password';
    case 'display-name-change': {
      const name = word(after.display_name);
      return name ? `Set their display name to ${name}` : 'Removed their display name';
    }
    case 'password-reset':
      return after.via ? 'Set a new password with an e-mailed link; every session ended' : 'Set a new password and ended every session';
    case '2fa-on':
      return 'Turned on two-factor sign-in';
    case '2fa-off':
      return 'Turned off two-factor sign-in';
    case '2fa-recovery-codes':
      return 'Made new recovery codes (the old ones no longer work)';
    case '2fa-recovery-used': {
      const left = count(after.left);
      return `Signed in with a recovery code (${plural(left, 'code')} left)`;
    }
    case 'session-ended':
      return after.own === false ? 'Ended one of the account’s sessions' : 'Ended another of their own sessions';
    case 'sessions-ended':
      return `Ended every session of the account (${count(after.count)})`;
    case 'role':
    case 'role-change':
      return `Changed the role from ${word(before.role) || '?'} to ${word(after.role) || '?'}`;
    case 'remove':
    case 'account-removed':
      return 'Removed the account and its sessions';
    case 'invite':
      return `Invited them with the role ${word(after.role)}`;
    case 'invitation-withdrawn':
      return 'Withdrew the invitation';
    case 'invitation-accepted':
      return `Accepted the invitation and set a password (role ${word(after.role)})`;
    case 'export':
      return `Exported ${plural(count(after.count), 'enquiry', 'enquiries')} as CSV`;
    case 'purge':
      return `Removed ${plural(count(after.removed), 'enquiry', 'enquiries')} past the retention period`;
    case 'status':
      return `Changed the status from ${word(before.status)} to ${word(after.status)}`;
    case 'assign': {
      const id = typeof after.assigned_to === 'number' ? after.assigned_to : null;
      return id === null ? 'Assigned it to nobody' : `Assigned it to ${context.emails.get(id) ?? `account ${id}`}`;
    }
    case 'follow-up':
      return after.follow_up_on ? `Set the follow-up day to ${word(after.follow_up_on)}` : 'Cleared the follow-up day';
    case 'note':
      return 'Added a note';
    case 'correct':
      return `Corrected ${Object.keys(after).join(', ').replace('full_name', 'name') || 'it'} at the person’s request`;
    case 'privacy-access':
      return `Gave a person their data (${plural(count(after.enquiries), 'enquiry', 'enquiries')}, ${word(after.format).toUpperCase()})`;
    case 'privacy-correct':
      return `Corrected a person’s details on ${plural(count(after.enquiries), 'enquiry', 'enquiries')}`;
    case 'privacy-erase':
      return `Erased a person’s ${plural(count(after.enquiries), 'enquiry', 'enquiries')} and notes at their request`;
    case 'delete':
      return kind ? 'Deleted it (to Recently deleted)' : 'Deleted it for good';
    case 'create':
      return entry.entity === 'staff_account' ? `Created the account with the role ${word(after.role) || 'owner'}` : 'Created it';
    case 'update':
      return fields ? `Changed ${fields}` : 'Saved it';
    case 'publish':
      return fields ? `Published a change of ${fields}` : 'Published it';
    case 'draft':
      return fields ? `Saved a draft changing ${fields}` : 'Saved a draft';
    case 'discard-draft':
      return 'Discarded a draft';
    case 'move':
      return 'Moved it';
    case 'restore-from-trash':
      return 'Restored it from Recently deleted';
    case 'upload':
      return 'Uploaded a picture';
    case 'alt-text':
      return 'Changed a picture’s description (media library)';
    case 'backup':
      return 'Backed up the database and media (Back up now)';
    case 'backup-download':
      return 'Downloaded a backup';
    default:
      return entry.action.startsWith('reorder') ? 'Changed the order' : entry.action;
  }
}

/** What an entry was about: "Staff account ravi@example.in", "Service “Payroll”", "Enquiry 12", "Enquiries". */
export function whatItWasDoneTo(entry: AuditRecord, context: ActivityContext): string {
  const before = record(entry.before);
  const after = record(entry.after);
  const id = entry.entity_id;
  const email = word(after.email) || word(before.email);
  switch (entry.entity) {
    case 'enquiry':
      return id === null ? 'Enquiries' : `Enquiry ${id}`;
    case 'staff_account': {
      // Sign-ins and other entries about one's own account name it by its actor.
      const own = [
        'sign-in',
        'sign-in-failed',
        'sign-out',
        'password-change-failed',
        'display-name-change',
        '2fa-on',
        '2fa-off',
        '2fa-recovery-used',
        '2fa-recovery-codes',
      ].includes(entry.action)
        ? entry.actor
        : '';
      const name = email || own || (id === null ? '' : (context.emails.get(id) ?? ''));
      return name ? `Staff account ${name}` : `Staff account ${id ?? ''}`.trim();
    }
    case 'privacy_request':
      return `Privacy request ${id ?? ''}`.trim();
    case 'staff_invitation':
      return email ? `Invitation for ${email}` : 'Invitation';
    case 'media':
      return word(after.url || before.url) ? `Picture ${word(after.url || before.url)}` : 'Picture';
    case 'backup':
      return word(after.name) ? `Backup ${word(after.name)}` : 'Backup';
    default: {
      const kind = KIND_BY_ENTITY.get(entry.entity);
      if (!kind) return `${entry.entity}${id === null ? '' : ` ${id}`}`;
      if (kind.shape === 'document') return kind.label;
      const title = titleIn(kind, before, after);
      // A draft of an item not made yet has no id, but its title.
      if (id === null) return title ? `New ${kind.label.toLowerCase()} “${clip(title)}”` : kind.plural;
      return title ? `${kind.label} “${clip(title)}”` : `${kind.label} ${id}`;
    }
  }
}

/** The filter's words for an action ("role-change" → "Changed the role …"), for its choices. */
export const ACTION_LABELS: Readonly<Record<string, string>> = {
  'sign-in': 'Sign-in',
  'sign-in-failed': 'Failed sign-in',
  'sign-out': 'Sign-out',
  'password-change': 'Password change',
  'password-change-failed': 'Wrong current password',
  'display-name-change': 'Display name change',
  'password-reset': 'Password reset',
  '2fa-on': 'Two-factor sign-in on',
  '2fa-off': 'Two-factor sign-in off',
  '2fa-recovery-used': 'Recovery code used',
  '2fa-recovery-codes': 'New recovery codes',
  'session-ended': 'Session ended',
  'sessions-ended': 'Sessions ended',
  role: 'Role change (older entries)',
  'role-change': 'Role change',
  remove: 'Account removed (older entries)',
  'account-removed': 'Account removed',
  invite: 'Invitation',
  'invitation-withdrawn': 'Invitation withdrawn',
  'invitation-accepted': 'Invitation accepted',
  create: 'Created',
  export: 'Export',
  purge: 'Retention purge',
  status: 'Enquiry status',
  assign: 'Enquiry assigned',
  'follow-up': 'Follow-up day',
  note: 'Note',
  delete: 'Deletion',
  update: 'Content update',
  publish: 'Content published',
  draft: 'Draft saved',
  'discard-draft': 'Draft discarded',
  'submit-for-review': 'Submitted for review',
  'review-comment': 'Review comment',
  'send-back': 'Sent back to its writer',
  approve: 'Draft approved',
  'take-down': 'Taken down',
  move: 'Content moved',
  'restore-from-trash': 'Restored from Recently deleted',
  upload: 'Picture uploaded',
  'alt-text': 'Picture description',
  backup: 'Back up now',
  'backup-download': 'Backup downloaded',
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? (action.startsWith('reorder') ? `Order changed (${action})` : action);
}

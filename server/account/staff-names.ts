// Staff as colleagues read each other: by the name their account gives itself (My account, the byline of their
// articles), else by their e-mail's name part; the server's own jobs are named. Every screen that names a colleague
// (the editor's notes, lists, histories and conflicts, the calendar, Translations) names them this way.
import type Database from 'better-sqlite3';

import { displayNameOf } from '../db/staff-store.ts';

/** A member of staff as a screen names them, with the e-mail their changes are recorded with. */
export interface StaffName {
  /** The account's display name, else the e-mail's name part. */
  name: string;
  email: string;
}

/** A person by their display name, else their e-mail's name part; the server's own jobs in words. */
export function staffName(email: string, displayName = ''): StaffName {
  if (email.startsWith('system:')) return { name: email === 'system:schedule' ? 'Scheduled publishing' : 'The server', email };
  return { name: displayName.trim() || email.split('@')[0] || email, email };
}

/** Names people by their accounts' display names as they are now, each account read once (staffName). */
export function staffNamer(db: Database.Database): (email: string) => StaffName {
  const named = new Map<string, StaffName>();
  return (email) => {
    let name = named.get(email);
    if (!name) named.set(email, (name = staffName(email, displayNameOf(db, email))));
    return name;
  };
}

/** A person's name for "by …" on a screen; null for the site's own changes (a schedule, the starting content), put in words there. */
export function personNamed(nameOf: (email: string) => StaffName, actor: string): string | null {
  return actor.includes('@') ? nameOf(actor).name : null;
}

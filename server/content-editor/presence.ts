// Who has an item open in the editor now: the form sends a heartbeat every 30 s while it is open, and an
// item's answer names the other people whose heartbeat is recent. Kept in memory only (it is true for
// seconds; a restart forgets it and the next heartbeats bring it back). No lock: anyone may still save,
// and a save made from an older version is merged (./merge.ts).
import { staffName, type StaffName } from '../account/staff-names.ts';

/** A heartbeat lasts this long: two missed beats of 30 s and a little slack, then the person is gone. */
export const PRESENCE_TTL_MS = 75_000;

/** Someone with the item open: since when (ISO 8601, UTC) without a break of a whole expiry. */
export interface Editing extends StaffName {
  since: string;
}

interface Beat {
  since: number;
  seen: number;
}

export class ContentPresence {
  /** Per item (`kind:id`), per e-mail: a person in two tabs is there once. */
  private readonly items = new Map<string, Map<string, Beat>>();

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly ttl = PRESENCE_TTL_MS,
  ) {}

  /** The person has the item open now. */
  heartbeat(kind: string, id: number, email: string): void {
    const now = this.now();
    this.prune(now);
    const key = `${kind}:${id}`;
    const people = this.items.get(key) ?? new Map<string, Beat>();
    people.set(email, { since: people.get(email)?.since ?? now, seen: now });
    this.items.set(key, people);
  }

  /** The person closed the item. */
  leave(kind: string, id: number, email: string): void {
    const key = `${kind}:${id}`;
    const people = this.items.get(key);
    people?.delete(email);
    if (people?.size === 0) this.items.delete(key);
  }

  /** The others who have the item open, first come first, named by `nameOf` (their display names: staffNamer). */
  editing(kind: string, id: number, except: string, nameOf: (email: string) => StaffName = staffName): Editing[] {
    this.prune(this.now());
    const people = [...(this.items.get(`${kind}:${id}`) ?? [])].filter(([email]) => email !== except);
    return people
      .sort(([, a], [, b]) => a.since - b.since)
      .map(([email, beat]) => ({ ...nameOf(email), since: new Date(beat.since).toISOString() }));
  }

  /** Every item of a kind someone other than `except` has open, by id (ascending), with who: what its list shows. */
  editingIn(kind: string, except: string, nameOf: (email: string) => StaffName = staffName): { id: number; editing: Editing[] }[] {
    this.prune(this.now());
    const prefix = `${kind}:`;
    return [...this.items.keys()]
      .filter((key) => key.startsWith(prefix))
      .map((key) => Number(key.slice(prefix.length)))
      .sort((a, b) => a - b)
      .map((id) => ({ id, editing: this.editing(kind, id, except, nameOf) }))
      .filter((entry) => entry.editing.length > 0);
  }

  /** Forgets heartbeats older than the expiry (the map holds only people with something open now). */
  private prune(now: number): void {
    for (const [key, people] of this.items) {
      for (const [email, beat] of people) if (now - beat.seen > this.ttl) people.delete(email);
      if (people.size === 0) this.items.delete(key);
    }
  }
}

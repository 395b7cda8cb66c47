// Failed sign-ins counted per address and per account e-mail (known or not, so the answer says
// nothing about which accounts exist). The counts are stored under HMACs with a key that lives only
// in this process: the table never holds an address or an e-mail that could be read back, and a
// restart forgets the counts, like the enquiry limit's in-memory counts (docs/decisions/0005, 0013).
import { createHmac, randomBytes } from 'node:crypto';

import type { StaffSettings } from '../config.ts';
import type { StaffStore } from '../db/staff-store.ts';

export interface SignInSubjects {
  address: string;
  account: string;
}

export class SignInLimiter {
  private readonly key = randomBytes(32);
  private readonly windowMs: number;

  constructor(
    private readonly store: StaffStore,
    private readonly settings: StaffSettings,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.windowMs = settings.signInWindowMinutes * 60_000;
  }

  get windowMinutes(): number {
    return this.settings.signInWindowMinutes;
  }

  subjects(address: string, email: string): SignInSubjects {
    const mac = (text: string) => createHmac('sha256', this.key).update(text).digest('hex');
    return { address: mac(`address\0${address}`), account: mac(`account\0${email}`) };
  }

  /** Sign-ins being checked right now, per subject: they count as failures until they are decided. */
  private readonly pending = new Map<string, number>();

  private used(subject: string, since: number): number {
    return this.store.failuresSince(subject, since) + (this.pending.get(subject) ?? 0);
  }

  /**
   * Starts a sign-in attempt, or returns undefined when the address or the account has used up its
   * failed sign-ins in the window. Attempts under way count too, so a burst of parallel guesses
   * cannot all pass the check while the first ones are still being hashed.
   */
  begin(subjects: SignInSubjects): { end: () => void } | undefined {
    const since = this.now() - this.windowMs;
    const keys = [subjects.address, subjects.account];
    if (keys.some((subject) => this.used(subject, since) >= this.settings.signInLimit)) return undefined;
    for (const subject of keys) this.pending.set(subject, (this.pending.get(subject) ?? 0) + 1);
    let ended = false;
    return {
      end: () => {
        if (ended) return;
        ended = true;
        for (const subject of keys) {
          const left = (this.pending.get(subject) ?? 1) - 1;
          if (left > 0) this.pending.set(subject, left);
          else this.pending.delete(subject);
        }
      },
    };
  }

  fail({ address, account }: SignInSubjects): void {
    const now = this.now();
    this.store.addFailure([address, account], now, now - this.windowMs);
  }

  /** A successful sign-in clears the account's count (not the address's: one good account must not reset it). */
  succeed({ account }: SignInSubjects): void {
    this.store.clearFailures(account);
  }

  removeOld(): number {
    return this.store.removeOldFailures(this.now() - this.windowMs);
  }
}

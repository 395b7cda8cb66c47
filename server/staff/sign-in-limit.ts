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
    private readonly now: () => number = Date.now,
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

  /** Whether the address or the account has used up its failed sign-ins in the window. */
  isLimited({ address, account }: SignInSubjects): boolean {
    const since = this.now() - this.windowMs;
    return this.store.failuresSince(address, since) >= this.settings.signInLimit || this.store.failuresSince(account, since) >= this.settings.signInLimit;
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

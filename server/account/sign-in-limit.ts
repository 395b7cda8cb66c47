// Failed sign-ins counted per address and per account e-mail (known or not, so the answer says
// nothing about which accounts exist). The counts are stored under HMACs with a key that lives only
// in this process: the table never holds an address or an e-mail that could be read back, and a
// restart forgets the counts, like the enquiry limit's in-memory counts (docs/decisions/0005, 0013).
import { createHmac, randomBytes } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import type { StaffSettings } from '../config.ts';
import type { StaffStore } from '../db/staff-store.ts';

import { signInMessages } from './schemas.ts';

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

/** An attempt under way, its subjects bound: a failure counts against them, a success clears the account's count. */
export interface Attempt {
  end(): void;
  fail(): void;
  succeed(): void;
}

/**
 * Starts an attempt from the request's address for the e-mail, or answers 429 (Retry-After, and the message with the
 * window's minutes) and returns undefined when either has used up its failed attempts in the window: what every route
 * that checks a password or a code (and a reset's request, with a limiter of its own) does first.
 */
export function beginAttempt(
  limiter: SignInLimiter,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  tooMany: (minutes: number) => string = signInMessages.tooManyFailures,
): Attempt | undefined {
  const subjects = limiter.subjects(request.ip, email);
  const attempt = limiter.begin(subjects);
  if (attempt) return { end: attempt.end, fail: () => limiter.fail(subjects), succeed: () => limiter.succeed(subjects) };
  const minutes = limiter.windowMinutes;
  void reply
    .code(429)
    .header('Retry-After', String(minutes * 60))
    .send({ success: false, message: tooMany(minutes) });
  return undefined;
}

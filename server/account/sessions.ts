// Staff sessions: a random 32-byte id in an HttpOnly, SameSite=Strict cookie, stored only as its
// SHA-256, with an idle and an absolute expiry (docs/decisions/0013). Over HTTPS the cookies are
// Secure and carry the `__Host-` prefix, so no subdomain or plain-HTTP page can set or read them.
import { createHash, randomBytes } from 'node:crypto';

import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { StaffRole } from '../../common/staff-roles.ts';
import type { StaffSettings } from '../config.ts';
import type { StaffAccount, StaffSessionSummary, StaffStore } from '../db/staff-store.ts';

/** The session cookie's name over plain HTTP; `__Host-` is put before it over HTTPS. */
export const SESSION_COOKIE = 'dx_staff';
/** The cookie holding the CSRF secret of the sign-in form, before there is a session. */
export const SIGN_IN_COOKIE = 'dx_staff_sign_in';
const SECURE_PREFIX = '__Host-';

/** How long a sign-in form's CSRF secret lasts. */
export const SIGN_IN_COOKIE_SECONDS = 60 * 60;

/** A session id or CSRF secret in a cookie: base64url of random bytes, nothing else is looked up. */
const COOKIE_VALUE = /^[A-Za-z0-9_-]{20,64}$/;
/** last_seen_at is written at most this often: a burst of requests makes one write. */
const TOUCH_INTERVAL_MS = 15_000;

export interface StaffSession {
  idHash: string;
  accountId: number;
  email: string;
  /** The account's role as it is now (read at every request: a change applies at once). */
  role: StaffRole;
  csrfSecret: string;
}

/** Signs an account in and answers as a sign-in does (a password, a code, an accepted invitation). */
export type StartSession = (request: FastifyRequest, reply: FastifyReply, account: StaffAccount) => unknown;

/**
 * The signed-in member of a staff route. The guard (server/staff/guard.ts) answers 401 before any route that is not
 * public runs without a session, so this fails only for a route misdeclared as public: loudly, never as
 * someone else.
 */
export function signedIn(request: FastifyRequest): StaffSession {
  if (!request.staff) throw new Error(`${request.routeOptions.url ?? request.url} needs a session the guard did not find`);
  return request.staff;
}

/** Whether the request came over HTTPS (behind a proxy only when TRUST_PROXY trusts it to say so). */
export function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export function cookieName(base: string, secure: boolean): string {
  return secure ? `${SECURE_PREFIX}${base}` : base;
}

/** The attributes of every staff cookie: the `__Host-` rules (Secure, Path=/, no Domain) when secure. */
export function cookieOptions(secure: boolean, maxAgeSeconds?: number): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', path: '/', secure, ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }) };
}

/** A cookie's value when it has the shape of one we set; over HTTPS only the `__Host-` cookie counts. */
export function readCookie(request: FastifyRequest, cookies: Record<string, string | undefined>, base: string): string | undefined {
  const value = cookies[cookieName(base, isSecureRequest(request))];
  return value && COOKIE_VALUE.test(value) ? value : undefined;
}

export function clearCookie(request: FastifyRequest, reply: FastifyReply, base: string) {
  const secure = isSecureRequest(request);
  reply.clearCookie(cookieName(base, secure), cookieOptions(secure));
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/**
 * How the browser names a session (to end it from My account): derived from the stored hash, so
 * neither the id nor the key of its row leaves the server.
 */
export const sessionHandle = (idHash: string) => sha256(`session-handle\0${idHash}`).slice(0, 32);
export const randomToken = (bytes: number) => randomBytes(bytes).toString('base64url');

export class StaffSessions {
  private readonly idleMs: number;
  private readonly absoluteMs: number;

  constructor(
    private readonly store: StaffStore,
    settings: StaffSettings,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.idleMs = settings.idleMinutes * 60_000;
    this.absoluteMs = settings.sessionHours * 3_600_000;
  }

  /** Seconds the cookie is kept by the browser: the absolute expiry. */
  get cookieSeconds(): number {
    return Math.floor(this.absoluteMs / 1000);
  }

  /** Starts a session: returns the id for the cookie (never stored) and the session. */
  create(accountId: number, email: string, role: StaffRole): { id: string; session: StaffSession } {
    const id = randomToken(32);
    // The same length as @fastify/csrf's own secrets.
    const csrfSecret = randomToken(18);
    const idHash = sha256(id);
    this.store.addSession(idHash, accountId, csrfSecret, this.now());
    return { id, session: { idHash, accountId, email, role, csrfSecret } };
  }

  /** The live session for a cookie's id; an expired one is removed and not returned. */
  find(id: string | undefined): StaffSession | undefined {
    if (!id) return undefined;
    const idHash = sha256(id);
    const row = this.store.session(idHash);
    if (!row) return undefined;
    const now = this.now();
    if (now - row.created_at >= this.absoluteMs || now - row.last_seen_at >= this.idleMs) {
      this.store.removeSession(idHash);
      return undefined;
    }
    if (now - row.last_seen_at >= TOUCH_INTERVAL_MS) this.store.touchSession(idHash, now);
    return { idHash, accountId: row.account_id, email: row.email, role: row.role, csrfSecret: row.csrf_secret };
  }

  /** The account's sessions that have not expired, the most recently used first. */
  liveOf(accountId: number): StaffSessionSummary[] {
    const now = this.now();
    return this.store.sessionsOf(accountId).filter((row) => now - row.created_at < this.absoluteMs && now - row.last_seen_at < this.idleMs);
  }

  end(idHash: string): void {
    this.store.removeSession(idHash);
  }

  /** Removes the sessions past either expiry; returns how many. */
  removeExpired(): number {
    const now = this.now();
    return this.store.removeExpiredSessions(now - this.absoluteMs, now - this.idleMs);
  }
}

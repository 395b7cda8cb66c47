// Two-factor sign-in's checks (docs/decisions/0021): TOTP (RFC 6238: SHA-1, 6 digits, 30 s, what every
// authenticator app reads) by otplib, a code accepted one step either side of now and never twice (the last
// step used is stored), and single-use recovery codes of 50 random bits kept as SHA-256. The QR code of the
// otpauth:// key is drawn here as an SVG (uqr), so the staff page loads no QR script. Nothing here logs.
import { randomInt } from 'node:crypto';

import { generateSecret, generateURI, verify } from 'otplib';
import { renderSVG } from 'uqr';

import type { StaffRole } from '../../common/staff-roles.ts';
import type { TwoFactorRequirement } from '../config.ts';
import type { StaffTwoFactor } from '../db/staff-two-factor.ts';

import { sha256 } from './sessions.ts';

/** The name authenticator apps show beside the account. */
export const TOTP_ISSUER = 'Dexterity staff';
/** Codes one step (30 s) before or after now still count: a phone's clock a little off, a code typed slowly. */
const EPOCH_TOLERANCE_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes: 10 characters from 32 that cannot be mistaken for each other (no 0/o, 1/l/i), shown as xxxxx-xxxxx. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const TOTP_CODE = /^\d{6}$/;

/** Whether an account of this role must sign in with a code (STAFF_REQUIRE_2FA). */
export function twoFactorRequired(requirement: TwoFactorRequirement, role: StaffRole): boolean {
  return requirement === 'all' || (requirement === 'owner' && role === 'owner');
}

export interface TwoFactorSetup {
  /** The key, Base32, for typing into the app by hand. */
  secret: string;
  /** The otpauth:// address the QR code holds. */
  uri: string;
  /** The QR code as an SVG data URL. */
  qr: string;
}

/** A new secret with its otpauth:// address and QR code. */
export function newTwoFactorSetup(email: string): TwoFactorSetup {
  const secret = generateSecret();
  const uri = generateURI({ issuer: TOTP_ISSUER, label: email, secret });
  const svg = renderSVG(uri, { border: 2 });
  return { secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The time step a TOTP code is valid for, or undefined when it is not one of the secret's now. */
export async function totpStep(secret: string, code: string, now: number = Date.now()): Promise<number | undefined> {
  if (!TOTP_CODE.test(code)) return undefined;
  const result = await verify({ secret, token: code, epoch: Math.floor(now / 1000), epochTolerance: EPOCH_TOLERANCE_SECONDS });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** Ten new recovery codes, as the member reads them once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What is kept of a recovery code: the SHA-256 of its characters (case, spaces and dashes do not matter). */
export function recoveryCodeHash(code: string): string {
  return sha256(`recovery-code\0${code.toLowerCase().replace(/[\s-]/g, '')}`);
}

/** Why a code was refused, as the audit log records it (never the code). */
export type CodeRefusal = 'wrong-code' | 'replayed-code' | 'used-recovery-code';
export type CodeCheck = { ok: true; via: 'totp' | 'recovery'; recoveryCodesLeft: number } | { ok: false; reason: CodeRefusal };

/**
 * Checks a code given for an account whose two-factor sign-in is on: six digits are a TOTP code (refused
 * when its step, or a later one, was used before), anything else a recovery code (used up when it matches).
 */
export async function checkCode(store: StaffTwoFactor, accountId: number, code: string, now: number = Date.now()): Promise<CodeCheck> {
  const held = store.secretOf(accountId);
  if (!held?.enabled_at) return { ok: false, reason: 'wrong-code' };
  const typed = code.trim().replace(/\s/g, '');
  if (TOTP_CODE.test(typed)) {
    const step = await totpStep(held.secret, typed, now);
    if (step === undefined) return { ok: false, reason: 'wrong-code' };
    if (!store.useStep(accountId, step)) return { ok: false, reason: 'replayed-code' };
    return { ok: true, via: 'totp', recoveryCodesLeft: store.recoveryCodesLeft(accountId) };
  }
  const use = store.useRecoveryCode(accountId, recoveryCodeHash(typed), new Date(now));
  if (use === 'used') return { ok: true, via: 'recovery', recoveryCodesLeft: store.recoveryCodesLeft(accountId) };
  return { ok: false, reason: use === 'spent' ? 'used-recovery-code' : 'wrong-code' };
}

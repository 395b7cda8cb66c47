// Two-factor sign-in on My account (every role): a new key with its QR code (drawn by the server as an SVG), the
// first code that turns it on and answers the recovery codes (shown once), and turning it off with the password
// and a code. The server's sentence says why it refuses one.
import { ApiError } from '@/lib/api-client';
import { toText } from '@/lib/validate';

import { staffSend } from '@/lib/staff/staff-request';

const TWO_FACTOR = '/api/staff/account/two-factor';

export interface TwoFactorSetup {
  /** The key (Base32), to type into the app by hand. */
  secret: string;
  /** The otpauth:// address the QR code holds. */
  uri: string;
  /** The QR code: an SVG data URL. */
  qr: string;
}

export async function startTwoFactor(): Promise<TwoFactorSetup> {
  const { data } = await staffSend('POST', `${TWO_FACTOR}/setup`, {});
  const qr = toText(data.qr);
  if (!qr.startsWith('data:image/svg+xml;base64,') || typeof data.secret !== 'string')
    throw new ApiError('The server sent an unexpected response', 'malformed', data);
  return { secret: data.secret, uri: toText(data.uri), qr };
}

async function sendForCodes(path: string, body: Record<string, string>): Promise<{ recoveryCodes: string[]; message: string }> {
  const { data, message } = await staffSend('POST', `${TWO_FACTOR}/${path}`, body);
  const codes = Array.isArray(data.recoveryCodes) ? data.recoveryCodes.filter((value): value is string => typeof value === 'string') : [];
  return { recoveryCodes: codes, message };
}

/** Turns it on with the app's first code; answers the recovery codes and the server's sentence. */
export const enableTwoFactor = (code: string) => sendForCodes('enable', { code });

/** Ten new recovery codes in place of the old ones, with the password and a code. */
export const renewRecoveryCodes = (password: string, code: string) => sendForCodes('recovery-codes', { password, code });

export async function disableTwoFactor(password: string, code: string): Promise<string> {
  return (await staffSend('POST', `${TWO_FACTOR}/disable`, { password, code })).message;
}

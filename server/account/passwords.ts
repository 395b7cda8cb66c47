// Staff passwords: scrypt (memory-hard) hashes that carry their own salt and cost, and the rules a
// new password must meet. The common-password list is a package's offline dictionary, loaded only
// by the commands that set passwords (the server itself never needs it).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  /** CPU and memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** OWASP's minimum for scrypt: 2^17 × 8 × 128 bytes = 128 MiB and about a third of a second per hash. */
export const DEFAULT_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

export const PASSWORD_MIN_LENGTH = 12;
/** Longer passwords are refused rather than hashed: nobody types more, and hashing costs grow with it. */
export const PASSWORD_MAX_LENGTH = 256;

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  // Node's default maxmem (32 MiB) is below what these costs need: allow twice the need.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    // NFKC: the same password typed on another keyboard or system gives the same bytes.
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return [PREFIX, params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parseHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | undefined {
  const [prefix, N, r, p, salt, key, ...rest] = stored.split('$');
  if (prefix !== PREFIX || rest.length > 0 || !salt || !key) return undefined;
  const params = { N: Number(N), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((value) => Number.isSafeInteger(value) && value > 0)) return undefined;
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** The cost a stored hash was made with; undefined when it is not one of ours. */
export function hashCost(stored: string): ScryptParams | undefined {
  return parseHash(stored)?.params;
}

/** Whether the password matches the stored hash (compared in constant time); false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

interface Checker {
  common: Set<string>;
  strength: (password: string, userInputs: string[]) => { score: number; warning: string | null };
}

let checker: Promise<Checker> | undefined;

/** The common-password list and zxcvbn's estimate of how guessable a password is, loaded once, offline. */
function loadChecker(): Promise<Checker> {
  checker ??= (async () => {
    // About 49,000 passwords seen most often in breaches, with zxcvbn-ts's common words and keyboard patterns.
    const [{ ZxcvbnFactory }, { dictionary, adjacencyGraphs }] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
    ]);
    const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
    return {
      common: new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())),
      strength: (password, userInputs) => {
        const result = zxcvbn.check(password, userInputs);
        return { score: result.score, warning: result.feedback.warning };
      },
    };
  })();
  return checker;
}

/** The least zxcvbn score a password must reach (3: "safely unguessable", about 10^8 guesses and more). */
export const PASSWORD_MIN_SCORE = 3;

/** Words every password of this site is checked against, besides the account's own e-mail. */
const SITE_WORDS = ['dexterity', 'tally', 'tallyprime', 'pune'];

const WEAK_REASONS: Record<string, string> = {
  userInputs: 'It is built on the company’s name or your e-mail address.',
  similarToCommon: 'It is too close to a common password.',
  commonPasswords: 'It is a common password.',
  namesByThemselves: 'Names are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  sequences: 'Sequences such as abc or 6543 are easy to guess.',
  straightRow: 'A row of keys on the keyboard is easy to guess.',
  keyPattern: 'A keyboard pattern is easy to guess.',
  simpleRepeat: 'Repeated characters such as aaa are easy to guess.',
};

/**
 * Why a new password is refused, or undefined when it may be used: too short or too long, one of
 * the common passwords (in any letter case), a few characters repeated, the account's e-mail, or too
 * easy to guess (a zxcvbn score under 3, the e-mail and the company's name counted as known words).
 */
export async function passwordProblem(password: string, email: string): Promise<string | undefined> {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `The password must have at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lower = password.toLowerCase();
  const { common, strength } = await loadChecker();
  if (common.has(lower)) return 'This password is on a list of common passwords: choose another.';
  if (new Set(lower).size < 5) return 'The password repeats too few characters: choose one with more variety.';
  const name = email.toLowerCase().split('@')[0] ?? '';
  if (lower.includes(email.toLowerCase()) || (name.length >= 4 && lower.includes(name))) {
    return 'The password must not contain the e-mail address or its name part.';
  }
  const { score, warning } = strength(password, [email.toLowerCase(), name, ...SITE_WORDS]);
  if (score < PASSWORD_MIN_SCORE) {
    const reason = (warning && WEAK_REASONS[warning]) ?? 'It is too easy to guess.';
    return `This password is too easy to guess: ${reason} Add a few unrelated words or make it longer.`;
  }
  return undefined;
}

/** A password of 20 random letters and digits (about 116 bits), for `--generate`. */
export function generatePassword(length = 20): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  // 256 is not a multiple of the alphabet's size: bytes past the last full multiple are skipped.
  const limit = 256 - (256 % alphabet.length);
  let password = '';
  while (password.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && password.length < length) password += alphabet[byte % alphabet.length];
    }
  }
  return password;
}

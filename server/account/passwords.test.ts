import { describe, expect, it } from 'vitest';

import { readServerConfig } from '../config.ts';
import { DEFAULT_SCRYPT, generatePassword, hashCost, hashPassword, passwordProblem, verifyPassword } from './passwords.ts';

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashes', () => {
  it('carry their cost and a fresh salt, and match only their own password', async () => {
    const one = await hashPassword('tulsi-baug-ledger-42', CHEAP);
    const two = await hashPassword('tulsi-baug-ledger-42', CHEAP);
    expect(one).not.toBe(two);
    expect(hashCost(one)).toEqual(CHEAP);
    expect(await verifyPassword('tulsi-baug-ledger-42', one)).toBe(true);
    expect(await verifyPassword('tulsi-baug-ledger-43', one)).toBe(false);
    expect(await verifyPassword('', one)).toBe(false);
  });

  it('read the same password typed as composed or decomposed Unicode alike (NFKC)', async () => {
    const hash = await hashPassword('caf\u00e9-ledger-2026', CHEAP);
    expect(await verifyPassword('cafe\u0301-ledger-2026', hash)).toBe(true);
  });

  it('never match a malformed or foreign hash', async () => {
    for (const stored of [
      '',
      'x',
      'scrypt$1024$8$1$c2FsdA$',
      'bcrypt$2b$10$abc',
      'scrypt$0$8$1$c2FsdA$aGFzaA',
      'scrypt$1024$8$1$c2FsdA$aGFzaA$extra',
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
      if (!stored.startsWith('scrypt$1024$8$1$c2FsdA$aGFzaA')) expect(hashCost(stored)).toBeUndefined();
    }
  });
});

describe('the cost of passwords set on staff pages', () => {
  it("is OWASP's minimum whatever the environment says: no setting lowers it", () => {
    expect(DEFAULT_SCRYPT).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(readServerConfig({}).staff.passwordCost).toEqual(DEFAULT_SCRYPT);
    expect(readServerConfig({ SCRYPT_N: '1024', PASSWORD_COST: '1', STAFF_PASSWORD_COST: '1' }).staff.passwordCost).toEqual(DEFAULT_SCRYPT);
  });
});

describe('passwordProblem', () => {
  it('accepts a long, uncommon password', async () => {
    expect(await passwordProblem('tulsi-baug-ledger-42', 'asha@example.in')).toBeUndefined();
  });

  it('refuses what is easy to guess, with the reason', async () => {
    expect(await passwordProblem('Password123!', 'asha@example.in')).toMatch(/too close to a common password/);
    expect(await passwordProblem('Dexterity2026', 'asha@example.in')).toMatch(/company’s name or your e-mail/);
    expect(await passwordProblem('K9x2mQ7pL4vR8tW3nB6y', 'asha@example.in')).toBeUndefined();
  });

  it('counts characters, not bytes or UTF-16 units', async () => {
    expect(await passwordProblem('पासवर्ड-सुरक्षित', 'asha@example.in')).toBeUndefined();
    expect(await passwordProblem('🔑🔑🔑🔑🔑🔑', 'asha@example.in')).toMatch(/at least 12/);
  });
});

describe('generatePassword', () => {
  it('makes 20 letters and digits without look-alikes, different every time', () => {
    const passwords = Array.from({ length: 50 }, () => generatePassword());
    for (const password of passwords) expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{20}$/);
    expect(new Set(passwords).size).toBe(50);
  });
});

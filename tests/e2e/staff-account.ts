// Staff accounts for browser tests, made from the terminal as a real member's is (never from the web),
// and the sign-in a member goes through. A repeated run (--repeat-each) finds an account made already
// and sets its password again, which signs out only that account's sessions: give each worker its own.
import { execFileSync } from 'node:child_process';

import type { Page } from '@playwright/test';

import type { StaffRole } from '../../common/staff-roles';
import { E2E_DATABASE } from '../../playwright.config';

import { expect } from './fixtures';

function staffCli(databasePath: string, args: string[], input = ''): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/staff.ts', ...args], {
    env: { ...process.env, DATABASE_PATH: databasePath },
    input,
    encoding: 'utf8',
  });
}

/**
 * Makes (or resets) the accounts with this password and role (owner by default: every staff page), in the
 * shared test server's database or another.
 */
export function staffAccounts(emails: readonly string[], password: string, databasePath = E2E_DATABASE, role: StaffRole = 'owner'): void {
  // `list` writes each account on a line of its own: "EMAIL  ROLE  created …".
  const existing = staffCli(databasePath, ['list']).split('\n');
  for (const email of emails) {
    const line = existing.find((entry) => entry.startsWith(`${email}  `));
    if (!line) {
      staffCli(databasePath, ['add', email, '--role', role], `${password}\n`);
      continue;
    }
    staffCli(databasePath, ['reset', email], `${password}\n`);
    if (!line.startsWith(`${email}  ${role}  `)) staffCli(databasePath, ['role', email, role]);
  }
}

/** Signs in through the form, as quickly as a person who knows their password (the form waits for its token). */
export async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
}

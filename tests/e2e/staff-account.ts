// Staff accounts for browser tests, made from the terminal as a real member's is (never from the web),
// and the sign-in a member goes through. A repeated run (--repeat-each) finds an account made already
// and sets its password again, which signs out only that account's sessions: give each worker its own.
import { execFileSync } from 'node:child_process';

import type { Page } from '@playwright/test';

import { E2E_DATABASE } from '../../playwright.config';

import { expect } from './fixtures';

function staffCli(args: string[], input = ''): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/staff.ts', ...args], {
    env: { ...process.env, DATABASE_PATH: E2E_DATABASE },
    input,
    encoding: 'utf8',
  });
}

/** Makes (or resets) the accounts with this password. */
export function staffAccounts(emails: readonly string[], password: string): void {
  const existing = staffCli(['list']);
  for (const email of emails) staffCli([existing.includes(email) ? 'reset' : 'add', email], `${password}\n`);
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

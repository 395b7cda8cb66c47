// Staff accounts for browser tests, made with the terminal's command as a real member's is (never from
// the web), and the sign-in a member goes through. A repeated run (--repeat-each) finds an account made
// already and sets its password again, which signs out only that account's sessions: give each worker its own.
import type { APIRequestContext, Page } from '@playwright/test';

import type { StaffRole } from '../../common/staff-roles';
import { E2E_DATABASE } from '../../playwright.config';

import { expect } from './fixtures';
import { serverModule } from './server-code';

/**
 * `npm run staff -- …` on a database, with `input` as its piped stdin; what it wrote. Run in the test's own
 * process (the command's function, as its unit tests run it): a process of its own per command took
 * seconds on a busy machine, most of them loading modules.
 */
/**
 * The cheap hashing cost of the server's tests: a sign-in checks a password against its hash's own cost, and the
 * production cost took 0.5–1.5 s of CPU per account made, per sign-in and per password set on a staff page.
 */
export const CHEAP_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };

async function staffCli(databasePath: string, args: string[], input = ''): Promise<string> {
  const { runStaffCli } = await serverModule<typeof import('../../server/cli/staff.ts')>('../../server/cli/staff.ts');
  const lines = input.split('\n');
  let out = '';
  let err = '';
  const status = await runStaffCli(
    args,
    { ...process.env, DATABASE_PATH: databasePath },
    { out: (text) => (out += text), err: (text) => (err += text), interactive: false, readPassword: async () => lines.shift() ?? '' },
    { scrypt: CHEAP_SCRYPT },
  );
  if (status !== 0) throw new Error(`npm run staff -- ${args.join(' ')} failed (${status}):\n${err}`);
  return out;
}

/**
 * Makes (or resets) the accounts with this password and role (owner by default: every staff page), in the
 * shared test server's database or another.
 */
export async function staffAccounts(
  emails: readonly string[],
  password: string,
  databasePath = E2E_DATABASE,
  role: StaffRole = 'owner',
): Promise<void> {
  // `list` writes each account on a line of its own: "EMAIL  ROLE  created …".
  const existing = (await staffCli(databasePath, ['list'])).split('\n');
  for (const email of emails) {
    const line = existing.find((entry) => entry.startsWith(`${email}  `));
    if (!line) {
      await staffCli(databasePath, ['add', email, '--role', role], `${password}\n`);
      continue;
    }
    await staffCli(databasePath, ['reset', email], `${password}\n`);
    if (!line.startsWith(`${email}  ${role}  `)) await staffCli(databasePath, ['role', email, role]);
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

/** A member of staff's client of the staff API, as their pages send it (the session's CSRF token and the site's Origin). */
export type StaffApi = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, data?: object) => Promise<T>;

/**
 * Signs `email` in to the staff API through `request` (a client of its own: its cookies are not a page's) on the
 * server at `baseURL`; each call answers the `data` of an answer that must have succeeded.
 */
export async function staffApi(request: APIRequestContext, baseURL: string, email: string, password: string): Promise<StaffApi> {
  const headers = (csrfToken: string) => ({ origin: baseURL, 'x-csrf-token': csrfToken });
  const dataOf = async <T>(answer: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> => {
    expect(answer.ok(), `${what}: ${answer.status()} ${await answer.text()}`).toBe(true);
    return ((await answer.json()) as { data: T }).data;
  };
  const form = await dataOf<{ csrfToken: string }>(await request.get(`${baseURL}/api/staff/session/sign-in`), 'the sign-in form');
  const session = await dataOf<{ csrfToken: string }>(
    await request.post(`${baseURL}/api/staff/session/sign-in`, { headers: headers(form.csrfToken), data: { email, password } }),
    'sign-in',
  );
  return async (method, path, data) =>
    dataOf(await request.fetch(`${baseURL}/api/staff/${path}`, { method, headers: headers(session.csrfToken), data }), `${method} ${path}`);
}

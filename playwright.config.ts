// Browser tests: Debian's Chromium against the built site served by the real server, on a fresh
// temporary database (no browser download, no network beyond 127.0.0.1).
import { existsSync } from 'node:fs';

import { defineConfig } from '@playwright/test';

/**
 * Debian's headless shell (package chromium-headless-shell, which .ci/run installs): the same Blink without the
 * browser's own UI, which in the full browser's headless mode runs renderers of its own beside every window and
 * makes each new page and load slower on a 2-core machine. Debian's Chromium when the shell is not installed.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const BROWSER_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8199);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;
/** Separate output per port, so runs side by side never share files. */
const outputDir = `test-results/e2e-${E2E_PORT}`;
export const E2E_DATABASE = `${outputDir}.db`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // A focused test (`test.only`) fails the run on every machine, not only where CI says it is CI: a focus left
  // in a commit would quietly skip the rest. ALLOW_ONLY=1 focuses locally; `npm test` never passes it on.
  forbidOnly: process.env.ALLOW_ONLY !== '1',
  // Three on a 2-core machine: a test spends part of its time waiting (for the server, a scheduled publish, a
  // page's next frame), and a third worker fills those moments. Measured on a quiet machine (docs/testing.md,
  // 2026-12-05): 183 and 184 s against 193 and 191 s with two, for about 5 % more CPU.
  workers: 3,
  retries: 0,
  // The server's modules are loaded in a test's process through tsx, as `npm start` loads them (tests/e2e/server-code.ts),
  // never through Playwright's own compiler: that compiled them again in every worker on every run.
  build: { external: ['**/server/**'] },
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  outputDir,
  use: {
    baseURL,
    viewport: { width: 1440, height: 900 },
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: BROWSER_PATH,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // Drawn by the renderer itself, without a GPU process of software compositing beside it: the same
        // layout and colours, and on a 2-core machine the browser suite took about a seventh less time.
        '--disable-gpu',
        // The system asks for less motion, as `reducedMotion` above asks the page: a picture's own document (the
        // agency homes' animated SVG backgrounds) follows only the system's setting, and went on redrawing at
        // 60 frames a second, a fifth of a core for every page left open on one (a test may still ask for motion).
        '--force-prefers-reduced-motion',
        // The machine is offline: another site's address (the video and map embeds) does not resolve, and its frame
        // fails at once without leaving the machine. Answering them with a route instead (`page.route`) sent every
        // request of every page through the test's process and turned the browser's HTTP cache off: the browser
        // stage took about a tenth more time (docs/testing.md, 2026-12-05).
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
    trace: 'off',
  },
  webServer: {
    // Every run starts from a freshly seeded database. Removed here, just before the server opens it:
    // a globalSetup runs after the web server has started, and would unlink the file it has open.
    command: `node -e "for (const s of ['', '-wal', '-shm']) require('node:fs').rmSync(process.argv[1] + s, { force: true })" ${E2E_DATABASE} && node --import tsx server/index.ts`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATABASE_PATH: E2E_DATABASE,
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      SITE_ORIGIN: 'http://localhost:8080',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      // Every browser enquiry comes from 127.0.0.1; the per-address limit has its own server tests
      // (server/resilience), and a repeated run (--repeat-each) must not trip it.
      ENQUIRY_LIMIT: '100000',
      // Scheduled drafts are published within a second of their time, so the drafts test waits little.
      PUBLISH_CHECK_SECONDS: '1',
      // Counted views and taps are written a second after they come.
      VIEWS_WRITE_SECONDS: '1',
    },
  },
});

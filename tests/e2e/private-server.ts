// A server of the site of its own, for tests that need content the shared test server does not have:
// `node --import tsx server/index.ts` on its own port, on a temporary database imported with the given
// content document (the format of `npm run content -- export`; imported by that command's own function in
// the test's process, since a process of its own took seconds on a busy machine, most of them loading
// modules). Pages are rendered by the server with that content, so what it answers is in the HTML as well
// as in the API.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** First port of the private servers; worker n uses FIRST_PORT + n. */
export const PRIVATE_SERVER_FIRST_PORT = Number(process.env.PRIVATE_SERVER_PORT ?? 8321);

/** The seed content, as a document to derive test content from. */
export function seedDocument(): ContentDocument {
  return JSON.parse(readFileSync(join(process.cwd(), 'server/db/seed-content.json'), 'utf8')) as ContentDocument;
}

// Only the parts the derived documents touch; everything else is carried over as it is.
export interface ContentDocument {
  offerings: Array<{
    offering_name: string;
    services: Array<{
      id: number;
      heading: string;
      description: string;
      sections: Array<{ title: string; description: string }>;
      quick_facts: Array<{ fact_key: string; fact_value: string }>;
      pricing: Array<{ title: string; description: string }>;
    }>;
  }>;
  pricing_plans: Array<{ plan_type_display: string; price_description: Array<Record<string, string>> }>;
}

export interface PrivateServer {
  baseURL: string;
  /** Its database file, for tests that read what the server stored. */
  databasePath: string;
  /** Replaces the content while the server runs, as staff do: `npm run content -- import`. */
  importContent: (document: unknown) => void;
  /** Stops the server and starts it again on the same database, with these settings added. */
  restart: (settings?: Record<string, string>) => Promise<void>;
  stop: () => Promise<void>;
}

const serverEnv = (port: number, databasePath: string): NodeJS.ProcessEnv => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_PATH: databasePath,
  DIST_DIR: process.env.DIST_DIR ?? 'dist',
  // The build's origin (playwright.config.ts): another one would make the server rebuild the site.
  SITE_ORIGIN: 'http://localhost:8080',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000',
  // Counted views and taps are written a second after they come (5 s by default), so a test reads them soon.
  VIEWS_WRITE_SECONDS: '1',
});

async function waitForHealth(baseURL: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The private server stopped (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The private server did not answer on ${baseURL} within 60 s:\n${output()}`);
}

/** Starts a server on `port` whose database holds `document`; `settings` are added to its environment. */
export async function startPrivateServer(
  port: number,
  document: ContentDocument,
  settings: Record<string, string> = {},
): Promise<PrivateServer> {
  // Something else answering on the port would pass the health check with the wrong content.
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} is already in use; the private server needs it (PRIVATE_SERVER_PORT moves the range)`);
  const dir = mkdtempSync(join(tmpdir(), 'dx-private-server-'));
  const databasePath = join(dir, 'site.db');
  const contentPath = join(dir, 'content.json');
  const env = { ...serverEnv(port, databasePath), ...settings };
  const { runContentCli } = await import('../../server/cli/content.ts');
  const importContent = (content: unknown) => {
    writeFileSync(contentPath, JSON.stringify(content));
    let problems = '';
    const status = runContentCli(['import', contentPath], env, { out: () => {}, err: (text) => (problems += text) });
    if (status !== 0) throw new Error(`The test content was not imported:\n${problems}`);
  };
  try {
    importContent(document);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  const baseURL = `http://127.0.0.1:${port}`;
  let log = '';
  let child: ChildProcess | undefined;
  const halt = async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  };
  const stop = async () => {
    await halt();
    rmSync(dir, { recursive: true, force: true });
  };
  const start = async (more: Record<string, string>) => {
    log = '';
    const started = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { ...env, ...more },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    started.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child = started;
    try {
      await waitForHealth(baseURL, started, () => log);
    } catch (error) {
      await stop();
      throw error;
    }
  };
  const restart = async (more: Record<string, string> = {}) => {
    await halt();
    await start(more);
  };
  await start({});
  return { baseURL, databasePath, importContent, restart, stop };
}

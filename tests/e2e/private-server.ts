// A server of the site of its own, for tests that need content the shared test server does not have: the
// server's app (`createApp`, what `npm start` serves) in the test's own process, on its own port and a temporary
// database imported with the given content document (the format of `npm run content -- export`, imported by
// that command's own function). A process of its own per server (`node --import tsx server/index.ts`) spent
// about five seconds of CPU loading modules at every start and restart, some fifteen times a run; in the test's
// process they load once per worker. The shared test server (playwright.config.ts) still starts as `npm start`
// does. Pages are rendered by the server with that content, so what it answers is in the HTML as well as in the API.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { serverModule } from './server-code';
import { CHEAP_SCRYPT } from './staff-account';

/** First port of the private servers; worker n uses FIRST_PORT + n. */
export const PRIVATE_SERVER_FIRST_PORT = Number(process.env.PRIVATE_SERVER_PORT ?? 8321);

/** An article as a content document holds it, live since 1 November 2026, without a cover, category or author. */
export function documentArticle(id: number, title: string, slug: string, summary: string, body: string) {
  return {
    id,
    title,
    slug,
    summary,
    body,
    cover_image: '',
    cover_alt: '',
    category_id: null,
    service_ids: [],
    published_at: '2026-11-01T04:30:00Z',
    author_email: '',
    search_title: '',
    search_description: '',
  };
}

/** The seed content with these articles. */
export const seedWithArticles = (articles: ReturnType<typeof documentArticle>[]) => ({ ...seedDocument(), articles }) as ContentDocument;

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
  /** Stops the server and starts it again on the same database, with these settings added (as a restart does). */
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
  const [{ runContentCli }, { placeFreshDatabase }] = await Promise.all([
    serverModule<typeof import('../../server/cli/content.ts')>('../../server/cli/content.ts'),
    serverModule<typeof import('../../server/db/test-template.ts')>('../../server/db/test-template.ts'),
  ]);
  const importContent = (content: unknown) => {
    writeFileSync(contentPath, JSON.stringify(content));
    let problems = '';
    const status = runContentCli(['import', contentPath], env, { out: () => {}, err: (text) => (problems += text) });
    if (status !== 0) throw new Error(`The test content was not imported:\n${problems}`);
  };
  try {
    // The migrated, seeded database this process made once, copied; the import then replaces its content.
    placeFreshDatabase(databasePath);
    importContent(document);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  const baseURL = `http://127.0.0.1:${port}`;
  // As `npm start` does (server/index.ts), before anything loads React.
  await serverModule('../../server/production-env.ts');
  const [{ createApp }, { readServerConfig }, { stopServer }, { loggerOptions }] = await Promise.all([
    serverModule<typeof import('../../server/app.ts')>('../../server/app.ts'),
    serverModule<typeof import('../../server/config.ts')>('../../server/config.ts'),
    serverModule<typeof import('../../server/stop.ts')>('../../server/stop.ts'),
    serverModule<typeof import('../../server/logging.ts')>('../../server/logging.ts'),
  ]);
  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  const halt = async () => {
    const running = app;
    app = undefined;
    if (running) await stopServer(running);
  };
  const stop = async () => {
    await halt();
    rmSync(dir, { recursive: true, force: true });
  };
  const start = async (more: Record<string, string>) => {
    const environment = { ...env, ...more };
    try {
      const config = readServerConfig(environment);
      // Passwords set on its staff pages (an invitation taken, a password changed) at the tests' cheap cost.
      config.staff = { ...config.staff, passwordCost: CHEAP_SCRYPT };
      app = await createApp(config, { logger: loggerOptions(environment.LOG_LEVEL ?? 'warn') });
      await app.listen({ port, host: '127.0.0.1' });
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

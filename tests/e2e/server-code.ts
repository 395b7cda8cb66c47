// The server's own modules in a test's process (a private server, the staff command), loaded as `npm start` loads
// them: through tsx, whose compiled files are kept on disk and shared with the test server's own start. Imported the
// way the test files are, each worker compiled the whole server again with Playwright's Babel on every run (its runner
// keeps what it compiles, a worker never does): about 7 CPU-seconds per worker, a twentieth of the browser stage's.
// One namespace per worker: every module loads once, whichever test asks for it first.
import { register } from 'tsx/esm/api';

const serverCode = register({ namespace: 'server-code' });

/** A module of the server (a path relative to this file), typed by the caller: `serverModule<typeof import(path)>(path)`. */
export function serverModule<Module>(path: string): Promise<Module> {
  return serverCode.import(path, import.meta.url) as Promise<Module>;
}

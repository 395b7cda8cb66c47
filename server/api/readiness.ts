// GET /api/ready: whether this server can do its work now, for a load balancer or a monitor. Unlike
// /api/health (the process answers), it reads the database from disk through a fresh connection,
// writes beside it, and looks for the built site; the first failure is the reason of a 503.
import { closeSync, existsSync, openSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';

import type { ContentStore } from '../db/content-store.ts';
import { readEveryTable, readEveryTableFromFile } from '../db/readiness.ts';

export interface ReadinessOptions {
  store: ContentStore;
  /** The built site's folder when this server serves it. */
  clientDir?: string;
}

/** What serving the site needs from a build, relative to the build folder (the client folder's parent). */
const BUILD_FILES = ['client/404.html', 'client/_shell.html', 'template.html', 'server/entry-server.js'];

function reasonOf(error: unknown): string {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  return code && !message.includes(code) ? `${message} (${code})` : message;
}

export interface ReadinessProblem {
  /** For anyone who asks: what is wrong, without paths or error texts. */
  reason: string;
  /** For the log. */
  detail: string;
}

/** The first reason this server is not ready, or undefined when it is. */
export function readinessProblem({ store, clientDir }: ReadinessOptions): ReadinessProblem | undefined {
  try {
    store.revision();
    readEveryTable(store.db);
  } catch (error) {
    return { reason: 'the database cannot be read', detail: reasonOf(error) };
  }
  const path = store.db.name;
  if (!store.db.memory) {
    // The server's own connection may answer from its page cache; a new one reads the file.
    try {
      readEveryTableFromFile(path);
    } catch (error) {
      return { reason: 'the database cannot be read', detail: `a new connection to ${path}: ${reasonOf(error)}` };
    }
    // New enquiries need room on the disk that holds the database.
    const probe = `${path}.ready-${process.pid}`;
    try {
      const fd = openSync(probe, 'w');
      try {
        writeSync(fd, Buffer.alloc(4096));
      } finally {
        closeSync(fd);
      }
    } catch (error) {
      return { reason: 'the disk that holds the database is not writable', detail: `writing ${probe}: ${reasonOf(error)}` };
    } finally {
      try {
        unlinkSync(probe);
      } catch {
        // Not created.
      }
    }
    if (store.db.readonly) return { reason: 'the database is open read-only', detail: path };
  }
  if (clientDir !== undefined) {
    const missing = BUILD_FILES.map((file) => join(dirname(clientDir), file)).find((file) => !existsSync(file));
    if (missing) return { reason: 'the built site is missing', detail: `no ${missing}: run "npm run build"` };
  }
  return undefined;
}

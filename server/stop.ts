// Stopping the server (SIGTERM, Ctrl-C): requests under way get a few seconds to finish, then every
// connection still open is closed. Without that last step, a connection a browser opened ahead of time and
// has not used yet (Chromium does so routinely) holds the stop up until the server's timeouts end it, more
// than a minute: a restart or a deploy would wait that long.
import type { FastifyInstance } from 'fastify';

/** How long requests under way get to finish once the server is asked to stop. */
export const STOP_GRACE_MS = 5_000;

/** Closes the app: at once when no request is under way, else within `graceMs`. */
export async function stopServer(app: FastifyInstance, graceMs = STOP_GRACE_MS): Promise<void> {
  const force = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(force);
  }
}

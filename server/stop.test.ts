// Stopping the server: a connection opened and never used does not hold the stop up, and a request under way
// still gets its answer.
import { connect, type Socket } from 'node:net';

import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { stopServer } from './stop.ts';

let app: FastifyInstance;
const sockets: Socket[] = [];

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
});

/** The app on a free port, with a route that answers once `release` settles (and says when it is reached). */
async function listening(release?: Promise<void>, reached?: () => void): Promise<number> {
  app = Fastify();
  app.get('/slow', async () => {
    reached?.();
    await release;
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  return address.port;
}

/** A connection opened as a browser opens one ahead of time: no request on it yet. */
async function spareConnection(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  return socket;
}

describe('stopServer', () => {
  it('stops although a browser holds a connection it has not used, and closes that connection', async () => {
    const port = await listening();
    const spare = await spareConnection(port);
    const closed = new Promise<void>((resolve) => spare.once('close', () => resolve()));
    // Without the grace period's end, the stop would wait for the server's timeouts (a minute and more).
    await stopServer(app, 50);
    await closed;
    expect(spare.destroyed).toBe(true);
  });

  it('lets a request under way finish and answer before the server stops', async () => {
    let finish!: () => void;
    let reached!: () => void;
    const underWay = new Promise<void>((resolve) => (reached = resolve));
    const port = await listening(new Promise<void>((resolve) => (finish = resolve)), reached);
    const answer = fetch(`http://127.0.0.1:${port}/slow`).then((response) => response.json());
    await underWay;
    const stopped = stopServer(app, 10_000);
    finish();
    expect(await answer).toEqual({ done: true });
    await stopped;
  });
});

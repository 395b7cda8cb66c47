// Test helpers: the whole app (without the site) listening on loopback, and raw HTTP over a socket,
// for what app.inject cannot send (bytes Node's parser refuses, slow clients, many connections).
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createApp } from '../app.ts';
import { readServerConfig, type ServerConfig } from '../config.ts';

export interface Listening {
  port: number;
  config: ServerConfig;
  databasePath: string;
  close(): Promise<void>;
}

/** createApp (security headers, /media, /api; no built site) on 127.0.0.1 and a port of its own. */
export async function listenApp(env: NodeJS.ProcessEnv = {}): Promise<Listening> {
  const dir = mkdtempSync(join(tmpdir(), 'dexterity-resilience-'));
  const databasePath = join(dir, 'site.db');
  const config: ServerConfig = {
    ...readServerConfig({ RATE_LIMIT_PER_MINUTE: '1000000', DATABASE_PATH: databasePath, ...env }),
    databasePath,
    distDir: join(dir, 'no-dist'),
  };
  const app = await createApp(config, { site: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return {
    port: address.port,
    config,
    databasePath,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Parses the first HTTP/1.1 answer in what a socket received. */
export function parseAnswer(raw: Buffer): RawAnswer {
  const text = raw.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  const head = end === -1 ? text : text.slice(0, end);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = end === -1 ? '' : raw.subarray(Buffer.byteLength(text.slice(0, end + 4), 'latin1')).toString('utf8');
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

export function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server sends until it closes the connection, and when it closed it (ms after the call). */
export function untilClosed(socket: Socket): Promise<{ raw: Buffer; afterMs: number }> {
  const started = Date.now();
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => {});
  return new Promise((resolve) => {
    socket.once('close', () => resolve({ raw: Buffer.concat(chunks), afterMs: Date.now() - started }));
  });
}

/** Sends raw bytes on a new connection and returns the answer once the server closes it (send `Connection: close`). */
export async function rawRequest(port: number, bytes: Buffer | string): Promise<RawAnswer> {
  const socket = await openSocket(port);
  const closed = untilClosed(socket);
  socket.write(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes);
  const { raw } = await closed;
  return parseAnswer(raw);
}

/** The security headers every answer must carry (docs/requirements/design.md §5). */
export const REQUIRED_SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy'];

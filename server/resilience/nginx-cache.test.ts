// Debian's nginx with docs/nginx/dexterity.conf in front of the whole app: what it keeps and for how long, what it
// never keeps, the visitor's address passed on, and cached pages served while the site's server is stopped.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiPaths } from '../../common/api-contract.ts';
import { serviceHeadingBuild } from '../render/stand-in-build.ts';
import { buildStaffTestApp, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

const CONF = fileURLToPath(new URL('../../docs/nginx/dexterity.conf', import.meta.url));
const ORIGIN = 'http://localhost:8080';
const ASSET = '/assets/app-4f2a9c.js';

interface Seen {
  method: string;
  url: string;
  status: number;
  ip: string;
  ifNoneMatch?: string;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** nginx from PATH or Debian's /usr/sbin (not on a user's PATH); a missing one fails the test, never skips it. */
function nginxBinary(): string {
  for (const dir of [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin']) {
    if (dir && existsSync(join(dir, 'nginx'))) return join(dir, 'nginx');
  }
  throw new Error(
    'nginx is not installed: this test puts Debian’s nginx in front of the site. Install it (apt-get install -y nginx; .ci/run does).',
  );
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The one place `from` occurs in the configuration, replaced: a change to the file that the test misses fails it. */
function fill(text: string, from: string, to: string): string {
  const count = text.split(from).length - 1;
  if (count !== 1) throw new Error(`docs/nginx/dexterity.conf has ${count} of “${from}” where the test fills in one`);
  return text.replace(from, to);
}

async function untilListening(port: number, nginx: ChildProcess, errorLog: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (nginx.exitCode !== null) {
      throw new Error(`nginx stopped at start (${nginx.exitCode}): ${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`);
    }
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' }, () => resolve(true));
      socket.on('error', () => resolve(false));
      socket.on('connect', () => socket.destroy());
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error('nginx did not listen within 10 s');
    await sleep(50);
  }
}

let t: StaffTestApp;
let session: SignedIn;
let nginx: ChildProcess;
let port: number;
let dir: string;
const seen: Seen[] = [];

/** A request through nginx on a connection of its own, from `from` (a loopback address) when given. */
function via(path: string, options: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.from,
        agent: false,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode!, headers: answer.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    sent.on('error', reject);
    sent.setTimeout(5000, () => sent.destroy(new Error(`no answer to ${path} within 5 s`)));
    sent.end(options.body);
  });
}

const cacheStatus = (answer: Answer) => answer.headers['x-cache-status'];
/** How many requests for this method and URL reached the site. */
const reached = (url: string, method = 'GET') => seen.filter((entry) => entry.url === url && entry.method === method).length;
const staffHeaders = (extra: Record<string, string> = {}) => ({
  cookie: session.cookie,
  origin: ORIGIN,
  'x-csrf-token': session.csrfToken,
  'content-type': 'application/json',
  ...extra,
});

beforeAll(async () => {
  const binary = nginxBinary();
  t = await buildStaffTestApp({
    env: { SITE_ORIGIN: ORIGIN, TRUST_PROXY: '1', ENQUIRY_LIMIT: '1' },
    dist: { ...serviceHeadingBuild(ORIGIN), [`client${ASSET}`]: 'console.log("app");' },
    prepare(app) {
      app.addHook('onResponse', (request, reply, done) => {
        const ifNoneMatch = request.headers['if-none-match'];
        seen.push({ method: request.method, url: request.url, status: reply.statusCode, ip: request.ip, ifNoneMatch });
        done();
      });
      // What no visitor's answer carries today, asked for by the test: a cookie set, or the site's own no-store.
      app.addHook('onSend', (request, reply, payload, done) => {
        const mark = request.headers['x-test-answer'];
        if (mark === 'set-cookie') reply.header('set-cookie', 'probe=1; Path=/; HttpOnly');
        if (mark === 'no-store') reply.header('cache-control', 'no-store');
        done(null, payload);
      });
    },
  });
  await t.addAccount();
  session = await t.signIn();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const appPort = (t.app.server.address() as AddressInfo).port;

  dir = mkdtempSync(join(tmpdir(), 'dexterity-nginx-'));
  port = await freePort();
  let site = readFileSync(CONF, 'utf8');
  site = fill(site, 'listen 80;', `listen 127.0.0.1:${port};`);
  site = fill(site, 'server 127.0.0.1:8080;', `server 127.0.0.1:${appPort};`);
  site = fill(site, 'proxy_cache_path /var/cache/nginx/dexterity ', `proxy_cache_path ${join(dir, 'cache')} `);
  site = fill(site, 'access_log /var/log/nginx/dexterity.access.log', `access_log ${join(dir, 'access.log')}`);
  writeFileSync(join(dir, 'dexterity.conf'), site);
  for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp));
  const errorLog = join(dir, 'error.log');
  // What Debian's /etc/nginx/nginx.conf gives the site's file, in a folder of the test's. As root, nginx's workers
  // would become `nobody`, who cannot use that folder: they stay the current user.
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${errorLog} warn;
${process.getuid?.() === 0 ? `user ${userInfo().username};` : ''}
events { worker_connections 256; }
http {
  client_body_temp_path ${join(dir, 'client_body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  include ${join(dir, 'dexterity.conf')};
}
`,
  );
  nginx = spawn(binary, ['-e', errorLog, '-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
  await untilListening(port, nginx, errorLog);
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const stopped = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGTERM');
    await stopped;
  }
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('nginx in front of the site (docs/nginx/dexterity.conf)', () => {
  it('answers a visitor’s page, an asset and the content API again from its cache', async () => {
    for (const url of ['/service/service-1', ASSET, '/api/get-offering-details/']) {
      const first = await via(url);
      const second = await via(url);
      expect(first.status, url).toBe(200);
      expect([cacheStatus(first), cacheStatus(second)], url).toEqual(['MISS', 'HIT']);
      expect(second.body).toBe(first.body);
      expect(reached(url), url).toBe(1);
    }
  });

  it('never keeps the staff area, its API, a search, a preview, or what a member of staff is answered', async () => {
    for (const url of ['/staff/sign-in', '/STAFF/sign-in', '/api/staff/session/sign-in', '/search?q=tally+on+the+cloud']) {
      const before = reached(url);
      const answers = [await via(url), await via(url)];
      expect(answers.map(cacheStatus), url).toEqual(['BYPASS', 'BYPASS']);
      expect(reached(url) - before, url).toBe(2);
    }
    // The search's words are in neither the cache nor the access log.
    expect(readFileSync(join(dir, 'access.log'), 'utf8')).not.toContain('tally');

    const draft = await via('/api/staff/content/services/2', {
      method: 'PATCH',
      headers: staffHeaders(),
      body: JSON.stringify({ heading: 'Tally on the cloud, in a day', _status: 'draft' }),
    });
    expect(draft.status).toBe(200);
    const preview = await via('/service/service-2?preview=1', { headers: { cookie: session.cookie } });
    expect(preview.body).toContain('Preview — not live');
    const anonymous = await via('/service/service-2?preview=1');
    expect(anonymous.body).not.toContain('Preview — not live');
    expect([cacheStatus(preview), cacheStatus(anonymous)]).toEqual(['BYPASS', 'BYPASS']);
    const visitor = await via('/service/service-2');
    expect(visitor.body).not.toContain('Tally on the cloud, in a day');

    // A member of staff sees what they publish at once, while visitors may still get the second-old page.
    await via('/api/staff/content/publish', { method: 'POST', headers: staffHeaders(), body: '{}' });
    const staffView = await via('/service/service-2', { headers: { cookie: session.cookie } });
    expect(cacheStatus(staffView)).toBe('BYPASS');
    expect(staffView.body).toContain('<h1>Tally on the cloud, in a day</h1>');
  });

  it('never keeps a POST, an answer that sets a cookie, or one the site marks no-store', async () => {
    // Two page views reported alike: both are counted, neither is looked for in the cache.
    for (let beacon = 0; beacon < 2; beacon += 1) {
      const counted = await via(apiPaths.views, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '/about' });
      expect(counted.status).toBe(204);
      expect(cacheStatus(counted)).toBeUndefined();
    }
    expect(reached(apiPaths.views, 'POST')).toBe(2);

    for (const mark of ['set-cookie', 'no-store']) {
      const url = `/service/service-3?probe=${mark}`;
      const marked = await via(url, { headers: { 'x-test-answer': mark } });
      expect(marked.status).toBe(200);
      // Had it been kept, the next visitor would get it (and its cookie) from the cache.
      const next = await via(url);
      expect([cacheStatus(marked), cacheStatus(next)], mark).toEqual(['MISS', 'MISS']);
      expect(next.headers['set-cookie']).toBeUndefined();
      expect(reached(url)).toBe(2);
    }

    // A save made from an older version is still refused: If-Match reaches the site.
    const item = await via('/api/staff/content/services/4', { headers: staffHeaders() });
    const version = JSON.parse(item.body).data.version as number;
    const save = (heading: string) =>
      via('/api/staff/content/services/4', {
        method: 'PATCH',
        headers: staffHeaders({ 'if-match': `"${version}"` }),
        body: JSON.stringify({ heading }),
      });
    expect((await save('Asha’s heading')).status).toBe(200);
    const stale = await save('Ravi’s heading');
    expect(stale.status).toBe(412);
    expect(cacheStatus(stale)).toBeUndefined();
    expect(reached('/api/staff/content/services/4', 'PATCH')).toBe(2);

    // The media library's pictures pass nginx's own limit on a body (the site answers; nginx would say 413).
    const upload = await via('/api/staff/content/images', {
      method: 'POST',
      headers: staffHeaders({ 'content-type': 'multipart/form-data; boundary=x' }),
      body: `--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${'x'.repeat(2_000_000)}\r\n--x--\r\n`,
    });
    expect(upload.status).toBe(400);
    expect(JSON.parse(upload.body).message).toMatch(/must be a PNG, JPEG, WebP or SVG image/);
  });

  it('passes the visitor’s address on: the enquiry limit counts each visitor, not the proxy, nor what a client wrote', async () => {
    const enquiry = (from: string, forwardedFor?: string) =>
      via(apiPaths.contact, {
        method: 'POST',
        from,
        headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
        body: JSON.stringify({
          full_name: 'Asha Kulkarni',
          email: 'asha@kulkarni-traders.in',
          project_brief: 'GST e-invoicing for three branches.',
          consent_version: '2026-11',
        }),
      });
    // ENQUIRY_LIMIT is 1: the second enquiry from one address is refused, also when it claims another address.
    expect((await enquiry('127.0.0.2')).status).toBe(201);
    expect((await enquiry('127.0.0.2', '198.51.100.7')).status).toBe(429);
    expect((await enquiry('127.0.0.3')).status).toBe(201);
    const enquiries = seen.filter((entry) => entry.url === apiPaths.contact);
    expect(enquiries.map((entry) => entry.ip)).toEqual(['127.0.0.2', '127.0.0.2', '127.0.0.3']);
    // Nor can a client claim HTTPS, which would turn HSTS on for a site reached over plain HTTP.
    const claimed = await via(apiPaths.health, { headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.status).toBe(200);
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets a redirect loop through without keeping it: the client stops it, and a fix shows at once', async () => {
    t.db.prepare('INSERT INTO redirects ("from", "to") VALUES (?, ?), (?, ?)').run('/loop-a', '/loop-b', '/loop-b', '/loop-a');
    const hops: string[] = [];
    let url = '/loop-a';
    for (let hop = 0; hop < 6; hop += 1) {
      const answer = await via(url);
      expect(answer.status).toBe(301);
      expect(cacheStatus(answer)).toBe('MISS');
      hops.push(url);
      url = answer.headers.location!;
    }
    expect(hops).toEqual(['/loop-a', '/loop-b', '/loop-a', '/loop-b', '/loop-a', '/loop-b']);
    t.db.prepare('DELETE FROM redirects WHERE "from" = ?').run('/loop-b');
    expect((await via('/loop-a')).headers.location).toBe('/loop-b');
    expect((await via('/loop-b')).status).toBe(404);
  });

  // Last: it stops the site's server.
  it('revalidates an expired page by its ETag, shows a publish at the next request, and serves pages while the site is stopped', async () => {
    const unchanged = await via('/service/service-5');
    const published = await via('/service/service-6');
    const kept = await via('/contact');
    const cachedAt = Date.now();
    for (const answer of [unchanged, published, kept]) expect(cacheStatus(answer)).toBe('MISS');
    const heading = 'Payroll in TallyPrime, set up in a week';
    const patched = await via('/api/staff/content/services/6', {
      method: 'PATCH',
      headers: staffHeaders(),
      body: JSON.stringify({ heading }),
    });
    expect(patched.status).toBe(200);

    // A page is fresh for a second: nginx keeps it until the end of the second after the one it was stored in.
    await sleep((Math.floor(cachedAt / 1000) + 2) * 1000 + 100 - Date.now());
    const revalidated = await via('/service/service-5');
    expect(cacheStatus(revalidated)).toBe('REVALIDATED');
    expect(revalidated.body).toBe(unchanged.body);
    expect(seen.filter((entry) => entry.url === '/service/service-5').map(({ status, ifNoneMatch }) => ({ status, ifNoneMatch }))).toEqual([
      { status: 200, ifNoneMatch: undefined },
      { status: 304, ifNoneMatch: unchanged.headers.etag },
    ]);
    const afterPublish = await via('/service/service-6');
    expect(afterPublish.body).toContain(`<h1>${heading}</h1>`);
    expect(cacheStatus(afterPublish)).toBe('EXPIRED');

    await t.app.close();
    const stale = await via('/contact');
    expect(stale.status).toBe(200);
    expect(cacheStatus(stale)).toBe('STALE');
    expect(stale.body).toBe(kept.body);
    expect(cacheStatus(await via(ASSET))).toBe('HIT');
    // What was never kept cannot be served: nginx answers at once, it does not hang.
    expect((await via('/service/service-3')).status).toBe(502);
  });
});

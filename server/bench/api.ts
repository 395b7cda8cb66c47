// `npm run bench:api`: throughput of GET /api/get-offering-details/ on the real app (security
// headers, compression, CORS, rate limit, ETag, answer cache) over a temporary seeded database,
// against a bare Fastify route, in the same run. Prints both and their ratio; asserts nothing.
//
// The servers run in a child process so that autocannon does not share their event loop; the two
// routes are measured in alternating rounds so that a change in the machine's load hits both.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';
import Fastify from 'fastify';

import { apiPaths } from '../../common/api-contract.ts';
import { createApiApp } from '../api-app.ts';
import { createApp } from '../app.ts';
import { readServerConfig } from '../config.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS_PER_ROUND = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Addresses {
  app: string;
  apiOnly: string;
  bare: string;
  bytes: number;
}

/** Child process: the real app on a temporary database, and a bare Fastify server. */
async function serve() {
  const dir = mkdtempSync(join(tmpdir(), 'dexterity-bench-'));
  const config = {
    ...readServerConfig({ RATE_LIMIT_PER_MINUTE: '1000000' }),
    databasePath: join(dir, 'site.db'),
    distDir: join(dir, 'no-dist'),
  };
  const app = await createApp(config, { site: false });
  const apiOnly = await createApiApp(config);
  const bare = Fastify({ logger: false });
  bare.get('/hello', async () => ({ hello: 'world' }));
  const addresses: Addresses = {
    app: await app.listen({ port: 0, host: '127.0.0.1' }),
    apiOnly: await apiOnly.listen({ port: 0, host: '127.0.0.1' }),
    bare: await bare.listen({ port: 0, host: '127.0.0.1' }),
    bytes: (await app.inject(apiPaths.services)).rawPayload.length,
  };
  const stop = async () => {
    await app.close();
    await apiOnly.close();
    await bare.close();
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.stdout.write(`${JSON.stringify(addresses)}\n`);
}

/** What a browser sends with a fetch from the site. */
const HEADERS = { accept: 'application/json, text/plain, */*', 'accept-encoding': 'gzip, deflate, br' };

async function run(url: string, seconds: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: HEADERS });
  return { requests: result.requests.total, failures: result.errors + result.timeouts + result.non2xx, p99: result.latency.p99 };
}

async function main() {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const line = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout! }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`The bench server exited with status ${code}`)));
    });
    const { app, apiOnly, bare, bytes } = JSON.parse(line) as Addresses;
    const targets = [
      { label: `app (createApp) GET ${apiPaths.services}`, url: `${app}${apiPaths.services}` },
      { label: 'bare Fastify GET /hello ({"hello":"world"})', url: `${bare}/hello` },
      { label: `API alone (createApiApp, dev/preview) same route`, url: `${apiOnly}${apiPaths.services}` },
    ];
    console.log(
      `autocannon: ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS_PER_ROUND} s per route, after 1 s warm-up each;\n` +
        `browser-like request headers (${Object.entries(HEADERS)
          .map(([name, value]) => `${name}: ${value}`)
          .join('; ')}).\n`,
    );
    for (const target of targets) await run(target.url, 1);

    const totals = targets.map(() => ({ requests: 0, failures: 0, p99: 0 }));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [i, target] of targets.entries()) {
        const result = await run(target.url, SECONDS_PER_ROUND);
        totals[i]!.requests += result.requests;
        totals[i]!.failures += result.failures;
        totals[i]!.p99 = Math.max(totals[i]!.p99, result.p99);
      }
    }
    const rates = totals.map((total) => total.requests / (ROUNDS * SECONDS_PER_ROUND));
    targets.forEach((target, i) => {
      const total = totals[i]!;
      console.log(
        `${target.label.padEnd(52)} ${rates[i]!.toFixed(0).padStart(7)} req/s   worst p99 ${total.p99} ms` +
          (total.failures ? `   (${total.failures} failed)` : ''),
      );
    });
    console.log(`\nThe route answers ${bytes} bytes of JSON (sent as brotli).`);
    console.log(`ratio (app / bare): ${(rates[0]! / rates[1]!).toFixed(2)}`);
    console.log(`ratio (API alone / bare): ${(rates[2]! / rates[1]!).toFixed(2)}`);
  } finally {
    child.kill('SIGTERM');
  }
}

if (process.argv.includes('--serve')) {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

// `npm run bench:pages`: what rendering pages on the server costs. Throughput of a service page rendered
// on request (GET /service/service-1, kept per content version) against a prerendered static page
// (GET /about) and a cached answer of the content API (GET /api/get-offering-details/) on the same app in
// the same run, and the ratios (the aim: a cached page at 0.8× the API's rate or better); then the time of
// a first, uncached render of every service page (the aim: a median of 8 ms or less, once the process has
// compiled the render's code). Prints; asserts
// nothing. Needs a build (`npm run build`).
//
// The app runs in a child process so that autocannon does not share its event loop; the three answers are
// measured in alternating rounds so that a change in the machine's load hits each.
//
// autocannon reads answers with a parser written in JavaScript (http-parser-js) that pays for every byte of a
// body: on two cores it, not the server, sets the rate of a page's answer (about 80 MB/s, the same for the
// static page and the rendered one, on 2026-11-29 as at 72d4166). So the server's own CPU time per answer is
// measured beside the rate (asked of the child between runs), and the aim is on that: a cached page costs the
// server at most 1 / 0.8 of an API answer.
import '../production-env.ts';

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

import { createApp, readBuildInfo } from '../app.ts';
import { readServerConfig } from '../config.ts';
import { openContentStore } from '../content/service.ts';
import { buildRenderSource } from '../render/build-source.ts';
import { createDataReader } from '../render/data-reader.ts';
import { PageRenderer } from '../render/index.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS_PER_ROUND = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RENDERED = '/service/service-1';
const STATIC = '/about';
const API = '/api/get-offering-details/';

function tempConfig() {
  const dir = mkdtempSync(join(tmpdir(), 'dexterity-bench-pages-'));
  const config = { ...readServerConfig({ ...process.env, RATE_LIMIT_PER_MINUTE: '1000000' }), databasePath: join(dir, 'site.db') };
  return { dir, config };
}

/** Child process: the whole app on a temporary seeded database and the current build. */
async function serve() {
  const { dir, config } = tempConfig();
  const app = await createApp(config);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('SIGTERM', async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
  // Each line the parent sends asks for the CPU time this process has used so far, in µs.
  createInterface({ input: process.stdin }).on('line', () => {
    const { user, system } = process.cpuUsage();
    process.stdout.write(`${user + system}\n`);
  });
  process.stdout.write(`${address}\n`);
}

/** What a browser sends for a page. */
const HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
};

async function run(url: string, seconds: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: HEADERS });
  return {
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
    p99: result.latency.p99,
    bytes: result.throughput.total / Math.max(1, result.requests.total),
  };
}

async function throughput() {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  try {
    const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
    const nextLine = async () => {
      const line = await lines.next();
      if (line.done) throw new Error('The bench server exited');
      return line.value;
    };
    const origin = await nextLine();
    /** The server's CPU time so far, in µs. */
    const serverCpu = async () => {
      child.stdin!.write('\n');
      return Number(await nextLine());
    };
    const targets = [
      { label: `rendered on request, cached  GET ${RENDERED}`, url: `${origin}${RENDERED}` },
      { label: `prerendered static file      GET ${STATIC}`, url: `${origin}${STATIC}` },
      { label: `content API, cached          GET ${API}`, url: `${origin}${API}` },
    ];
    console.log(
      `autocannon: ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS_PER_ROUND} s per page, after 1 s warm-up each; brotli accepted.\n`,
    );
    for (const target of targets) await run(target.url, 1);
    const totals = targets.map(() => ({ requests: 0, failures: 0, p99: 0, bytes: 0, cpu: 0 }));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [i, target] of targets.entries()) {
        const cpuBefore = await serverCpu();
        const result = await run(target.url, SECONDS_PER_ROUND);
        const total = totals[i]!;
        total.cpu += (await serverCpu()) - cpuBefore;
        total.requests += result.requests;
        total.failures += result.failures;
        total.p99 = Math.max(total.p99, result.p99);
        total.bytes = result.bytes;
      }
    }
    const rates = totals.map((total) => total.requests / (ROUNDS * SECONDS_PER_ROUND));
    const costs = totals.map((total) => total.cpu / Math.max(1, total.requests));
    targets.forEach((target, i) => {
      const total = totals[i]!;
      console.log(
        `${target.label.padEnd(50)} ${rates[i]!.toFixed(0).padStart(7)} req/s   server ${costs[i]!.toFixed(0).padStart(3)} µs CPU each   worst p99 ${total.p99} ms   ${(total.bytes / 1024).toFixed(1)} KB sent` +
          (total.failures ? `   (${total.failures} failed)` : ''),
      );
    });
    console.log(
      `rate, rendered / API: ${(rates[0]! / rates[2]!).toFixed(2)}; static / API: ${(rates[1]! / rates[2]!).toFixed(2)} (set by autocannon's parser, above)`,
    );
    // What the server could answer with a core of its own: the inverse of its CPU time per answer.
    console.log(`server capacity, rendered / API: ${(costs[2]! / costs[0]!).toFixed(2)} (aim: 0.80 or more)`);
    console.log(`server capacity, static / API: ${(costs[2]! / costs[1]!).toFixed(2)}\n`);
  } finally {
    child.kill('SIGTERM');
  }
}

/** The first render of each service page, with nothing cached: what a content change costs per page. */
async function firstRenders() {
  const { dir, config } = tempConfig();
  const store = openContentStore(config.databasePath);
  try {
    const clientDir = join(config.distDir, 'client');
    const options = {
      store,
      source: buildRenderSource(config.distDir, readBuildInfo(config.distDir)?.builtAt),
      readData: createDataReader(store, clientDir),
      siteOrigin: config.siteOrigin,
    };
    const timed = async (renderer: PageRenderer, url: string) => {
      const started = performance.now();
      await renderer.get(url);
      return performance.now() - started;
    };
    const cold = await timed(new PageRenderer(options), RENDERED);
    const ids = store.services().map((service) => service.id);
    // A new renderer per page: every render below is a first one, with the bundle already loaded. The first
    // passes of a new process may also pay for the JavaScript engine compiling the render's code, which a running
    // server has long done: they are reported apart, and the aim is measured after them.
    const pass = async () => {
      const times = [];
      for (const id of ids) times.push(await timed(new PageRenderer(options), `/service/service-${id}`));
      return times;
    };
    const middle = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
    const warmingUp = [];
    for (let round = 0; round < 5; round += 1) warmingUp.push(...(await pass()));
    const times = [];
    for (let round = 0; round < 3; round += 1) times.push(...(await pass()));
    times.sort((a, b) => a - b);
    const median = middle(times);
    const cached = new PageRenderer(options);
    await cached.get(RENDERED);
    const hit = await timed(cached, RENDERED);
    const listing = await timed(new PageRenderer(options), '/service');
    console.log(`first render after start (loads the render bundle): ${cold.toFixed(0)} ms`);
    console.log(`uncached render of a service page, the process's first ${warmingUp.length}: median ${middle(warmingUp).toFixed(1)} ms`);
    console.log(
      `uncached render of a service page, after those: median ${median.toFixed(1)} ms (aim: 8 ms or less), slowest ${times.at(-1)!.toFixed(1)} ms (${times.length} renders of ${ids.length} pages)`,
    );
    console.log(`uncached render of /service: ${listing.toFixed(1)} ms`);
    console.log(`cached page: ${hit.toFixed(2)} ms`);
  } finally {
    store.db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--serve')) {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  throughput()
    .then(firstRenders)
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

// `npm run bench:insights`: Insights at scale (issue 35, point 6; docs/insights.md). Seeds a temporary
// database with 10,000 published articles (BENCH_ARTICLES) of 300–1,500 words of rich text each, in six
// categories, each with its own `published_at`, through the content import — the same transaction a publish
// ends in, so the search index holds them as a publish would leave it — and then measures, with nothing kept:
//
// - the render of `/insights?page=400`, of a category's page and of articles at `/insights/<slug>` (aim: under
//   50 ms). Each render is a first one: a new PageRenderer per render, as `bench:pages` does, so the server's
//   cache of rendered pages (per content revision) never answers; the render bundle is loaded once before.
// - `GET /api/search/?q=` over 40 varied queries, each asked 5 times, through the real server on 127.0.0.1
//   (BENCH_PORT, 8612) one request at a time (aim: 95th percentile under 25 ms). The search is never cached.
// - `/sitemap.xml`: a sitemap index once it holds more addresses than one file may (10,000), each part a urlset.
//
// Prints; asserts only that what it measures is there (the pages answer 200 with their articles, the index
// holds every article). Needs a build (`npm run build`).
import '../production-env.ts';

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import type { ContentDocument } from '../../common/content-model/schema.ts';
import { createApp, readBuildInfo } from '../app.ts';
import { readServerConfig } from '../config.ts';
import { articleCounts, randomArticleSlugs } from '../db/article-samples.ts';
import { exportDocument } from '../db/content-items.ts';
import { importContentInto, openContentStore, openDatabase } from '../content/service.ts';
import { buildRenderSource } from '../render/build-source.ts';
import { createDataReader } from '../render/data-reader.ts';
import { PageRenderer } from '../render/index.ts';
import { SITEMAP_PART_SIZE } from '../render/sitemap.ts';

import { articles, between, CATEGORIES, VOCABULARY } from './insights-articles.ts';

const COUNT = Number(process.env.BENCH_ARTICLES ?? 10_000);
const PORT = Number(process.env.BENCH_PORT ?? 8612);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 30);

function stats(times: number[], cpu?: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (list: number[], q: number) => list[Math.min(list.length - 1, Math.ceil(q * list.length) - 1)]!;
  const cpuSorted = cpu && [...cpu].sort((a, b) => a - b);
  return (
    `median ${at(sorted, 0.5).toFixed(1)} ms, p95 ${at(sorted, 0.95).toFixed(1)} ms, slowest ${sorted.at(-1)!.toFixed(1)} ms (${sorted.length})` +
    (cpuSorted ? `; CPU median ${at(cpuSorted, 0.5).toFixed(1)} ms, p95 ${at(cpuSorted, 0.95).toFixed(1)} ms` : '')
  );
}

/** Milliseconds of this process's CPU (user and system) since `since`. */
const cpuSince = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

const QUERIES = [
  'gst',
  'tally',
  'invoice',
  'gst return',
  'input tax credit',
  'e-invoicing irn',
  'tallyprime server licence',
  'payroll tds',
  'balance sheet',
  'eway bill vehicle',
  'hsn code rate',
  'reverse charge',
  'g',
  't',
  'ta',
  'inv',
  'reco',
  'gst ret',
  'stock godown batch',
  'depreciation fixed asset',
  'pune',
  'webinar training',
  'composition scheme threshold',
  'refund export lut',
  'bank reconciliation cheque',
  'how to',
  'checklist',
  'what why when',
  '2026',
  '17',
  'kariga',
  'tomane',
  'sulape chivo',
  'zzzz',
  'gst tally invoice return ledger voucher payroll audit stock bank data users',
  '"gst" OR tally',
  'NEAR(gst tally)',
  '-gst *',
  'tractors',
  'compliance notice penalty interest',
];

/** Seeds the database at `path`: the site's seed, then the articles through the import. */
function seed(path: string) {
  // The seed, then the articles through the import: cleaned as a save cleans them, and the content's record
  // (sitemap dates, the search index) written in the same transaction as a publish writes it.
  let started = performance.now();
  const document = exportDocument(openDatabase(path)) as unknown as Record<string, unknown>;
  const made = articles(COUNT);
  const words = made.map(
    (article) =>
      String(article.body)
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length,
  );
  console.log(
    `${COUNT} articles made in ${((performance.now() - started) / 1000).toFixed(1)} s: ${Math.min(...words)}–${Math.max(...words)} words, ` +
      `${(made.reduce((sum, article) => sum + String(article.body).length, 0) / 1_048_576).toFixed(0)} MB of HTML, ${VOCABULARY.length} distinct words`,
  );
  started = performance.now();
  const db = openDatabase(path);
  importContentInto(db, {
    ...document,
    categories: CATEGORIES.map((c, i) => ({ id: i + 1, ...c })),
    articles: made,
  } as unknown as ContentDocument);
  db.close();
  console.log(`imported in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  console.log(
    `load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')} on ${availableParallelism()} cores\n`,
  );
  // BENCH_DATABASE keeps the seeded database there (and uses it as it is when it exists): for profiling.
  const kept = process.env.BENCH_DATABASE;
  const dir = kept ? undefined : mkdtempSync(join(tmpdir(), 'dexterity-bench-insights-'));
  const config = {
    ...readServerConfig({ ...process.env, RATE_LIMIT_PER_MINUTE: '1000000', VIEWS_WRITE_SECONDS: '0' }),
    databasePath: kept ?? join(dir!, 'site.db'),
  };
  try {
    if (!kept || !existsSync(kept)) seed(config.databasePath);
    const db = openDatabase(config.databasePath);
    const { rows, indexed } = articleCounts(db);
    db.close();
    console.log(`${rows} published articles, ${indexed} of them in the search index\n`);
    if (rows !== COUNT || indexed !== COUNT) throw new Error('The database does not hold every article published and indexed');

    await renders(config);
    await overHttp(config);
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

/** First renders, each by a renderer of its own: what a visitor waits for when the page is not kept. */
async function renders(config: ReturnType<typeof readServerConfig>) {
  const store = openContentStore(config.databasePath);
  try {
    const options = {
      store,
      source: buildRenderSource(config.distDir, readBuildInfo(config.distDir)?.builtAt),
      readData: createDataReader(store, join(config.distDir, 'client')),
      siteOrigin: config.siteOrigin,
    };
    const slugs = randomArticleSlugs(store.db, RENDERS);
    const cpu: number[] = [];
    const render = async (url: string, check: (html: string) => boolean) => {
      const started = performance.now();
      const used = process.cpuUsage();
      const answer = await new PageRenderer(options).get(url);
      const took = performance.now() - started;
      cpu.push(cpuSince(used));
      if ('redirect' in answer || answer.status !== 200 || !check(answer.body.toString('utf8'))) throw new Error(`${url} did not render`);
      return took;
    };
    const cards = (n: number) => (html: string) => (html.match(/class="article-card"/g) ?? []).length === n;
    printFirst(await render('/insights', cards(12)));
    const measure = async (label: string, urls: () => string, check: (html: string) => boolean) => {
      const times = [];
      cpu.length = 0;
      for (let i = 0; i < RENDERS; i += 1) times.push(await render(urls(), check));
      console.log(`${label.padEnd(46)} ${stats(times, cpu)}`);
    };
    console.log(`uncached renders (a new renderer each; aim: under 50 ms):`);
    await measure('/insights?page=400', () => '/insights?page=400', cards(12));
    await measure('/insights?page=1…834 (a random page each)', () => `/insights?page=${between(1, Math.ceil(COUNT / 12))}`, cards(12));
    await measure('/insights (the first page)', () => '/insights', cards(12));
    await measure('/insights/category/gst?page=100', () => '/insights/category/gst?page=100', cards(12));
    let n = 0;
    await measure(
      `/insights/<slug> (${RENDERS} different articles)`,
      () => `/insights/${slugs[n++ % slugs.length]}`,
      (html) => html.includes('"@type":"BlogPosting"'),
    );
  } finally {
    store.db.close();
  }
}

function printFirst(ms: number) {
  console.log(`first render after start (loads the render bundle): ${ms.toFixed(0)} ms\n`);
}

/** The search and the sitemap through the whole server, on 127.0.0.1, one request at a time. */
async function overHttp(config: ReturnType<typeof readServerConfig>) {
  const app = await createApp(config);
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${PORT}`;
  try {
    const get = async (path: string) => {
      const begun = performance.now();
      const used = process.cpuUsage();
      const response = await fetch(`${origin}${path}`);
      const text = await response.text();
      return { status: response.status, text, took: performance.now() - begun, cpu: cpuSince(used) };
    };
    for (const query of QUERIES.slice(0, 5)) await get(`/api/search/?q=${encodeURIComponent(query)}`);
    const times: number[] = [];
    const cpu: number[] = [];
    const worst: { query: string; took: number; found: number }[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (const query of QUERIES) {
        const answer = await get(`/api/search/?q=${encodeURIComponent(query)}`);
        if (answer.status !== 200) throw new Error(`search for ${query} answered ${answer.status}`);
        times.push(answer.took);
        cpu.push(answer.cpu);
        worst.push({ query, took: answer.took, found: (JSON.parse(answer.text) as { data: unknown[] }).data.length });
      }
    }
    console.log(
      `\nGET /api/search/?q= (${QUERIES.length} queries × 5, aim: p95 under 25 ms):\n  ${stats(times, cpu)} (CPU: server and client, one process)`,
    );
    worst.sort((a, b) => b.took - a.took);
    console.log(
      `  slowest: ${worst
        .slice(0, 5)
        .map(({ query, took, found }) => `"${query.slice(0, 30)}" ${took.toFixed(1)} ms (${found} found)`)
        .join('; ')}`,
    );

    const sitemap = await get('/sitemap.xml');
    const parts = [...sitemap.text.matchAll(/<sitemap><loc>[^<]*\/(sitemap-\d+\.xml)<\/loc>/g)].map((match) => match[1]!);
    let addresses = 0;
    let slowest = sitemap.took;
    for (const part of parts) {
      const answer = await get(`/${part}`);
      if (answer.status !== 200 || !answer.text.includes('<urlset')) throw new Error(`/${part} is not a urlset`);
      addresses += (answer.text.match(/<url>/g) ?? []).length;
      slowest = Math.max(slowest, answer.took);
    }
    if ((await get(`/sitemap-${parts.length + 1}.xml`)).status !== 404) throw new Error('A part past the last did not answer 404');
    console.log(
      `\n/sitemap.xml: ${sitemap.text.includes('<sitemapindex') ? `a sitemap index of ${parts.length} parts` : 'one urlset'} ` +
        `(at most ${SITEMAP_PART_SIZE} addresses a file), ${addresses} addresses in all; slowest answer ${slowest.toFixed(0)} ms`,
    );
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

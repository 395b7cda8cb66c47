// `npm run bench:saves`: what a save costs as the content grows (docs/benchmarks.md). Creates BENCH_SAVES (2,000)
// articles one by one through the staff API (`POST /api/staff/content/articles`, an owner's session, the whole app
// on a temporary database), timing each request, and prints the median of the first and of the last 50 saves and
// their ratio (aim: at most 1.3 — a save costs its change, not the whole content), then the median of 50 one-field
// PATCHes of one article with every article in place (aim: at most 15 ms on a quiet machine), and the content editor's
// list of them: its first page, the last page and a search (median of 10 each, and their sizes), and the whole list
// as the editor read it before it read a page at a time.
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

import { buildStaffTestApp } from '../staff/test-staff.ts';

const COUNT = Number(process.env.BENCH_SAVES ?? 2000);
const WINDOW = 50;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const body = (n: number) =>
  `<h2>Part ${n}</h2><p>${'TallyPrime keeps the books, GST returns and the stock of a trading firm in Pune. '.repeat(40)}</p>`;

const t = await buildStaffTestApp();
try {
  await t.addAccount();
  const session = await t.signIn();
  const times: number[] = [];
  let last = 0;
  for (let n = 1; n <= COUNT; n += 1) {
    const started = performance.now();
    const answer = await t.send('POST', '/api/staff/content/articles', {
      session,
      payload: { title: `Article ${n}`, slug: `article-${n}`, summary: `The ${n}th article.`, body: body(n) },
    });
    times.push(performance.now() - started);
    if (answer.statusCode !== 201) throw new Error(`Save ${n} answered ${answer.statusCode}: ${answer.body}`);
    last = answer.json().data.id as number;
  }
  const first = median(times.slice(0, WINDOW));
  const end = median(times.slice(-WINDOW));
  const patches: number[] = [];
  for (let n = 0; n < WINDOW; n += 1) {
    const started = performance.now();
    const answer = await t.send('PATCH', `/api/staff/content/articles/${last}`, { session, payload: { summary: `Changed ${n} times.` } });
    patches.push(performance.now() - started);
    if (answer.statusCode !== 200) throw new Error(`PATCH answered ${answer.statusCode}: ${answer.body}`);
  }
  // The content editor's list of them: a page as the editor opens it, the last page, a search, and the whole list.
  const reads: [string, string][] = [
    ['the first page', '/page'],
    ['the last page', `/page?number=${Math.ceil(COUNT / 50)}`],
    ['a search ("article 1999")', '/page?q=article%201999'],
    ['the whole list', ''],
  ];
  const timed: string[] = [];
  for (const [name, path] of reads) {
    const lists: number[] = [];
    let bytes = 0;
    for (let n = 0; n < 10; n += 1) {
      const started = performance.now();
      const answer = await t.send('GET', `/api/staff/content/articles${path}`, { session });
      lists.push(performance.now() - started);
      if (answer.statusCode !== 200) throw new Error(`${name} answered ${answer.statusCode}`);
      bytes = answer.rawPayload.length;
    }
    timed.push(`  the editor's list, ${name}: median of 10 ${ms(median(lists))}, ${(bytes / 1024).toFixed(1)} KB`);
  }
  console.log(
    `${COUNT} articles created one by one through the staff API (${availableParallelism()} cores, load ${loadavg()[0]!.toFixed(1)}):`,
  );
  console.log(`  median save, first ${WINDOW}: ${ms(first)}`);
  console.log(`  median save, last ${WINDOW}:  ${ms(end)}`);
  console.log(`  ratio: ${(end / first).toFixed(2)} (aim: at most 1.3)`);
  console.log(`  median one-field PATCH with ${COUNT} articles: ${ms(median(patches))} (aim: at most 15 ms)`);
  for (const line of timed) console.log(line);
} finally {
  await t.close();
}

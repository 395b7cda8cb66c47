// `npm run bench:media`: what the media library's list costs as the library and the content grow (docs/benchmarks.md).
// Stores BENCH_PICTURES (2,000) pictures as files of the upload folder (stored SVGs: the first listing finds them, as
// it finds pictures from before the library) and publishes BENCH_ARTICLES (2,000) articles, each with one of the first
// 60 pictures as its cover, then times `GET /api/staff/media` (the whole app on a temporary database), median of 20
// each, with the answer's size: the first page, a later page, a search, the picture at one address, and the first page
// just after a change of the content (where each picture is used brought up to date with the change): a service's
// heading, which names no picture, and an article's title, which changes where its cover is used.
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';

import { uploadDirFor } from '../media/uploads.ts';
import { buildStaffTestApp } from '../staff/test-staff.ts';

import { median, ms, publishArticles, timed } from './timing.ts';

const COUNT = Number(process.env.BENCH_PICTURES ?? 2000);
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 2000);
const RUNS = 20;

const t = await buildStaffTestApp();

try {
  await t.addAccount('editor@example.in', 'kothrud-ledger-tulsi-42', 'editor');
  const session = await t.signIn('editor@example.in', 'kothrud-ledger-tulsi-42');
  const folder = uploadDirFor(t.databasePath)!;
  mkdirSync(folder, { recursive: true });
  const nameOf = (n: number) => `${n.toString(16).padStart(32, '0')}.svg`;
  for (let n = 1; n <= COUNT; n += 1) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#2d6a4f"/></svg>`;
    writeFileSync(join(folder, nameOf(n)), svg);
  }
  const articles = await publishArticles(t, session, ARTICLES, (n) => ({
    cover_image: `/media/uploads/${nameOf(COUNT - (n % 60))}`,
    cover_alt: 'A ledger',
  }));
  const get = (query: string) => t.send('GET', `/api/staff/media${query}`, { session });
  // Stored a minute ago (a folder changed in the last seconds is read at every listing); the first listing records them.
  const minuteAgo = new Date(Date.now() - 60_000);
  utimesSync(folder, minuteAgo, minuteAgo);
  await get('');

  // A change before each listing: a service's heading (no picture), an article's title (one picture's places).
  const change = (path: string, payload: Record<string, unknown>) => async () => {
    const changed = await t.send('PATCH', `/api/staff/content/${path}`, { session, payload });
    if (changed.statusCode !== 200) throw new Error(`Answered ${changed.statusCode}: ${changed.body.slice(0, 300)}`);
  };
  const cases: [string, string, ((run: number) => () => Promise<void>)?][] = [
    ['the first page', ''],
    ['a later page', '?page=20'],
    ['a search', '?q=00000000000000000000000000000a'],
    ['the picture at one address', `?url=${encodeURIComponent(`/media/uploads/${nameOf(COUNT / 2)}`)}`],
    ['the first page after a change', '', (run) => change('services/1', { heading: `Payroll, run ${run}` })],
    ["after an article's change", '', (run) => change(`articles/${articles[run]!}`, { title: `GST note, run ${run}` })],
  ];
  console.log(`${COUNT} pictures, ${ARTICLES} articles, median of ${RUNS} (load average ${loadavg()[0]!.toFixed(2)}):`);
  for (const [name, query, changeFirst] of cases) {
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run += 1) {
      await changeFirst?.(run)();
      bytes = Buffer.byteLength((await timed(times, () => get(query))).body);
    }
    console.log(`  ${name.padEnd(32)} ${ms(median(times)).padStart(10)}  ${(bytes / 1024).toFixed(1)} KB`);
  }
} finally {
  await t.close();
}

// `npm run bench:drafts`: what the drafts' screens read cost as drafts pile up (docs/benchmarks.md). Creates
// BENCH_DRAFTS (2,000) articles through the staff API (an owner's session, the whole app on a temporary database),
// saves a draft of each, then times (median of 10) every read the editor makes of them: all the drafts at once (what
// Pending changes and every list's Draft badges read before they were paged), Pending changes' first and last page,
// the count the toolbar shows, the services' list's drafts, and the drafts of a page of the articles' list; then
// Publish all of them at once. Aim: a screen's read costs that screen (its page, its kind), not every draft on the site.
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

import { buildStaffTestApp } from '../staff/test-staff.ts';

const COUNT = Number(process.env.BENCH_DRAFTS ?? 2000);
const ROOT = '/api/staff/content';

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const t = await buildStaffTestApp();
try {
  await t.addAccount();
  const session = await t.signIn();
  const ok = async (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) => {
    const answer = await t.send(method, `${ROOT}${path}`, { session, ...(payload ? { payload } : {}) });
    if (answer.statusCode >= 300) throw new Error(`${method} ${path} answered ${answer.statusCode}: ${answer.body}`);
    return answer;
  };
  const made = performance.now();
  for (let n = 1; n <= COUNT; n += 1) {
    const { id } = (
      await ok('POST', '/articles', {
        title: `Article ${n}`,
        slug: `article-${n}`,
        summary: `The ${n}th article.`,
        body: '<p>TallyPrime for a trading firm in Pune.</p>',
      })
    ).json().data as { id: number };
    await ok('PATCH', `/articles/${id}`, { summary: `The ${n}th article, better.`, _status: 'draft' });
  }
  const firstPage = (await ok('GET', '/articles/page')).json().data.items as { id: number }[];
  const reads: [string, string][] = [
    ['every draft at once (both screens, before)', '/drafts'],
    ['Pending changes, its first page', '/drafts/page'],
    ['Pending changes, its last page', `/drafts/page?number=${Math.ceil(COUNT / 50)}`],
    ['the toolbar’s count', '/drafts/count'],
    ['the services’ list’s drafts', '/drafts?kind=services'],
    ['a page of the articles’ list, its drafts', `/drafts?kind=articles&items=${firstPage.map((item) => item.id).join(',')}`],
    ['the calendar (none of them scheduled)', '/calendar'],
  ];
  console.log(
    `${COUNT} article drafts made in ${((performance.now() - made) / 1000).toFixed(0)} s (${availableParallelism()} cores, load ${loadavg()[0]!.toFixed(1)}):`,
  );
  for (const [name, path] of reads) {
    const times: number[] = [];
    let bytes = 0;
    for (let n = 0; n < 10; n += 1) {
      const started = performance.now();
      const answer = await ok('GET', path);
      times.push(performance.now() - started);
      bytes = answer.rawPayload.length;
    }
    console.log(`  ${name}: median of 10 ${median(times).toFixed(1)} ms, ${(bytes / 1024).toFixed(1)} KB`);
  }
  // Deleting an article (its draft goes to Recently deleted with it), ten of them one after another.
  const deletes: number[] = [];
  for (const { id } of firstPage.slice(0, 10)) {
    const { version } = (await ok('GET', `/articles/${id}`)).json().data as { version: number };
    const started = performance.now();
    await t.send('DELETE', `${ROOT}/articles/${id}`, { session, headers: { 'if-match': `"${version}"` } });
    deletes.push(performance.now() - started);
  }
  console.log(`  deleting an article with its draft: median of 10 ${median(deletes).toFixed(1)} ms`);
  // Publish all: every draft left goes live in one request (each in a savepoint of its own, as the scheduler does),
  // which the staff area waits 10 s for.
  const { total } = (await ok('GET', '/drafts/count')).json().data as { total: number };
  const publishing = performance.now();
  const { published } = (await ok('POST', '/publish', {})).json().data as { published: number };
  console.log(`  Publish all of ${total} drafts: ${((performance.now() - publishing) / 1000).toFixed(1)} s, ${published} live`);
} finally {
  await t.close();
}

// What the benchmarks share: a median, a time as they print it, a request timed and checked, and articles published.
import { performance } from 'node:perf_hooks';

import type { SignedIn, StaffTestApp } from '../staff/test-staff.ts';

export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Runs a request, adds its time to `times`, and fails the benchmark on any answer but the one expected. */
export async function timed<A extends { statusCode: number; body: string }>(
  times: number[],
  run: () => Promise<A>,
  expected = 200,
): Promise<A> {
  const started = performance.now();
  const answer = await run();
  times.push(performance.now() - started);
  if (answer.statusCode !== expected) throw new Error(`Answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
  return answer;
}

/**
 * Publishes `count` articles through the staff API ("GST note <n>", its address, summary and body), each with the
 * fields `more(n)` adds; answers their ids, oldest first.
 */
export async function publishArticles(
  t: StaffTestApp,
  session: SignedIn,
  count: number,
  more: (n: number) => Record<string, unknown> = () => ({}),
): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 1; n <= count; n += 1) {
    const payload = {
      title: `GST note ${n}`,
      slug: `gst-note-${n}`,
      summary: `What changes in month ${n}.`,
      body: `<p>Input tax credit, note ${n}.</p>`,
      ...more(n),
    };
    const created = await t.send('POST', '/api/staff/content/articles', { session, payload });
    if (created.statusCode !== 201) throw new Error(`Answered ${created.statusCode}: ${created.body.slice(0, 300)}`);
    ids.push(created.json().data.id as number);
  }
  return ids;
}

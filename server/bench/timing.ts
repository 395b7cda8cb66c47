// What the benchmarks share: a median, a time as they print it, and a request timed and checked.
import { performance } from 'node:perf_hooks';

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

import { describe, expect, it } from 'vitest';

import { cleanSvg, MAX_SVG_WORKERS, runningSvgWorkers, svgShapeProblem } from './svg-clean.ts';

// Each cleaning starts a worker thread (tsx, jsdom, DOMPurify): about a second on a quiet machine, more on
// a busy one.
const WORKER_TEST_MS = 30_000;

const svg = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${inner}</svg>`;
/** An SVG within the limits (depth 11, 19,012 elements) whose parse takes far longer than a millisecond. */
const LARGE_SVG = svg(`${'<g>'.repeat(10)}${'<path d="M0 0L10 10Z" fill="#0a5"/>'.repeat(19_000)}${'</g>'.repeat(10)}`);

describe('the checks before the parse', () => {
  it('count depth and elements as before: end tags, self-closing tags and attributes', () => {
    expect(svgShapeProblem(svg(`${'<g>'.repeat(63)}${'</g >'.repeat(63)}`))).toBeUndefined();
    expect(svgShapeProblem(svg(`${'<g>'.repeat(64)}${'</g>'.repeat(64)}`))).toMatch(/more than 64 levels deep/);
    expect(svgShapeProblem(svg(`${'<g fill="#0a5">'.repeat(64)}${'</g>'.repeat(64)}`))).toMatch(/more than 64 levels deep/);
    // Self-closing elements add no depth, with or without attributes or a space.
    expect(svgShapeProblem(svg(`${'<g>'.repeat(62)}${'<rect/><rect width="1" /><g/>'.repeat(100)}${'</g>'.repeat(62)}`))).toBeUndefined();
    expect(svgShapeProblem(svg('<rect/>'.repeat(19_999)))).toBeUndefined();
    expect(svgShapeProblem(svg('<rect width="1"/>'.repeat(20_000)))).toMatch(/more than 20,000 elements/);
  });

  it('take one pass over tags that never close, however many (the server thread runs them)', () => {
    // Each of these took the old pattern minutes to hours: 4 KB of '<a' alone took 4 s.
    for (const text of [
      svg('<a'.repeat(400_000)),
      svg(`<a${'b'.repeat(900_000)}`),
      svg(`<a ${'x '.repeat(450_000)}`),
      svg(`<a${' <a b'.repeat(150_000)}`),
    ]) {
      const started = performance.now();
      svgShapeProblem(text);
      expect(performance.now() - started).toBeLessThan(1_000);
    }
  });
});

describe('cleaning in a worker thread', () => {
  it('takes out scripts, event handlers and outside references, and stops its worker', { timeout: WORKER_TEST_MS }, async () => {
    const result = await cleanSvg(
      Buffer.from(
        svg(
          '<script>alert(1)</script><style>@import url("https://evil.example/x.css");</style>' +
            '<rect width="4" height="4" onclick="alert(2)" fill="url(#g)"/><image href="https://evil.example/p.png"/>',
          ' onload="alert(3)"',
        ),
      ),
    );
    expect(result).toEqual({
      ok: true,
      svg: '<svg xmlns="http://www.w3.org/2000/svg"><style/><rect width="4" height="4" fill="url(#g)"/><image/></svg>',
      removed: expect.arrayContaining(['script', 'onload', 'onclick', 'href', 'style (external reference)']),
    });
    expect(runningSvgWorkers()).toBe(0);
  });

  it(
    'refuses an SVG whose cleaning outlasts the time limit, terminates the worker, and cleans the next one',
    { timeout: WORKER_TEST_MS },
    async () => {
      // The parse of 19,000 elements cannot finish within a millisecond of the worker having the text.
      const slow = await cleanSvg(Buffer.from(LARGE_SVG), { timeLimitMs: 1 });
      expect(slow).toEqual({
        ok: false,
        message: 'Cleaning the SVG took longer than 1 ms, so it is refused: simplify it, or upload a PNG or WebP.',
      });
      expect(runningSvgWorkers()).toBe(0);
      expect(await cleanSvg(Buffer.from(svg('<circle r="2"/>')))).toEqual({ ok: true, svg: svg('<circle r="2"/>'), removed: [] });
    },
  );

  it(`cleans at most ${MAX_SVG_WORKERS} SVGs at once and refuses more`, { timeout: WORKER_TEST_MS }, async () => {
    const small = Buffer.from(svg('<rect width="1" height="1"/>'));
    const first = Array.from({ length: MAX_SVG_WORKERS }, () => cleanSvg(small));
    expect(runningSvgWorkers()).toBe(MAX_SVG_WORKERS);
    expect(await cleanSvg(small)).toEqual({
      ok: false,
      message: 'Other SVGs are being cleaned just now: upload this one again in a moment.',
    });
    for (const result of await Promise.all(first)) expect(result.ok).toBe(true);
    expect(runningSvgWorkers()).toBe(0);
  });

  it('refuses what fails the checks without starting a worker', async () => {
    const deep = cleanSvg(Buffer.from(svg(`${'<g>'.repeat(8000)}${'</g>'.repeat(8000)}`)));
    expect(runningSvgWorkers()).toBe(0);
    expect(await deep).toEqual({ ok: false, message: expect.stringMatching(/more than 64 levels deep/) });
  });
});

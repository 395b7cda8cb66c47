// A console.error or console.warn fails the test that caused it, unless the test said it expects it: the
// site's tests (vitest.setup.ts, through src/testing/console.ts) and the server's (server/vitest.setup.ts).
import { afterEach, beforeEach, vi } from 'vitest';

let expected: RegExp[] = [];
let unexpected: string[] = [];

/** Declares that this test expects a console.error/warn whose text matches. */
export function expectConsoleError(pattern: RegExp) {
  expected.push(pattern);
}

function format(args: unknown[]): string {
  return args
    .map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : typeof arg === 'string' ? arg : JSON.stringify(arg)))
    .join(' ');
}

export function installConsoleGuard() {
  beforeEach(() => {
    expected = [];
    unexpected = [];
    for (const method of ['error', 'warn'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        const text = format(args);
        if (!expected.some((pattern) => pattern.test(text))) unexpected.push(`console.${method}: ${text}`);
      });
    }
  });
  afterEach(() => {
    if (unexpected.length > 0) {
      const messages = unexpected.join('\n');
      unexpected = [];
      throw new Error(`Unexpected console output:\n${messages}`);
    }
  });
}

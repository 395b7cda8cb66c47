// Which encoding an answer kept in memory is sent in, for the Accept-Encoding headers clients send.
import { describe, expect, it } from 'vitest';

import { negotiateEncoding } from './cached-body.ts';

describe('negotiateEncoding', () => {
  it('takes brotli, then gzip, never one weighed q=0, names in any case', () => {
    const cases: Array<[string | undefined, 'br' | 'gzip' | undefined]> = [
      ['gzip, deflate, br', 'br'],
      ['gzip, br;q=0', 'gzip'],
      ['br;q=0', undefined],
      ['gzip;q=0', undefined],
      ['br;q=0, gzip;q=0', undefined],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['GZIP', 'gzip'],
      ['Gzip, BR', 'br'],
      ['*', 'br'],
      ['*;q=0', undefined],
      // `*` stands for what is not named: not for an encoding refused by name.
      ['br;q=0, *', 'gzip'],
      ['br;q=0.000, gzip;q=0, *', undefined],
      ['gzip;q=0, *', 'br'],
      ['identity', undefined],
      ['deflate', undefined],
      ['', undefined],
      [undefined, undefined],
    ];
    for (const [header, encoding] of cases) expect(negotiateEncoding(header), String(header)).toBe(encoding);
  });
});

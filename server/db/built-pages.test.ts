import { describe, expect, it } from 'vitest';

import { missingAddresses, recordMissingAddress } from './built-pages.ts';
import { openDatabase } from '../content/service.ts';

describe('missing addresses', () => {
  it('count hits per path with the last time, most asked for first, and keep at most the given number, the least asked for going', () => {
    const db = openDatabase(':memory:');
    recordMissingAddress(db, '/a', '2026-11-28T06:00:00Z', 3);
    recordMissingAddress(db, '/b', '2026-11-28T06:01:00Z', 3);
    recordMissingAddress(db, '/b', '2026-11-28T06:02:00Z', 3);
    recordMissingAddress(db, '/c', '2026-11-28T06:03:00Z', 3);
    expect(missingAddresses(db)).toEqual([
      { path: '/b', hits: 2, last_seen: '2026-11-28T06:02:00Z' },
      { path: '/c', hits: 1, last_seen: '2026-11-28T06:03:00Z' },
      { path: '/a', hits: 1, last_seen: '2026-11-28T06:00:00Z' },
    ]);
    // A fourth path makes room by dropping the least asked for, oldest first; the new one stays.
    recordMissingAddress(db, '/d', '2026-11-28T06:04:00Z', 3);
    expect(missingAddresses(db).map((row) => row.path)).toEqual(['/b', '/d', '/c']);
    db.close();
  });
});

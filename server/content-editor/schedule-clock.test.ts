import { describe, expect, it } from 'vitest';

import { scheduleClock } from './schedule-clock.ts';

describe('scheduleClock', () => {
  it('is the real time when no start is set', () => {
    let real = Date.parse('2026-11-24T10:00:00Z');
    const clock = scheduleClock(undefined, () => real);
    expect(clock().toISOString()).toBe('2026-11-24T10:00:00.000Z');
    real += 90_000;
    expect(clock().toISOString()).toBe('2026-11-24T10:01:30.000Z');
  });

  it('starts at the given time and runs on at the real pace', () => {
    let real = Date.parse('2026-11-24T10:00:00Z');
    const clock = scheduleClock(new Date('2027-01-01T03:29:58+05:30'), () => real);
    expect(clock().toISOString()).toBe('2026-12-31T21:59:58.000Z');
    real += 2_500;
    expect(clock().toISOString()).toBe('2026-12-31T22:00:00.500Z');
  });
});

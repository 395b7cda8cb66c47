// The time scheduled publishing goes by. It is the real time unless SCHEDULE_CLOCK_START sets where it
// starts (a test that drives the clock: the server then runs on from that moment at the real pace).

export type ScheduleClock = () => Date;

export function scheduleClock(start: Date | undefined, realNow: () => number = Date.now): ScheduleClock {
  if (!start) return () => new Date(realNow());
  const startedAt = realNow();
  return () => new Date(start.getTime() + (realNow() - startedAt));
}

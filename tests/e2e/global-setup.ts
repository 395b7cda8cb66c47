import { rmSync } from 'node:fs';

/** Every run starts from a freshly seeded database. */
export default function globalSetup() {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`test-results/e2e.db${suffix}`, { force: true });
}

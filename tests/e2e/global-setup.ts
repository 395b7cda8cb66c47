import { rmSync } from 'node:fs';

import { E2E_DATABASE } from '../../playwright.config';

/** Every run starts from a freshly seeded database. */
export default function globalSetup() {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${E2E_DATABASE}${suffix}`, { force: true });
}

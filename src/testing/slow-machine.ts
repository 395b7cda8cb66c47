// Allowances for a shared, loaded machine, where lazy page modules and mocked API answers can take
// seconds. A test file that waits on them imports this module once (`import '@/testing/slow-machine'`).
import { configure, screen } from '@testing-library/react';
import { beforeAll, vi } from 'vitest';

import { renderRoute } from '@/testing/render';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/**
 * Loads the service pages' lazy modules once before the file's tests (through the router), so no
 * test is timed on a cold transform.
 */
export function warmUpServicePages() {
  beforeAll(async () => {
    const { unmount } = renderRoute('/service/service-abc');
    await screen.findByRole('heading', { level: 1, name: 'Service Not Found' }, { timeout: 100_000 });
    unmount();
    const page = renderRoute('/service');
    await screen.findByRole('tab', { name: 'All' }, { timeout: 100_000 });
    // Its requests end here, not in the file's first test.
    await screen.findAllByRole('article', {}, { timeout: 100_000 });
    page.unmount();
  }, 120_000);
}

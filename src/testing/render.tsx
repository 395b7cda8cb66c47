// Renders the real route table in memory, with the app's providers, as a visitor would land on a URL.
import { render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';

export function renderRoute(path: string, options: { state?: unknown } = {}) {
  const url = new URL(path, 'http://localhost');
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname: url.pathname, search: url.search, hash: url.hash, state: options.state }],
  });
  const result = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

/** Like renderRoute, and waits until the page's lazy module has loaded and the page is on screen. */
export async function renderRouteReady(path: string, options: { state?: unknown } = {}) {
  const rendered = renderRoute(path, options);
  await waitFor(() => expect(rendered.router.state.initialized).toBe(true));
  await waitFor(() => expect(document.querySelector('.route-loading')).toBeNull());
  return rendered;
}

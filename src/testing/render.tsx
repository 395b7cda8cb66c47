// Renders the real route table in memory, with the app's providers, as a visitor would land on a URL: under /mr/ or
// /hi/ in that language, as src/app/start.tsx starts such a page.
import { render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import hi from '@/i18n/hi.json';
import mr from '@/i18n/mr.json';
import { LanguageProvider } from '@/lib/language';
import { languageBase, languageOfPath } from '@common/languages';
import { formatterOf } from '@common/message-format';

const CATALOGUES = { mr, hi };

export function renderRoute(path: string, options: { state?: unknown } = {}) {
  const url = new URL(path, 'http://localhost');
  const { lang } = languageOfPath(url.pathname);
  const router = createMemoryRouter(routes, {
    basename: languageBase(lang),
    initialEntries: [{ pathname: url.pathname, search: url.search, hash: url.hash, state: options.state }],
  });
  const format = lang === 'en' ? undefined : formatterOf(CATALOGUES[lang], lang);
  const result = render(
    <AppProviders>
      <LanguageProvider value={{ lang, format }}>
        <RouterProvider router={router} />
      </LanguageProvider>
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

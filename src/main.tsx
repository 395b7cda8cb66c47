// Hydrates a prerendered page, or renders the app shell for client-only routes (service details).
import '@fontsource-variable/inter/wght.css';
import '@/styles/main.scss';

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';

import { readHydrationData } from '@/app/hydration';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  const hydrationData = readHydrationData(document);
  // Resolve the lazy modules of the first page before hydrating, so the first render matches the HTML.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (match) => {
      const lazy = match.route.lazy;
      if (typeof lazy !== 'function') return;
      const module = await lazy();
      Object.assign(match.route, { ...module, lazy: undefined });
    }),
  );

  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (hydrationData && container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();

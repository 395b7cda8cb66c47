// Hydrates a prerendered page, or renders the app shell for client-only routes (service details).
// Loaded by src/main.tsx once the prerendered page has painted.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';

import { readHydrationData } from '@/app/hydration';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { rememberDocumentAddress } from '@/lib/document-address';
import { loaderAnswers } from '@/lib/route-data';
import { seedBrowserQueryCache } from '@/lib/use-api-query';
import { captureVisit } from '@/lib/visit-context';

/** What a page module may export beside its route's fields (src/app/router.tsx). */
interface RouteModuleExtras {
  beforeHydrate?: () => Promise<void>;
}

export async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  // The landing page's utm_* and referrer, for an enquiry sent later in the visit (sessionStorage only).
  // The address is still the landing page's: the router has not started.
  captureVisit();
  // The address the server answered: a 404 reached later by a link inside the app asks the server again.
  rememberDocumentAddress();

  const hydrationData = readHydrationData(document);
  // The answers the server's loaders read: the first render draws them without asking again.
  seedBrowserQueryCache(loaderAnswers(hydrationData?.loaderData));
  // Resolve the lazy modules of the first page before hydrating, so the first render matches the HTML.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (match) => {
      const lazy = match.route.lazy;
      if (typeof lazy !== 'function') return;
      const { beforeHydrate, ...module } = (await lazy()) as Awaited<ReturnType<typeof lazy>> & RouteModuleExtras;
      // What the page draws lazily on its first render (a built page's blocks): loaded now, or React would
      // hydrate a suspended part later and could draw it again from scratch.
      await beforeHydrate?.().catch(() => undefined);
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
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (docs/requirements/design.md §5: total blocking time).
  if (hydrationData && container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

// Hydrates a prerendered page, or renders the app shell for client-only routes (service details).
// Loaded by src/main.tsx once the prerendered page has painted.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router-dom';

import { readHydrationData } from '@/app/hydration';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { rememberDocumentAddress } from '@/lib/document-address';
import { nextTask } from '@/lib/next-task';
import { carriedContext } from '@/lib/page-data';
import { LanguageProvider } from '@/lib/language';
import { DEFAULT_LANGUAGE, languageBase, languageOfPath } from '@common/languages';
import { captureVisit } from '@/lib/visit-context';

/** Starts the app on the page; its root is returned for a test to unmount (a page never does). */
export async function start(): Promise<Root> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  // The landing page's utm_* and referrer, for an enquiry sent later in the visit (sessionStorage only).
  // The address is still the landing page's: the router has not started.
  captureVisit();
  // The address the server answered: a 404 reached later by a link inside the app asks the server again.
  rememberDocumentAddress();

  // The address says the language (/mr/…, /hi/…): the router works under it; its messages come before the first render.
  const { lang } = languageOfPath(window.location.pathname);
  const basename = languageBase(lang);
  // English needs no catalogue: its words are in the code, and its pages load none of this.
  const messages = lang === DEFAULT_LANGUAGE ? undefined : import('@/i18n/catalogue').then((catalogue) => catalogue.loadMessages(lang));
  const [hydrationData, format] = await Promise.all([pageData(readHydrationData(document), basename), messages]);
  // The page's modules and data are ready; the router and the hydration start in a task of their own.
  await nextTask();
  const router = createBrowserRouter(routes, { basename, ...(hydrationData ? { hydrationData } : {}) });
  const app = (
    <StrictMode>
      <AppProviders>
        <LanguageProvider value={{ lang, format }}>
          <RouterProvider router={router} />
        </LanguageProvider>
      </AppProviders>
    </StrictMode>
  );
  if (!hydrationData || !container.hasChildNodes()) {
    const root = createRoot(container);
    root.render(app);
    return root;
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (docs/requirements/design.md §5: total blocking time).
  const hydrated: Root[] = [];
  startTransition(() => void hydrated.push(hydrateRoot(container, app)));
  const [root] = hydrated;
  if (!root) throw new Error('The page was not hydrated');
  return root;
}

/**
 * Before the first render: the first page's lazy modules, so it draws the server's HTML, and its loaders' data from
 * the answers the page carries (src/lib/page-data.ts) — the first render asks for nothing the server answered, and a
 * built page's blocks' modules are loaded by its loader, not drawn again from scratch once they arrive.
 */
async function pageData(hydration: HydrationState | undefined, basename?: string): Promise<HydrationState | undefined> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  if (!hydration?.loaderData) return hydration;
  const loaderData: Record<string, unknown> = { ...hydration.loaderData };
  const url = new URL(window.location.href);
  await Promise.all(
    matches.map(async ({ route, params }) => {
      const context = route.id === undefined ? undefined : carriedContext(loaderData[route.id]);
      if (!context || typeof route.loader !== 'function' || route.id === undefined) return;
      loaderData[route.id] = await route.loader({ request: new Request(url), url, pattern: route.path ?? '', params, context });
    }),
  );
  return { ...hydration, loaderData };
}

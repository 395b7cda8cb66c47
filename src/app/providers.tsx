import { useEffect, type ReactNode } from 'react';
import { HelmetProvider, type HelmetServerState } from 'react-helmet-async';

export interface AppProvidersProps {
  helmetContext?: { helmet?: HelmetServerState };
  children: ReactNode;
}

export function AppProviders({ helmetContext, children }: AppProvidersProps) {
  // Marks <html data-app="ready"> once the page has hydrated (or rendered): from then on every control
  // works. A hook, not an element: the tree must keep the server's shape, or useId's ids would differ.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return <HelmetProvider context={helmetContext}>{children}</HelmetProvider>;
}

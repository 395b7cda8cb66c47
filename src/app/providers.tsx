import type { ReactNode } from 'react';
import { HelmetProvider, type HelmetServerState } from 'react-helmet-async';

export interface AppProvidersProps {
  helmetContext?: { helmet?: HelmetServerState };
  children: ReactNode;
}

export function AppProviders({ helmetContext, children }: AppProvidersProps) {
  return <HelmetProvider context={helmetContext}>{children}</HelmetProvider>;
}

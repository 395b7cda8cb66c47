// The site's name for the head tags, given once by the layout: Seo is drawn deep inside pages and
// features, and passing the name through every page would only repeat it.
import { createContext, useContext, type ReactNode } from 'react';

const SiteNameContext = createContext<string | null>(null);

export function SiteNameProvider({ name, children }: { name: string; children: ReactNode }) {
  return <SiteNameContext.Provider value={name}>{children}</SiteNameContext.Provider>;
}

export function useSiteName(): string {
  const name = useContext(SiteNameContext);
  if (name === null) throw new Error('useSiteName: render the page inside the site layout (SiteNameProvider).');
  return name;
}

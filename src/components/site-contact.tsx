// How to reach the company (the Site settings staff edit), given once by the layout: the contact page and
// a service page's quote bar read it, as the header, footer and chat button get it from the layout.
import { createContext, useContext, type ReactNode } from 'react';

import type { SiteContact } from '@/types/site';

const SiteContactContext = createContext<SiteContact | null>(null);

export function SiteContactProvider({ contact, children }: { contact: SiteContact; children: ReactNode }) {
  return <SiteContactContext.Provider value={contact}>{children}</SiteContactContext.Provider>;
}

export function useSiteContact(): SiteContact {
  const contact = useContext(SiteContactContext);
  if (contact === null) throw new Error('useSiteContact: render the page inside the site layout (SiteContactProvider).');
  return contact;
}

/** The contact data, or null outside the site layout (the staff editor's preview of a page's blocks). */
export function useSiteContactIfAny(): SiteContact | null {
  return useContext(SiteContactContext);
}

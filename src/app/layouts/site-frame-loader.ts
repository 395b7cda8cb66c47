// What the header and footer of every visitor's page draw: the Site settings, the menus and the offerings menu.
import { createContext, useContext } from 'react';

import { menuItemsQuery } from '@/features/menus/api/get-menu-items';
import { offeringsMenuQuery } from '@/features/offerings/api/get-offerings-with-details';
import { siteSettingsQuery } from '@/features/site-settings/api/get-site-settings';
import { pageLoader, type Read } from '@/lib/page-data';
import type { Offering } from '@common/content-model/service-kinds';

export const siteFrameLoader = pageLoader((read) => ({
  settings: read(siteSettingsQuery),
  menus: read(menuItemsQuery),
  offerings: read(offeringsMenuQuery),
}));

/** The frame's offerings menu, handed to its pages (the home page's offering cards open their tabs). */
export const FrameOfferingsContext = createContext<Read<Offering[]> | undefined>(undefined);

export function useFrameOfferings(): Read<Offering[]> | undefined {
  return useContext(FrameOfferingsContext);
}

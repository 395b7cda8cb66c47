// What the header and footer of every visitor's page draw: the Site settings, the menus and the offerings menu.
import { menuItemsQuery } from '@/features/menus/api/get-menu-items';
import { offeringsMenuQuery } from '@/features/offerings/api/get-offerings-with-details';
import { siteSettingsQuery } from '@/features/site-settings/api/get-site-settings';
import { dataLoader } from '@/lib/route-data';

export const siteFrameLoader = dataLoader((want) => Promise.all([want(siteSettingsQuery), want(menuItemsQuery), want(offeringsMenuQuery)]));

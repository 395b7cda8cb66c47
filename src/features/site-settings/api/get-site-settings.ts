// The company's details staff edit as Site settings, for the header, footer and chat button of every page.
// A page rendered by the server carries them; the layout falls back on the site's own copy without them.
import { apiGet } from '@/lib/api-client';
import { NotServedHere, type ContentRead } from '@/lib/content-read';
import { contentQuery } from '@/lib/page-data';
import { listOf, recordParser } from '@/lib/validate';
import { apiPaths, contentEndpoints } from '@common/api-contract';
import type { SiteSettings } from '@common/content-model/site-settings-kind';

const parseSettings = recordParser(contentEndpoints.siteSettings.list, (record): SiteSettings | undefined => {
  const fields = Object.keys(contentEndpoints.siteSettings.list) as (keyof SiteSettings)[];
  return fields.every((name) => record[name] !== undefined) ? (record as SiteSettings) : undefined;
});

export async function getSiteSettings(read: ContentRead = apiGet): Promise<SiteSettings | null> {
  try {
    return listOf(await read(apiPaths.siteSettings), parseSettings)[0] ?? null;
  } catch (error) {
    if (!(error instanceof NotServedHere)) console.error('Error fetching site settings:', error);
    throw error;
  }
}

/** The Site settings as staff last published them (null when there are none). */
export const siteSettingsQuery = contentQuery('site-settings', getSiteSettings);

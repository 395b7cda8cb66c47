// The home page's copy as staff last published it (Home page and its lists in the content editor). A page
// rendered by the server carries it; when it cannot be read, the site's built-in copy stands in, loaded only
// then so that visitors never download it otherwise.
import { apiGet } from '@/lib/api-client';
import { NotServedHere, type ContentRead } from '@/lib/content-read';
import { contentQuery } from '@/lib/page-data';
import { listOf, recordParser } from '@/lib/validate';
import { apiPaths, contentEndpoints } from '@common/api-contract';
import type { HomeCopy } from '@common/content-model/home-kinds';

const HOME_FIELDS = Object.keys(contentEndpoints.home.list) as (keyof HomeCopy)[];

/** The record as sent: every field present and every listed item with its fields (a malformed one is dropped). */
const parseHome = recordParser(contentEndpoints.home.list, (record): HomeCopy | undefined => {
  if (!HOME_FIELDS.every((name) => record[name] !== undefined)) return undefined;
  const complete = <T extends Record<string, unknown>>(items: T[]) =>
    items.filter((item) => Object.values(item).every((value) => value !== undefined));
  return {
    ...record,
    hero_slides: complete(record.hero_slides),
    statistics: complete(record.statistics),
    faq: complete(record.faq),
  } as HomeCopy;
});

export async function getHome(read: ContentRead = apiGet): Promise<HomeCopy | null> {
  try {
    return listOf(await read(apiPaths.home), parseHome)[0] ?? null;
  } catch (error) {
    if (!(error instanceof NotServedHere)) console.error('Error fetching the home page’s copy:', error);
    throw error;
  }
}

/**
 * The home page's copy as staff last published it, or `builtIn()` when it cannot be read (or a database no
 * migration has brought this far has none); null only while it is read.
 */
export const homeQuery = (builtIn: () => Promise<HomeCopy>) =>
  contentQuery('home', (read) => getHome(read).then((copy) => copy ?? builtIn(), builtIn));

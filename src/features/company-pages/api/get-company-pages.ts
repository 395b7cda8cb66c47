// The company's pages as staff edit them (decision 0023): Our Story, the contact page's words and the real
// pages' titles and descriptions, read by the pages' loaders. A page rendered by the server carries them, so
// hydrating asks nothing; while they are read or when they cannot be, the route shows its built-in copy.
import { apiGet } from '@/lib/api-client';
import { NotServedHere, type ContentRead } from '@/lib/content-read';
import { contentQuery } from '@/lib/page-data';
import { listOf, readRecord, type ReadRecord } from '@/lib/validate';
import { apiPaths, contentEndpoints, type Shape } from '@common/api-contract';
import type { ContactPage, OurStory, PageMetaEntry } from '@common/content-model/company-page-kinds';

/** Whether every field of a record read against its shape, and of each record in its lists, is there. */
function isComplete(record: Record<string, unknown>): boolean {
  return Object.values(record).every(
    (value) =>
      value !== undefined &&
      (!Array.isArray(value) ||
        value.every((entry) => typeof entry === 'object' && entry !== null && isComplete(entry as Record<string, unknown>))),
  );
}

/** A record with every field it should have (a list may be empty); undefined otherwise. */
function complete<S extends Shape, T>(shape: S): (item: unknown) => T | undefined {
  return (item) => {
    const record: ReadRecord<S> | undefined = readRecord(shape, item);
    return record && isComplete(record) ? (record as unknown as T) : undefined;
  };
}

const parseStory = complete<typeof contentEndpoints.ourStory.list, OurStory>(contentEndpoints.ourStory.list);
const parseContactPage = complete<typeof contentEndpoints.contactPage.list, ContactPage>(contentEndpoints.contactPage.list);
const parseMeta = complete<typeof contentEndpoints.pageMeta.list, PageMetaEntry>(contentEndpoints.pageMeta.list);

async function readList<T>(read: ContentRead, path: string, parse: (item: unknown) => T | undefined, what: string): Promise<T[]> {
  try {
    return listOf(await read(path), parse);
  } catch (error) {
    if (!(error instanceof NotServedHere)) console.error(`Error fetching ${what}:`, error);
    throw error;
  }
}

export const getOurStory = async (read: ContentRead = apiGet) =>
  (await readList(read, apiPaths.ourStory, parseStory, 'Our Story'))[0] ?? null;
export const getContactPage = async (read: ContentRead = apiGet) =>
  (await readList(read, apiPaths.contactPage, parseContactPage, 'the contact page'))[0] ?? null;
export const getPageMeta = (read: ContentRead = apiGet) => readList(read, apiPaths.pageMeta, parseMeta, 'the page titles');

export const ourStoryQuery = contentQuery('our-story', getOurStory);
export const contactPageQuery = contentQuery('contact-page', getContactPage);
export const pageMetaQuery = contentQuery('page-meta', getPageMeta);

/** The stored title, description and line under the title of the page at this path; undefined without one. */
export function pageMetaAt(entries: readonly PageMetaEntry[] | undefined, path: string): PageMetaEntry | undefined {
  return entries?.find((entry) => entry.path === path);
}

// The public reads of the company's pages as content (common/content-model/company-page-kinds.ts): Our
// Story with its three lists, the contact page's words and the real pages' titles and descriptions, as their
// declarations' public reads say (server/db/public-reads.ts). With no record, the pages show their built-in copy.
import type Database from 'better-sqlite3';

import type { ContactPage, OurStory, PageMetaEntry } from '../../common/content-model/company-page-kinds.ts';
import { contactPage, ourStory, pageMeta } from '../../common/content-model/company-page-kinds.ts';

import { readPublic } from './public-reads.ts';

type Db = Database.Database;

/** Our Story: one record, its statistics, points and steps in their order. */
export function readOurStory(db: Db): OurStory[] {
  return readPublic(db, ourStory, ourStory.publicApi[0], 0) as OurStory[];
}

/** The contact page's words: one record. */
export function readContactPage(db: Db): ContactPage[] {
  return readPublic(db, contactPage, contactPage.publicApi[0], 0) as ContactPage[];
}

/** The real pages' titles and descriptions, one record per page path. */
export function readPageMeta(db: Db): PageMetaEntry[] {
  return readPublic(db, pageMeta, pageMeta.publicApi[0], 0) as PageMetaEntry[];
}

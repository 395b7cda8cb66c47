// The public reads of the company's pages as content (common/content-model/company-page-kinds.ts): Our
// Story with its three lists, the contact page's words and the real pages' titles and descriptions. Each
// record's columns come from its kind's declaration; a database no migration has brought this far (tests
// of upgrades) answers an empty list, and the pages show their built-in copy.
import type Database from 'better-sqlite3';

import { contactPage, ourStory, ourStoryPoints, ourStoryStats, ourStorySteps, pageMeta } from '../../common/content-model/company-page-kinds.ts';
import type { KindDeclaration } from '../../common/content-model/kinds.ts';
import type { ContactPage, OurStory, PageMetaEntry } from '../../common/api-contract.ts';

import { hasTable, prepared } from './content-items.ts';
import { publicColumns } from './content-rows.ts';

type Db = Database.Database;

function rows<T>(db: Db, kind: KindDeclaration): T[] {
  if (!hasTable(db, kind.table)) return [];
  return prepared(db, `SELECT ${publicColumns(kind, 'x')} FROM ${kind.table} x ORDER BY x.sort_order, x.id`).all() as T[];
}

/** Our Story: one record, its statistics, points and steps in their order (none before migration 16). */
export function readOurStory(db: Db): OurStory[] {
  const [story] = rows<Omit<OurStory, 'stats' | 'points' | 'steps'>>(db, ourStory);
  if (!story) return [];
  return [{ ...story, stats: rows(db, ourStoryStats), points: rows(db, ourStoryPoints), steps: rows(db, ourStorySteps) }];
}

/** The contact page's words: one record. */
export function readContactPage(db: Db): ContactPage[] {
  return rows<ContactPage>(db, contactPage);
}

/** The real pages' titles and descriptions, one record per page path. */
export function readPageMeta(db: Db): PageMetaEntry[] {
  return rows<PageMetaEntry>(db, pageMeta);
}

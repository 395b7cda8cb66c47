// The public read of the home page's copy (common/content-model/home-kinds.ts): its single texts with its
// hero slides, statistics and questions in their order, as its declaration's public read says
// (server/db/public-reads.ts). With no record, the page shows its built-in copy.
import type Database from 'better-sqlite3';

import type { HomeCopy } from '../../common/content-model/home-kinds.ts';
import { home } from '../../common/content-model/home-kinds.ts';

import { readPublic } from './public-reads.ts';

/** The home page's copy: one record with its three lists. */
export function readHome(db: Database.Database): HomeCopy[] {
  return readPublic(db, home, home.publicApi[0], 0) as HomeCopy[];
}

// The public read of the home page's copy (common/content-model/home-kinds.ts): its single texts with its
// hero slides, statistics and questions in their order. Each record's columns come from its kind's
// declaration; a database no migration has brought this far (tests of upgrades) answers an empty list,
// and the page shows its built-in copy.
import type Database from 'better-sqlite3';

import { faqItems, heroSlides, home, statistics } from '../../common/content-model/home-kinds.ts';
import type { KindDeclaration } from '../../common/content-model/kinds.ts';
import type { HomeCopy } from '../../common/api-contract.ts';

import { hasTable, prepared } from './content-items.ts';
import { publicColumns, publicReader } from './content-rows.ts';

type Db = Database.Database;

const readHomeRow = publicReader<Omit<HomeCopy, 'hero_slides' | 'statistics' | 'faq'>>(home);

function rows<T>(db: Db, kind: KindDeclaration): T[] {
  return prepared(db, `SELECT ${publicColumns(kind, 'x')} FROM ${kind.table} x ORDER BY x.sort_order, x.id`).all() as T[];
}

/** The home page's copy: one record with its three lists (none before migration 15). */
export function readHome(db: Db): HomeCopy[] {
  if (!hasTable(db, home.table)) return [];
  const [row] = rows<Record<string, unknown>>(db, home);
  if (!row) return [];
  return [{ ...readHomeRow(row), hero_slides: rows(db, heroSlides), statistics: rows(db, statistics), faq: rows(db, faqItems) }];
}

// Migration 19: a hero slide may show a picture staff upload (`image`, a /media/… path) instead of one of the
// site's four built-in pictures (common/content-model/home-kinds.ts); empty, the built-in one shows.
import type { Migration } from './migrations.ts';

export const migration19: readonly Migration[] = [
  {
    id: 19,
    name: 'hero slide uploads',
    sql: `ALTER TABLE hero_slides ADD COLUMN image TEXT NOT NULL DEFAULT '';`,
  },
];

// Migration 20: a draft holds a place in its list. For a new item, where it goes among the live items of
// its list (how many come before it; NULL: at the end), so it is put in place before it is published.
// For an item that exists, a move saved as a draft (with parent_id: the list it moves to; NULL: its own),
// which goes live with the draft's other changes.
import type { Migration } from './migrations.ts';

export const migration20: readonly Migration[] = [
  {
    id: 20,
    name: 'draft places',
    sql: `ALTER TABLE content_drafts ADD COLUMN position INTEGER;`,
  },
];

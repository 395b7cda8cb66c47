// What the rest of the server asks of the content editor, without its internals: a preview publishes every
// pending draft (on a copy of the database), and the staff area's upkeep publishes the drafts whose time has
// come and empties the trash of what it keeps no longer.
import type { ContentStore } from '../db/content-store.ts';

import { ContentDrafts } from './drafts.ts';
import { ContentEditor } from './editor.ts';

/** Publishes every pending draft, scheduled ones too, in one change made by `actor`. */
export function publishEveryDraft(store: ContentStore, actor: string): void {
  new ContentDrafts(new ContentEditor(store)).publish(actor, 'all');
}

export interface ContentUpkeep {
  /** Publishes the drafts whose time has come at `now`; answers how many. */
  publishDue(now: Date): number;
  /** Removes what was deleted more than `days` ago from Recently deleted; answers how many entries. */
  purgeTrash(days: number): number;
}

export function contentUpkeep(store: ContentStore): ContentUpkeep {
  const editor = new ContentEditor(store);
  const drafts = new ContentDrafts(editor);
  return { publishDue: (now) => drafts.publishDue(now), purgeTrash: (days) => editor.trash.purge(days) };
}

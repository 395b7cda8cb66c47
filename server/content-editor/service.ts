// What the rest of the server asks of the content editor, without its internals: a preview publishes the
// pending drafts (on a copy of the database) as of a time, and the staff area's upkeep publishes the drafts
// and takes down the pages whose time has come, and empties the trash of what it keeps no longer.
import type { ContentStore } from '../db/content-store.ts';

import { ContentDrafts, SCHEDULE_ACTOR } from './drafts.ts';
import { ContentEditor } from './editor.ts';
import { ContentTakeDowns } from './take-downs.ts';

/**
 * Makes the content what it will be: every pending draft published (scheduled ones too); as of a time, the drafts
 * live by then and the take-downs due by then. One change made by `actor` (on a preview's copy of the database).
 */
export function publishAsOf(store: ContentStore, actor: string, asOf: Date | undefined): void {
  const editor = new ContentEditor(store);
  new ContentDrafts(editor).publishAsOf(actor, asOf);
  if (asOf) new ContentTakeDowns(editor).takeDownDue(actor, asOf);
}

export interface ContentUpkeep {
  /** Publishes the drafts and takes down the pages whose time has come at `now`; answers how many changes. */
  publishDue(now: Date): number;
  /** Removes what was deleted more than `days` ago from Recently deleted; answers how many entries. */
  purgeTrash(days: number): number;
}

export function contentUpkeep(store: ContentStore): ContentUpkeep {
  const editor = new ContentEditor(store);
  const drafts = new ContentDrafts(editor);
  const takeDowns = new ContentTakeDowns(editor);
  return {
    publishDue: (now) => drafts.publishDue(now) + takeDowns.takeDownDue(SCHEDULE_ACTOR, now),
    purgeTrash: (days) => editor.trash.purge(days),
  };
}

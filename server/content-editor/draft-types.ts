// The drafts' types that the modules of drafts.ts share with it (merging, places, publishing), kept apart so
// that none of them imports drafts.ts back.
import type Database from 'better-sqlite3';

import type { KindDeclaration } from '../../common/content-model/kinds.ts';
import type { DraftRow } from '../db/drafts.ts';

import type { DraftView } from './draft-view.ts';
import type { ContentEditor, Expected } from './editor.ts';

/** What a draft save was made from, and the times it sets. */
export interface DraftSave {
  /** The item's version the change was made from (the item's If-Match); undefined: the last write wins. */
  itemVersion?: Expected;
  /**
   * The draft's version it was made from (the draft's If-Match, or the one the form opened with); null: the form
   * opened the item without a draft; undefined: not said (a script), the last write wins over the draft.
   */
  draftVersion?: number | null;
  /**
   * The draft `draftVersion` is of (the form's): another draft now (the one it opened was published or discarded, and a
   * colleague began this one since) is merged as a draft begun since the form opened the item.
   */
  draftId?: number;
  /** When it goes live on its own; null: clears the time; undefined: keeps the draft's. */
  publishAt?: string | null;
  /** When the item leaves the site once live (pages and articles); each part undefined: keeps the draft's. */
  takeDown?: { at?: string | null; to?: string | null };
}

/** What placing and publishing drafts ask of the drafts (ContentDrafts, ./drafts.ts). */
export interface DraftLookup {
  readonly db: Database.Database;
  readonly editor: ContentEditor;
  get(draftId: number): DraftView | undefined;
  forItem(kind: KindDeclaration, id: number): DraftView | undefined;
  /** A pending draft's row; a refusal that says what became of it otherwise. */
  pendingRow(draftId: number): DraftRow;
  kindOf(row: DraftRow): KindDeclaration;
}

// The content editor's changes made of more than one step, each in one transaction (its routes parse, call these
// and answer): a save or a new item that goes live with its take-down, an uploaded image's library row with its
// audit entry. And what the rest of the server asks of the content editor, without its internals: a preview
// publishes the pending drafts (on a copy of the database) as of a time, and the staff area's upkeep publishes
// the drafts and takes down the pages whose time has come, and empties the trash of what it keeps no longer.
import { publishDueTranslationDrafts, type RefusedTranslationDraft } from '../translations/drafts.ts';
import type { KindDeclaration } from '../../common/content-model/kinds.ts';
import { recordAudit } from '../db/audit.ts';
import type { ContentStore } from '../db/content-store.ts';
import type { MediaRow } from '../db/media-library.ts';
import type { MediaLibrary } from '../media/library.ts';

import type { DraftSave } from './draft-types.ts';
import type { RefusedDraft } from './draft-publish.ts';
import { ContentDrafts, SCHEDULE_ACTOR } from './drafts.ts';
import { ContentEditor, type Expected, type ItemView, type MergeNote } from './editor.ts';
import { ContentTakeDowns, liveTakeDown, setTakeDown } from './take-downs.ts';

/** The take-down a live change sets: `at` and `to` each a value, null to clear it, or left out to keep it. */
type TakeDownChange = DraftSave['takeDown'];

/**
 * A change that goes live now and, for pages and articles, when the item comes down (`takeDown`, each part kept
 * when left out): one transaction. Answers the item and whose changes it was merged with.
 */
export function saveLive(
  editor: ContentEditor,
  actor: string,
  kind: KindDeclaration,
  id: number,
  fields: Record<string, unknown>,
  expected: Expected,
  takeDown: TakeDownChange,
): { item: ItemView; merged: MergeNote | null } {
  return editor.transaction(() => {
    const saved = editor.save(actor, kind, id, fields, expected);
    if (takeDown) {
      const now = liveTakeDown(editor.db, kind, id);
      const at = takeDown.at ?? (takeDown.at === null ? null : now.at);
      const to = takeDown.to ?? (takeDown.to === null ? null : now.to);
      setTakeDown(editor.db, kind, id, { at, to }, actor);
    }
    return saved;
  });
}

/** A new item that is live at once, with its take-down when one is set: one transaction. */
export function createLive(
  editor: ContentEditor,
  actor: string,
  kind: KindDeclaration,
  fields: Record<string, unknown>,
  takeDown: TakeDownChange,
): ItemView {
  return editor.transaction(() => {
    const created = editor.create(actor, kind, fields);
    if (takeDown?.at) setTakeDown(editor.db, kind, created.id, { at: takeDown.at, to: takeDown.to ?? null }, actor);
    return created;
  });
}

/** An image stored in the upload folder: where, what it is, and what its checks removed and found. */
export interface StoredImage {
  url: string;
  type: string;
  width: number | null;
  height: number | null;
  /** The stored file's size. */
  bytes: number;
  /** The uploaded file's name. */
  name: string;
  /** What cleaning an SVG took out; with the image as it was uploaded, the audit entry's. */
  removed: string[];
  uploaded: { width: number | null; height: number | null; bytes: number };
}

/**
 * An uploaded image's row in the media library (found again for the same bytes; none without a library) and its
 * audit entry, in one transaction.
 */
export function recordImageUpload(
  store: ContentStore,
  library: MediaLibrary | undefined,
  actor: string,
  image: StoredImage,
): MediaRow | undefined {
  const { url, type, width, height, bytes, name, removed, uploaded } = image;
  return store.db.transaction(() => {
    const row = library?.recordUpload(actor, { url, type, width, height, bytes, name });
    recordAudit(store.db, {
      actor,
      entity: 'media',
      entityId: row?.id ?? null,
      action: 'upload',
      after: { url, type, width, height, removed, uploaded },
    });
    return row;
  })();
}

/**
 * Makes the content what it will be: every pending draft published (scheduled ones too); as of a time, the drafts
 * live by then and the take-downs due by then. One change made by `actor` (on a preview's copy of the database).
 */
export function publishAsOf(store: ContentStore, actor: string, asOf: Date | undefined): void {
  const editor = new ContentEditor(store);
  new ContentDrafts(editor).publishAsOf(actor, asOf);
  // The drafts of translations after the content's: a translation is made from its English as it then is.
  publishDueTranslationDrafts(store, actor, asOf);
  if (asOf) new ContentTakeDowns(editor).takeDownDue(actor, asOf);
}

export interface ContentUpkeep {
  /**
   * Publishes the drafts and takes down the pages whose time has come at `now`; answers how many changes. A due draft
   * the content's rules refuse stays a draft and is told to `refused` (a translation's to `refusedTranslation`); the
   * others, and the take-downs, go ahead.
   */
  publishDue(now: Date, refused?: RefusedDraft, refusedTranslation?: RefusedTranslationDraft): number;
  /** Removes what was deleted more than `days` ago from Recently deleted; answers how many entries. */
  purgeTrash(days: number): number;
}

export function contentUpkeep(store: ContentStore): ContentUpkeep {
  const editor = new ContentEditor(store);
  const drafts = new ContentDrafts(editor);
  const takeDowns = new ContentTakeDowns(editor);
  return {
    publishDue: (now, refused, refusedTranslation) =>
      drafts.publishDue(now, refused) +
      publishDueTranslationDrafts(store, SCHEDULE_ACTOR, now, refusedTranslation) +
      takeDowns.takeDownDue(SCHEDULE_ACTOR, now),
    purgeTrash: (days) => editor.trash.purge(days),
  };
}

// What staff typed in an item's form, kept in this browser when a save failed because the session had
// ended (401), so that after signing in again the same item's form can offer it back. One entry per
// kind and item (or per kind for a new item); content fields only, never anything of the session.
// Dropped after a successful save of that item, when staff discard it, and after KEEP_DAYS.
import type { KindDeclaration } from '@common/content-model/kinds';

import { isRecord } from '@/lib/validate';

import { newRow, newUid, type Draft, type Drafts, type EntryDraft } from './content-form-drafts';

const PREFIX = 'staff-content-typed:';
/** An entry older than this is left unoffered and removed. */
const KEEP_DAYS = 7;

export interface KeptForm {
  /** When it was kept (ISO 8601). */
  savedAt: string;
  /** The version the form was opened with: a save then still notices a change made since. */
  version: number;
  /**
   * The draft the form was typed over (its id and version; null: none): a save of what was kept names it, so a
   * colleague's draft saved since is merged with it, not taken as what was typed over. Undefined: kept before this.
   */
  draft?: { id: number; version: number } | null;
  schedule: string;
  /** A new item's chosen parent ('' for none). */
  parent: string;
  drafts: Drafts;
}

const keyOf = (kind: KindDeclaration, itemId: number | undefined) => `${PREFIX}${kind.name}:${itemId ?? 'new'}`;

/** Storage may be switched off or full: keeping is then skipped, never an error. */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** A draft as stored: rows as pairs, entries (a list's, blocks) as their type and drafts, without their input keys. */
function storedDraft(draft: Draft): unknown {
  if (!Array.isArray(draft)) return draft;
  return draft.map((item) =>
    'drafts' in item
      ? {
          ...(item.type ? { type: item.type } : {}),
          drafts: Object.fromEntries(Object.entries(item.drafts).map(([name, inner]) => [name, storedDraft(inner)])),
        }
      : [item.key, item.value],
  );
}

function readEntry(value: unknown): EntryDraft | undefined {
  if (!isRecord(value) || !isRecord(value.drafts)) return undefined;
  const drafts: Drafts = {};
  for (const [name, inner] of Object.entries(value.drafts)) {
    const draft = readDraft(inner);
    if (draft !== undefined) drafts[name] = draft;
  }
  return { uid: newUid(), ...(typeof value.type === 'string' ? { type: value.type } : {}), drafts };
}

function readDraft(value: unknown): Draft | undefined {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (!Array.isArray(value)) return undefined;
  if (value.some(isRecord)) return value.flatMap((entry: unknown) => readEntry(entry) ?? []);
  return value.flatMap((row: unknown) =>
    Array.isArray(row) && typeof row[0] === 'string' && typeof row[1] === 'string' ? [newRow(row[0], row[1])] : [],
  );
}

export function keepTyped(kind: KindDeclaration, itemId: number | undefined, form: Omit<KeptForm, 'savedAt'>, now = new Date()): void {
  // Only the kind's declared fields.
  const drafts = Object.fromEntries(
    Object.keys(kind.fields).flatMap((name) => (form.drafts[name] === undefined ? [] : [[name, storedDraft(form.drafts[name])]])),
  );
  try {
    storage()?.setItem(keyOf(kind, itemId), JSON.stringify({ ...form, drafts, savedAt: now.toISOString() }));
  } catch {
    // Full: nothing kept.
  }
}

export function forgetTyped(kind: KindDeclaration, itemId: number | undefined): void {
  storage()?.removeItem(keyOf(kind, itemId));
}

/** What was kept for this item, when there is something recent enough. */
export function readTyped(kind: KindDeclaration, itemId: number | undefined, now = new Date()): KeptForm | undefined {
  let stored: unknown;
  try {
    stored = JSON.parse(storage()?.getItem(keyOf(kind, itemId)) ?? 'null');
  } catch {
    stored = null;
  }
  if (!isRecord(stored) || !isRecord(stored.drafts) || typeof stored.savedAt !== 'string') return undefined;
  const age = now.getTime() - Date.parse(stored.savedAt);
  if (!(age >= 0 && age < KEEP_DAYS * 86_400_000)) {
    forgetTyped(kind, itemId);
    return undefined;
  }
  const fields = stored.drafts;
  const drafts = Object.fromEntries(
    Object.keys(kind.fields).flatMap((name) => {
      const draft = readDraft(fields[name]);
      return draft === undefined ? [] : [[name, draft]];
    }),
  );
  const draft = stored.draft;
  return {
    savedAt: stored.savedAt,
    version: typeof stored.version === 'number' ? stored.version : 0,
    ...(draft === null
      ? { draft: null }
      : isRecord(draft) && Number.isSafeInteger(draft.id) && Number.isSafeInteger(draft.version)
        ? { draft: { id: draft.id as number, version: draft.version as number } }
        : {}),
    schedule: typeof stored.schedule === 'string' ? stored.schedule : '',
    parent: typeof stored.parent === 'string' ? stored.parent : '',
    drafts,
  };
}

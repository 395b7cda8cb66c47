// Drafts of translations (docs/languages.md): a translation written and kept off the site — by a writer, or by anyone
// not ready to publish it — until it is published by an owner or editor, or at its time by the scheduler that publishes
// the content's drafts; the preview of pending drafts shows it. Two people saving the same draft are merged field by
// field: each save sends the fields it changed and the draft's version it was made from, and a field a colleague changed
// since then is refused to the later save, named, unless both wrote the same.
import type { KindDeclaration } from '../../common/content-model/kinds.ts';
import { KINDS } from '../../common/content-model/kinds.ts';
import { formatIndiaTime } from '../../common/india-time.ts';
import type { TranslatedLanguage } from '../../common/languages.ts';
import { staffNamer, type StaffName } from '../account/staff-names.ts';
import { recordAudit } from '../db/audit.ts';
import type { ContentStore } from '../db/content-store.ts';
import {
  deleteTranslationDraft,
  dueTranslationDrafts,
  putTranslationDraft,
  translationDraftOf,
  type FieldChange,
  type TranslationDraftRow,
} from '../db/translation-drafts.ts';

import { checkTranslation, saveTranslation, translationOf, type ItemTranslation, type TranslationSave } from './service.ts';

export const draftMessages = {
  notSaved: 'The draft was not saved: correct the marked fields.',
  changedSince: 'A colleague changed this translation’s draft since you opened it: open it again to see their words.',
  youChangedSince: 'You changed this translation’s draft in another window since you opened it here: open it again to see those words.',
  // A field's messages follow its label in the editor ("Title in Marathi was changed by …").
  fieldChangedSince: (by: string, at: string) => `was changed by ${by} at ${formatIndiaTime(at)} since you opened it`,
  fieldYouChangedSince: (at: string) => `was changed by you in another window at ${formatIndiaTime(at)} since you opened it here`,
  fieldChangedSinceUnknown: 'was changed since you opened it',
  badTime: 'must be a date and time, such as 2026-12-01T09:00:00Z',
  noDraft: 'There is no draft of this translation.',
} as const;

export interface DraftSave {
  values: Readonly<Record<string, unknown>>;
  /** When it goes live (ISO 8601); null: when published by hand; left out: as the draft had it. */
  publishAt?: string | null;
  /** The draft's version the save was made from; null or left out: none (a new draft, or one not opened). */
  base?: number | null;
}

/** The translation a draft is of: an item of a kind, in a language. */
export interface TranslatedItem {
  kind: KindDeclaration;
  id: number;
  lang: TranslatedLanguage;
}

export type DraftResult =
  | { ok: true; translation: ItemTranslation }
  | { ok: false; status: 400 | 404 | 409; message: string; fields?: Record<string, string> };

/** What a refused save says at a field changed since: who changed it when (you, in another window), or only that it changed. */
function clashMessage({ by, at }: FieldChange, actor: string, nameOf: (email: string) => StaffName): string {
  if (!by || !at) return draftMessages.fieldChangedSinceUnknown;
  return by === actor ? draftMessages.fieldYouChangedSince(at) : draftMessages.fieldChangedSince(nameOf(by).name, at);
}

/** Saves the fields given into the draft of an item's translation (made when there is none); nothing goes live. */
export function saveTranslationDraft(
  store: ContentStore,
  actor: string,
  { kind, id, lang }: TranslatedItem,
  { values, publishAt, base }: DraftSave,
  now = new Date(),
): DraftResult {
  const checked = checkTranslation(store, kind, id, values);
  if (!checked.ok) return checked.status === 400 ? { ...checked, message: draftMessages.notSaved } : checked;
  let at: string | null | undefined = publishAt;
  if (typeof publishAt === 'string') {
    const time = Date.parse(publishAt);
    if (Number.isNaN(time) || !/^\d{4}-\d\d-\d\dT/.test(publishAt))
      return { ok: false, status: 400, message: draftMessages.notSaved, fields: { publishAt: draftMessages.badTime } };
    at = new Date(time).toISOString();
  }
  const existing = translationDraftOf(store.db, kind.name, id, lang);
  const typed = Object.fromEntries(checked.cleaned.map(([name, value]) => [name, value]));
  // A field changed after the version this save was made from, to other words — by a colleague, or by the same person in
  // another window: those words stay, this save is refused, naming who changed the field and when.
  const clashes = checked.cleaned.flatMap(([name, value]) => {
    const change = existing?.changed[name];
    return existing && change && change.version > (base ?? 0) && existing.values[name] !== value ? [[name, change] as const] : [];
  });
  if (clashes.length > 0) {
    const yours = clashes.every(([, change]) => change.by === actor);
    const nameOf = staffNamer(store.db);
    const fields = Object.fromEntries(clashes.map(([name, change]) => [name, clashMessage(change, actor, nameOf)]));
    return { ok: false, status: 409, message: yours ? draftMessages.youChangedSince : draftMessages.changedSince, fields };
  }
  const version = (existing?.version ?? 0) + 1;
  const stamp = now.toISOString();
  const changed = { ...existing?.changed };
  for (const [name, value] of checked.cleaned) if (existing?.values[name] !== value) changed[name] = { version, by: actor, at: stamp };
  store.db.transaction(() => {
    putTranslationDraft(store.db, {
      kind: kind.name,
      item_id: id,
      lang,
      values: { ...existing?.values, ...typed },
      changed,
      publish_at: at === undefined ? (existing?.publish_at ?? null) : at,
      version,
      created_by: existing?.created_by ?? actor,
      created_at: existing?.created_at ?? stamp,
      updated_by: actor,
      updated_at: stamp,
    });
    recordAudit(store.db, { actor, entity: kind.entity, entityId: id, action: `draft translate ${lang}`, after: typed }, now);
  })();
  return { ok: true, translation: translationOf(store, kind, id, lang)! };
}

/** Puts the draft of an item's translation live (as a translation saved) and lets it go. */
export function publishTranslationDraft(
  store: ContentStore,
  actor: string,
  { kind, id, lang }: TranslatedItem,
  now = new Date(),
): TranslationSave {
  const draft = translationDraftOf(store.db, kind.name, id, lang);
  if (!draft) return { ok: false, status: 404, message: draftMessages.noDraft };
  const saved = saveTranslation(store, actor, kind, id, lang, draft.values, now);
  if (!saved.ok) return saved;
  deleteTranslationDraft(store.db, kind.name, id, lang);
  return { ok: true, translation: translationOf(store, kind, id, lang)! };
}

/** Lets the draft of an item's translation go; the live translation stays as it is. */
export function discardTranslationDraft(
  store: ContentStore,
  actor: string,
  { kind, id, lang }: TranslatedItem,
  now = new Date(),
): DraftResult {
  if (!translationDraftOf(store.db, kind.name, id, lang)) return { ok: false, status: 404, message: draftMessages.noDraft };
  store.db.transaction(() => {
    deleteTranslationDraft(store.db, kind.name, id, lang);
    recordAudit(store.db, { actor, entity: kind.entity, entityId: id, action: `discard draft translate ${lang}` }, now);
  })();
  return { ok: true, translation: translationOf(store, kind, id, lang)! };
}

/** A due draft of a translation that its checks refused (its address taken since, its English emptied): it stays a draft. */
export type RefusedTranslationDraft = (draft: TranslationDraftRow, refusal: { message: string; fields?: Record<string, string> }) => void;

/**
 * Publishes the drafts of translations due by a time (the scheduler: those whose time has come; a preview as of a
 * time likewise), or every draft (the preview of all pending drafts); answers how many went live. A draft refused
 * stays a draft and is told to `refused`.
 */
export function publishDueTranslationDrafts(
  store: ContentStore,
  actor: string,
  asOf: Date | undefined,
  refused: RefusedTranslationDraft = () => {},
): number {
  let published = 0;
  for (const draft of dueTranslationDrafts(store.db, asOf)) {
    const kind = KINDS.find((one) => one.name === draft.kind);
    if (!kind) continue;
    const done = publishTranslationDraft(store, actor, { kind, id: draft.item_id, lang: draft.lang as TranslatedLanguage }, asOf);
    if (done.ok) published += 1;
    else refused(draft, { message: done.message, ...(done.fields ? { fields: done.fields } : {}) });
  }
  return published;
}

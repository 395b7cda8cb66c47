// The Translations page's calls (owners, editors and writers read; owners and editors save): a kind's items with
// where each stands in Marathi or Hindi, one item's translation field by field beside its English, and a
// translation saved. Answers are read leniently: an item without an id is dropped, an unknown state reads as missing.
import { type TranslatedLanguage } from '@common/languages';
import {
  TRANSLATION_SAVES,
  TRANSLATION_STATES,
  type EnglishChange,
  type TranslatedFieldType,
  type TranslationHistoryEntry,
  type TranslationState,
} from '@common/translation-states';

import { ApiError } from '@/lib/api-client';
import { isRecord, listOf, toCount, toId, toText } from '@/lib/validate';

import { readStaffPage, staffGet, staffSend, type StaffPage } from '@/lib/staff/staff-request';

export const TRANSLATIONS = '/api/staff/translations';

export interface TranslationListItem {
  id: number;
  /** The item's title in English ('' when it has none). */
  title: string;
  state: TranslationState;
}

export type FieldType = TranslatedFieldType;
export type { EnglishChange, TranslationHistoryEntry };

export interface FieldTranslation {
  name: string;
  label: string;
  type: FieldType;
  /** The English now. */
  english: string;
  /** The translation ('' when there is none). */
  value: string;
  state: TranslationState;
  /** When outdated: the English the translation was made from ('' otherwise), and what changed since (none otherwise). */
  was: string;
  changes: EnglishChange[];
  /** When and by whom the translation was last saved ('' when never). */
  updatedAt: string;
  updatedBy: string;
  /** Who that was, as colleagues read them; null for the site's own (its starting content) or none. */
  updatedByName: string | null;
}

/** A translation's pending draft: its fields' texts, off the site until published (by hand, or at `publishAt`). */
export interface TranslationDraft {
  values: Record<string, string>;
  /** When it goes live (ISO 8601, UTC); '' when it is published by hand. */
  publishAt: string;
  /** What the next save says it was made from, to be merged with a colleague's. */
  version: number;
  updatedBy: string;
  updatedByName: string | null;
  updatedAt: string;
}

export interface ItemTranslation {
  kind: string;
  id: number;
  lang: TranslatedLanguage;
  state: TranslationState;
  fields: FieldTranslation[];
  draft?: TranslationDraft;
  /** Newest first. */
  history: TranslationHistoryEntry[];
}

const textsOf = (value: unknown): Record<string, string> =>
  isRecord(value)
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};

/** A colleague's name as the server gives it; null when it gives none (the site's own change). */
const nameIn = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

export function readHistoryEntry(value: unknown): TranslationHistoryEntry | undefined {
  const what = isRecord(value) ? TRANSLATION_SAVES.find((kind) => kind === value.what) : undefined;
  if (!isRecord(value) || !what) return undefined;
  return { at: toText(value.at), by: toText(value.by), byName: nameIn(value.byName), what, values: textsOf(value.values) };
}

const FIELD_TYPES: readonly FieldType[] = ['text', 'long-text', 'rich-text'];
const CHANGES: readonly EnglishChange['change'][] = ['same', 'added', 'removed'];

const readState = (value: unknown): TranslationState =>
  (TRANSLATION_STATES as readonly unknown[]).includes(value) ? (value as TranslationState) : 'missing';

const readChange = (value: unknown): EnglishChange | undefined => {
  if (!isRecord(value) || typeof value.text !== 'string') return undefined;
  const change = CHANGES.find((known) => known === value.change);
  return change ? { text: value.text, change } : undefined;
};

export function readListItem(value: unknown): TranslationListItem | undefined {
  const id = isRecord(value) ? toId(value.id) : undefined;
  if (!isRecord(value) || id === undefined) return undefined;
  return { id, title: toText(value.title), state: readState(value.state) };
}

export function readField(value: unknown): FieldTranslation | undefined {
  if (!isRecord(value) || typeof value.name !== 'string' || !value.name) return undefined;
  return {
    name: value.name,
    label: toText(value.label) || value.name,
    type: FIELD_TYPES.find((type) => type === value.type) ?? 'long-text',
    english: toText(value.english),
    value: toText(value.value),
    state: readState(value.state),
    was: toText(value.was),
    changes: listOf(value.changes, readChange),
    updatedAt: toText(value.updatedAt),
    updatedBy: toText(value.updatedBy),
    updatedByName: nameIn(value.updatedByName),
  };
}

/** An item's translation as the server answers it; undefined when the answer is not one. */
export function readTranslation(value: unknown, lang: TranslatedLanguage): ItemTranslation | undefined {
  const id = isRecord(value) ? toId(value.id) : undefined;
  if (!isRecord(value) || id === undefined) return undefined;
  const draft = readDraft(value.draft);
  return {
    kind: toText(value.kind),
    id,
    lang: value.lang === 'mr' || value.lang === 'hi' ? value.lang : lang,
    state: readState(value.state),
    fields: listOf(value.fields, readField),
    ...(draft ? { draft } : {}),
    history: listOf(value.history, readHistoryEntry),
  };
}

export function readDraft(value: unknown): TranslationDraft | undefined {
  if (!isRecord(value) || !isRecord(value.values) || typeof value.version !== 'number') return undefined;
  return {
    values: textsOf(value.values),
    publishAt: toText(value.publishAt),
    version: value.version,
    updatedBy: toText(value.updatedBy),
    updatedByName: nameIn(value.updatedByName),
    updatedAt: toText(value.updatedAt),
  };
}

const listPath = (kind: string, lang: TranslatedLanguage) => `${TRANSLATIONS}/${encodeURIComponent(kind)}/${lang}`;
const itemPath = (kind: string, id: number, lang: TranslatedLanguage) => `${TRANSLATIONS}/${encodeURIComponent(kind)}/${id}/${lang}`;

function translationOf(data: unknown, lang: TranslatedLanguage): ItemTranslation {
  const translation = readTranslation(data, lang);
  if (!translation) throw new ApiError('The server sent an unexpected response', 'malformed', data);
  return translation;
}

/** The kind's items, each with where its translation into the language stands. */
/** What the list shows: the items in one state (all without), whose English title holds every word of `q`, and the page. */
export interface TranslationListQuery {
  state?: TranslationState;
  q?: string;
  page?: number;
}

/** A page of the list, with how many items the state and search leave and how many are in each state. */
export interface TranslationListPage extends StaffPage<TranslationListItem> {
  counts: Record<TranslationState, number>;
}

/** A page (50) of a kind's items with their state in the language. */
export async function getTranslationList(
  kind: string,
  lang: TranslatedLanguage,
  { state, q, page }: TranslationListQuery = {},
): Promise<TranslationListPage> {
  const params = { ...(state ? { state } : {}), ...(q?.trim() ? { q: q.trim() } : {}), ...(page && page > 1 ? { page } : {}) };
  const data = await staffGet(listPath(kind, lang), params);
  const counts = isRecord(data.counts) ? data.counts : {};
  return {
    ...readStaffPage(data, readListItem),
    counts: Object.fromEntries(TRANSLATION_STATES.map((name) => [name, toCount(counts[name])])) as Record<TranslationState, number>,
  };
}

/** An item's translation into the language, field by field beside the English. */
export async function getTranslation(kind: string, id: number, lang: TranslatedLanguage): Promise<ItemTranslation> {
  return translationOf(await staffGet(itemPath(kind, id, lang)), lang);
}

/**
 * Saves the given fields' translations (an empty text removes a field's translation), each typed over the text `was`
 * gives; answers the item's translation as it now stands. A refusal is an ApiError: 400 with a message per field
 * (`fields`), 403 for a role that may not save, 409 naming a field a colleague saved since (`fields`).
 */
export async function saveTranslation(
  kind: string,
  id: number,
  lang: TranslatedLanguage,
  values: Readonly<Record<string, string>>,
  was: Readonly<Record<string, string>>,
): Promise<ItemTranslation> {
  const { data } = await staffSend('PUT', itemPath(kind, id, lang), { values, was });
  return translationOf(data, lang);
}

/**
 * Saves the given fields into the translation's draft (made when there is none), with when it goes live (null: when
 * published by hand) and the draft's version the fields were typed over (to merge with a colleague's save). A field a
 * colleague changed since is refused: an ApiError 409 naming it (`fields`).
 */
export async function saveTranslationDraft(
  kind: string,
  id: number,
  lang: TranslatedLanguage,
  values: Readonly<Record<string, string>>,
  publishAt: string | null,
  base: number | null,
): Promise<ItemTranslation> {
  const { data } = await staffSend('PUT', `${itemPath(kind, id, lang)}/draft`, { values, publishAt, base });
  return translationOf(data, lang);
}

/** Puts the translation's draft live (owners and editors). */
export async function publishTranslationDraft(kind: string, id: number, lang: TranslatedLanguage): Promise<ItemTranslation> {
  const { data } = await staffSend('POST', `${itemPath(kind, id, lang)}/draft/publish`);
  return translationOf(data, lang);
}

/** Lets the translation's draft go. */
export async function discardTranslationDraft(kind: string, id: number, lang: TranslatedLanguage): Promise<ItemTranslation> {
  const { data } = await staffSend('DELETE', `${itemPath(kind, id, lang)}/draft`);
  return translationOf(data, lang);
}

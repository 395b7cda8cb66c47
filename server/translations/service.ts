// Translations (issue #54, docs/languages.md): an item's translatable fields in Marathi or Hindi beside their English,
// each field's state — missing, translated, or outdated when the English changed after the translation was made (with
// the words that changed) — and a translation saved as staff type it: checked against its field's declaration (its
// length; rich text cleaned to the allow-list; an address of its own, in any script, that no other item or language
// holds), made from the English as it is now, and recorded in the activity log.
import { diffWords } from 'diff';

import { kindNamed, listSearchWords, pageWithin, type KindDeclaration } from '../../common/content-model/kinds.ts';
import { translatableEntries, type TranslatableEntry } from '../../common/content-model/translated-fields.ts';
import { type TranslatedLanguage } from '../../common/languages.ts';
import { breaksOneLine, breaksPlainLines, isBlankText, ONE_LINE_MESSAGE, PLAIN_LINES_MESSAGE } from '../../common/plain-text.ts';
import {
  TRANSLATED_SLUG,
  type EnglishChange,
  type TranslationHistoryEntry,
  type TranslatedFieldType,
  type TranslationState,
} from '../../common/translation-states.ts';
import { personNamed, staffNamer, type StaffName } from '../account/staff-names.ts';
import { auditHistory, recordAudit } from '../db/audit.ts';
import type { ContentStore } from '../db/content-store.ts';
import { AuditFollower, type AuditChange } from '../db/audit-follower.ts';
import { listViews, longListIds, longListViews, viewById } from '../db/content-items.ts';
import { nameTaken } from '../db/content-editor.ts';
import { translationDraftOf } from '../db/translation-drafts.ts';
import { TranslationStore } from '../db/translations.ts';
import { cleanRichText } from '../pages/rich-text.ts';
import { updateSearchOfItem } from '../search/index.ts';

export interface FieldTranslation {
  name: string;
  label: string;
  type: TranslatedFieldType;
  /** The English now. */
  english: string;
  /** The translation ('' when none). */
  value: string;
  state: TranslationState;
  /** When outdated: the English the translation was made from, and what changed since. */
  was?: string;
  changes?: EnglishChange[];
  updatedAt?: string;
  updatedBy?: string;
  /** Who saved it, as colleagues read them (null: the site's own, its starting content). */
  updatedByName?: string | null;
}

export interface ItemTranslation {
  kind: string;
  id: number;
  lang: TranslatedLanguage;
  /** Outdated when a field is; else missing when a field with English has no translation; else translated. */
  state: TranslationState;
  fields: FieldTranslation[];
  /** The pending draft of this translation, off the site until it is published (by hand or at its time). */
  draft?: TranslationDraftView;
  /** Its saves in this language, newest first: saved live, saved as a draft, a draft discarded (the activity log's). */
  history: TranslationHistoryEntry[];
}

/** Most saves a translation's history shows. */
const HISTORY_SHOWN = 20;

/** A translation's saves in a language from the item's activity, newest first. */
function historyOf(
  store: ContentStore,
  kind: KindDeclaration,
  id: number,
  lang: TranslatedLanguage,
  nameOf: (email: string) => StaffName,
): TranslationHistoryEntry[] {
  const kinds = {
    [`translate ${lang}`]: 'saved',
    [`draft translate ${lang}`]: 'draft',
    [`discard draft translate ${lang}`]: 'discarded',
  } as const;
  return auditHistory(store.db, kind.entity, id, 200)
    .flatMap((entry) => {
      const what = kinds[entry.action as keyof typeof kinds];
      if (!what) return [];
      const after = entry.after && typeof entry.after === 'object' ? (entry.after as Record<string, unknown>) : {};
      const values = Object.fromEntries(Object.entries(after).filter((pair): pair is [string, string] => typeof pair[1] === 'string'));
      return [{ at: entry.at, by: entry.actor, byName: personNamed(nameOf, entry.actor), what, values }];
    })
    .slice(0, HISTORY_SHOWN);
}

/** A translation's pending draft as staff see it. */
export interface TranslationDraftView {
  /** Field → the draft's text. */
  values: Record<string, string>;
  /** When it goes live (ISO 8601, UTC); absent: when it is published by hand. */
  publishAt?: string;
  /** Counts its saves: what a later save says it was made from (`base`), to merge with a colleague's. */
  version: number;
  updatedBy: string;
  updatedByName: string | null;
  updatedAt: string;
}

/** A field staff translate in an item, with the English it has there (its name `fields.2.label` inside a list). */
export type TranslatableField = TranslatableEntry;

/** An item's translatable fields, in their order: its own, and those inside its lists and blocks that have English. */
export const translatableFieldsOf = (kind: KindDeclaration, item: Readonly<Record<string, unknown>>): TranslatableField[] =>
  translatableEntries(kind.fields, item);

/** A field's state: no translation (or no English to translate), made from the English now, or from English since changed. */
function stateOf(english: string, stored: { value: string; source: string } | undefined): TranslationState {
  if (!stored || !english) return 'missing';
  return stored.source === english ? 'translated' : 'outdated';
}

/** An item's state from its fields' states: outdated first, then missing (a field with English untranslated). */
function itemState(fields: readonly { state: TranslationState; english: string }[]): TranslationState {
  if (fields.some((field) => field.state === 'outdated')) return 'outdated';
  return fields.some((field) => field.state === 'missing' && field.english !== '') ? 'missing' : 'translated';
}

/** An item's translation into a language, field by field; undefined when the item does not exist. */
export function translationOf(
  store: ContentStore,
  kind: KindDeclaration,
  id: number,
  lang: TranslatedLanguage,
): ItemTranslation | undefined {
  const item = viewById(store.db, kind, id);
  if (!item) return undefined;
  const nameOf = staffNamer(store.db);
  const stored = new TranslationStore(store.db).ofItem(kind.name, id, lang);
  const fields = translatableFieldsOf(kind, item).map(({ name, label, f, english }): FieldTranslation => {
    const saved = stored.get(name);
    const state = stateOf(english, saved);
    return {
      name,
      label,
      type: f.type,
      english,
      value: saved?.value ?? '',
      state,
      ...(state === 'outdated' && saved
        ? {
            was: saved.source,
            changes: diffWords(saved.source, english).map((part) => ({
              text: part.value,
              change: part.added ? 'added' : part.removed ? 'removed' : 'same',
            })),
          }
        : {}),
      ...(saved ? { updatedAt: saved.updated_at, updatedBy: saved.updated_by, updatedByName: personNamed(nameOf, saved.updated_by) } : {}),
    };
  });
  const draft = translationDraftOf(store.db, kind.name, id, lang);
  return {
    kind: kind.name,
    id,
    lang,
    state: itemState(fields),
    fields,
    history: historyOf(store, kind, id, lang, nameOf),
    ...(draft
      ? {
          draft: {
            values: draft.values,
            ...(draft.publish_at ? { publishAt: draft.publish_at } : {}),
            version: draft.version,
            updatedBy: draft.updated_by,
            updatedByName: personNamed(nameOf, draft.updated_by),
            updatedAt: draft.updated_at,
          },
        }
      : {}),
  };
}

/** Each item's state in a language, by id: what the list shows beside each item. */
export function translationStates(
  store: ContentStore,
  kind: KindDeclaration,
  lang: TranslatedLanguage,
  items: readonly Record<string, unknown>[],
  /** The one item's id, when `items` is that item: only its translations are read. */
  only?: number,
) {
  const stored = new Map<string, { value: string; source: string }>();
  const translations = new TranslationStore(store.db);
  if (only === undefined) for (const row of translations.ofKind(kind.name, lang)) stored.set(`${row.item_id} ${row.field}`, row);
  else for (const [field, row] of translations.ofItem(kind.name, only, lang)) stored.set(`${only} ${field}`, row);
  return new Map(
    items.map((item) => {
      const id = item.id as number;
      const states = translatableFieldsOf(kind, item).map(({ name, english }) => ({
        english,
        state: stateOf(english, stored.get(`${id} ${name}`)),
      }));
      return [id, itemState(states)] as const;
    }),
  );
}

/** How many items the Translations list shows a page. */
export const TRANSLATION_PAGE_SIZE = 50;

export interface TranslationListPage {
  items: Array<{ id: number; title: string; state: TranslationState }>;
  page: number;
  size: number;
  /** How many items the state and the search leave. */
  total: number;
  /** The kind's items in each state. */
  counts: Record<TranslationState, number>;
}

type ListedItem = TranslationListPage['items'][number];

/** A kind's items in a language as last worked out, and the audit log followed since (./audit-follower.ts). */
interface KeptList {
  follower: AuditFollower;
  items: ListedItem[];
}

/** Each kind's list in each language, kept per store (its connection) as the content changes. */
const listed = new WeakMap<ContentStore, Map<string, KeptList>>();

/** How many items the lists' upkeep has read, one by one or as whole lists: a measure for the tests and the benchmark. */
export const listUpkeep = { itemsRead: 0 };

/** An audit entry that changes no item's English or translation: a draft, its review, one thrown away, a translation's draft. */
const CHANGES_NO_ITEM = /^(?:draft|discard-draft|submit-for-review|review-comment|send-back|approve|(?:discard )?draft translate \S+)$/;
/** An entry that adds, takes away or moves items: the list is read again whole, but for one item of a long list (below). */
const MOVES_ITEMS = /^(?:create|delete|take-down|restore-from-trash|move|reorder(?:-\S+)?)$/;
/** An entry that adds or takes away one item: in a long list, whose order its ids' read gives, that item alone is read. */
const ADDS_OR_TAKES = /^(?:create|delete|take-down|restore-from-trash)$/;

/** A long list (articles, redirects): paged, without a kind above it, in the order of its dates or titles. */
const isLong = (kind: KindDeclaration) => Boolean(kind.pageSize && !kind.parent);

/** The kinds whose changes can change a kind's list: the kind, and the kinds above it (a service's list follows its offerings). */
function followedKinds(kind: KindDeclaration): Set<string> {
  const kinds = new Set([kind.entity]);
  for (let above = kind.parent && kindNamed(kind.parent.kind); above; above = above.parent && kindNamed(above.parent.kind)) {
    kinds.add(above.entity);
  }
  return kinds;
}

/** The items one entry names to read again; 'all' when the list must be read again whole. */
function toReadAgain(kind: KindDeclaration, followed: Set<string>, change: AuditChange): number | 'all' | undefined {
  if (!followed.has(change.entity) || CHANGES_NO_ITEM.test(change.action)) return undefined;
  const own = change.entity === kind.entity ? change.entity_id : null;
  if (MOVES_ITEMS.test(change.action)) return own !== null && isLong(kind) && ADDS_OR_TAKES.test(change.action) ? own : 'all';
  if (change.entity !== kind.entity) return undefined;
  return own ?? 'all';
}

/** Every item of a kind's list with its state in a language, in the order the editor's pages list them. */
function readList(store: ContentStore, kind: KindDeclaration, lang: TranslatedLanguage): ListedItem[] {
  // A long list (articles, redirects) in the order the editor's pages list it: the newest article first.
  const views = isLong(kind) ? longListViews(store.db, kind) : listViews(store.db, kind);
  const states = translationStates(store, kind, lang, views);
  listUpkeep.itemsRead += views.length;
  return views.map((item) => ({ id: item.id, title: listTitle(kind, item), state: states.get(item.id)! }));
}

/**
 * How the list names an item: by its title field, but a document of one (the Site settings, the Home page) by the
 * kind's own name, as staff know it from the content menu, not by its first words (the company's name, a button's text).
 */
const listTitle = (kind: KindDeclaration, item: Record<string, unknown>) =>
  kind.shape === 'document' ? kind.label : String(item[kind.title] ?? '');

/** One item with its state in a language; undefined when it is gone. */
function readItem(store: ContentStore, kind: KindDeclaration, lang: TranslatedLanguage, id: number): ListedItem | undefined {
  listUpkeep.itemsRead += 1;
  const item = viewById(store.db, kind, id);
  return item && { id, title: listTitle(kind, item), state: translationStates(store, kind, lang, [item], id).get(id)! };
}

/**
 * A kind's items in its order, each with its state in the language: read whole the first time, then kept as the
 * content changes. The audit log's entries since the last reading (every save of the English or of a translation
 * writes one) name the items to read again, one by one. A long list, whose order follows its dates or titles, reads its
 * ids' order again after a change (its ids only), so an article added, deleted or brought back is read alone too. In
 * other lists an item added, deleted, brought back or moved, and in any list a move, a reorder or a change another
 * connection made (a CLI import), has the list read again whole.
 */
function listedItems(store: ContentStore, kind: KindDeclaration, lang: TranslatedLanguage): ListedItem[] {
  const known = listed.get(store) ?? new Map<string, KeptList>();
  listed.set(store, known);
  const key = `${kind.name}/${lang}`;
  let kept = known.get(key);
  if (!kept) known.set(key, (kept = { follower: new AuditFollower(store), items: [] }));
  const changes = kept.follower.since();
  if (changes === 'everything') return (kept.items = readList(store, kind, lang));
  const followed = followedKinds(kind);
  const again = new Set<number>();
  for (const change of changes) {
    const read = toReadAgain(kind, followed, change);
    if (read === 'all') return (kept.items = readList(store, kind, lang));
    if (read !== undefined) again.add(read);
  }
  if (again.size === 0) return kept.items;
  const long = isLong(kind);
  const byId = new Map(kept.items.map((item) => [item.id, item]));
  for (const id of again) {
    const item = readItem(store, kind, lang, id);
    // A long list takes an item added or gone where its ids' order puts it; another list is read again whole.
    if (!long && (!item || !byId.has(id))) return (kept.items = readList(store, kind, lang));
    if (item) byId.set(id, item);
    else byId.delete(id);
  }
  const order = long ? longListIds(store.db, kind) : kept.items.map((item) => item.id);
  if (order.length !== byId.size || order.some((id) => !byId.has(id))) return (kept.items = readList(store, kind, lang));
  return (kept.items = order.map((id) => byId.get(id)!));
}

/**
 * A page of a kind's items with their state in a language, in the kind's order: all of them, those in one state
 * (what is left to translate), or those whose English title holds every word searched, in any case. A page past the
 * last is the last. Every item's state is kept as the content changes (listedItems): the first read after a save costs
 * the items it changed, and the pages, states and searches their page.
 */
export function translationListPage(
  store: ContentStore,
  kind: KindDeclaration,
  lang: TranslatedLanguage,
  { page, state, q }: { page: number; state?: TranslationState; q: string },
): TranslationListPage {
  const items = listedItems(store, kind, lang);
  const counts: Record<TranslationState, number> = { missing: 0, translated: 0, outdated: 0 };
  for (const item of items) counts[item.state] += 1;
  const words = listSearchWords(q);
  const found = items.filter((item) => {
    const lower = item.title.toLocaleLowerCase();
    return (!state || item.state === state) && words.every((word) => lower.includes(word));
  });
  const shown = pageWithin(page, found.length, TRANSLATION_PAGE_SIZE);
  return {
    items: found.slice((shown - 1) * TRANSLATION_PAGE_SIZE, shown * TRANSLATION_PAGE_SIZE),
    page: shown,
    size: TRANSLATION_PAGE_SIZE,
    total: found.length,
    counts,
  };
}

export type TranslationSave =
  | { ok: true; translation: ItemTranslation }
  | { ok: false; status: 400 | 404 | 409; message: string; fields?: Record<string, string> };

export const translationMessages = {
  notFound: (label: string, id: number) => `There is no ${label.toLowerCase()} with id ${id}.`,
  notSaved: 'The translation was not saved: correct the marked fields.',
  notTranslated: 'is not a field that is translated',
  notText: 'must be text',
  tooLong: (max: number) => `must be at most ${max.toLocaleString('en-IN')} characters`,
  brokenCharacter: 'holds a broken character (half of an emoji or symbol): retype it',
  slugShape:
    'must be words of letters and digits joined by single hyphens, such as जीएसटी-दर-बदल (leave it empty to keep the English address)',
  slugTaken: 'is already the address of another item, in English or in a translation',
  changedSince: 'The translation was not saved: a colleague saved some of these fields since you opened them.',
  savedSince: (who: string, value: string) =>
    value
      ? `was saved by ${who} since you opened it, as “${value}”: save again to put your words in its place`
      : `was removed by ${who} since you opened it: save again to put your words in its place`,
} as const;

/**
 * Saves a translation of some of an item's fields into a language, each made from the English as it is now; an empty
 * text removes that field's translation. Refused whole, with a message per field, when a field is not translatable,
 * too long, or an address another item or language holds.
 */
/** What a translation's values are once checked: cleaned, or refused with a message per field. */
export type CheckedTranslation =
  /** `cleaned`: each field's name, its translation and the English it is made from. */
  | { ok: true; cleaned: Array<[string, string, string]> }
  | { ok: false; status: 400 | 404; message: string; fields?: Record<string, string> };

/**
 * Checks the values of a translation of some of an item's fields against their declarations: refused whole, with a
 * message per field, when a field is not translatable, too long, or an address another item or language holds. Rich
 * text is cleaned to the allow-list.
 */
export function checkTranslation(
  store: ContentStore,
  kind: KindDeclaration,
  id: number,
  values: Readonly<Record<string, unknown>>,
): CheckedTranslation {
  const item = viewById(store.db, kind, id);
  if (!item) return { ok: false, status: 404, message: translationMessages.notFound(kind.label, id) };
  const translations = new TranslationStore(store.db);
  const errors: Record<string, string> = {};
  const cleaned: Array<[string, string, string]> = [];
  const translatable = new Map(translatableFieldsOf(kind, item).map((field) => [field.name, field]));
  for (const [name, raw] of Object.entries(values)) {
    const { f, english } = translatable.get(name) ?? {};
    if (!f || english === undefined) {
      errors[name] = translationMessages.notTranslated;
      continue;
    }
    if (typeof raw !== 'string') {
      errors[name] = translationMessages.notText;
      continue;
    }
    if (/\p{Cs}/u.test(raw)) {
      errors[name] = translationMessages.brokenCharacter;
      continue;
    }
    // A text with nothing to read (only spaces and invisible characters) is empty, as the content editor takes it.
    const value = f.type === 'rich-text' ? cleanRichText(raw) : isBlankText(raw) ? '' : raw.trim();
    if (value.length > f.max) errors[name] = translationMessages.tooLong(f.max);
    else if (f.type === 'text' && breaksOneLine(value)) errors[name] = ONE_LINE_MESSAGE;
    else if (f.type === 'long-text' && breaksPlainLines(value)) errors[name] = PLAIN_LINES_MESSAGE;
    else if (kind.itemPage?.field === name && value) {
      // The item's address in this language: its own, in any script; another item's in English or in a translation is refused.
      if (!TRANSLATED_SLUG.test(value)) errors[name] = translationMessages.slugShape;
      else if (nameTaken(store.db, kind, name, value, id) || translations.holderOf(kind.name, name, value, id))
        errors[name] = translationMessages.slugTaken;
    }
    cleaned.push([name, value, english]);
  }
  if (Object.keys(errors).length > 0) return { ok: false, status: 400, message: translationMessages.notSaved, fields: errors };
  return { ok: true, cleaned };
}

/**
 * Saves a translation of some of an item's fields into a language, each made from the English as it is now; an empty
 * text removes that field's translation. Refused whole as checkTranslation refuses it.
 */
export function saveTranslation(
  store: ContentStore,
  actor: string,
  kind: KindDeclaration,
  id: number,
  lang: TranslatedLanguage,
  values: Readonly<Record<string, unknown>>,
  now = new Date(),
  was?: Readonly<Record<string, unknown>>,
): TranslationSave {
  const checked = checkTranslation(store, kind, id, values);
  if (!checked.ok) return checked;
  const { cleaned } = checked;
  const translations = new TranslationStore(store.db);
  // A field saved by a colleague since the form showed it (`was`: each sent field's text as shown) is not saved over
  // unseen: refused, naming who and what, so a second Save, made knowing it, puts these words in its place.
  if (was) {
    const stored = translations.ofItem(kind.name, id, lang);
    const nameOf = staffNamer(store.db);
    const since = cleaned.flatMap(([name]) => {
      const current = stored.get(name);
      const shown = was[name];
      const who = (current?.updated_by && personNamed(nameOf, current.updated_by)) || 'a colleague';
      return typeof shown === 'string' && (current?.value ?? '') !== shown
        ? [[name, translationMessages.savedSince(who, current?.value ?? '')]]
        : [];
    });
    if (since.length > 0) return { ok: false, status: 409, message: translationMessages.changedSince, fields: Object.fromEntries(since) };
  }
  store.db.transaction(() => {
    for (const [name, value, english] of cleaned) translations.put(kind.name, id, lang, name, value, english, actor, now);
    // The site search finds it in its language from now on (docs/search.md).
    updateSearchOfItem(store.db, kind.name, id, kind.datedApart === true);
    recordAudit(
      store.db,
      {
        actor,
        entity: kind.entity,
        entityId: id,
        action: `translate ${lang}`,
        after: Object.fromEntries(cleaned.map(([name, value]) => [name, value])),
      },
      now,
    );
  })();
  // The Marathi and Hindi pages show it at their next request: every cached page and answer is drawn again.
  store.contentChanged();
  return { ok: true, translation: translationOf(store, kind, id, lang)! };
}

// The site search's index (an FTS5 table, server/db/migrations/0025-site-search.sql) and its query. The
// index follows the content in the transaction of each change: server/content/service.ts (every publish,
// unpublish, delete, restore, scheduled publish and import) calls updateSearchIndex with the content as
// stored, and only the entries whose words changed are written. docs/search.md.
import { createHash } from 'node:crypto';

import type Database from 'better-sqlite3';

import { MAX_SEARCH_LENGTH, type SearchResult } from '../../common/api-contract.ts';
import { putTextAt } from '../../common/content-model/translated-fields.ts';
import type { ContentDocument, DocumentItem } from '../../common/content-model/schema.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../common/languages.ts';
import { TRANSLATED_LANGUAGES } from '../../common/translation-states.ts';
import type { ChangeScope } from '../db/content-changes.ts';
import { translationsForSearch, type SearchedTranslation } from '../db/translations.ts';

import { exportDocumentOf } from '../db/content-items.ts';
import {
  clearSearchIndex,
  insertSearchEntry,
  matchSearchIndex,
  removeSearchEntry,
  storedSearchEntries,
  storedSearchEntriesOf,
  withStoredContent,
} from '../db/site-search.ts';

import { recordsOf, rootKey, SEARCH_SOURCES, type SearchSource } from './sources.ts';
import { escapeHtml } from '../shared/escape-html.ts';

type Db = Database.Database;

/** Most results answered. */
export const MAX_RESULTS = 20;
/** Most words of a query used; the rest are left out. */
const MAX_WORDS = 12;
/**
 * The shortest last word that also matches as the start of longer words: a letter or two would start most of the
 * index's words (`t*` took 0.3–1.3 s over 10,000 articles) and says nothing of what is looked for.
 */
export const MIN_PREFIX = 3;

interface Entry {
  source: string;
  type: string;
  title: string;
  url: string;
  digest: string;
  /** The visible text, made only for an entry that is new or changed (the costly part). */
  body: () => string;
}

// snippet() marks matches with these; they are taken out of indexed text, so only a match can carry them.
const OPEN = '\u0002';
const CLOSE = '\u0003';
// eslint-disable-next-line no-control-regex
const MARKERS = /[\u0002\u0003]/g;

const clean = (text: string) => text.replace(MARKERS, ' ').replace(/\s+/g, ' ').trim();

/** The translations of the items an update reads, by kind, item id and language: each a record's translated fields. */
type Translated = ReadonlyMap<string, ReadonlyMap<string, Readonly<Record<string, string>>>>;

/** The translations the update reads, of the kinds it brings up to date whole and of the written items of the others. */
function translatedOf(db: Db, kinds: ReadonlyMap<string, readonly number[] | undefined>): Translated {
  const byItem = new Map<string, Map<string, Record<string, string>>>();
  for (const { kind, item_id, lang, field, value } of translationsForSearch(db, kinds) as SearchedTranslation[]) {
    let items = byItem.get(kind);
    if (!items) byItem.set(kind, (items = new Map()));
    const key = `${item_id}@${lang}`;
    items.set(key, { ...items.get(key), [field]: value });
  }
  return byItem;
}

/**
 * A searchable record's entries: its English one, and one in each language it has a translation in (its translated
 * fields in place of the English, docs/languages.md), found at the same address — a Marathi page's links are under /mr/.
 */
function entriesOf(source: SearchSource, document: ContentDocument, translated: Translated): Entry[] {
  const carried = document as unknown as Record<string, unknown>;
  const used = (source.uses ?? []).map((key) => carried[key] ?? null);
  const translations = translated.get(source.kind.name);
  const entry = (record: DocumentItem, name: string): Entry => {
    const title = clean(source.title(record, document));
    const url = source.url(record);
    // What the entry is made from, not the text itself: an unchanged record costs a hash, not its text.
    const digest = createHash('sha1')
      .update(JSON.stringify([source.type, title, url, record, used]))
      .digest('base64url');
    const body = () => clean(source.text(record, document).filter(Boolean).join('\n'));
    return { source: name, type: source.type, title, url, digest, body };
  };
  return recordsOf(document, source.kind).flatMap((record) => {
    const name = `${source.kind.name}:${record.id}`;
    const inLanguages = TRANSLATED.flatMap((lang) => {
      const fields = translations?.get(`${record.id}@${lang}`);
      if (!fields) return [];
      // Its translated fields in place of the English, its blocks' and lists' too (`blocks.1.title`), on a copy.
      const own = structuredClone(record);
      for (const [field, value] of Object.entries(fields)) putTextAt(source.kind.fields, own, field.split('.', 1)[0]!, field, value);
      return [entry(own, `${name}@${lang}`)];
    });
    return [entry(record, name), ...inLanguages];
  });
}

const TRANSLATED = TRANSLATED_LANGUAGES;

/**
 * Brings the index in step with the content (the stored content as one document): writes the entries that are
 * new or changed, removes those gone. A kind whose list the document leaves out (an import that keeps it as
 * stored, a change that did not reach it) keeps its entries. With a scope (a change of some items: ChangeScope),
 * a kind dated apart (the articles) is brought up to date for the items the change wrote only, and only their
 * entries are read: a save costs its change, not the index's size. Runs inside the change's transaction.
 */
export function updateSearchIndex(db: Db, document: ContentDocument, scope?: ChangeScope): void {
  const carried = document as unknown as Record<string, unknown>;
  const present = SEARCH_SOURCES.filter((source) => carried[rootKey(source.kind)] !== undefined);
  const partial = (source: SearchSource) => scope !== undefined && source.kind.datedApart === true;
  const covered = new Set(present.filter((source) => !partial(source)).map((source) => `${source.kind.name}:`));
  // Their translations: a kind's whole, or the written items' of a kind dated apart.
  const translated = translatedOf(
    db,
    new Map(present.map((source) => [source.kind.name, partial(source) ? [...(scope!.apart.get(source.kind.name) ?? [])] : undefined])),
  );
  const wanted = new Map(present.flatMap((source) => entriesOf(source, document, translated)).map((entry) => [entry.source, entry]));
  // The entries of the written items of the kinds dated apart (in each language), whether they are still there or gone.
  const written = present
    .filter(partial)
    .flatMap((source) =>
      [...(scope!.apart.get(source.kind.name) ?? [])].flatMap((id) =>
        ['', ...TRANSLATED.map((lang) => `@${lang}`)].map((suffix) => `${source.kind.name}:${id}${suffix}`),
      ),
    );
  const stored = scope
    ? [
        ...(covered.size > 0 ? storedSearchEntriesOf(db, { prefixes: [...covered] }) : []),
        ...storedSearchEntriesOf(db, { sources: written }),
      ]
    : storedSearchEntries(db);
  const gone = new Set(written);
  const kept = new Set<string>();
  for (const row of stored) {
    const entry = wanted.get(row.source);
    if (entry && entry.digest === row.digest && !kept.has(row.source)) {
      kept.add(row.source);
      continue;
    }
    if (entry || gone.has(row.source) || covered.has(row.source.slice(0, row.source.indexOf(':') + 1))) removeSearchEntry(db, row);
  }
  for (const entry of wanted.values()) {
    if (!kept.has(entry.source)) insertSearchEntry(db, { ...entry, body: entry.body() });
  }
}

/**
 * The query as FTS5 syntax: each word a quoted string (so `"`, `*`, `NEAR`, `-`, `:` and brackets are only
 * text), all of them wanted, the last one also as the start of a longer word when it has MIN_PREFIX characters
 * or more. Undefined when no word has a letter or a digit. Control characters part words as white space does:
 * FTS5 reads a quoted string only up to a NUL, so `"tally\0"` was a syntax error (a 500), and the snippet's
 * marks are control characters too.
 */
export function matchExpression(query: string): string | undefined {
  const words = query
    .split(/[\s\p{Cc}]+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, MAX_WORDS);
  if (words.length === 0) return undefined;
  const prefix = (word: string, index: number) => index === words.length - 1 && [...word].length >= MIN_PREFIX;
  const quoted = (word: string, index: number) => `"${word.replace(/"/g, '""')}"${prefix(word, index) ? '*' : ''}`;
  return words
    .map((word, index) => {
      const both = spellings(word);
      return both.length === 1 ? quoted(word, index) : `(${both.map((one) => quoted(one, index)).join(' OR ')})`;
    })
    .join(' ');
}

/** Hindi's letters with a nukta as one character (क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़, U+0958–U+095F), each with its letter and the nukta. */
const NUKTA_LETTERS = Array.from({ length: 8 }, (_, index) => {
  const one = String.fromCodePoint(0x958 + index);
  return [one, one.normalize('NFD')] as const;
});

/**
 * A word as it may be written: a letter with a nukta is typed as one character or as the letter and the nukta, and the
 * two look the same. The search finds either way (the index keeps what was saved, as it was typed).
 */
function spellings(word: string): string[] {
  if (!/[\u0958-\u095F]|\u093C/u.test(word)) return [word];
  const apart = NUKTA_LETTERS.reduce((text, [one, two]) => text.replaceAll(one, two), word);
  const together = NUKTA_LETTERS.reduce((text, [one, two]) => text.replaceAll(two, one), apart);
  return apart === together ? [word] : [together, apart];
}

/** The snippet as HTML whose only markup is `<mark>`: everything else is escaped. */
export function markedSnippet(raw: string): string {
  return escapeHtml(raw).replace(new RegExp(OPEN, 'g'), '<mark>').replace(new RegExp(CLOSE, 'g'), '</mark>');
}

/** The query's words from a request's `q`, or an error with 400 that says what is wrong with it. */
export function searchQuery(raw: unknown): string {
  if (raw === undefined) return '';
  if (typeof raw !== 'string') throw Object.assign(new Error('q must be given once, as text'), { statusCode: 400 });
  if (raw.length > MAX_SEARCH_LENGTH) {
    throw Object.assign(new Error(`q must be at most ${MAX_SEARCH_LENGTH} characters: search for fewer words`), { statusCode: 400 });
  }
  return raw.trim();
}

/**
 * The best matches for the query (bm25, the title weighing more than the text), at most MAX_RESULTS, in a language:
 * English finds the English; Marathi and Hindi find their translations and the English, the page's language first,
 * an item once (its translation where it matched both ways). Addresses are the site's, the page's language adds its prefix.
 */
export function searchSite(db: Db, query: string, lang: Language = DEFAULT_LANGUAGE): SearchResult[] {
  const match = matchExpression(query);
  if (!match) return [];
  const rows = matchSearchIndex(db, match, { open: OPEN, close: CLOSE }, MAX_RESULTS, lang === DEFAULT_LANGUAGE ? undefined : lang);
  const item = (source: string) => source.replace(/@\w+$/, '');
  const inLanguage = rows.filter((row) => row.source.endsWith(`@${lang}`));
  const found = new Set(inLanguage.map((row) => item(row.source)));
  const ordered = [...inLanguage, ...rows.filter((row) => !row.source.includes('@') && !found.has(row.source))].slice(0, MAX_RESULTS);
  return ordered.map((row) => ({ type: row.type, title: row.title, url: row.url, snippet: markedSnippet(row.snippet) }));
}

/** Fills the index from the stored content, in one transaction (a database the search's migration has just reached). */
export function fillSearchIndex(db: Db): void {
  withStoredContent(db, (document) => updateSearchIndex(db, document));
}

/** Empties the index (the benchmark's fill from nothing). */
export const emptySearchIndex = clearSearchIndex;

/**
 * Brings the site search up to date with an item's translations (a translation saved or removed): the item's kind
 * whole when its size does not grow with the content, else that item alone (an article). In the save's transaction.
 */
export function updateSearchOfItem(db: Db, kind: string, itemId: number, apart: boolean): void {
  const scope: ChangeScope = apart
    ? { rest: false, apart: new Map([[kind, new Set([itemId])]]), named: new Set() }
    : { rest: true, apart: new Map(), named: new Set() };
  updateSearchIndex(db, exportDocumentOf(db, scope), scope);
}

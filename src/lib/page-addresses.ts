// A page whose address differs from language to language by more than its prefix — an article with an address of its
// own in Marathi, /mr/insights/जीएसटी-दर beside /insights/gst-rates — names each language's address, so that its
// alternates (src/components/seo.tsx) and the language switcher link to the page itself there rather than to an
// address the server answers with a redirect. Its loader names the read whose answer carries them as `addressed`.
// A page that is not there (the 404, an unknown article, service or story) is in no language: its links go to each
// language's home. A page of an item names the item's read as `addressed` too: an answer with nothing in it (null, no
// entry) says the item is not there, and `NOT_HERE` says so of an address no item could have.
import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router-dom';

import { LANGUAGES, type Language } from '@common/languages';
import { NOT_FOUND_ROUTE_ID } from '@common/routes';

import { useFollowed, useRead, type Read } from '@/lib/page-data';
import { answeredRead, type ReadState } from '@/lib/page-reads';

/** A page's address in each language, within that language (without its `/mr` prefix), as a link writes it. */
export type LanguageAddresses = Partial<Record<Language, string>>;

/** An answer that carries the page's address in each language (an article). */
export interface Addressed {
  readonly addresses: LanguageAddresses;
}

/** Each language's home: where a missing page links in every language, since its address there is missing too. */
const HOMES: LanguageAddresses = Object.fromEntries(LANGUAGES.map(({ code }) => [code, '/']));

/** Whether the addresses are a missing page's (each language's home), whose query has nothing to keep there either. */
export const isNowhere = (addresses: LanguageAddresses | undefined) => addresses === HOMES;

/** `addressed` for an address no item could have (a service's that names no id): the page is not there. */
export const NOT_HERE: Read<null> = answeredRead(null);

/** Whether an item's read answered that there is no such item. */
const saysNotThere = (state: ReadState<unknown>) =>
  state.status === 'success' && (state.data === null || (Array.isArray(state.data) && state.data.length === 0));

/** The read a route's loader named `name`, if it named one. */
function namedRead<T>(data: unknown, name: string): Read<T> | undefined {
  if (typeof data !== 'object' || data === null || !('reads' in data)) return undefined;
  const reads = (data as { reads: unknown }).reads;
  if (typeof reads !== 'object' || reads === null || !(name in reads)) return undefined;
  return (reads as Record<string, Read<T> | undefined>)[name];
}

/**
 * The page's address in each language where its loader names them (`addressed`), once its read has answered; each
 * language's home on a page that is not there; undefined for a page whose address in another language is its own with
 * that language's prefix.
 */
export function usePageAddresses(): LanguageAddresses | undefined {
  // The router's state, not useMatches(): the header and sections are also drawn outside a data router in tests.
  const state = useContext(UNSAFE_DataRouterStateContext);
  const matches = state?.matches ?? [];
  const read = matches.reduce<Read<Addressed | null> | undefined>(
    (found, { route }) => namedRead<Addressed | null>(state?.loaderData[route.id], 'addressed') ?? found,
    undefined,
  );
  // The route of every other address draws the page staff built there, and the 404 page while there is none: the
  // build's 404 page too, drawn before any page is read.
  const notFound = matches.some(({ route }) => route.id === NOT_FOUND_ROUTE_ID);
  const built = useRead(notFound ? namedRead<unknown>(state?.loaderData[NOT_FOUND_ROUTE_ID], 'page') : undefined);
  const addressed = useFollowed(read);
  if (saysNotThere(addressed)) return HOMES;
  if (notFound && !(built.status === 'success' && built.data)) return HOMES;
  return addressed.data?.addresses;
}

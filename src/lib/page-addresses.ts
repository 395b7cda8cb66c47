// A page whose address differs from language to language by more than its prefix — an article with an address of its
// own in Marathi, /mr/insights/जीएसटी-दर beside /insights/gst-rates — names each language's address, so that its
// alternates (src/components/seo.tsx) and the language switcher link to the page itself there rather than to an
// address the server answers with a redirect. Its loader names the read whose answer carries them as `addressed`.
import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router-dom';

import type { Language } from '@common/languages';

import { useRead, type Read } from '@/lib/page-data';

/** A page's address in each language, within that language (without its `/mr` prefix), as a link writes it. */
export type LanguageAddresses = Partial<Record<Language, string>>;

/** An answer that carries the page's address in each language (an article). */
export interface Addressed {
  readonly addresses: LanguageAddresses;
}

function addressedRead(data: unknown): Read<Addressed | null> | undefined {
  if (typeof data !== 'object' || data === null || !('reads' in data)) return undefined;
  const reads = (data as { reads: unknown }).reads;
  if (typeof reads !== 'object' || reads === null || !('addressed' in reads)) return undefined;
  return (reads as { addressed: Read<Addressed | null> }).addressed;
}

/**
 * The page's address in each language where its loader names them (`addressed`), once its read has answered;
 * undefined for a page whose address in another language is its own with that language's prefix.
 */
export function usePageAddresses(): LanguageAddresses | undefined {
  // The router's state, not useMatches(): the header and sections are also drawn outside a data router in tests.
  const state = useContext(UNSAFE_DataRouterStateContext);
  const read = state?.matches.reduce<Read<Addressed | null> | undefined>(
    (found, { route }) => addressedRead(state.loaderData[route.id]) ?? found,
    undefined,
  );
  return useRead(read).data?.addresses;
}

// The catalogues as the built site sends them (vite.config.ts): each message with places parsed at build time into
// intl-messageformat's syntax tree, formatjs's "pre-compiled messages". The browser then downloads no ICU parser (the
// build gives intl-messageformat formatjs's parser-less entry) and parses nothing while a page starts. The server and
// the tests read the catalogues as written; formatterOf (./message-format.ts) formats either the same.
import { parse } from '@formatjs/icu-messageformat-parser';

import { hasPlaces, type Catalogue, type CompiledCatalogue } from './message-format.ts';

/** A catalogue with its messages that have places parsed; words alone stay as they are. */
export function compileCatalogue(messages: Catalogue): CompiledCatalogue {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, hasPlaces(message) ? parse(message) : message]));
}

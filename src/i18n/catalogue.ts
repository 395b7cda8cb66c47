// The interface's message catalogues for Marathi and Hindi (src/i18n/mr.json, hi.json): ICU messages keyed by their
// English, formatted with intl-messageformat (common/message-format.ts) in the language's own rules; the built site's
// come parsed already (vite.config.ts, compiledCatalogues). Loaded only for a page in that language: the first load of
// an English page carries these few lines and nothing of the rest.
import type { Language } from '@common/languages';
import type { CompiledCatalogue, FormatMessage } from '@common/message-format';

const catalogues: Record<Exclude<Language, 'en'>, () => Promise<{ default: CompiledCatalogue }>> = {
  mr: () => import('./mr.json'),
  hi: () => import('./hi.json'),
};

/** The formatter of a language's messages; none in English, whose words are written in the code. */
export async function loadMessages(lang: Language): Promise<FormatMessage | undefined> {
  if (lang === 'en') return undefined;
  const [{ formatterOf }, { default: messages }] = await Promise.all([import('@common/message-format'), catalogues[lang]()]);
  return formatterOf(messages, lang);
}

// The privacy notice's words in Marathi and Hindi (src/i18n/privacy/mr.json, hi.json): ICU messages keyed by their
// English, as the pages' catalogues (./catalogue.ts) are, but loaded by the notice's page alone, so that no other
// page's first load carries them (docs/languages.md). The built site's come parsed already (vite.config.ts).
import type { Language } from '@common/languages';
import type { CompiledCatalogue, FormatMessage } from '@common/message-format';

const notices: Record<Exclude<Language, 'en'>, () => Promise<{ default: CompiledCatalogue }>> = {
  mr: () => import('./privacy/mr.json'),
  hi: () => import('./privacy/hi.json'),
};

/** The formatter of the privacy notice's words in a language; none in English, whose words are written in the code. */
export async function loadPrivacyNotice(lang: Language): Promise<FormatMessage | undefined> {
  if (lang === 'en') return undefined;
  const [{ formatterOf }, { default: messages }] = await Promise.all([import('@common/message-format'), notices[lang]()]);
  return formatterOf(messages, lang);
}

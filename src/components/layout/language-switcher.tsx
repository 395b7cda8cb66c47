import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation } from 'react-router-dom';

import { LANGUAGES, languageTag, pathInLanguage } from '@common/languages';
import { isPageHandle } from '@common/page-handle';
import { useLanguage, useMessages } from '@/lib/language';
import { isNowhere, usePageAddresses } from '@/lib/page-addresses';

export interface LanguageSwitcherProps {
  /** In the bar (wide screens) or in the toggle menu (phones). */
  place: 'bar' | 'menu';
}

/**
 * The page in English, मराठी and हिंदी (docs/languages.md): the same page, its query kept, at its address in each
 * language (an article's own address there, where it has one); the address is the visitor's choice, remembered as
 * they move on. A full page load: each language's page is drawn with its own words. The template's sample pages are
 * English only and have none.
 */
export function LanguageSwitcher({ place }: LanguageSwitcherProps) {
  const lang = useLanguage();
  const t = useMessages();
  const { pathname, search } = useLocation();
  // The router's state, not useMatches(): the header is also drawn outside a data router in tests.
  const matches = useContext(UNSAFE_DataRouterStateContext)?.matches ?? [];
  const sample = matches.some(({ route }) => isPageHandle(route.handle) && route.handle.sample === true);
  const addresses = usePageAddresses();
  if (sample) return null;
  // A missing page's links go to each language's home, without the query the missing address had.
  const query = isNowhere(addresses) ? '' : search;
  return (
    <nav className={`language-switcher language-switcher--${place}`} aria-label={t('Language')}>
      {LANGUAGES.map(({ code, native }) => {
        const tag = languageTag(code);
        return code === lang ? (
          <span key={code} lang={tag} aria-current="true">
            {native}
          </span>
        ) : (
          <a key={code} href={`${pathInLanguage(code, addresses?.[code] ?? pathname)}${query}`} lang={tag}>
            {native}
          </a>
        );
      })}
    </nav>
  );
}

// The header's way into the site search (docs/search.md): a form that GETs /search (/mr/search on a Marathi page), so
// it works before the app has loaded and without JavaScript. In the bar (1200 px and wider) it is an icon button that opens a compact
// field over the navigation (without JavaScript the button goes to the search page and its form); inside the
// phone's toggle menu it is a field with its button.
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';

import { SearchIcon } from '@/components/ui/icon';
import { paths } from '@common/paths';
import { MAX_SEARCH_LENGTH } from '@common/api-contract';
import { pathInLanguage } from '@common/languages';
import { useLanguage, useMessages } from '@/lib/language';

export function HeaderSearch({ place }: { place: 'bar' | 'menu' }) {
  const t = useMessages();
  const lang = useLanguage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const inBar = place === 'bar';

  // In the bar a first press opens the field; a press with words in it searches.
  const onButton = (event: MouseEvent<HTMLButtonElement>) => {
    if (!inBar || (open && input.current?.value.trim())) return;
    event.preventDefault();
    setOpen(true);
    requestAnimationFrame(() => input.current?.focus());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (!inBar || event.key !== 'Escape' || !open) return;
    setOpen(false);
    event.currentTarget.querySelector('button')?.focus();
  };
  // Focus leaving the form closes an empty field.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!inBar || (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) return;
    if (!input.current?.value.trim()) setOpen(false);
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the field opened inside it.
    <form
      className={`site-search site-search--${place}${open ? ' is-open' : ''}`}
      role="search"
      aria-label={t('Quick search')}
      method="get"
      action={pathInLanguage(lang, paths.search)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('Search the site')}
      </label>
      <input
        ref={input}
        id={id}
        className="site-search__input"
        type="search"
        name="q"
        maxLength={MAX_SEARCH_LENGTH}
        placeholder={t('Search the site')}
        autoComplete="off"
        tabIndex={inBar && !open ? -1 : undefined}
      />
      <button
        type="submit"
        className="icon-button site-search__button"
        aria-label={inBar && !open ? t('Search the site') : t('Search')}
        onClick={onButton}
      >
        <SearchIcon size={20} aria-hidden />
      </button>
    </form>
  );
}

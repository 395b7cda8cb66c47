import { Link, NavLink } from 'react-router-dom';

import { isSitePath, paths } from '@common/paths';
import type { NavItem } from '@/types/site';
import { useEnglishMark, useMessages } from '@/lib/language';

export interface MenuLinkProps {
  item: NavItem;
  /** The header's links show which page is open (NavLink); the footer's do not. */
  current?: boolean;
  onClick?: () => void;
}

/** A menu entry staff set: a link inside the app, an https:// link in a new tab, or words without a link. */
export function MenuLink({ item: { label, href }, current = false, onClick }: MenuLinkProps) {
  const t = useMessages();
  // On a Marathi or Hindi page, an entry not translated yet shows its English, marked as English.
  const lang = useEnglishMark()(label);
  if (href.startsWith('https://')) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {lang ? <span lang={lang}>{label}</span> : label}
        <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
      </a>
    );
  }
  // An entry saved before the rule with "//host" would lead off the site: words, like an entry without a link.
  if (!isSitePath(href)) return lang ? <span lang={lang}>{label}</span> : <>{label}</>;
  return current ? (
    <NavLink to={href} end={href === paths.home} onClick={onClick} lang={lang}>
      {label}
    </NavLink>
  ) : (
    <Link to={href} onClick={onClick} lang={lang}>
      {label}
    </Link>
  );
}

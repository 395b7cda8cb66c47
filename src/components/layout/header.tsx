import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation } from 'react-router-dom';

import { CartIcon, ChevronDownIcon, CloseIcon, MailIcon, MenuIcon, PhoneIcon } from '@/components/ui/icon';
import { hrefs, paths } from '@common/paths';
import { useScrolledPast } from '@/lib/use-scroll-position';
import type { HeaderNavigation, SiteContact } from '@/types/site';

import { HeaderSearch } from './header-search';
import { LanguageSwitcher } from './language-switcher';
import { useEnglishMark, useMessages } from '@/lib/language';
import { Logo } from './logo';
import { MenuLink } from './menu-link';
import { ThemeToggle } from './theme-toggle';

/** Focuses an element that is being shown: at once, or in the next frames once its style has caught up. */
function focusWhenShown(element: HTMLElement | undefined, until = performance.now() + 1000) {
  if (!element) return;
  element.focus();
  if (document.activeElement !== element && performance.now() < until) requestAnimationFrame(() => focusWhenShown(element, until));
}

export type HeaderVariant = 'default' | 'light' | 'shop';

export interface HeaderProps {
  variant: HeaderVariant;
  /** Offering names for the Our Offerings menu (the 'All' offering already removed). */
  offeringNames: string[];
  navigation: HeaderNavigation;
  /** The first phone number and the e-mail address show in the menu. */
  contact: SiteContact;
}

/**
 * The site header: sticky, a toggle menu at 1199 px and narrower (HEADER_COLLAPSE_MAX_WIDTH; docs/departures.md),
 * the Our Offerings submenu. The submenu behaves like a menu: Enter, Space or ArrowDown on its
 * toggle open it, arrows move between its entries, and it closes after a choice, on a click
 * outside, on Escape (the focus goes back to the toggle) and on a route change. Before the app has
 * loaded it opens on hover and focus (CSS), so its entries work as plain links.
 */
export function Header({ variant, offeringNames, navigation, contact }: HeaderProps) {
  const { main: mainNavigation, cta: lightHeaderCta, cart: shopCartLink } = navigation;
  const scrolled = useScrolledPast(0);
  const t = useMessages();
  // Offering names are never translated: on a Marathi or Hindi page they show in English, marked as English.
  const english = useEnglishMark();
  const location = useLocation();
  // Menus are open for the page they were opened on: a new page (or a link click) closes them.
  const page = `${location.pathname}${location.search}`;
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const [submenuOpenOn, setSubmenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === page;
  const submenuOpen = submenuOpenOn === page;
  const menuId = useId();
  const submenuId = useId();

  const submenuItemRef = useRef<HTMLLIElement>(null);
  const submenuToggleRef = useRef<HTMLButtonElement>(null);
  const hasSubmenu = offeringNames.length > 0;
  // The first entry linking to Our Offerings holds the offerings' submenu.
  const offeringsEntry = mainNavigation.findIndex((item) => item.href === paths.service);

  const close = () => {
    setMenuOpenOn(null);
    setSubmenuOpenOn(null);
  };
  const closeSubmenu = (focusToggle: boolean) => {
    setSubmenuOpenOn(null);
    if (focusToggle) submenuToggleRef.current?.focus();
  };
  const submenuLinks = () => [...(submenuItemRef.current?.querySelectorAll<HTMLAnchorElement>('.site-nav__submenu a') ?? [])];

  // While the submenu is open, a click outside it or Escape anywhere closes it.
  useEffect(() => {
    if (!submenuOpen) return undefined;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!(event.target instanceof Node && submenuItemRef.current?.contains(event.target))) setSubmenuOpenOn(null);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = submenuItemRef.current?.contains(document.activeElement) ?? false;
      setSubmenuOpenOn(null);
      if (focusInside) submenuToggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [submenuOpen]);

  const onSubmenuToggleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    // Open at once (the entries are in the document already, hidden), then focus the first or last one.
    flushSync(() => setSubmenuOpenOn(page));
    const links = submenuLinks();
    focusWhenShown(links[event.key === 'ArrowUp' ? links.length - 1 : 0]);
  };

  const onSubmenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = submenuLinks();
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const last = links.length - 1;
    const target = { ArrowDown: index + 1 > last ? 0 : index + 1, ArrowUp: index - 1 < 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    if (target === undefined || index === -1) return;
    event.preventDefault();
    focusWhenShown(links[target]);
  };

  // Focus leaving the submenu's item (Tab past its last entry) closes it.
  const onSubmenuBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (submenuOpen && !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setSubmenuOpenOn(null);
  };

  const [phone] = contact.phones;

  return (
    <header className={`site-header site-header--${variant}${scrolled ? ' is-scrolled' : ''}`}>
      <div className="container site-header__bar">
        <Link to={paths.home} className="site-header__brand">
          <Logo />
        </Link>
        <button
          type="button"
          className="icon-button site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t('Close menu') : t('Open menu')}
          onClick={() => setMenuOpenOn(menuOpen ? null : page)}
        >
          {menuOpen ? <CloseIcon aria-hidden /> : <MenuIcon aria-hidden />}
        </button>
        <div id={menuId} className={`site-header__menu${menuOpen ? ' is-open' : ''}`}>
          <nav aria-label={t('Main')}>
            <ul className="site-nav">
              {mainNavigation.map((item, index) =>
                item.href === paths.service && index === offeringsEntry && hasSubmenu ? (
                  <li
                    key={`${index}-${item.label}`}
                    ref={submenuItemRef}
                    className={`site-nav__has-submenu${submenuOpen ? ' is-active' : ''}`}
                    onBlur={onSubmenuBlur}
                  >
                    <MenuLink item={item} current onClick={close} />
                    <button
                      ref={submenuToggleRef}
                      type="button"
                      className="site-nav__submenu-toggle"
                      aria-expanded={submenuOpen}
                      aria-controls={submenuId}
                      aria-label={t('{label} menu', { label: item.label })}
                      onClick={() => setSubmenuOpenOn(submenuOpen ? null : page)}
                      onKeyDown={onSubmenuToggleKeyDown}
                    >
                      <ChevronDownIcon size={16} aria-hidden />
                    </button>
                    {/* Arrow keys move between the links inside. */}
                    {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
                    <ul id={submenuId} className="site-nav__submenu" onKeyDown={onSubmenuKeyDown}>
                      {offeringNames.map((name) => (
                        <li key={name}>
                          <Link
                            to={hrefs.serviceOffering(name)}
                            lang={english(name)}
                            onClick={() => {
                              close();
                              closeSubmenu(false);
                            }}
                          >
                            {name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  // Without offerings (none yet, or the request failed) Our Offerings is the link alone, no empty submenu.
                  <li key={`${index}-${item.label}`}>
                    <MenuLink item={item} current onClick={close} />
                  </li>
                ),
              )}
            </ul>
          </nav>
          {variant !== 'default' && (
            <Link to={lightHeaderCta.href} className="btn btn-primary site-header__cta site-header__cta--in-menu" onClick={close}>
              {lightHeaderCta.label}
            </Link>
          )}
          <HeaderSearch place="menu" />
          <LanguageSwitcher place="menu" />
          <div className="site-header__contact">
            {phone && (
              <a href={phone.href} onClick={close}>
                <PhoneIcon size={16} aria-hidden />
                <span>{phone.text}</span>
              </a>
            )}
            <a href={`mailto:${contact.email}`} onClick={close}>
              <MailIcon size={16} aria-hidden />
              <span>{contact.email}</span>
            </a>
          </div>
        </div>
        <div className="site-header__actions">
          {variant === 'shop' && (
            <Link to={shopCartLink.href} className="icon-button" aria-label={shopCartLink.label}>
              <CartIcon size={20} aria-hidden />
            </Link>
          )}
          <HeaderSearch place="bar" />
          <LanguageSwitcher place="bar" />
          <ThemeToggle />
          {variant !== 'default' && (
            <Link to={lightHeaderCta.href} className="btn btn-primary site-header__cta">
              {lightHeaderCta.label}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}

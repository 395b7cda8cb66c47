import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';

import { CartIcon, ChevronDownIcon, CloseIcon, MailIcon, MenuIcon, PhoneIcon } from '@/components/ui/icon';
import { hrefs, paths } from '@/config/paths';
import { company, telHref } from '@/content/company';
import { lightHeaderCta, mainNavigation, shopCartLink } from '@/content/navigation';
import { useScrolledPast } from '@/lib/use-scroll-position';

import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';

export type HeaderVariant = 'default' | 'light' | 'shop';

export interface HeaderProps {
  variant: HeaderVariant;
  /** Offering names for the Our Offerings menu (the 'All' offering already removed). */
  offeringNames: string[];
}

/** The site header: sticky, a toggle menu at 768 px and narrower, the Our Offerings submenu. */
export function Header({ variant, offeringNames }: HeaderProps) {
  const scrolled = useScrolledPast(0);
  const location = useLocation();
  // Menus are open for the page they were opened on: a new page (or a link click) closes them.
  const page = `${location.pathname}${location.search}`;
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const [submenuOpenOn, setSubmenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === page;
  const submenuOpen = submenuOpenOn === page;
  const menuId = useId();
  const submenuId = useId();

  const close = () => {
    setMenuOpenOn(null);
    setSubmenuOpenOn(null);
  };

  const [phone] = company.phones;

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
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpenOn(menuOpen ? null : page)}
        >
          {menuOpen ? <CloseIcon aria-hidden /> : <MenuIcon aria-hidden />}
        </button>
        <div id={menuId} className={`site-header__menu${menuOpen ? ' is-open' : ''}`}>
          <nav aria-label="Main">
            <ul className="site-nav">
              <li>
                <NavLink to={mainNavigation.home.href} end onClick={close}>
                  {mainNavigation.home.label}
                </NavLink>
              </li>
              <li>
                <NavLink to={mainNavigation.about.href} onClick={close}>{mainNavigation.about.label}</NavLink>
              </li>
              <li className={`site-nav__has-submenu${submenuOpen ? ' is-active' : ''}`}>
                <NavLink to={mainNavigation.offerings.href} onClick={close}>{mainNavigation.offerings.label}</NavLink>
                <button
                  type="button"
                  className="site-nav__submenu-toggle"
                  aria-expanded={submenuOpen}
                  aria-controls={submenuId}
                  aria-label={`${mainNavigation.offerings.label} menu`}
                  onClick={() => setSubmenuOpenOn(submenuOpen ? null : page)}
                >
                  <ChevronDownIcon size={16} aria-hidden />
                </button>
                <ul id={submenuId} className="site-nav__submenu">
                  {offeringNames.map((name) => (
                    <li key={name}>
                      <Link to={hrefs.serviceOffering(name)} onClick={close}>{name}</Link>
                    </li>
                  ))}
                </ul>
              </li>
              <li>
                <NavLink to={mainNavigation.insights.href} onClick={close}>{mainNavigation.insights.label}</NavLink>
              </li>
              <li>
                <NavLink to={mainNavigation.contact.href} onClick={close}>{mainNavigation.contact.label}</NavLink>
              </li>
            </ul>
          </nav>
          {variant !== 'default' && (
            <Link to={lightHeaderCta.href} className="btn btn-primary site-header__cta site-header__cta--in-menu" onClick={close}>
              {lightHeaderCta.label}
            </Link>
          )}
          <div className="site-header__contact">
            <a href={telHref(phone)} onClick={close}>
              <PhoneIcon size={16} aria-hidden />
              <span>{phone}</span>
            </a>
            <a href={`mailto:${company.email}`} onClick={close}>
              <MailIcon size={16} aria-hidden />
              <span>{company.email}</span>
            </a>
          </div>
        </div>
        <div className="site-header__actions">
          {variant === 'shop' && (
            <Link to={shopCartLink.href} className="icon-button" aria-label={shopCartLink.label}>
              <CartIcon size={20} aria-hidden />
            </Link>
          )}
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

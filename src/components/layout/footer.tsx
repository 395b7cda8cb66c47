import { Link } from 'react-router-dom';

import { GlobeIcon, InstagramIcon, LinkedinIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icon';
import { paths } from '@common/paths';
import { useEnglishMark, useMessages } from '@/lib/language';
import type { FooterNavigation, SiteContact } from '@/types/site';

import { Logo } from './logo';
import { MenuLink } from './menu-link';

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

export interface FooterProps {
  navigation: FooterNavigation;
  contact: SiteContact;
}

export function Footer({ navigation, contact }: FooterProps) {
  const t = useMessages();
  // The company's name and address (Site settings, never translated) show in English on a Marathi or Hindi page,
  // marked as English.
  const english = useEnglishMark();
  const nameLang = english(contact.legalName);
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__grid">
          <div className="site-footer__about">
            <Link to={paths.home} className="site-footer__brand">
              <Logo />
            </Link>
            <p>
              {t(
                'Certified Tally 5-Star partner since {year}. We implement, customise, host and teach TallyPrime and ERP for businesses across Maharashtra.',
                { year: contact.partnerSince },
              )}
            </p>
            <ul className="site-footer__social" aria-label={t('Social media')}>
              {contact.social.linkedin && (
                <li>
                  <a href={contact.social.linkedin} {...newTab} aria-label={t('Dexterity on LinkedIn (opens in a new tab)')}>
                    <LinkedinIcon />
                  </a>
                </li>
              )}
              {contact.social.instagram && (
                <li>
                  <a href={contact.social.instagram} {...newTab} aria-label={t('Dexterity on Instagram (opens in a new tab)')}>
                    <InstagramIcon />
                  </a>
                </li>
              )}
              <li>
                <Link to={paths.home} aria-label={t('Dexterity home page')}>
                  <GlobeIcon size={20} aria-hidden />
                </Link>
              </li>
            </ul>
          </div>
          <nav className="site-footer__col" aria-label={t('Footer')}>
            <h2 className="site-footer__title">{t('Quick Links')}</h2>
            <ul>
              {navigation.quickLinks.map((link, index) => (
                <li key={`${index}-${link.label}`}>
                  <MenuLink item={link} />
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-footer__col">
            <h2 className="site-footer__title">{t('Our Services')}</h2>
            <ul>
              {navigation.services.map((service, index) => (
                <li key={`${index}-${service.label}`}>
                  <MenuLink item={service} />
                </li>
              ))}
            </ul>
          </div>
          <div className="site-footer__col">
            <h2 className="site-footer__title">{t('Reach Us')}</h2>
            <address>
              <p className="site-footer__line">
                <MapPinIcon size={18} aria-hidden />
                <span lang={english(contact.addressLines.join(' '))}>
                  {contact.addressLines[0]}
                  <br />
                  {contact.addressLines[1]}
                </span>
              </p>
              {contact.phones.map((phone) => (
                <p className="site-footer__line" key={phone.text}>
                  <PhoneIcon size={18} aria-hidden />
                  <a href={phone.href}>{phone.text}</a>
                </p>
              ))}
              <p className="site-footer__line">
                <MailIcon size={18} aria-hidden />
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </p>
            </address>
          </div>
        </div>
        <p className="site-footer__copy">
          © {contact.partnerSince}–{new Date().getFullYear()}{' '}
          {nameLang ? <span lang={nameLang}>{contact.legalName}</span> : contact.legalName}.{' '}
          {t('Tally and TallyPrime are trademarks of Tally Solutions Pvt. Ltd.')}
        </p>
      </div>
    </footer>
  );
}

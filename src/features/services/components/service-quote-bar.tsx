import { Link } from 'react-router-dom';

import { PhoneIcon, WhatsappIcon } from '@/components/ui/icon';
import { useEnglishMark, useMessages } from '@/lib/language';

import './service-quote-bar.scss';

/** How a visitor reaches the company from a service page: the route passes the company's data. */
export interface ServiceContact {
  phone: string;
  /** The phone as a tel: link. */
  phoneHref: string;
  /** A WhatsApp chat with the company. */
  chatHref: string;
}

export interface ServiceQuoteBarProps {
  contact: ServiceContact;
  /** The contact form, asking for a quote for this service. */
  quoteHref: string;
}

/**
 * On phones, a bar fixed to the foot of a service page with Call, WhatsApp and Get a Quote: the plans
 * are far down the page, and the way to ask about them stays at hand (hidden on wider screens).
 */
export function ServiceQuoteBar({ contact, quoteHref }: ServiceQuoteBarProps) {
  // The bar's copy. Kept here rather than in services-copy, which every page downloads with the shared chunk: only
  // service pages show the bar.
  const t = useMessages();
  // The brand's name, in English in every language.
  const english = useEnglishMark();
  const text = {
    label: t('Contact us about this service'),
    call: t('Call'),
    whatsapp: 'WhatsApp',
    whatsappName: t('WhatsApp (opens in a new tab)'),
    quote: t('Get a Quote'),
  };
  return (
    <nav className="service-quote-bar" aria-label={text.label}>
      <a className="service-quote-bar__action" href={contact.phoneHref} aria-label={`${text.call} ${contact.phone}`}>
        <PhoneIcon size={20} aria-hidden />
        <span>{text.call}</span>
      </a>
      <a
        className="service-quote-bar__action"
        href={contact.chatHref}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={text.whatsappName}
      >
        <WhatsappIcon size={20} />
        <span lang={english(text.whatsapp)}>{text.whatsapp}</span>
      </a>
      <Link className="btn btn-primary service-quote-bar__quote" to={quoteHref}>
        {text.quote}
      </Link>
    </nav>
  );
}

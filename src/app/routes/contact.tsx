// Contact (docs/requirements/spec.md §2 'Contact page'): the company's e-mail, phones, address and office hours from
// the Site settings staff edit (through the layout), the page's words staff edit (decision 0023), the contact
// form, and the office on an embedded map.
import { useSearchParams } from 'react-router-dom';

import { PageIntro } from '@/components/page-intro';
import { useSiteContact } from '@/components/site-contact';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icon';
import { paths } from '@common/paths';
import { contactPageBuiltIn } from '@/copy/contact';
import { pageMeta } from '@common/routes';
import { contactPageQuery, pageMetaAt, pageMetaQuery } from '@/features/company-pages/api/get-company-pages';
import { ContactForm } from '@/components/enquiry-form/components/contact-form';
import { readQuoteRequest } from '@/components/enquiry-form/lib/quote-details';
import { useContactFormCopy } from '@/components/enquiry-form/contact-form-copy';

import { pageLoader, usePageData, useRead } from '@/lib/page-data';
import { useEnglishMark } from '@/lib/language';

import './contact.scss';

export const loader = pageLoader((read) => ({ pageMeta: read(pageMetaQuery), words: read(contactPageQuery) }));

export function Component() {
  // A quote link (/contact?service=…&plan=…&from=…) opens the form with its summary and page details.
  const [query] = useSearchParams();
  const contact = useSiteContact();
  const formCopy = useContactFormCopy();
  // On a Marathi or Hindi page, the page's words and office hours not translated yet and the company's details (never
  // translated: its name and address) show in English, marked as English.
  const english = useEnglishMark();
  const nameLang = english(contact.legalName);
  // The page's words and title as staff last published them; the built-in copy when they cannot be read.
  const reads = usePageData<typeof loader>();
  const words = useRead(reads.words).data ?? contactPageBuiltIn;
  const meta = pageMetaAt(useRead(reads.pageMeta).data, paths.contact) ?? pageMeta.contact;
  return (
    <>
      <PageIntro meta={meta} path={paths.contact} />
      <section className="contact-page page-section" aria-labelledby="contact-heading">
        <div className="container contact-page__grid">
          <div className="contact-page__info">
            <p className="section-heading__eyebrow" lang={english(words.eyebrow)}>
              {words.eyebrow}
            </p>
            <h2 id="contact-heading" className="contact-page__heading" lang={english(words.heading)}>
              {words.heading}
            </h2>
            <p className="contact-page__intro" lang={english(words.intro)}>
              {words.intro}
            </p>
            <ul className="contact-page__details">
              <li>
                <span className="contact-page__icon">
                  <MailIcon size={22} aria-hidden />
                </span>
                <div>
                  <h3 className="contact-page__label" lang={english(words.email_label)}>
                    {words.email_label}
                  </h3>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </div>
              </li>
              <li>
                <span className="contact-page__icon">
                  <PhoneIcon size={22} aria-hidden />
                </span>
                <div>
                  <h3 className="contact-page__label" lang={english(words.phone_label)}>
                    {words.phone_label}
                  </h3>
                  {contact.phones.map((phone) => (
                    <a key={phone.text} href={phone.href} className="d-block">
                      {phone.text}
                    </a>
                  ))}
                </div>
              </li>
              <li>
                <span className="contact-page__icon">
                  <MapPinIcon size={22} aria-hidden />
                </span>
                <div>
                  <h3 className="contact-page__label" lang={english(words.address_label)}>
                    {words.address_label}
                  </h3>
                  <address className="contact-page__address">
                    {nameLang ? <span lang={nameLang}>{contact.legalName}</span> : contact.legalName}
                    {contact.addressLines.map((line) => (
                      <span key={line} className="d-block" lang={english(line)}>
                        {line}
                      </span>
                    ))}
                  </address>
                </div>
              </li>
              <li>
                <span className="contact-page__icon">
                  <ClockIcon size={22} aria-hidden />
                </span>
                <div>
                  <h3 className="contact-page__label" lang={english(words.hours_label)}>
                    {words.hours_label}
                  </h3>
                  <p className="mb-0" lang={english(contact.officeHours)}>
                    {contact.officeHours}
                  </p>
                </div>
              </li>
            </ul>
          </div>
          <div className="contact-page__form-card">
            <h2 className="contact-page__form-title" lang={english(words.form_title)}>
              {words.form_title}
            </h2>
            <p className="contact-page__form-intro" lang={english(words.form_intro)}>
              {words.form_intro}
            </p>
            <ContactForm
              title={words.form_title}
              quote={readQuoteRequest(query, formCopy)}
              contact={{ phone: contact.phones[0]?.text ?? '', phoneHref: contact.phones[0]?.href ?? '', email: contact.email }}
            />
          </div>
        </div>
      </section>
      <section className="contact-page__map" aria-label={contact.map.title} lang={english(contact.map.title)}>
        <iframe
          src={contact.map.embedUrl}
          title={contact.map.title}
          width={1440}
          height={450}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      </section>
    </>
  );
}

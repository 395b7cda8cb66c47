// Contact (SPEC §2 'Contact page'): the company's e-mail, two phones and Pune address from the one
// company-data module, the contact form, and the office on an embedded map.
import { useSearchParams } from 'react-router-dom';

import { PageIntro } from '@/components/page-intro';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { company, postalAddressLines, telHref } from '@/content/company';
import { contactContent } from '@/content/contact';
import { pageMeta } from '@/config/routes';
import { ContactForm } from '@/features/enquiries/components/contact-form';
import { readQuoteRequest } from '@/features/enquiries/lib/quote-details';

import './contact.scss';

export function Component() {
  // A quote link (/contact?service=…&plan=…&from=…) opens the form with its summary and page details.
  const [query] = useSearchParams();
  return (
    <>
      <PageIntro meta={pageMeta.contact} path={paths.contact} />
      <section className="contact-page page-section" aria-labelledby="contact-heading">
        <div className="container contact-page__grid">
          <div className="contact-page__info">
            <p className="section-heading__eyebrow">Contact</p>
            <h2 id="contact-heading" className="contact-page__heading">
              {contactContent.heading}
            </h2>
            <p className="contact-page__intro">{contactContent.intro}</p>
            <ul className="contact-page__details">
              <li>
                <span className="contact-page__icon">
                  <MailIcon size={22} aria-hidden />
                </span>
                <div>
                  <h3 className="contact-page__label">{contactContent.labels.email}</h3>
                  <a href={`mailto:${company.email}`}>{company.email}</a>
                </div>
              </li>
              <li>
                <span className="contact-page__icon">
                  <PhoneIcon size={22} aria-hidden />
                </span>
                <div>
                  <h3 className="contact-page__label">{contactContent.labels.phone}</h3>
                  {company.phones.map((phone) => (
                    <a key={phone} href={telHref(phone)} className="d-block">
                      {phone}
                    </a>
                  ))}
                </div>
              </li>
              <li>
                <span className="contact-page__icon">
                  <MapPinIcon size={22} aria-hidden />
                </span>
                <div>
                  <h3 className="contact-page__label">{contactContent.labels.address}</h3>
                  <address className="contact-page__address">
                    {company.legalName}
                    {postalAddressLines.map((line) => (
                      <span key={line} className="d-block">
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
                  <h3 className="contact-page__label">Office hours</h3>
                  <p className="mb-0">{contactContent.hours}</p>
                </div>
              </li>
            </ul>
          </div>
          <div className="contact-page__form-card">
            <h2 className="contact-page__form-title">{contactContent.formTitle}</h2>
            <p className="contact-page__form-intro">{contactContent.formIntro}</p>
            <ContactForm
              title={contactContent.formTitle}
              quote={readQuoteRequest(query)}
              contact={{ phone: company.phones[0], phoneHref: telHref(company.phones[0]), email: company.email }}
            />
          </div>
        </div>
      </section>
      <section className="contact-page__map" aria-label={company.map.title}>
        <iframe
          src={company.map.embedUrl}
          title={company.map.title}
          width={1440}
          height={450}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      </section>
    </>
  );
}

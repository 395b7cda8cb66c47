// Answer an enquiry with one tap: call, WhatsApp (a prefilled reply naming the company and the service)
// or e-mail (with a subject). A way the visitor gave no usable detail for is left out.
import type { StaffEnquiry } from '../api/enquiries';

import { mailtoHref, telHref, whatsappHref } from './contact-links';

export interface EnquiryContactProps {
  enquiry: StaffEnquiry;
  /** The company's name, as the reply names it. */
  company: string;
}

export function EnquiryContact({ enquiry, company }: EnquiryContactProps) {
  const links = [
    { href: telHref(enquiry.phone), label: `Call ${enquiry.phone.trim()}`, external: false },
    { href: whatsappHref(enquiry, company), label: 'WhatsApp', external: true },
    { href: mailtoHref(enquiry, company), label: `E-mail ${enquiry.email.trim()}`, external: false },
  ].filter((link) => link.href);
  if (links.length === 0) return <p className="text-body-secondary">No phone number or e-mail address to answer with.</p>;
  return (
    <ul className="staff-contact" aria-label="Answer this enquiry">
      {links.map((link) => (
        <li key={link.label}>
          <a
            className="btn btn-outline-primary"
            href={link.href}
            {...(link.external ? { target: '_blank', rel: 'noopener noreferrer', 'aria-label': `${link.label} (opens in a new tab)` } : {})}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

// The addresses staff tap to answer an enquiry: a call (tel:), a WhatsApp chat with a prefilled reply
// (wa.me) and an e-mail with a subject (mailto:). Built from what the visitor typed, so every part is
// encoded, and a value that cannot make a working link makes none ('').
import { MIN_PHONE_DIGITS, whatsappNumber } from '@common/whatsapp-number';

import type { StaffEnquiry } from '../api/enquiries';

export { whatsappNumber };

/** An e-mail address that can go in a mailto: link as it is (no spaces, no second @, no query characters). */
const MAILTO_ADDRESS = /^[^\s@?&#%/:]+@[^\s@?&#%/:]+\.[^\s@?&#%/:]+$/;

/** A phone for tel:, digits and a leading + only. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < MIN_PHONE_DIGITS) return '';
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** What a reply is about: the service (and plan) the visitor asked a quote for, if any. */
function subjectOf(enquiry: Pick<StaffEnquiry, 'service_name' | 'plan_name'>): string {
  if (!enquiry.service_name) return enquiry.plan_name ? `the ${enquiry.plan_name} plan` : '';
  return enquiry.plan_name ? `${enquiry.service_name} (${enquiry.plan_name} plan)` : enquiry.service_name;
}

/** The first word of a name, to greet a person with. */
const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

/** The prefilled WhatsApp reply: a greeting, the company and what the enquiry was about. */
export function whatsappText(enquiry: Pick<StaffEnquiry, 'full_name' | 'service_name' | 'plan_name'>, company: string): string {
  const name = firstName(enquiry.full_name);
  const about = subjectOf(enquiry);
  return `Hello${name ? ` ${name}` : ''}, this is ${company}, answering your enquiry${about ? ` about ${about}` : ''}. When would be a good time to talk?`;
}

export function whatsappHref(enquiry: Pick<StaffEnquiry, 'phone' | 'full_name' | 'service_name' | 'plan_name'>, company: string): string {
  const number = whatsappNumber(enquiry.phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(whatsappText(enquiry, company))}` : '';
}

/** The subject of an e-mail reply. */
export function mailSubject(enquiry: Pick<StaffEnquiry, 'service_name' | 'plan_name'>, company: string): string {
  const about = subjectOf(enquiry);
  return `Your enquiry to ${company}${about ? ` about ${about}` : ''}`;
}

export function mailtoHref(enquiry: Pick<StaffEnquiry, 'email' | 'service_name' | 'plan_name'>, company: string): string {
  const address = enquiry.email.trim();
  if (!MAILTO_ADDRESS.test(address)) return '';
  return `mailto:${address}?subject=${encodeURIComponent(mailSubject(enquiry, company))}`;
}

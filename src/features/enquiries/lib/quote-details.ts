// What the contact form's page-details field starts with when a visitor asks for a quote:
// `/contact?service=<title>&plan=<name>` (a service page's or a plan's 'Get a Quote').
import { QUOTE_PARAMS } from '@/config/paths';
import { ENQUIRY_LIMITS } from '@/lib/enquiry-rules';

import { contactFormCopy } from '../contact-form-copy';

/** A service title or plan name from the address: one line, control characters dropped, not overlong. */
const NAME_MAX = 200;

function clean(value: string | null): string {
  return (value ?? '')
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
    .slice(0, NAME_MAX)
    .trim();
}

/** The prefilled page details, or '' when the address asks for no quote. */
export function quotePageDetails(query: URLSearchParams): string {
  const service = clean(query.get(QUOTE_PARAMS.service));
  const plan = clean(query.get(QUOTE_PARAMS.plan));
  if (!service && !plan) return '';
  return contactFormCopy.quote(service, plan).slice(0, ENQUIRY_LIMITS.pageDetails);
}

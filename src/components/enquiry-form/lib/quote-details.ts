// What a quote link (`/contact?service=<title>&plan=<name>&from=<path>`, a service page's or a plan's
// 'Get a Quote') asks of the contact form: the service and plan it names, the page it came from, and the
// page details the form starts with.
import { QUOTE_PARAMS } from '@common/paths';
import { ENQUIRY_CONTEXT_LIMITS, ENQUIRY_LIMITS, QUOTE_NAME_MAX } from '@common/enquiry-rules';

import { contactFormCopy, type ContactFormCopy } from '../contact-form-copy';

export interface QuoteRequest {
  /** The service's title ('' when the link named only a plan). */
  service: string;
  /** The plan's name ('' when the link named only the service). */
  plan: string;
  /** The path of the page the visitor chose from ('' when not known). */
  from: string;
  /** What the page-details field starts with. */
  pageDetails: string;
}

/** A service title or plan name from the address: one line, control characters dropped, not overlong. */
function clean(value: string | null): string {
  return (value ?? '')
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
    .slice(0, QUOTE_NAME_MAX)
    .trim();
}

/** A path of this site ('/service/service-2'), or '' for anything else. */
function sitePath(value: string | null): string {
  const path = (value ?? '').trim();
  return /^\/(?![/\\])[^\s]*$/.test(path) && path.length <= ENQUIRY_CONTEXT_LIMITS.sent_from_page ? path : '';
}

/** The quote the address asks for, or undefined when it asks for none. */
export function readQuoteRequest(query: URLSearchParams, copy: ContactFormCopy = contactFormCopy): QuoteRequest | undefined {
  const service = clean(query.get(QUOTE_PARAMS.service));
  const plan = clean(query.get(QUOTE_PARAMS.plan));
  if (!service && !plan) return undefined;
  const pageDetails = copy.quote(service, plan).slice(0, ENQUIRY_LIMITS.pageDetails);
  return { service, plan, from: sitePath(query.get(QUOTE_PARAMS.from)), pageDetails };
}

// POST /api/contact/: sends an enquiry and sorts the ways it can fail into what the form shows.
import { ApiError, apiPost } from '@/lib/api-client';
import {
  CONSENT_VERSION_FIELD,
  ENQUIRY_FIELDS,
  HONEYPOT_FIELD,
  type Enquiry,
  type EnquiryContext,
  type EnquiryErrors,
  type EnquiryQuote,
} from '@common/enquiry-rules';
import { isRecord, toText } from '@/lib/validate';
import { apiPaths } from '@common/api-contract';

/** What the form posts: the fields as typed, the honeypot (empty unless a bot filled it), the enquiry's context and quote. */
export type EnquiryBody = Enquiry & { [HONEYPOT_FIELD]: string } & Partial<EnquiryContext> & Partial<EnquiryQuote>;

export async function sendEnquiry(body: EnquiryBody): Promise<void> {
  await apiPost(apiPaths.contact, body);
}

export type EnquiryFailure =
  /** The server refused some fields (400): its messages, by field. */
  | { kind: 'fields'; errors: EnquiryErrors }
  /** The server refused the enquiry as a whole and said why (413, a 400 without fields). */
  | { kind: 'refused'; message: string }
  /** Past the enquiries an address may send in a while (429), with the server's English sentence (which says when). */
  | { kind: 'limited'; message: string }
  /** Network failure, timeout, 5xx or an answer that was not ours. */
  | { kind: 'unavailable'; timeout: boolean };

export function describeFailure(error: unknown): EnquiryFailure {
  if (!(error instanceof ApiError)) return { kind: 'unavailable', timeout: false };
  const status = error.status ?? 0;
  if (status === 429) return { kind: 'limited', message: isRecord(error.body) ? toText(error.body.message).trim() : '' };
  if (error.kind === 'unsuccessful' && status >= 400 && status < 500 && isRecord(error.body)) {
    const errors: EnquiryErrors = {};
    const sent = isRecord(error.body.errors) ? error.body.errors : {};
    const fields: (keyof EnquiryErrors)[] = [...ENQUIRY_FIELDS, CONSENT_VERSION_FIELD];
    for (const field of fields) {
      const message = toText(sent[field]).trim();
      if (message) errors[field] = message;
    }
    if (Object.keys(errors).length > 0) return { kind: 'fields', errors };
    const message = toText(error.body.message).trim();
    if (message) return { kind: 'refused', message };
  }
  return { kind: 'unavailable', timeout: error.kind === 'timeout' };
}

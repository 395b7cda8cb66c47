// The enquiry's rules (common/enquiry-rules.ts) say what is wrong in English, on the server and in the browser alike:
// the form shows each of their messages in the page's language (common/enquiry-messages.ts). A message it does not
// know shows as it came.
import { enquiryMessagesIn } from '@common/enquiry-messages';
import { useMessages } from '@/lib/language';

/** A rule's message in the page's language (as it came when it is none of the rules'); undefined stays undefined. */
export function useEnquiryMessage(): (message: string | undefined) => string | undefined {
  const messages = enquiryMessagesIn(useMessages());
  return (message) => (message === undefined ? undefined : (messages[message] ?? message));
}

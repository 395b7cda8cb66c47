// The contact form's copy (docs/requirements/spec.md §2 'Contact page'); the validation messages live with the rules in
// common/enquiry-rules.ts, shared with the server.
import { CONSENT_VERSION, type EnquiryField } from '@common/enquiry-rules';

export interface ContactFormField {
  name: EnquiryField;
  label: string;
  required: boolean;
  autoComplete?: string;
  inputMode?: 'email' | 'tel';
  multiline?: boolean;
  placeholder: string;
}

export const contactFormCopy = {
  note: {
    before: 'Fields marked',
    mark: '*',
    hidden: 'with an asterisk',
    after: 'are required. A phone number or an email address is enough: we call or write back.',
  },
  fields: [
    { name: 'full_name', label: 'Full name', required: true, autoComplete: 'name', placeholder: 'Your name' },
    // The company calls back: the phone comes first, and either it or the e-mail is enough.
    { name: 'phone', label: 'Phone', required: false, autoComplete: 'tel', inputMode: 'tel', placeholder: '+91 98xxx xxxxx' },
    // A plain text input, as the specification asks (not type="email"); the keyboard still suits e-mail.
    { name: 'email', label: 'Email', required: false, autoComplete: 'email', inputMode: 'email', placeholder: 'you@company.com' },
    { name: 'page_details', label: 'Which service?', required: false, placeholder: 'For example TallyPrime, Tally on Cloud or training' },
    {
      name: 'project_brief',
      label: 'What do you need?',
      required: true,
      multiline: true,
      placeholder: 'A few lines about your business and what you are looking for',
    },
  ] satisfies readonly ContactFormField[],
  /**
   * The button sends (the 'Learn More' of docs/requirements/spec.md §2 labelled the template's inert form:
   * docs/departures.md).
   */
  submit: 'Send enquiry',
  sending: 'Sending your enquiry…',
  sent: 'Thank you! Your enquiry has reached us. A consultant will get back to you within one working day.',
  fieldsRefused: 'Please correct the highlighted fields and send the enquiry again.',
  unavailable: 'Your enquiry could not be sent: we could not reach our server.',
  timeout: 'Your enquiry could not be sent: our server took too long to answer.',
  keptNote: 'Everything you typed is still here. Please try again in a moment, or call or e-mail us:',
  honeypotLabel: 'Leave this field empty',
  /** The consent checkbox; `version` names this wording and is stored with each enquiry (change it with the text). */
  consent: {
    version: CONSENT_VERSION,
    before: 'I agree that Dexterity stores this enquiry to answer it, as the',
    link: 'privacy notice',
    after: 'explains.',
  },
  /** The page details of a quote request that came from a service page or a plan. */
  quote: (service: string, plan: string) =>
    service && plan ? `Quote for ${service} (plan: ${plan})` : service ? `Quote for ${service}` : `Quote for the plan: ${plan}`,
  /** The summary of a quote request above the fields. */
  quoteSummary: { title: 'Your quote request', service: 'Service', plan: 'Plan' },
} as const;

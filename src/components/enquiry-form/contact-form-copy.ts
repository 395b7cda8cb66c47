// The contact form's copy (docs/requirements/spec.md §2 'Contact page'); the validation messages live with the rules in
// common/enquiry-rules.ts, shared with the server.
import { CONSENT_VERSION, type EnquiryField } from '@common/enquiry-rules';
import { DEFAULT_LANGUAGE, type Language } from '@common/languages';
import { useMessages } from '@/lib/language';
import { inEnglish, type Translate } from '@/lib/language';

export interface ContactFormField {
  name: EnquiryField;
  label: string;
  required: boolean;
  autoComplete?: string;
  inputMode?: 'email' | 'tel';
  multiline?: boolean;
  placeholder: string;
}

/** The contact form's copy in a language (`t` of useMessages); `contactFormCopy` is its English. */
export const contactFormCopyIn = (t: Translate) =>
  ({
    note: {
      before: t('Fields marked'),
      mark: '*',
      hidden: t('with an asterisk'),
      after: t('are required. A phone number or an email address is enough: we call or write back.'),
    },
    fields: [
      { name: 'full_name', label: t('Full name'), required: true, autoComplete: 'name', placeholder: t('Your name') },
      // The company calls back: the phone comes first, and either it or the e-mail is enough.
      { name: 'phone', label: t('Phone'), required: false, autoComplete: 'tel', inputMode: 'tel', placeholder: '+91 98xxx xxxxx' },
      // A plain text input, as the specification asks (not type="email"); the keyboard still suits e-mail.
      { name: 'email', label: t('Email'), required: false, autoComplete: 'email', inputMode: 'email', placeholder: 'you@company.com' },
      {
        name: 'page_details',
        label: t('Which service?'),
        required: false,
        placeholder: t('For example TallyPrime, Tally on Cloud or training'),
      },
      {
        name: 'project_brief',
        label: t('What do you need?'),
        required: true,
        multiline: true,
        placeholder: t('A few lines about your business and what you are looking for'),
      },
    ] satisfies readonly ContactFormField[],
    /**
     * The button sends (the 'Learn More' of docs/requirements/spec.md §2 labelled the template's inert form:
     * docs/departures.md).
     */
    submit: t('Send enquiry'),
    sending: t('Sending your enquiry…'),
    sent: t('Thank you! Your enquiry has reached us. A consultant will get back to you within one working day.'),
    fieldsRefused: t('Please correct the highlighted fields and send the enquiry again.'),
    unavailable: t('Your enquiry could not be sent: we could not reach our server.'),
    timeout: t('Your enquiry could not be sent: our server took too long to answer.'),
    /** Past the enquiries an address may send in a while: the server's 429 says when, in English (`limitedMessage`). */
    tooMany: t('You have sent several enquiries in a short time. Please try again later, or call or e-mail us directly.'),
    keptNote: t('Everything you typed is still here. Please try again in a moment, or call or e-mail us:'),
    /** After `tooMany`, which already says when to try again: only the way to reach us sooner. */
    keptNoteLimited: t('Everything you typed is still here. To reach us sooner, call or e-mail:'),
    honeypotLabel: t('Leave this field empty'),
    /** The consent checkbox; `version` names this wording and is stored with each enquiry (change it with the text). */
    consent: {
      version: CONSENT_VERSION,
      before: t('I agree that Dexterity stores this enquiry to answer it, as the'),
      link: t('privacy notice'),
      after: t('explains.'),
    },
    /** The page details of a quote request that came from a service page or a plan. */
    quote: (service: string, plan: string) =>
      service && plan
        ? t('Quote for {service} (plan: {plan})', { service, plan })
        : service
          ? t('Quote for {service}', { service })
          : t('Quote for the plan: {plan}', { plan }),
    /** The summary of a quote request above the fields. */
    quoteSummary: { title: t('Your quote request'), service: t('Service'), plan: t('Plan') },
  }) as const;

export type ContactFormCopy = ReturnType<typeof contactFormCopyIn>;

/** The contact form's copy in English. */
export const contactFormCopy: ContactFormCopy = contactFormCopyIn(inEnglish);

/** The contact form's copy in the page's language. */
export const useContactFormCopy = (): ContactFormCopy => contactFormCopyIn(useMessages());

/** What a visitor past the limit of enquiries reads: the server's sentence in English (it says when), else the page's words. */
export const limitedMessage = (copy: Pick<ContactFormCopy, 'tooMany'>, lang: Language, server: string): string =>
  lang === DEFAULT_LANGUAGE && server ? server : copy.tooMany;

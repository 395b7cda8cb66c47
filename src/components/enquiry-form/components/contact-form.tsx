// The contact form (docs/requirements/spec.md §2 Contact page, docs/requirements/design.md §4.6):
// checked in the browser with the rules the server uses, then posted to /api/contact/. Nothing the
// visitor typed is lost: the fields are only cleared once the server has stored the enquiry. A
// quote request opens it in view, focused, with a summary of the service and plan asked about.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';

import { checkEnquiry, CONSENT_FIELD, CONSENT_VERSION_FIELD, HONEYPOT_FIELD, type EnquiryErrors } from '@common/enquiry-rules';
import { useFormEvents } from '@/components/layout/form-events';
import { CONTACT_FORM_ID } from '@common/api-contract';
import { useHydrated } from '@/lib/use-hydrated';
import { readVisit } from '@/lib/visit-context';

import { describeFailure, sendEnquiry, type EnquiryBody } from '../api/send-enquiry';
import { contactFormCopy as english, limitedMessage, useContactFormCopy } from '../contact-form-copy';
import { useEnquiryMessage } from '../lib/enquiry-messages';
import type { QuoteRequest } from '../lib/quote-details';
import { ConsentField } from './consent-field';
import { QuoteSummary } from './quote-summary';

import '@/styles/vendor/forms.scss';
import '@/styles/vendor/spinners.scss';
import './contact-form.scss';
import { pathInLanguage, type Language } from '@common/languages';
import { useLanguage } from '@/lib/language';

export interface ContactFormProps {
  /** Accessible name of the form. */
  title: string;
  /** A quote request: the form starts with its page details and summary, and records its service, plan and page. */
  quote?: QuoteRequest;
  /** The company's phone and e-mail, offered when the enquiry could not be sent. */
  contact: ContactFormContact;
  /** A built page's form (its contact-form block): the enquiry records the page, whose title the page details start with. */
  page?: { title: string; path: string };
}

export interface ContactFormContact {
  phone: string;
  /** The phone as a tel: link. */
  phoneHref: string;
  email: string;
}

/** `note`: the sentence before the phone and e-mail, when `offerContact`. */
type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; message: string; offerContact: boolean; note?: string };

const fieldId = (name: string) => `contact-${name}`;
const SUMMARY_ID = 'contact-quote-summary';

/** The fields in the order the form shows them, the consent box last: the first with a problem takes focus. */
const FIELD_ORDER: readonly (keyof EnquiryErrors)[] = [...english.fields.map((field) => field.name), CONSENT_VERSION_FIELD];
/** The element that shows a field's problem: the consent version's is the consent box. */
const elementOf = (field: keyof EnquiryErrors) => fieldId(field === CONSENT_VERSION_FIELD ? CONSENT_FIELD : field);

function readForm(form: HTMLFormElement, quote: QuoteRequest | undefined, page: ContactFormProps['page'], lang: Language): EnquiryBody {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    full_name: text('full_name'),
    email: text('email'),
    phone: text('phone'),
    page_details: text('page_details'),
    project_brief: text('project_brief'),
    [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
    // What the visitor agreed to, where from (the page a quote was asked from), and how the visit began
    // (src/lib/visit-context.ts).
    consent_version: data.get(CONSENT_FIELD) ? english.consent.version : '',
    // The page's address in its language (a Marathi page's is under /mr/): sales see which language the visitor wrote from.
    sent_from_page: quote?.from || page?.path ? pathInLanguage(lang, quote?.from || page!.path) : window.location.pathname,
    service_name: quote?.service ?? '',
    plan_name: quote?.plan ?? '',
    ...readVisit(),
  };
}

/** The form's own checks: the rules the server applies, the consent box's version among them. */
function checkForm(body: EnquiryBody): EnquiryErrors {
  const check = checkEnquiry(body);
  return check.ok ? {} : check.errors;
}

function focusFirstInvalid(form: HTMLFormElement, errors: EnquiryErrors) {
  const first = FIELD_ORDER.find((field) => errors[field]);
  if (first) document.getElementById(elementOf(first))?.focus();
  else if (!form.contains(document.activeElement)) form.focus();
}

export function ContactForm({ title, quote, contact, page }: ContactFormProps) {
  // The button stays disabled until the page is interactive, so an early Enter cannot send the
  // fields as a GET query string.
  const hydrated = useHydrated();
  const copy = useContactFormCopy();
  const messageOf = useEnquiryMessage();
  const lang = useLanguage();
  const submitRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const sending = outcome.kind === 'sending';
  // Counted in the reports per form as the default form.
  const begin = useFormEvents(CONTACT_FORM_ID);

  const pageDetails = quote?.pageDetails ?? page?.title ?? '';
  // Filled in after hydration, not in the markup: the page is prerendered without its query string.
  // What the visitor has typed already is never overwritten.
  useEffect(() => {
    const field = formRef.current?.elements.namedItem('page_details');
    if (pageDetails && field instanceof HTMLInputElement && field.value === '') field.value = pageDetails;
  }, [pageDetails]);

  // A visitor who asked for a quote lands on the form, not at the top of the page: it scrolls into view
  // (the header's height is kept clear by scroll-padding) and takes focus, its summary as its description.
  const summarised = hydrated && quote !== undefined;
  useEffect(() => {
    const form = formRef.current;
    if (!summarised || !form) return;
    form.scrollIntoView?.({ block: 'start' });
    form.focus({ preventScroll: true });
  }, [summarised]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const body = readForm(form, quote, page, lang);
    const found = checkForm(body);
    if (Object.keys(found).length > 0) {
      // Render the messages first, so the field that takes focus already names its problem.
      flushSync(() => {
        setErrors(found);
        setOutcome({ kind: 'idle' });
      });
      focusFirstInvalid(form, found);
      return;
    }

    setErrors({});
    setOutcome({ kind: 'sending' });
    try {
      await sendEnquiry(body);
      form.reset();
      flushSync(() => setOutcome({ kind: 'sent' }));
      submitRef.current?.focus();
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.kind === 'fields') {
        flushSync(() => {
          setErrors(failure.errors);
          setOutcome({ kind: 'failed', message: copy.fieldsRefused, offerContact: false });
        });
        focusFirstInvalid(form, failure.errors);
        return;
      }
      const message =
        failure.kind === 'refused'
          ? failure.message
          : failure.kind === 'limited'
            ? limitedMessage(copy, lang, failure.message)
            : failure.timeout
              ? copy.timeout
              : copy.unavailable;
      const note = failure.kind === 'limited' ? copy.keptNoteLimited : copy.keptNote;
      flushSync(() => setOutcome({ kind: 'failed', message, offerContact: true, note }));
      submitRef.current?.focus();
    }
  }

  return (
    <form
      ref={formRef}
      className="contact-form"
      aria-label={title}
      aria-describedby={summarised ? SUMMARY_ID : undefined}
      aria-busy={sending}
      noValidate
      tabIndex={-1}
      onSubmit={handleSubmit}
      onInput={begin}
    >
      {summarised && quote && <QuoteSummary id={SUMMARY_ID} quote={quote} />}
      <p className="contact-form__note">
        {copy.note.before} <span aria-hidden="true">{copy.note.mark}</span>
        <span className="visually-hidden">{copy.note.hidden}</span> {copy.note.after}
      </p>
      <div className="contact-form__grid">
        {copy.fields.map((field) => {
          const id = fieldId(field.name);
          const errorId = `${id}-error`;
          const message = messageOf(errors[field.name]);
          const control = {
            id,
            name: field.name,
            className: `form-control${message ? ' is-invalid' : ''}`,
            placeholder: field.placeholder,
            readOnly: sending,
            'aria-required': field.required || undefined,
            'aria-invalid': message ? true : undefined,
            'aria-describedby': message ? errorId : undefined,
          };
          return (
            <div key={field.name} className={`contact-form__field ${'multiline' in field ? 'contact-form__field--wide' : ''}`.trim()}>
              <label htmlFor={id} className="form-label">
                {field.label}
                {field.required && (
                  <span className="contact-form__required" aria-hidden="true">
                    {' '}
                    *
                  </span>
                )}
              </label>
              {'multiline' in field ? (
                <textarea {...control} rows={5} />
              ) : (
                <input
                  {...control}
                  type="text"
                  autoComplete={field.autoComplete}
                  inputMode={'inputMode' in field ? field.inputMode : undefined}
                />
              )}
              {message && (
                <p id={errorId} className="contact-form__error">
                  {message}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <ConsentField id={fieldId(CONSENT_FIELD)} message={messageOf(errors[CONSENT_VERSION_FIELD])} readOnly={sending} />
      {/* For bots only: hidden from view and from assistive technology, and out of the tab order. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={fieldId(HONEYPOT_FIELD)}>{copy.honeypotLabel}</label>
        <input id={fieldId(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button ref={submitRef} type="submit" className="btn btn-primary btn-lg contact-form__submit" disabled={!hydrated || sending}>
        {sending && <span className="spinner-border spinner-border-sm contact-form__spinner" aria-hidden="true" />}
        {copy.submit}
      </button>
      <div className="contact-form__status" role="status">
        {outcome.kind === 'sending' && <p className="contact-form__progress">{copy.sending}</p>}
        {outcome.kind === 'sent' && <p className="contact-form__message contact-form__message--sent">{copy.sent}</p>}
      </div>
      <div role="alert">
        {outcome.kind === 'failed' && (
          <div className="contact-form__message contact-form__message--failed">
            <p className="mb-0">{outcome.message}</p>
            {outcome.offerContact && (
              <p className="mb-0 mt-1">
                {outcome.note} <a href={contact.phoneHref}>{contact.phone}</a>
                {' · '}
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </p>
            )}
          </div>
        )}
      </div>
    </form>
  );
}

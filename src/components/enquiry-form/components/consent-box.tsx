// What every form visitors send ends with, shared by the contact form's relatives (the forms staff build,
// src/kinds/forms.tsx, and the quotation builder, src/kinds/quotations.tsx): the privacy consent, the required mark, and
// the note when a form could not be sent. Here, with the enquiry form's modules, so that the pages showing them load
// them with its rules.
import type { ReactNode } from 'react';

import type { SiteContact } from '@/types/site';
import { useLanguage } from '@/lib/language';
import { CONSENT_VERSION, CONSENT_VERSION_FIELD } from '@common/enquiry-rules';
import { pathInLanguage } from '@common/languages';
import { paths } from '@common/paths';

/** The star after a required field's label (the form says what it means). */
export function RequiredMark() {
  return (
    <span className="contact-form__required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

export interface ConsentBoxProps {
  id: string;
  checked: boolean;
  message: string | undefined;
  /** The privacy notice's wording, as the contact form words it. */
  copy: { before: string; link: string; after: string };
  onChange(checked: boolean): void;
}

/**
 * The privacy consent every form ends with, as the contact form draws it (its ConsentField posts `consent`; this one
 * posts the version agreed to, so that a form sent without scripts carries it too).
 */
export function ConsentBox({ id, checked, message, copy, onChange }: ConsentBoxProps) {
  const errorId = `${id}-error`;
  // The privacy notice in the page's language (a plain link: inside the label, it leaves the form for the notice).
  const privacy = pathInLanguage(useLanguage(), paths.privacy);
  return (
    <div className="contact-form__consent form-check">
      <input
        id={id}
        name={CONSENT_VERSION_FIELD}
        type="checkbox"
        value={CONSENT_VERSION}
        className={`form-check-input${message ? ' is-invalid' : ''}`}
        checked={checked}
        required
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="form-check-label">
        {copy.before} <a href={privacy}>{copy.link}</a> {copy.after}
        <RequiredMark />
      </label>
      {message && (
        <p id={errorId} className="contact-form__error">
          {message}
        </p>
      )}
    </div>
  );
}

/** Why the answers were not sent; the company's phone and e-mail when `contact` is given (calling or writing helps). */
export function SendFailureNote({ message, note, contact }: { message: string; note?: string; contact: SiteContact | null }) {
  const [phone] = contact?.phones ?? [];
  return (
    <div className="contact-form__message contact-form__message--failed">
      <p className="mb-0">{message}</p>
      {contact && (
        <p className="mb-0 mt-1">
          {note}{' '}
          {phone && (
            <>
              <a href={phone.href}>{phone.text}</a>
              {' · '}
            </>
          )}
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </p>
      )}
    </div>
  );
}

/** For bots only: a field hidden from view and from assistive technology, and out of the tab order. */
export function BotTrap({ id, name, label }: { id: string; name: string; label: string }) {
  return (
    <div className="contact-form__trap" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The send button, turning while a send runs (and unusable then, so nothing is sent twice). */
export function SendButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary btn-lg contact-form__submit" disabled={sending}>
      {sending && <span className="spinner-border spinner-border-sm contact-form__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** A send's failure: why, and whether calling or writing helps (`offerContact`). */
export interface SendFailureOutcome {
  message: string;
  note?: string;
  offerContact: boolean;
}

/** What a send is doing, said as it happens: "Sending…" while it runs, and why it failed when it did. */
export function SendProgress({
  sending,
  sendingText,
  failure,
  contact,
}: {
  sending: boolean;
  sendingText: string;
  failure: SendFailureOutcome | undefined;
  contact: SiteContact | null;
}) {
  return (
    <>
      <div className="contact-form__status" role="status">
        {sending && <p className="contact-form__progress">{sendingText}</p>}
      </div>
      <div role="alert">
        {failure && <SendFailureNote message={failure.message} note={failure.note} contact={failure.offerContact ? contact : null} />}
      </div>
    </>
  );
}

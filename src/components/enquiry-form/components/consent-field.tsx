import { useLanguage } from '@/lib/language';
import { pathInLanguage } from '@common/languages';
import { paths } from '@common/paths';
import { CONSENT_FIELD } from '@common/enquiry-rules';

import { useContactFormCopy } from '../contact-form-copy';

export interface ConsentFieldProps {
  /** The element id of the checkbox. */
  id: string;
  /** Why the enquiry cannot be sent without it, when that was found. */
  message?: string;
  readOnly: boolean;
}

/** The contact form's consent checkbox: unticked, required, its text linking to the privacy notice. */
export function ConsentField({ id, message, readOnly }: ConsentFieldProps) {
  const copy = useContactFormCopy();
  const privacy = pathInLanguage(useLanguage(), paths.privacy);
  const errorId = `${id}-error`;
  return (
    <div className="contact-form__consent form-check">
      <input
        id={id}
        name={CONSENT_FIELD}
        type="checkbox"
        value="yes"
        className={`form-check-input${message ? ' is-invalid' : ''}`}
        aria-required
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        disabled={readOnly}
      />
      <label htmlFor={id} className="form-check-label">
        {copy.consent.before} <a href={privacy}>{copy.consent.link}</a> {copy.consent.after}
        <span className="contact-form__required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      {message && (
        <p id={errorId} className="contact-form__error">
          {message}
        </p>
      )}
    </div>
  );
}

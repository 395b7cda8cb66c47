// The contact form (SPEC §2 Contact page). Field names follow the enquiry contract of DESIGN §3
// (POST /api/contact/); delivering it is the enquiries issue's work. Until then a submit does
// nothing: no request, no page reload, and what the visitor typed stays in the fields.
import type { FormEvent } from 'react';

import '@/styles/vendor/forms.scss';
import './contact-form.scss';

interface Field {
  name: 'full_name' | 'email' | 'phone' | 'page_details' | 'project_brief';
  label: string;
  required: boolean;
  autoComplete?: string;
  multiline?: boolean;
  placeholder: string;
}

const fields: readonly Field[] = [
  { name: 'full_name', label: 'Full name', required: true, autoComplete: 'name', placeholder: 'Your name' },
  // A plain text input, as the specification asks (not type="email").
  { name: 'email', label: 'Email', required: true, autoComplete: 'email', placeholder: 'you@company.com' },
  { name: 'phone', label: 'Phone', required: false, autoComplete: 'tel', placeholder: '+91 98xxx xxxxx' },
  { name: 'page_details', label: 'Page details', required: false, placeholder: 'The service or page you are asking about' },
  { name: 'project_brief', label: 'Project brief', required: true, multiline: true, placeholder: 'Tell us about your business and what you need' },
];

export interface ContactFormProps {
  /** Accessible name of the form. */
  title: string;
}

export function ContactForm({ title }: ContactFormProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
  }

  return (
    <form className="contact-form" aria-label={title} noValidate onSubmit={handleSubmit}>
      <p className="contact-form__note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div className="contact-form__grid">
        {fields.map((field) => {
          const id = `contact-${field.name}`;
          return (
            <div key={field.name} className={`contact-form__field ${field.multiline ? 'contact-form__field--wide' : ''}`.trim()}>
              <label htmlFor={id} className="form-label">
                {field.label}
                {field.required && (
                  <span className="contact-form__required" aria-hidden="true">
                    {' '}
                    *
                  </span>
                )}
              </label>
              {field.multiline ? (
                <textarea id={id} name={field.name} className="form-control" rows={5} placeholder={field.placeholder} />
              ) : (
                <input
                  id={id}
                  name={field.name}
                  type="text"
                  className="form-control"
                  autoComplete={field.autoComplete}
                  placeholder={field.placeholder}
                />
              )}
            </div>
          );
        })}
      </div>
      <button type="submit" className="btn btn-primary btn-lg contact-form__submit">
        Learn More
      </button>
    </form>
  );
}

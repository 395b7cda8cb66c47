import type { FormEvent } from 'react';

import type { CommentFormContent } from '@/samples/types/blog';

import '@/styles/vendor/forms.scss';
import './comment-form.scss';

// No submit behaviour (docs/requirements/spec.md §2 'Blog', §5): the page stays, and so does what was typed.
function ignoreSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
}

function RequiredMark() {
  return (
    <span className="comment-form__required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

type FieldCopy = CommentFormContent['fields']['name'];

/** A required one-line field in a half-width column: its label with the mark, then the input. */
function RequiredInput({ name, type, copy }: { name: 'name' | 'email'; type: 'text' | 'email'; copy: FieldCopy }) {
  return (
    <div className="col-md-6">
      <label htmlFor={`comment-${name}`} className="form-label">
        {copy.label}
        <RequiredMark />
      </label>
      <input
        id={`comment-${name}`}
        name={name}
        type={type}
        className="form-control"
        autoComplete={name}
        placeholder={copy.placeholder}
        aria-required="true"
      />
    </div>
  );
}

/**
 * 'Leave A Reply'. The button is a plain button, so neither it nor Enter submits the form, even before
 * the page has hydrated; a submit event from anywhere else is cancelled.
 */
export function CommentForm({ content }: { content: CommentFormContent }) {
  const { heading, intro, note, fields, submit } = content;
  return (
    <section className="comment-form" aria-labelledby="comment-form-heading">
      <h2 id="comment-form-heading" className="comment-form__heading">
        {heading}
      </h2>
      <p className="comment-form__intro">{intro}</p>
      <form className="comment-form__form" onSubmit={ignoreSubmit} noValidate aria-labelledby="comment-form-heading">
        <div className="row g-3">
          <RequiredInput name="name" type="text" copy={fields.name} />
          <RequiredInput name="email" type="email" copy={fields.email} />
          <div className="col-12">
            <label htmlFor="comment-text" className="form-label">
              {fields.comment.label}
              <RequiredMark />
            </label>
            <textarea
              id="comment-text"
              name="comment"
              rows={6}
              className="form-control"
              placeholder={fields.comment.placeholder}
              aria-required="true"
            />
          </div>
          <div className="col-12 comment-form__actions">
            <button type="button" className="btn btn-primary btn-lg">
              {submit}
            </button>
            <p className="comment-form__note">{note}</p>
          </div>
        </div>
      </form>
    </section>
  );
}

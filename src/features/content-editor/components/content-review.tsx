// A draft's review in Pending changes: its steps so far (the writer's note, comments, why it was sent back), and
// the form of the next step — a comment, a send-back with what to change, or an approval that publishes it now or
// at a time (India time). Writers comment and submit; editors and owners also send back and approve.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import type { PendingDraft, ReviewStep } from '../api/content-drafts';

import { readSchedule } from './content-schedule';
import { formatTime } from '@/lib/staff/format-time';

/** The longest note the server takes (server/content-editor/draft-schemas.ts). */
export const MAX_REVIEW_NOTE = 2000;

const STEP_WORDS: Readonly<Record<ReviewStep['action'], string>> = {
  submit: 'submitted it for review',
  comment: 'commented',
  'send-back': 'sent it back',
  approve: 'approved it',
};

/** The review's steps, oldest first, each with who and when. */
export function ReviewSteps({ draft }: { draft: PendingDraft }) {
  if (draft.reviewSteps.length === 0) return null;
  return (
    <ol className="content-review__steps" aria-label={`Review of ${draft.title}`}>
      {draft.reviewSteps.map((step, index) => (
        <li key={index} className={`content-review__step content-review__step--${step.action}`}>
          <span className="content-review__who">
            {step.actorName} {STEP_WORDS[step.action]}, <time dateTime={step.at}>{formatTime(step.at)}</time>
          </span>
          {step.note && <q className="content-review__note">{step.note}</q>}
        </li>
      ))}
    </ol>
  );
}

export type ReviewAction = 'submit' | 'comment' | 'send-back' | 'approve';

const ACTION_WORDS: Readonly<Record<ReviewAction, { label: string; button: string; required: boolean }>> = {
  submit: { label: 'Note for the reviewer', button: 'Submit for review', required: false },
  comment: { label: 'Comment', button: 'Send the comment', required: true },
  'send-back': { label: 'What to change (the writer reads it)', button: 'Send back', required: true },
  approve: { label: 'Note (optional)', button: 'Approve and publish', required: false },
};

export interface ReviewFormProps {
  draft: PendingDraft;
  action: ReviewAction;
  busy: boolean;
  /** The step with its note, and for an approval the time to go live (ISO 8601 with its offset; null: now). */
  onSend: (note: string, publishAt: string | null) => void;
  onCancel: () => void;
}

/** The form of one review step, in place under the draft's row; its first field takes focus. */
export function ReviewForm({ draft, action, busy, onSend, onCancel }: ReviewFormProps) {
  const id = useId();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState('');
  const [when, setWhen] = useState('');
  const [error, setError] = useState('');
  const words = ACTION_WORDS[action];
  useEffect(() => noteRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (words.required && note.trim() === '') return setError(`${words.label} is required.`);
    const time = readSchedule(when);
    if ('error' in time) return setError(`Publish at ${time.error}.`);
    setError('');
    onSend(note, time.value);
  };
  return (
    <form className="content-review__form" onSubmit={submit} aria-label={`${words.button}: ${draft.title}`} noValidate>
      <Form.Group controlId={`${id}-note`}>
        <Form.Label>{words.label}</Form.Label>
        <Form.Control
          ref={noteRef}
          as="textarea"
          rows={2}
          maxLength={MAX_REVIEW_NOTE}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          isInvalid={Boolean(error) && words.required && note.trim() === ''}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </Form.Group>
      {action === 'approve' && (
        <Form.Group controlId={`${id}-when`}>
          <Form.Label>Publish at (India time)</Form.Label>
          <Form.Control type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} />
          <Form.Text muted>Leave empty to publish now.</Form.Text>
        </Form.Group>
      )}
      {error && (
        <p id={`${id}-error`} className="text-danger mb-0" role="alert">
          {error}
        </p>
      )}
      <div className="content-review__buttons">
        <Button type="submit" size="sm" variant={action === 'send-back' ? 'outline-danger' : 'primary'} disabled={busy}>
          {action === 'approve' && when ? 'Approve and schedule' : words.button}
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

// The actions of an item's form: a time to go live on its own (India time) with Save draft beside it, for a
// page or an article a time to be taken down and where its address then sends visitors, then Cancel, Preview
// (the page with the draft, in a new tab) and Publish (live at once; a draft with a time to go live is asked
// about first, as Pending changes asks) — for a writer, Submit for review with a note for the reviewer.
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

import { ConfirmButton } from './content-confirm';
import { formatSoon } from '@/lib/staff/format-time';

export interface ContentFormFooterProps {
  /** The id of the time's input. */
  scheduleId: string;
  schedule: string;
  onSchedule: (value: string) => void;
  /** The message naming the time's problem. */
  scheduleError?: string;
  busy: boolean;
  /** Something was saved in this dialog: it closes rather than cancels. */
  saved: boolean;
  onCancel: () => void;
  onPreview: () => void;
  onPublish: () => void;
  /** When the pending draft goes live on its own (ISO 8601): Publish asks first whether to publish it before then. */
  scheduledAt?: string | null;
  /** A page's or an article's take-down: when (India time) and where its address then sends visitors. */
  takeDown?: {
    id: string;
    at: string;
    onAt: (value: string) => void;
    to: string;
    onTo: (value: string) => void;
    error?: string;
  };
  /** A writer's form: Submit for review with a note, instead of Publish. */
  review?: { note: string; onNote: (value: string) => void; onSubmit: () => void };
}

export function ContentFormFooter({
  scheduleId,
  schedule,
  onSchedule,
  scheduleError,
  busy,
  saved,
  onCancel,
  onPreview,
  onPublish,
  scheduledAt,
  takeDown,
  review,
}: ContentFormFooterProps) {
  const hintId = `${scheduleId}-hint`;
  const messageId = `${scheduleId}-message`;
  return (
    <Modal.Footer className="content-form__footer">
      {review ? (
        // A writer saves drafts; an editor or owner sets when one goes live, when approving it.
        <div className="content-form__schedule">
          <Button type="submit" variant="outline-primary" disabled={busy}>
            Save draft
          </Button>
        </div>
      ) : (
        <Form.Group controlId={scheduleId} className="content-form__schedule">
          <Form.Label>Publish at (India time)</Form.Label>
          <div className="content-form__when">
            <Form.Control
              type="datetime-local"
              value={schedule}
              onChange={(event) => onSchedule(event.target.value)}
              isInvalid={Boolean(scheduleError)}
              aria-invalid={scheduleError ? true : undefined}
              aria-describedby={[hintId, scheduleError ? messageId : ''].filter(Boolean).join(' ')}
            />
            <Button type="submit" variant="outline-primary" disabled={busy}>
              Save draft
            </Button>
          </div>
          {scheduleError && (
            <Form.Control.Feedback type="invalid" id={messageId} className="d-block">
              {scheduleError}
            </Form.Control.Feedback>
          )}
          <Form.Text id={hintId} muted>
            Optional. With a time, the draft goes live on its own then.
          </Form.Text>
        </Form.Group>
      )}
      {takeDown && !review && <TakeDownFields {...takeDown} />}
      {review && (
        <Form.Group controlId={`${scheduleId}-review-note`} className="content-form__review-note">
          <Form.Label>Note for the reviewer</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            maxLength={2000}
            value={review.note}
            onChange={(event) => review.onNote(event.target.value)}
          />
        </Form.Group>
      )}
      <div className="content-form__actions">
        <Button variant="outline-secondary" onClick={onCancel}>
          {saved ? 'Close' : 'Cancel'}
        </Button>
        <Button variant="outline-primary" disabled={busy} onClick={onPreview}>
          Preview
        </Button>
        {review ? (
          <Button variant="primary" disabled={busy} onClick={review.onSubmit}>
            Submit for review
          </Button>
        ) : scheduledAt ? (
          <ConfirmButton
            tone="primary"
            question={`Publish now instead of on ${formatSoon(scheduledAt)}?`}
            confirm="Publish now"
            disabled={busy}
            onConfirm={onPublish}
          >
            Publish
          </ConfirmButton>
        ) : (
          <Button variant="primary" disabled={busy} onClick={onPublish}>
            Publish
          </Button>
        )}
      </div>
    </Modal.Footer>
  );
}

/** When a page or an article leaves the site on its own, and where its address then sends visitors. */
function TakeDownFields({ id, at, onAt, to, onTo, error }: NonNullable<ContentFormFooterProps['takeDown']>) {
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  return (
    <fieldset className="content-form__take-down">
      <legend className="visually-hidden">Take down</legend>
      <Form.Group controlId={id}>
        <Form.Label>Take down at (India time)</Form.Label>
        <Form.Control
          type="datetime-local"
          value={at}
          onChange={(event) => onAt(event.target.value)}
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? messageId : ''].filter(Boolean).join(' ')}
        />
        {error && (
          <Form.Control.Feedback type="invalid" id={messageId} className="d-block">
            {error}
          </Form.Control.Feedback>
        )}
        <Form.Text id={hintId} muted>
          Optional. Then it leaves the site, its menus, search and the sitemap (it waits in Recently deleted).
        </Form.Text>
      </Form.Group>
      <Form.Group controlId={`${id}-to`}>
        <Form.Label>Then send visitors to</Form.Label>
        <Form.Control type="text" inputMode="url" placeholder="/contact" value={to} onChange={(event) => onTo(event.target.value)} />
        <Form.Text muted>A page of this site or an https:// address. Leave empty to answer “gone” (410).</Form.Text>
      </Form.Group>
    </fieldset>
  );
}

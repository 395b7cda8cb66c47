// The actions of an item's form: a time to go live on its own (India time) with Save draft beside it,
// then Cancel, Preview (the page with the draft, in a new tab) and Publish (live at once; a draft with a
// time to go live is asked about first, as Pending changes asks).
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
}: ContentFormFooterProps) {
  const hintId = `${scheduleId}-hint`;
  const messageId = `${scheduleId}-message`;
  return (
    <Modal.Footer className="content-form__footer">
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
      <div className="content-form__actions">
        <Button variant="outline-secondary" onClick={onCancel}>
          {saved ? 'Close' : 'Cancel'}
        </Button>
        <Button variant="outline-primary" disabled={busy} onClick={onPreview}>
          Preview
        </Button>
        {scheduledAt ? (
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

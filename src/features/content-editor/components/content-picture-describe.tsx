// Asked once under a picture field, after a picture without a description was uploaded there: its description for
// people who cannot see it, or "It only decorates". The answer is the media library's (docs/media.md), so the picture
// is described, or known to be decoration, wherever it is chosen later.
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { MAX_ALT_LENGTH, setPictureAlt } from '@/lib/staff/media-library';
import { failureMessage, fieldMessages } from '@/lib/staff/staff-request';
import { useStaffSession } from '@/components/staff-frame/staff-session';

export const DESCRIBE_QUESTION = 'Describe this picture for people who cannot see it — or mark it decorative';

export interface ContentPictureDescribeProps {
  /** The picture field's id: the question's controls are named after it. */
  id: string;
  /** The picture's row in the media library. */
  pictureId: number;
  /** The library took the answer: its description ('' for decoration) and whether it is decoration. */
  onAnswered: (answer: { alt: string; decorative: boolean }, message: string) => void;
  /** Not now: the question goes; the field's warning stays. */
  onLater: () => void;
}

export function ContentPictureDescribe({ id, pictureId, onAnswered, onLater }: ContentPictureDescribeProps) {
  const { handleFailure } = useStaffSession();
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const text = useRef<HTMLTextAreaElement>(null);
  const inputId = `${id}-describe`;

  // Asked right after the upload staff made: the question takes the focus the file chooser gave back.
  useEffect(() => text.current?.focus(), []);

  const answer = async () => {
    setBusy(true);
    setFailure('');
    try {
      const saved = await setPictureAlt(pictureId, decorative ? '' : alt, decorative || undefined);
      onAnswered({ alt: saved.picture?.alt ?? alt.trim(), decorative: saved.picture?.decorative ?? decorative }, saved.message);
    } catch (error) {
      handleFailure(error);
      setFailure(fieldMessages(error).alt ?? failureMessage(error));
      setBusy(false);
    }
  };

  return (
    <fieldset className="content-image-field__describe">
      <legend>{DESCRIBE_QUESTION}</legend>
      <Form.Group controlId={inputId}>
        <Form.Label>What the picture shows</Form.Label>
        <Form.Control
          ref={text}
          as="textarea"
          rows={2}
          value={alt}
          disabled={decorative}
          isInvalid={Boolean(failure)}
          aria-invalid={failure ? true : undefined}
          aria-describedby={`${inputId}-count${failure ? ` ${inputId}-message` : ''}`}
          onChange={(event) => setAlt(event.target.value)}
        />
        <Form.Text id={`${inputId}-count`} muted>
          {alt.trim().length} of {MAX_ALT_LENGTH} characters
        </Form.Text>
        {failure && (
          <Form.Control.Feedback type="invalid" id={`${inputId}-message`}>
            {failure}
          </Form.Control.Feedback>
        )}
      </Form.Group>
      <Form.Check
        id={`${id}-decorative`}
        type="checkbox"
        label="It only decorates"
        checked={decorative}
        onChange={(event) => {
          setDecorative(event.target.checked);
          setFailure('');
        }}
      />
      <div className="content-image-field__describe-actions">
        <Button size="sm" variant="primary" disabled={busy || (!decorative && alt.trim() === '')} onClick={() => void answer()}>
          {busy ? 'Saving…' : decorative ? 'Save: it only decorates' : 'Save description'}
        </Button>
        <Button size="sm" variant="outline-secondary" disabled={busy} onClick={onLater}>
          Not now
        </Button>
      </div>
    </fieldset>
  );
}

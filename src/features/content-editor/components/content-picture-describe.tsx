// Asked once under a picture field, after a picture without a description was uploaded there: its description for
// people who cannot see it, or "It only decorates". The answer is the media library's (docs/media.md), so the picture
// is described, or known to be decoration, wherever it is chosen later.
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';

import { setPictureAlt } from '@/lib/staff/media-library';
import { failureMessage, fieldMessages } from '@/lib/staff/staff-request';
import { PictureDescriptionField } from '@/components/staff-frame/picture-description-field';
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
      <PictureDescriptionField
        id={`${id}-describe`}
        label="What the picture shows"
        value={alt}
        onChange={setAlt}
        decorative={decorative}
        onDecorative={(marked) => {
          setDecorative(marked);
          setFailure('');
        }}
        failure={failure}
        inputRef={text}
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

// A picture's description on the Media page, edited in place, or its mark as decoration ("It only decorates"):
// Save sends it and says so; the pages that show the picture without a description of their own follow.
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { pictureName, setPictureAlt, type MediaPicture } from '@/lib/staff/media-library';
import { failureMessage, fieldMessages } from '@/lib/staff/staff-request';
import { PictureDescriptionField } from '@/components/staff-frame/picture-description-field';
import { useStaffSession } from '@/components/staff-frame/staff-session';

/** A picture's description, edited in place, or its mark as decoration: Save sends it and says so. */
export function DescriptionForm({
  picture,
  onSaved,
}: {
  picture: MediaPicture;
  onSaved: (picture: MediaPicture, message: string) => void;
}) {
  const { handleFailure } = useStaffSession();
  const [alt, setAlt] = useState(picture.alt);
  const [decorative, setDecorative] = useState(picture.decorative);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState('');
  const id = `media-${picture.id}-alt`;
  const changed = decorative ? !picture.decorative : alt.trim() !== picture.alt || picture.decorative;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setDone('');
    setFailure('');
    try {
      // The mark is sent when it is set or taken off; a description alone unmarks nothing it need not.
      const saved = await setPictureAlt(picture.id, decorative ? '' : alt, decorative || (picture.decorative ? false : undefined));
      const next = saved.picture ?? { ...picture, alt: decorative ? '' : alt.trim(), decorative };
      setAlt(next.alt);
      setDecorative(next.decorative);
      setDone(saved.message || 'Saved.');
      onSaved(next, saved.message);
    } catch (error) {
      handleFailure(error);
      setFailure(fieldMessages(error).alt ?? failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={(event) => void save(event)} noValidate className="media-alt">
      <PictureDescriptionField
        id={id}
        label={`Description of ${pictureName(picture)}`}
        labelHidden
        value={alt}
        onChange={(text) => {
          setAlt(text);
          setDone('');
        }}
        decorative={decorative}
        onDecorative={(marked) => {
          setDecorative(marked);
          setDone('');
          setFailure('');
        }}
        pictureName={pictureName(picture)}
        failure={failure}
      />
      <Button type="submit" size="sm" variant={changed ? 'primary' : 'outline-secondary'} disabled={busy || !changed}>
        {busy ? 'Saving…' : 'Save description'}
      </Button>
      {done && (
        <p role="status" className="media-alt__done">
          {done}
        </p>
      )}
    </Form>
  );
}

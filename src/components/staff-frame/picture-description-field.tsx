// A picture's description for people who cannot see it, with its count against the media library's limit and the
// server's message, and "It only decorates" beside it (the description then empty on purpose): the Media page's
// and the question a picture field asks after an upload (docs/media.md).
import type { ReactNode, Ref } from 'react';
import Form from 'react-bootstrap/Form';

import { MAX_ALT_LENGTH } from '@/lib/staff/media-library';

export interface PictureDescriptionFieldProps {
  id: string;
  label: ReactNode;
  /** The label is read out only (a table's column names the field for those who see it). */
  labelHidden?: boolean;
  value: string;
  onChange: (value: string) => void;
  decorative: boolean;
  onDecorative: (decorative: boolean) => void;
  /** The picture's name, read out with "It only decorates" where several pictures are listed. */
  pictureName?: string;
  /** The server's reason the description was refused; '' for none. */
  failure: string;
  inputRef?: Ref<HTMLTextAreaElement>;
}

export function PictureDescriptionField({
  id,
  label,
  labelHidden = false,
  value,
  onChange,
  decorative,
  onDecorative,
  pictureName,
  failure,
  inputRef,
}: PictureDescriptionFieldProps) {
  // Kept while it only decorates, so that unticking the box gives the words back.
  const shown = decorative ? '' : value;
  return (
    <>
      <Form.Group controlId={id}>
        <Form.Label className={labelHidden ? 'visually-hidden' : undefined}>{label}</Form.Label>
        <Form.Control
          ref={inputRef}
          as="textarea"
          rows={2}
          value={shown}
          placeholder={decorative ? 'Decoration: no description' : 'What the picture shows'}
          disabled={decorative}
          isInvalid={Boolean(failure)}
          aria-invalid={failure ? true : undefined}
          aria-describedby={`${id}-count${failure ? ` ${id}-message` : ''}`}
          onChange={(event) => onChange(event.target.value)}
        />
        <Form.Text id={`${id}-count`} muted>
          {shown.trim().length} of {MAX_ALT_LENGTH} characters
        </Form.Text>
        {failure && (
          <Form.Control.Feedback type="invalid" id={`${id}-message`}>
            {failure}
          </Form.Control.Feedback>
        )}
      </Form.Group>
      <Form.Check
        id={`${id}-decorative`}
        type="checkbox"
        label={<>It only decorates {pictureName && <span className="visually-hidden">({pictureName})</span>}</>}
        checked={decorative}
        onChange={(event) => onDecorative(event.target.checked)}
      />
    </>
  );
}

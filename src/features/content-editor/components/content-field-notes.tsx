// Under a field made of several inputs (rows, a list, blocks): its help and its message, each with the id
// the field's inputs are described by.
import Form from 'react-bootstrap/Form';

export interface FieldNotesProps {
  hintId: string;
  messageId: string;
  help: string | undefined;
  error: string | undefined;
}

export function FieldNotes({ hintId, messageId, help, error }: FieldNotesProps) {
  return (
    <>
      {help && (
        <Form.Text id={hintId} muted className="d-block">
          {help}
        </Form.Text>
      )}
      {error && (
        <div id={messageId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </>
  );
}

// What a staff form's last action came to: what it did, read out politely (a status), or why it failed,
// read out at once (an alert). Either may be empty.
import Alert from 'react-bootstrap/Alert';

export function FormOutcome({ done, failure }: { done: string; failure: string }) {
  return (
    <>
      {done && (
        <Alert variant="success" role="status">
          {done}
        </Alert>
      )}
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
    </>
  );
}

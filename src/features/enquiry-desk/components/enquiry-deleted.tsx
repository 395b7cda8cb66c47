// After an enquiry is deleted its page goes back to the inbox, which says so until the next filter or page is shown:
// the notice is that navigation's state, which a reload keeps (as the browser keeps it) and the next address does not.
import Alert from 'react-bootstrap/Alert';
import { useLocation } from 'react-router-dom';

/** The navigation state the inbox reads: whose enquiry was deleted ('' for one without a name). */
export const deletedState = (fullName: string) => ({ deletedEnquiryFrom: fullName });

export function EnquiryDeleted() {
  const state: unknown = useLocation().state;
  const from = state && typeof state === 'object' && 'deletedEnquiryFrom' in state ? state.deletedEnquiryFrom : undefined;
  if (typeof from !== 'string') return null;
  return (
    <Alert variant="success" role="status">
      {from ? `The enquiry from ${from} was deleted.` : 'The enquiry was deleted.'}
    </Alert>
  );
}

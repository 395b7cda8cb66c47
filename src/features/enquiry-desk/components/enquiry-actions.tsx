// What staff do with an enquiry: change its status, mark it as spam, delete it for good (after a confirmation).
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

import { deleteEnquiry, setEnquiryStatus, type StaffEnquiry } from '../api/enquiries';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '@/lib/staff/enquiry-status';
import { failureMessage } from '@/lib/staff/staff-request';

import { StaffField } from '@/components/staff-frame/staff-field';
import { StaffSection } from '@/components/staff-frame/staff-section';
import { useStaffSession } from '@/components/staff-frame/staff-session';

const STATUS_OPTIONS = ENQUIRY_STATUSES.map((status) => [status, status[0]!.toUpperCase() + status.slice(1)] as const);

export interface EnquiryActionsProps {
  enquiry: StaffEnquiry;
  onChanged: (enquiry: StaffEnquiry) => void;
  onDeleted: () => void;
}

export function EnquiryActions({ enquiry, onChanged, onDeleted }: EnquiryActionsProps) {
  const { handleFailure, refresh } = useStaffSession();
  const [status, setStatus] = useState<string>(enquiry.status);
  const [message, setMessage] = useState<{ kind: 'success' | 'danger'; text: string }>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setMessage(undefined);
    try {
      await work();
    } catch (failure) {
      setMessage({ kind: 'danger', text: failureMessage(failure) });
      handleFailure(failure);
    } finally {
      setBusy(false);
    }
  };

  const changeStatus = (next: EnquiryStatus) =>
    act(async () => {
      const changed = await setEnquiryStatus(enquiry.id, next);
      if (changed) {
        onChanged(changed);
        setStatus(changed.status);
      }
      setMessage({ kind: 'success', text: `Status set to ${next}.` });
      refresh();
    });

  const remove = () =>
    act(async () => {
      await deleteEnquiry(enquiry.id);
      setConfirming(false);
      refresh();
      onDeleted();
    });

  return (
    <StaffSection titleId="actions-title" title="Actions" className="mt-5">
      <Form
        className="staff-filters"
        onSubmit={(event) => {
          event.preventDefault();
          void changeStatus(status as EnquiryStatus);
        }}
      >
        <StaffField id="enquiry-status" label="Status" value={status} onChange={setStatus} options={STATUS_OPTIONS} className="" />
        <Button type="submit" variant="primary" disabled={busy}>
          Save status
        </Button>
        <Button variant="outline-secondary" disabled={busy || enquiry.status === 'spam'} onClick={() => void changeStatus('spam')}>
          Mark as spam
        </Button>
        <Button variant="outline-danger" disabled={busy} onClick={() => setConfirming(true)}>
          Delete enquiry
        </Button>
      </Form>
      <div aria-live="polite">{message && <Alert variant={message.kind}>{message.text}</Alert>}</div>
      <Modal show={confirming} onHide={() => setConfirming(false)} aria-labelledby="delete-title">
        <Modal.Header closeButton closeLabel="Cancel">
          <Modal.Title id="delete-title">Delete this enquiry?</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>The enquiry from {enquiry.full_name || 'this visitor'} and its notes will be erased for good. This cannot be undone.</p>
          {message?.kind === 'danger' && <Alert variant="danger">{message.text}</Alert>}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => void remove()}>
            Delete for good
          </Button>
        </Modal.Footer>
      </Modal>
    </StaffSection>
  );
}

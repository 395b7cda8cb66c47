// Who works on an enquiry and when to follow it up: the assignee (any staff account, or nobody), "Assign
// to me" in one tap, and the follow-up day (an India date; empty for none). Saved with the server's answer shown.
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { formatIndiaDay } from '@common/india-time';

import { listPeople, updateEnquiry, type EnquiryChange, type StaffEnquiry } from '../api/enquiries';
import { dayError, pointAtRefusedDay } from '@/lib/staff/day-field';
import { failureMessage } from '@/lib/staff/staff-request';

import { StaffField } from '@/components/staff-frame/staff-field';
import { StaffSection } from '@/components/staff-frame/staff-section';
import { useStaffLoad } from '@/components/staff-frame/use-staff-load';
import { useStaffSession } from '@/components/staff-frame/staff-session';

export interface EnquiryFollowUpProps {
  enquiry: StaffEnquiry;
  onChanged: (enquiry: StaffEnquiry) => void;
}

/** What a saved change says: who has the enquiry and when it is followed up. */
function savedMessage(enquiry: StaffEnquiry): string {
  const who = enquiry.assignee ? `Assigned to ${enquiry.assignee}` : 'Assigned to nobody';
  const when = enquiry.follow_up_on ? `follow up on ${formatIndiaDay(enquiry.follow_up_on)}` : 'no follow-up day';
  return `${who}; ${when}.`;
}

export function EnquiryFollowUp({ enquiry, onChanged }: EnquiryFollowUpProps) {
  const { session, handleFailure } = useStaffSession();
  const [people] = useStaffLoad(listPeople, []);
  const [assignee, setAssignee] = useState(enquiry.assigned_to ? String(enquiry.assigned_to) : '');
  const [day, setDay] = useState(enquiry.follow_up_on ?? '');
  const [dayRefused, setDayRefused] = useState('');
  const [message, setMessage] = useState<{ kind: 'success' | 'danger'; text: string }>();
  const [busy, setBusy] = useState(false);

  const save = async (change: EnquiryChange) => {
    setBusy(true);
    setMessage(undefined);
    try {
      const changed = await updateEnquiry(enquiry.id, change);
      if (changed) {
        onChanged(changed);
        setAssignee(changed.assigned_to ? String(changed.assigned_to) : '');
        setDay(changed.follow_up_on ?? '');
        setMessage({ kind: 'success', text: savedMessage(changed) });
      }
    } catch (failure) {
      setMessage({ kind: 'danger', text: failureMessage(failure) });
      handleFailure(failure);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A day the server would refuse is named at its box, kept, and not sent.
    const refused = dayError(day);
    if (refused) {
      pointAtRefusedDay(() => setDayRefused(refused), 'enquiry-follow-up');
      return;
    }
    setDayRefused('');
    void save({ assigned_to: assignee ? Number(assignee) : null, follow_up_on: day || null });
  };

  const options: [string, string][] = [['', 'Nobody']];
  if (people.state === 'ready') options.push(...people.data.map((person): [string, string] => [String(person.id), person.email]));
  // Until the list has come, the current assignee is still a choice.
  else if (enquiry.assigned_to) options.push([String(enquiry.assigned_to), enquiry.assignee]);
  const mine = Boolean(session && enquiry.assigned_to === session.accountId);

  return (
    <StaffSection titleId="follow-up-title" title="Follow-up" className="mt-5">
      <Form className="staff-filters" onSubmit={submit}>
        {/* Of a set width: a select as wide as its longest choice widened when the staff list came, and moved the
            buttons after it from under a finger (a tap meant for Assign to me saved the form instead). */}
        <StaffField
          id="enquiry-assignee"
          label="Assigned to"
          value={assignee}
          onChange={setAssignee}
          options={options}
          className="staff-filters__late-choice"
        />
        <StaffField id="enquiry-follow-up" label="Follow up on" type="date" value={day} onChange={setDay} error={dayRefused} className="" />
        <Button type="submit" variant="primary" disabled={busy}>
          Save follow-up
        </Button>
        {session && (
          <Button variant="outline-primary" disabled={busy || mine} onClick={() => void save({ assigned_to: session.accountId })}>
            Assign to me
          </Button>
        )}
      </Form>
      {people.state === 'failed' && <Alert variant="warning">The list of staff could not be read: {people.message}</Alert>}
      <div aria-live="polite">{message && <Alert variant={message.kind}>{message.text}</Alert>}</div>
    </StaffSection>
  );
}

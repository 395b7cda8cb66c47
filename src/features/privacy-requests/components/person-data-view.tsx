// What is held about one person, and the answers to their request: the enquiries with notes and assignee, the
// quotations made with them (whose private links show the person's details), the audit entries naming them,
// downloads (JSON, CSV), a correction of name, e-mail and phone, and the erasure, asked for twice with what it removes
// spelt out.
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';

import { formatIndiaDay, formatIndiaTime } from '@common/india-time';

import { failureMessage } from '@/lib/staff/staff-request';
import { FormOutcome } from '@/components/staff-frame/form-outcome';
import { StaffField } from '@/components/staff-frame/staff-field';
import { StaffSection } from '@/components/staff-frame/staff-section';
import { StaffTable } from '@/components/staff-frame/staff-table';

import { correctPerson, erasePerson, exportHref, type PersonData, type PrivacySubject } from '../api/privacy-requests';

export interface PersonDataProps {
  subject: PrivacySubject;
  data: PersonData;
  /** The India date the request was received ('' for today). */
  receivedOn: string;
  /** What the last correction or erasure did, shown above what is now held (the view is drawn anew after each). */
  outcome?: string;
  /** After a correction or an erasure: read the person and the log again (with the new subject after a correction of it). */
  onChanged: (subject: PrivacySubject, outcome: string) => void;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The person's quotations by number, each once (a revision keeps its quotation's number). */
const quotationNumbers = (data: PersonData) => [...new Set(data.quotations.map((quotation) => quotation.number))];

export function PersonDataView({ subject, data, receivedOn, outcome = '', onChanged }: PersonDataProps) {
  const latest = data.enquiries.at(-1);
  const [name, setName] = useState(latest?.full_name ?? '');
  const [email, setEmail] = useState(latest?.email ?? '');
  const [phone, setPhone] = useState(latest?.phone ?? '');
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(outcome);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  if (data.enquiries.length === 0)
    return (
      <>
        <FormOutcome done={done} failure="" />
        <p role="status">Nothing is held about {subject.value}: no enquiry was sent with it.</p>
      </>
    );

  const notes = data.enquiries.reduce((sum, enquiry) => sum + enquiry.notes.length, 0);
  const run = async (work: () => Promise<string>, next: PrivacySubject) => {
    setBusy(true);
    setFailure('');
    setDone('');
    try {
      const said = await work();
      setDone(said);
      onChanged(next, said);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const correct = (event: FormEvent) => {
    event.preventDefault();
    const change = Object.fromEntries(
      (
        [
          ['full_name', name, latest?.full_name],
          ['email', email, latest?.email],
          ['phone', phone, latest?.phone],
        ] as const
      )
        .filter(([, value, was]) => value.trim() !== was)
        .map(([field, value]) => [field, value.trim()]),
    );
    if (Object.keys(change).length === 0) return setFailure('Change the name, e-mail or phone first.');
    const changed = subject.by === 'email' ? change.email : change.phone;
    const next = changed ? { ...subject, value: changed } : subject;
    return void run(() => correctPerson(subject, change, receivedOn), next);
  };

  return (
    <>
      <p role="status">
        Held about {subject.value}: {plural(data.enquiries.length, 'enquiry', 'enquiries')}, {plural(notes, 'note', 'notes')},{' '}
        {plural(quotationNumbers(data).length, 'quotation', 'quotations')} and {plural(data.audit.length, 'audit entry', 'audit entries')}.
      </p>
      <FormOutcome done={done} failure={failure} />
      <StaffTable
        caption="Enquiries of this person, oldest first"
        className="align-middle"
        responsive
        columns={['Id', 'Received', 'Name', 'E-mail', 'Phone', 'Status', 'Assigned to', 'Project brief', 'Notes']}
        actions={false}
        rows={data.enquiries}
        rowKey={(enquiry) => enquiry.id}
      >
        {(enquiry) => (
          <>
            <td>{enquiry.id}</td>
            <td>{formatIndiaTime(enquiry.received_at)}</td>
            <td>{enquiry.full_name}</td>
            <td>{enquiry.email}</td>
            <td>{enquiry.phone}</td>
            <td>{enquiry.status}</td>
            <td>{enquiry.assignee || 'Nobody'}</td>
            <td>{enquiry.project_brief}</td>
            <td>
              {enquiry.notes.map((note) => (
                <p key={note.id} className="mb-1">
                  {formatIndiaTime(note.created_at)} {note.author}: {note.body}
                </p>
              ))}
            </td>
          </>
        )}
      </StaffTable>
      {data.quotations.length > 0 && (
        <StaffTable
          caption="Quotations made with these enquiries (each revision): their private links show this person’s details"
          className="align-middle"
          responsive
          columns={['Quotation', 'Enquiry', 'Date', 'Total', 'Status']}
          actions={false}
          rows={data.quotations}
          rowKey={(quotation) => `${quotation.number}-${quotation.revision}`}
        >
          {(quotation) => (
            <>
              <td>
                <a href={quotation.link} target="_blank" rel="noreferrer">
                  {quotation.number}
                </a>
              </td>
              <td>{quotation.enquiry_id}</td>
              <td>{formatIndiaDay(quotation.date)}</td>
              <td>{quotation.total}</td>
              <td>{quotation.status}</td>
            </>
          )}
        </StaffTable>
      )}
      {data.audit.length > 0 && (
        <StaffTable
          caption="Audit entries naming this person"
          className="align-middle"
          columns={['When', 'Who', 'What', 'Enquiry']}
          actions={false}
          rows={data.audit}
          rowKey={(entry) => entry.id}
        >
          {(entry) => (
            <>
              <td>{formatIndiaTime(entry.at)}</td>
              <td>{entry.actor}</td>
              <td>{entry.action}</td>
              <td>{entry.entity_id ?? ''}</td>
            </>
          )}
        </StaffTable>
      )}

      <StaffSection titleId="privacy-download" title="Give them their data">
        <p>
          <a className="btn btn-outline-primary me-2" href={exportHref(subject, 'json', receivedOn)} download>
            Download JSON
          </a>
          <a className="btn btn-outline-primary" href={exportHref(subject, 'csv', receivedOn)} download>
            Download CSV
          </a>
        </p>
      </StaffSection>

      <StaffSection titleId="privacy-correct" title="Correct their details" className="mt-4">
        <form onSubmit={correct} noValidate>
          <StaffField id="privacy-name" label="Name" value={name} onChange={setName} />
          <StaffField id="privacy-email" label="E-mail" type="email" value={email} onChange={setEmail} />
          <StaffField id="privacy-phone" label="Phone" value={phone} onChange={setPhone} />
          <Button type="submit" disabled={busy}>
            Save the correction on every enquiry
          </Button>
        </form>
      </StaffSection>

      <StaffSection titleId="privacy-erase" title="Erase their data" className="mt-4">
        {confirming ? (
          <div role="group" aria-labelledby="privacy-erase-confirm">
            <p id="privacy-erase-confirm">
              Erase for good {plural(data.enquiries.length, 'enquiry', 'enquiries')} (
              {data.enquiries.map((enquiry) => enquiry.id).join(', ')}) from {latest?.full_name} with {plural(notes, 'note', 'notes')}
              {data.quotations.length > 0 &&
                ` and ${plural(quotationNumbers(data).length, 'quotation', 'quotations')} (${quotationNumbers(data).join(', ')}, every revision), whose links then answer “not found”`}
              , and remove their details from {plural(data.audit.length, 'audit entry', 'audit entries')}? Backups keep them until they
              expire, within 8 weeks.
            </p>
            <Button
              variant="danger"
              className="me-2"
              disabled={busy}
              onClick={() => void run(() => erasePerson(subject, receivedOn), subject).then(() => setConfirming(false))}
            >
              Erase for good
            </Button>
            <Button variant="outline-secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        ) : (
          <Button variant="outline-danger" onClick={() => setConfirming(true)}>
            Erase…
          </Button>
        )}
      </StaffSection>
    </>
  );
}

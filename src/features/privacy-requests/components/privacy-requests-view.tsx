// The Privacy requests page (owners): find what is held about one person by e-mail or phone, answer their
// request (download, correction, erasure), and read the log of requests answered.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';

import { failureMessage } from '@/lib/staff/staff-request';
import { FormOutcome } from '@/components/staff-frame/form-outcome';
import { StaffField } from '@/components/staff-frame/staff-field';
import { StaffSection } from '@/components/staff-frame/staff-section';

import { getPerson, getPrivacyRequests, type PersonData, type PrivacyRequestRecord, type PrivacySubject } from '../api/privacy-requests';

import { PersonDataView } from './person-data-view';
import { PrivacyRequestLog } from './privacy-request-log';

const FIND_BY = [
  ['email', 'E-mail address'],
  ['phone', 'Phone number'],
] as const;

export function PrivacyRequestsView() {
  const [by, setBy] = useState<PrivacySubject['by']>('email');
  const [value, setValue] = useState('');
  const [receivedOn, setReceivedOn] = useState('');
  const [found, setFound] = useState<{ subject: PrivacySubject; data: PersonData; outcome: string; version: number }>();
  const [failure, setFailure] = useState('');
  const [requests, setRequests] = useState<PrivacyRequestRecord[]>([]);

  const readLog = useCallback(() => {
    getPrivacyRequests().then(setRequests, (error: unknown) => setFailure(failureMessage(error)));
  }, []);
  useEffect(readLog, [readLog]);

  const find = async (subject: PrivacySubject, outcome = '') => {
    setFailure('');
    try {
      const data = await getPerson(subject);
      setFound((previous) => ({ subject, data, outcome, version: (previous?.version ?? 0) + 1 }));
    } catch (error) {
      setFound(undefined);
      setFailure(failureMessage(error));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return setFailure(`Enter the ${by === 'email' ? 'e-mail address' : 'phone number'} the person used.`);
    return void find({ by, value: value.trim() });
  };

  return (
    <>
      <p>
        Under India’s Digital Personal Data Protection Act, 2023 a person may ask what we hold about them, have it corrected or have it
        erased. Find them by the e-mail address or phone number they used.
      </p>
      <StaffSection titleId="privacy-find" title="Find a person">
        <form onSubmit={submit} noValidate className="row g-3 align-items-start mb-3">
          <StaffField
            id="privacy-by"
            label="Find by"
            value={by}
            onChange={(next) => setBy(next as PrivacySubject['by'])}
            options={FIND_BY}
            className="col-md-6 col-xl-3"
          />
          <StaffField
            id="privacy-value"
            label={by === 'email' ? 'E-mail address' : 'Phone number'}
            type={by === 'email' ? 'email' : 'text'}
            value={value}
            onChange={setValue}
            className="col-md-6 col-xl-4"
          />
          <StaffField
            id="privacy-received"
            label="Request received on (India date)"
            type="date"
            value={receivedOn}
            onChange={setReceivedOn}
            hint="Today when left empty."
            className="col-md-6 col-xl-3"
          />
          {/* The fields line up by their tops (the date's hint hangs below it); the button by its field's, under a label's room. */}
          <div className="col-md-6 col-xl-2">
            <span className="form-label staff-label-room d-none d-md-block" aria-hidden="true">
              Find
            </span>
            <Button type="submit">Find</Button>
          </div>
        </form>
      </StaffSection>
      <FormOutcome done="" failure={failure} />
      {found && (
        <PersonDataView
          key={`${found.subject.by}:${found.subject.value}:${found.version}`}
          subject={found.subject}
          data={found.data}
          receivedOn={receivedOn}
          outcome={found.outcome}
          onChanged={(subject, outcome) => {
            void find(subject, outcome);
            readLog();
          }}
        />
      )}
      <PrivacyRequestLog requests={requests} />
    </>
  );
}

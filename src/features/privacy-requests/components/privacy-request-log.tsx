// The log of requests answered (newest first): the kind, when it was received, when the answer was due and
// given, by whom, how many enquiries it covered, and whether it came in time. Nothing about the person.
import { formatIndiaDay, formatIndiaTime } from '@common/india-time';
import { PRIVACY_ANSWER_DAYS, type PrivacyRequestRecord } from '@common/privacy-requests';

import { StaffSection } from '@/components/staff-frame/staff-section';
import { StaffTable } from '@/components/staff-frame/staff-table';

const KIND_LABELS = { access: 'Access', correction: 'Correction', erasure: 'Erasure' } as const;

export function PrivacyRequestLog({ requests }: { requests: readonly PrivacyRequestRecord[] }) {
  return (
    <StaffSection titleId="privacy-log" title="Requests answered" className="mt-5">
      <p className="text-body-secondary">
        Each answer is due {PRIVACY_ANSWER_DAYS} days after the request was received, as the privacy notice promises.
      </p>
      {requests.length === 0 ? (
        <p>No request answered yet.</p>
      ) : (
        <StaffTable
          caption="Requests answered, newest first"
          className="align-middle"
          responsive
          columns={['Kind', 'Received', 'Due by', 'Answered', 'By', 'Enquiries', 'In time']}
          actions={false}
          rows={requests}
          rowKey={(request) => request.id}
        >
          {(request) => (
            <>
              <td>{KIND_LABELS[request.kind]}</td>
              <td>{formatIndiaDay(request.received_on)}</td>
              <td>{formatIndiaDay(request.due_on)}</td>
              <td>{formatIndiaTime(request.answered_at)}</td>
              <td>{request.answered_by}</td>
              <td>{request.enquiries}</td>
              <td>{request.in_time ? 'In time' : 'Late'}</td>
            </>
          )}
        </StaffTable>
      )}
    </StaffSection>
  );
}

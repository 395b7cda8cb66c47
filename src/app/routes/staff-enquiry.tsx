import Alert from 'react-bootstrap/Alert';
import { Link, useNavigate, useParams } from 'react-router-dom';

import { paths } from '@common/paths';
import { pageMeta } from '@common/routes';
import { company } from '@/copy/company';
import { getEnquiry } from '@/features/enquiry-desk/api/enquiries';
import { EnquiryActions } from '@/features/enquiry-desk/components/enquiry-actions';
import { deletedState } from '@/features/enquiry-desk/components/enquiry-deleted';
import { EnquiryContact } from '@/features/enquiry-desk/components/enquiry-contact';
import { EnquiryFields } from '@/features/enquiry-desk/components/enquiry-fields';
import { EnquiryFollowUp } from '@/features/enquiry-desk/components/enquiry-follow-up';
import { EnquiryNotes } from '@/features/enquiry-desk/components/enquiry-notes';
import { EnquiryQuotation } from '@/features/enquiry-desk/components/enquiry-quotation';
import { StaffAreaGate } from '@/components/staff-frame/staff-area-gate';
import { StaffTitle } from '@/components/staff-frame/staff-title';
import { useStaffLoad } from '@/components/staff-frame/use-staff-load';
import { toId } from '@/lib/validate';

export function Component() {
  return (
    <StaffAreaGate area="enquiries" heading={pageMeta['staff-enquiry'].title}>
      <EnquiryPage />
    </StaffAreaGate>
  );
}

/** The enquiry with its contact buttons, fields, follow-up, actions, quotation (if any) and notes (only for a role with enquiries). */
function EnquiryPage() {
  const id = toId(useParams().enquiryId) ?? 0;
  const navigate = useNavigate();
  const [load, setLoad] = useStaffLoad(() => getEnquiry(id), [id]);
  const title = load.state === 'ready' && load.data ? `Enquiry from ${load.data.enquiry.full_name}` : pageMeta['staff-enquiry'].title;
  return (
    <>
      <StaffTitle title={title} />
      <p>
        <Link to={paths.staff}>Back to the enquiries</Link>
      </p>
      <h1 className="h2 mb-4">{title}</h1>
      {load.state === 'loading' && <p role="status">Loading the enquiry…</p>}
      {load.state === 'failed' && <Alert variant="danger">{load.message}</Alert>}
      {load.state === 'ready' && !load.data && <Alert variant="danger">There is no enquiry with this id.</Alert>}
      {load.state === 'ready' && load.data && (
        <>
          <EnquiryContact enquiry={load.data.enquiry} company={company.name} />
          <EnquiryFields enquiry={load.data.enquiry} files={load.data.files} />
          <EnquiryFollowUp enquiry={load.data.enquiry} onChanged={(enquiry) => load.data && setLoad({ ...load.data, enquiry })} />
          <EnquiryActions
            enquiry={load.data.enquiry}
            onChanged={(enquiry) => load.data && setLoad({ ...load.data, enquiry })}
            onDeleted={() => navigate(paths.staff, { replace: true, state: deletedState(load.data?.enquiry.full_name ?? '') })}
          />
          <EnquiryQuotation enquiryId={id} />
          <EnquiryNotes
            enquiryId={id}
            notes={load.data.notes}
            onAdded={(note) => load.data && setLoad({ ...load.data, notes: [...load.data.notes, note] })}
          />
        </>
      )}
    </>
  );
}

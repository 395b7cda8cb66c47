import { pageMeta } from '@common/routes';
import { company } from '@/copy/company';
import { EnquiryDeleted } from '@/features/enquiry-desk/components/enquiry-deleted';
import { EnquiryInbox } from '@/features/enquiry-desk/components/enquiry-inbox';
import { StaffAreaGate } from '@/components/staff-frame/staff-area-gate';
import { StaffTitle } from '@/components/staff-frame/staff-title';

export function Component() {
  const { title } = pageMeta['staff-inbox'];
  return (
    <>
      <StaffTitle title={title} />
      <h1 className="h2 mb-4">{title}</h1>
      <StaffAreaGate area="enquiries">
        <EnquiryDeleted />
        <EnquiryInbox company={company.name} />
      </StaffAreaGate>
    </>
  );
}

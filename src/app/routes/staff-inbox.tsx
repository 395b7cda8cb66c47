import { pageMeta } from '@/config/routes';
import { company } from '@/content/company';
import { EnquiryInbox } from '@/features/staff/components/enquiry-inbox';
import { StaffAreaGate } from '@/features/staff/components/staff-area-gate';
import { StaffTitle } from '@/features/staff/components/staff-title';

export function Component() {
  const { title } = pageMeta['staff-inbox'];
  return (
    <>
      <StaffTitle title={title} />
      <h1 className="h2 mb-4">{title}</h1>
      <StaffAreaGate area="enquiries">
        <EnquiryInbox company={company.name} />
      </StaffAreaGate>
    </>
  );
}

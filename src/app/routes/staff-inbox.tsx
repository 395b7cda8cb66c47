import { pageMeta } from '@/config/routes';
import { company } from '@/content/company';
import { EnquiryInbox } from '@/features/staff/components/enquiry-inbox';
import { StaffTitle } from '@/features/staff/components/staff-title';

export function Component() {
  const { title } = pageMeta['staff-inbox'];
  return (
    <>
      <StaffTitle title={title} />
      <h1 className="h2 mb-4">{title}</h1>
      <EnquiryInbox company={company.name} />
    </>
  );
}

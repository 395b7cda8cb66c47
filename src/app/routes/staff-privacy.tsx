import { pageMeta } from '@/config/routes';
import { PrivacyRequestsView } from '@/features/privacy-requests/components/privacy-requests-view';
import { StaffAreaGate } from '@/features/staff/components/staff-area-gate';
import { StaffTitle } from '@/features/staff/components/staff-title';

export function Component() {
  const { title } = pageMeta['staff-privacy'];
  return (
    <>
      <StaffTitle title={title} />
      <h1 className="h2 mb-4">{title}</h1>
      <StaffAreaGate area="privacy">
        <PrivacyRequestsView />
      </StaffAreaGate>
    </>
  );
}

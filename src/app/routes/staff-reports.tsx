import { pageMeta } from '@/config/routes';
import { ReportView } from '@/features/staff/components/report-view';
import { StaffAreaGate } from '@/features/staff/components/staff-area-gate';
import { StaffTitle } from '@/features/staff/components/staff-title';

export function Component() {
  const { title } = pageMeta['staff-reports'];
  return (
    <>
      <StaffTitle title={title} />
      <h1 className="h2 mb-4">{title}</h1>
      <StaffAreaGate area="reports">
        <ReportView />
      </StaffAreaGate>
    </>
  );
}

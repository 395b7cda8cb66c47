import { pageMeta } from '@common/routes';
import { ActivityView } from '@/features/activity/components/activity-view';
import { StaffAreaGate } from '@/components/staff-frame/staff-area-gate';
import { StaffTitle } from '@/components/staff-frame/staff-title';

export function Component() {
  const { title } = pageMeta['staff-activity'];
  return (
    <>
      <StaffTitle title={title} />
      <h1 className="h2 mb-4">{title}</h1>
      <StaffAreaGate area="activity">
        <ActivityView />
      </StaffAreaGate>
    </>
  );
}

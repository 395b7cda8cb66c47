import { pageMeta } from '@common/routes';
import { CalendarView } from '@/features/calendar/components/calendar-view';
import { StaffAreaGate } from '@/components/staff-frame/staff-area-gate';
import { StaffTitle } from '@/components/staff-frame/staff-title';

export function Component() {
  const { title } = pageMeta['staff-calendar'];
  return (
    <>
      <StaffTitle title={title} />
      <h1 className="h2 mb-4">{title}</h1>
      <StaffAreaGate area="content">
        <CalendarView />
      </StaffAreaGate>
    </>
  );
}

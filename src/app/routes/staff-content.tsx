import { pageMeta } from '@/config/routes';
import { ContentEditor } from '@/features/staff/components/content-editor';
import { StaffAreaGate } from '@/features/staff/components/staff-area-gate';
import { StaffTitle } from '@/features/staff/components/staff-title';

export function Component() {
  const { title } = pageMeta['staff-content'];
  return (
    <>
      <StaffTitle title={title} />
      <h1 className="h2 mb-4">{title}</h1>
      <StaffAreaGate area="content">
        <ContentEditor />
      </StaffAreaGate>
    </>
  );
}

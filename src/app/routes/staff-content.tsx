import { pageMeta } from '@common/routes';
import { ContentEditor } from '@/features/content-editor/components/content-editor';
import { StaffAreaGate } from '@/components/staff-frame/staff-area-gate';
import { StaffTitle } from '@/components/staff-frame/staff-title';

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

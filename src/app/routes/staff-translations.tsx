import { pageMeta } from '@common/routes';
import { TranslationsView } from '@/features/translations/components/translations-view';
import { StaffAreaGate } from '@/components/staff-frame/staff-area-gate';
import { StaffTitle } from '@/components/staff-frame/staff-title';

export function Component() {
  const { title } = pageMeta['staff-translations'];
  return (
    <>
      <StaffTitle title={title} />
      <h1 className="h2 mb-4">{title}</h1>
      <StaffAreaGate area="content">
        <TranslationsView />
      </StaffAreaGate>
    </>
  );
}

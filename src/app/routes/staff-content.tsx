import { pageMeta } from '@common/routes';
import { forms } from '@common/kinds/forms';
import { ContentEditor } from '@/features/content-editor/components/content-editor';
import type { ItemPanels } from '@/features/content-editor/components/content-item-panels';
import { FormDeliveries } from '@/features/webhooks/components/webhooks-view';
import { StaffAreaGate } from '@/components/staff-frame/staff-area-gate';
import { StaffTitle } from '@/components/staff-frame/staff-title';

/** A form's page shows where its answers went: the deliveries to its webhooks (owners only). */
const itemPanels: ItemPanels = (kindName, itemId) => (kindName === forms.name ? <FormDeliveries formId={itemId} /> : null);

export function Component() {
  const { title } = pageMeta['staff-content'];
  return (
    <>
      <StaffTitle title={title} />
      <h1 className="h2 mb-4">{title}</h1>
      <StaffAreaGate area="content">
        <ContentEditor itemPanels={itemPanels} />
      </StaffAreaGate>
    </>
  );
}

import { forms } from '@common/kinds/forms';
import { pageMeta } from '@common/routes';
import { listItems } from '@/features/content-editor/api/content';
import type { WebhookForm } from '@/features/webhooks/api/webhooks';
import { WebhooksView } from '@/features/webhooks/components/webhooks-view';
import { StaffAreaGate } from '@/components/staff-frame/staff-area-gate';
import { StaffTitle } from '@/components/staff-frame/staff-title';
import { toText } from '@/lib/validate';

/** The forms a webhook may be limited to, read as the content editor reads the list of a kind (a feature may not import another). */
async function loadForms(): Promise<WebhookForm[]> {
  return (await listItems(forms)).map((item) => ({ id: item.id, title: toText(item.values.title) || `Form ${item.id}` }));
}

export function Component() {
  const { title } = pageMeta['staff-webhooks'];
  return (
    <>
      <StaffTitle title={title} />
      <h1 className="h2 mb-4">{title}</h1>
      <StaffAreaGate area="webhooks">
        <WebhooksView loadForms={loadForms} />
      </StaffAreaGate>
    </>
  );
}

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { articles } from '@common/kinds/insights';

import type { ContentItem } from '../api/content';
import { ContentRelationsInput } from './content-relations-input';
import { readDraft, toDraft } from './content-form-drafts';

const field = articles.fields.service_ids;
const service = (id: number, description: string): ContentItem => ({
  id,
  position: id - 1,
  version: 1,
  parentId: 1,
  values: { description },
});
const SERVICES = ['Silver Licence', 'Gold Licence', 'Tally on Cloud', 'TDL customisation', 'Payroll'].map((title, index) =>
  service(index + 1, title),
);

function Harness({ start = '' }: { start?: string }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <ContentRelationsInput id="article-services" field={field} value={value} onChange={setValue} lookups={{ services: SERVICES }} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('an article’s related services', () => {
  it('are ticked in a labelled group in the order chosen, at most four, the rest waiting until one is taken out', async () => {
    render(<Harness start="3" />);
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: 'Related services' });
    expect(group).toHaveAccessibleDescription(/At most 4; 1 chosen\./);
    expect(within(group).getByRole('checkbox', { name: 'Tally on Cloud (1)' })).toBeChecked();

    await user.click(within(group).getByRole('checkbox', { name: 'Silver Licence' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Payroll' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Gold Licence' }));
    expect(screen.getByTestId('value')).toHaveTextContent('3,1,5,2');
    expect(within(group).getByRole('checkbox', { name: 'Payroll (3)' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'TDL customisation' })).toBeDisabled();
    expect(group).toHaveAccessibleDescription(/At most 4; 4 chosen\./);

    await user.click(within(group).getByRole('checkbox', { name: 'Tally on Cloud (1)' }));
    expect(screen.getByTestId('value')).toHaveTextContent('1,5,2');
    expect(within(group).getByRole('checkbox', { name: 'TDL customisation' })).toBeEnabled();
  });

  it('go between the API’s list of ids and the form’s draft', () => {
    expect(toDraft(field, [3, 1])).toBe('3,1');
    expect(readDraft(field, '3,1')).toEqual({ value: [3, 1] });
    expect(readDraft(field, '')).toEqual({ value: [] });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { expectConsoleError } from '@common/testing/console';

import { ok, recordChanges, renderEditor, serveLists } from '@/testing/staff/content-testing';

const category = (id: number, name: string, slug: string) => ({ id, position: 0, version: 1, name, slug, description: '' });

async function newArticle() {
  const user = userEvent.setup();
  serveLists({ articles: [], categories: [category(1, 'Tally', 'tally')], services: [] });
  renderEditor('?kind=articles');
  await user.click(await screen.findByRole('button', { name: 'New article' }));
  const dialog = await screen.findByRole('dialog', { name: 'New article' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'GST rates for 2026');
  await user.type(within(dialog).getByRole('textbox', { name: 'Summary' }), 'What changes in April.');
  await user.click(within(dialog).getByRole('button', { name: 'New category…' }));
  const inline = within(dialog).getByRole('group', { name: 'New category' });
  return { user, dialog, inline };
}

describe('a new category from inside the article form', () => {
  it('is made in place, its address filled from its name, and chosen, the article as it was typed', async () => {
    const made = recordChanges('post', '/categories', () => ok(category(7, 'GST & E-invoicing', 'gst-and-e-invoicing'), 201));
    const { user, dialog, inline } = await newArticle();
    const name = within(inline).getByRole('textbox', { name: 'New category: name' });
    await waitFor(() => expect(name).toHaveFocus());
    await user.type(name, 'GST & E-invoicing');
    expect(within(inline).getByRole('textbox', { name: 'New category: address' })).toHaveValue('gst-and-e-invoicing');
    // Enter makes the category; it does not save the article.
    await user.keyboard('{Enter}');

    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveValue('7'));
    expect(made).toEqual([{ ifMatch: null, body: { name: 'GST & E-invoicing', slug: 'gst-and-e-invoicing' } }]);
    expect(within(dialog).queryByRole('group', { name: 'New category' })).not.toBeInTheDocument();
    expect(screen.getByText('The category “GST & E-invoicing” is made and chosen.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveFocus());
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('GST rates for 2026');
    expect(within(dialog).getByRole('textbox', { name: 'Summary' })).toHaveValue('What changes in April.');
  });

  it('shows the server’s message when the name is taken, and Cancel leaves the article form as it was', async () => {
    expectConsoleError(/API POST .*categories failed/);
    const made = recordChanges('post', '/categories', () =>
      HttpResponse.json(
        {
          success: false,
          message: 'The category was not saved: correct the marked fields.',
          fields: { name: 'another category is already called "Tally"' },
        },
        { status: 400 },
      ),
    );
    const { user, dialog, inline } = await newArticle();
    await user.type(within(inline).getByRole('textbox', { name: 'New category: name' }), 'Tally');
    await user.click(within(inline).getByRole('button', { name: 'Create category' }));

    expect(await within(inline).findByText('The category was not saved: correct the marked fields.')).toBeInTheDocument();
    expect(within(inline).getByRole('textbox', { name: 'New category: name' })).toHaveAccessibleDescription(
      'Name another category is already called "Tally"',
    );
    expect(made).toHaveLength(1);
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveValue('');

    await user.click(within(inline).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByRole('group', { name: 'New category' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'New category…' })).toHaveFocus());
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('GST rates for 2026');
    expect(screen.getByRole('dialog', { name: 'New article' })).toBeInTheDocument();
  });
});

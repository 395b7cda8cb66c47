import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { MAX_FORM_FILES } from '@common/kinds/forms';
import { expectConsoleError } from '@common/testing/console';
import { formField } from '@common/testing/form-field';
import { server } from '@/testing/msw-server';

import { CONTENT, ok, recordChanges, renderEditor, serveLists } from '@/testing/staff/content-testing';

const TOO_MANY = `must not be a file: a form takes at most ${MAX_FORM_FILES} file fields, as a visitor sends at most ${MAX_FORM_FILES} files. Remove a file field or choose another type.`;

/** A careers form with the most file fields a form takes. */
const careers = {
  id: 3,
  position: 0,
  version: 1,
  title: 'Careers',
  fields: [
    formField('Your name'),
    ...Array.from({ length: MAX_FORM_FILES }, (_, at) => formField(`Document ${at + 1}`, { type: 'file', required: false })),
  ],
  submit_label: 'Apply',
  confirmation: 'Thank you.',
  redirect: '',
  reply: '',
  notify: '',
};

describe('a form’s fields in the editor', () => {
  it('say at the Add button that the form has the most file fields, and mark a field past them before and after a save', async () => {
    expectConsoleError(/API PATCH .*forms\/3 failed/);
    const user = userEvent.setup();
    serveLists({ forms: [careers], pages: [] });
    server.use(http.get(`${CONTENT}/forms/3`, () => ok(careers)));
    recordChanges('patch', '/forms/3', () =>
      HttpResponse.json(
        {
          success: false,
          message: 'The form was not saved: correct the marked fields.',
          fields: { [`fields[${MAX_FORM_FILES + 1}].type`]: TOO_MANY },
        },
        { status: 400 },
      ),
    );
    renderEditor('?kind=forms');
    await user.click(await screen.findByRole('button', { name: 'Edit Careers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit form “Careers”' });
    const fields = within(dialog).getByRole('group', { name: 'Fields' });
    expect(fields).toHaveAccessibleDescription(
      expect.stringContaining(`A form takes at most ${MAX_FORM_FILES} file fields, and this one has them`),
    );

    await user.click(within(fields).getByRole('button', { name: 'Add a field' }));
    const added = within(fields).getByRole('group', { name: `Field ${MAX_FORM_FILES + 2}` });
    expect(within(added).getByLabelText('Type')).not.toHaveAccessibleDescription(expect.stringContaining('must not be a file'));
    await user.selectOptions(within(added).getByLabelText('Type'), 'File (PDF, JPEG or PNG)');
    expect(within(added).getByLabelText('Type')).toHaveAccessibleDescription(expect.stringContaining(`Type ${TOO_MANY}`));

    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The form was not saved: correct the marked fields.');
    await waitFor(() => expect(within(added).getByLabelText('Type')).toHaveFocus());
    expect(within(added).getByLabelText('Type')).toHaveAccessibleDescription(expect.stringContaining(`Type ${TOO_MANY}`));

    // Made a short text, the field no longer says it must not be a file: not even the refused save's message.
    await user.selectOptions(within(added).getByLabelText('Type'), 'Short text');
    expect(within(added).getByLabelText('Type')).not.toHaveAccessibleDescription(expect.stringContaining('must not be a file'));
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/testing/msw-server';

import { CONTENT, draftHandlers, ok, pendingDraft, recordChanges, renderEditor } from '@/testing/staff/content-testing';

const SETTINGS = {
  id: 1,
  position: 0,
  version: 3,
  company_name: 'Dexterity',
  tagline: 'Trusted Tally 5-Star Partner & ERP Experts',
  legal_name: 'Dexterity Consultants',
  partner_since: 2011,
  phone: '+91 98220 45110',
  phone_2: '',
  email: 'info@dexterityconsultants.in',
  street: 'Office 402, Shreenath Plaza',
  locality: 'Pune',
  region: 'Maharashtra',
  postal_code: '411005',
  whatsapp_number: '919822045110',
  whatsapp_message: 'Hi',
  linkedin_url: '',
  instagram_url: '',
  map_embed_url: 'https://www.google.com/maps?q=Pune&output=embed',
  office_hours: 'Monday to Saturday, 10:00 to 19:00 IST',
};

function serveSettings(drafts: unknown[] = []) {
  server.use(
    http.get(`${CONTENT}/site-settings`, () => ok({ ...SETTINGS, draft: null })),
    ...draftHandlers(() => drafts as never[]),
  );
}

describe('the site settings in the editor', () => {
  it('show every field as it is live, with Edit and History, and no list, New, Move or Delete', async () => {
    serveSettings();
    renderEditor('?kind=site-settings');
    const section = await screen.findByRole('region', { name: 'Site settings' });
    const terms = within(section)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms.slice(0, 5)).toEqual(['Company name', 'Tagline', 'Legal name', 'Tally partner since (year)', 'Main phone']);
    expect(within(section).getByText('+91 98220 45110')).toBeInTheDocument();
    // An empty second phone says so rather than showing nothing.
    expect(within(section).getAllByText('(empty)').length).toBeGreaterThan(0);
    expect(within(section).getByRole('button', { name: 'Edit site settings' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'History' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^New / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete|Move/ })).not.toBeInTheDocument();
  });

  it('are changed in the form at their own address, naming the version they were opened with', async () => {
    const user = userEvent.setup();
    serveSettings();
    const sent = recordChanges('patch', '/site-settings', () => ok({ ...SETTINGS, phone: '+91 98220 00000', version: 4, draft: null }));
    renderEditor('?kind=site-settings');
    await user.click(await screen.findByRole('button', { name: 'Edit site settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit site settings' });
    await user.clear(within(dialog).getByLabelText('Main phone'));
    await user.type(within(dialog).getByLabelText('Main phone'), '+91 98220 00000');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Site settings published.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ ifMatch: '"3"', body: { phone: '+91 98220 00000', email: SETTINGS.email } });
  });

  it('say which number the chat button opens: the main phone’s while the WhatsApp number is empty, else that one', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`${CONTENT}/site-settings`, () => ok({ ...SETTINGS, whatsapp_number: '', draft: null })),
      ...draftHandlers(() => []),
    );
    renderEditor('?kind=site-settings');
    await user.click(await screen.findByRole('button', { name: 'Edit site settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit site settings' });
    expect(within(dialog).getByText('The chat button opens a WhatsApp chat with 919822045110: the main phone’s.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Main phone'));
    await user.type(within(dialog).getByLabelText('Main phone'), '98220 00000');
    expect(within(dialog).getByText('The chat button opens a WhatsApp chat with 919822000000: the main phone’s.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('WhatsApp number'), '917700011122');
    expect(
      within(dialog).getByText('The chat button opens a WhatsApp chat with 917700011122, set apart from the main phone.'),
    ).toBeInTheDocument();
  });

  it('are marked while a draft of them waits', async () => {
    serveSettings([pendingDraft(5, { kind: 'site-settings', item_id: 1, title: 'Dexterity', values: { ...SETTINGS }, changes: [] })]);
    renderEditor('?kind=site-settings');
    const section = await screen.findByRole('region', { name: /Site settings/ });
    expect(within(section).getByText('Draft')).toBeInTheDocument();
    expect(section).toHaveTextContent('the draft waits in Pending changes');
  });
});

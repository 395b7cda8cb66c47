import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { server } from '@/testing/msw-server';

import type { StaffEnquiry } from '../api/enquiries';

import { ME, ok, recordQueries, renderStaff, STAFF, staffEnquiry } from '@/testing/staff/desk-testing';
import { EnquiryContact } from './enquiry-contact';
import { EnquiryFields } from './enquiry-fields';
import { EnquiryFollowUp } from './enquiry-follow-up';

const RAVI = { id: 7, email: 'ravi@example.in' };

/** The enquiry page's parts that show and change the desk's fields, kept in step as the page keeps them. */
function Page({ initial }: { initial: StaffEnquiry }) {
  const [enquiry, setEnquiry] = useState(initial);
  return (
    <>
      <EnquiryContact enquiry={enquiry} company="Dexterity" />
      <EnquiryFields enquiry={enquiry} files={[]} />
      <EnquiryFollowUp enquiry={enquiry} onChanged={setEnquiry} />
    </>
  );
}

/** Answers PATCH /enquiries/1 by applying the change, and records each body sent. */
function recordChanges(enquiry: StaffEnquiry) {
  const bodies: unknown[] = [];
  let current = enquiry;
  server.use(
    http.patch(`${STAFF}/enquiries/1`, async ({ request }) => {
      const change = (await request.json()) as Partial<StaffEnquiry>;
      bodies.push(change);
      const assignee =
        change.assigned_to === undefined ? current.assignee : ([ME, RAVI].find((p) => p.id === change.assigned_to)?.email ?? '');
      current = { ...current, ...change, assignee };
      return ok({ enquiry: current });
    }),
  );
  return bodies;
}

const enquiry = staffEnquiry(1, {
  full_name: 'Rohan Deshpande',
  phone: '98220 45110',
  email: 'rohan@deshpande-steel.in',
  service_name: 'Payroll training',
});

describe('the enquiry page’s sales desk', () => {
  it('offers a call, a WhatsApp reply naming the company and the service, and an e-mail', async () => {
    recordQueries('/people', () => ({ people: [ME, RAVI] }));
    renderStaff(<Page initial={enquiry} />, '/staff/enquiries/1');
    const answer = screen.getByRole('list', { name: 'Answer this enquiry' });
    expect(within(answer).getByRole('link', { name: 'Call 98220 45110' })).toHaveAttribute('href', 'tel:9822045110');
    const whatsapp = within(answer).getByRole('link', { name: 'WhatsApp (opens in a new tab)' });
    expect(whatsapp).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/919822045110\?text=/));
    expect(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')).toBe(
      'Hello Rohan, this is Dexterity, answering your enquiry about Payroll training. When would be a good time to talk?',
    );
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(answer).getByRole('link', { name: 'E-mail rohan@deshpande-steel.in' })).toHaveAttribute(
      'href',
      'mailto:rohan@deshpande-steel.in?subject=Your%20enquiry%20to%20Dexterity%20about%20Payroll%20training',
    );
    await screen.findByRole('option', { name: RAVI.email });
  });

  it('names a follow-up day outside 1900 to 2100 at its box, keeps it, and saves nothing', async () => {
    recordQueries('/people', () => ({ people: [ME, RAVI] }));
    const bodies = recordChanges(enquiry);
    renderStaff(<Page initial={enquiry} />, '/staff/enquiries/1');
    const user = userEvent.setup();
    const day = screen.getByLabelText('Follow up on');
    await user.type(day, '3000-01-15');
    // Where the box is the last thing on a phone's screen, its message is brought into view with it.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      await user.click(screen.getByRole('button', { name: 'Save follow-up' }));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
    expect(scrolled.mock.contexts).toEqual([screen.getByText('Choose a day between 1900 and 2100.')]);
    expect(day).toHaveAccessibleDescription('Choose a day between 1900 and 2100.');
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(day).toHaveFocus();
    expect(day).toHaveValue('3000-01-15');
    expect(bodies).toEqual([]);
    await user.clear(day);
    await user.type(day, '2026-12-15');
    await user.click(screen.getByRole('button', { name: 'Save follow-up' }));
    expect(await screen.findByText('Assigned to nobody; follow up on 15 Dec 2026.')).toBeInTheDocument();
    expect(day).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('assigns to me in one tap, then to another member with a follow-up day, and shows what was saved', async () => {
    recordQueries('/people', () => ({ people: [ME, RAVI] }));
    const bodies = recordChanges(enquiry);
    renderStaff(<Page initial={enquiry} />, '/staff/enquiries/1');
    const user = userEvent.setup();
    const mine = await screen.findByRole('button', { name: 'Assign to me' });
    await waitFor(() => expect(mine).toBeEnabled());
    await user.click(mine);
    expect(await screen.findByText('Assigned to meera@example.in; no follow-up day.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign to me' })).toBeDisabled();
    expect(screen.getByText('Assigned to', { selector: 'dt' }).nextSibling).toHaveTextContent(ME.email);

    await user.selectOptions(screen.getByLabelText('Assigned to'), RAVI.email);
    await user.type(screen.getByLabelText('Follow up on'), '2026-11-24');
    await user.click(screen.getByRole('button', { name: 'Save follow-up' }));
    expect(await screen.findByText('Assigned to ravi@example.in; follow up on 24 Nov 2026.')).toBeInTheDocument();
    expect(screen.getByText('Follow up on', { selector: 'dt' }).nextSibling).toHaveTextContent('24 Nov 2026');
    expect(bodies).toEqual([{ assigned_to: ME.id }, { assigned_to: RAVI.id, follow_up_on: '2026-11-24' }]);

    await user.selectOptions(screen.getByLabelText('Assigned to'), 'Nobody');
    await user.clear(screen.getByLabelText('Follow up on'));
    await user.click(screen.getByRole('button', { name: 'Save follow-up' }));
    expect(await screen.findByText('Assigned to nobody; no follow-up day.')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ assigned_to: null, follow_up_on: null });
  });
});

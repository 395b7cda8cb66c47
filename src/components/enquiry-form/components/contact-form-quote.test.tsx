// The contact form as a quote request opens it (summary, scrolled into view, focused, the service, plan
// and page recorded), and the phone-or-email rule: either is enough, neither is refused beside both.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { hrefs } from '@common/paths';
import { enquiryMessages } from '@common/enquiry-rules';
import { recordEnquiryPosts } from '@/testing/enquiry-posts';

import { readQuoteRequest } from '../lib/quote-details';

import { ContactForm } from './contact-form';

const office = { phone: '+91 98220 45110', phoneHref: 'tel:+919822045110', email: 'info@dexterityconsultants.in' };

/** The quote a plan's 'Get a Quote' on a service page asks for. */
const cloudTeam = readQuoteRequest(
  new URL(hrefs.contactQuote({ service: 'Tally on Cloud', plan: 'Cloud Team', from: '/service/service-2' }), 'http://localhost')
    .searchParams,
)!;

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.click(screen.getByRole('textbox', { name: new RegExp(`^${label.replace('?', '\\?')}`) }));
    await user.paste(value);
  }
  await user.click(screen.getByRole('checkbox', { name: /privacy notice/ }));
}

const scrolled = vi.fn();

afterEach(() => {
  scrolled.mockReset();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('a quote request', () => {
  it('opens the form scrolled into view and focused, with a summary of the service and plan as its description', async () => {
    Element.prototype.scrollIntoView = scrolled;
    render(<ContactForm title="Send us your requirement" contact={office} quote={cloudTeam} />);
    const form = screen.getByRole('form', { name: 'Send us your requirement' });
    await waitFor(() => expect(form).toHaveFocus());
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(form);
    expect(form).toHaveAccessibleDescription('Your quote request Service Tally on Cloud Plan Cloud Team');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Service', 'Plan']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['Tally on Cloud', 'Cloud Team']);
    // Above the fields: the first thing in the form.
    expect(form.firstElementChild).toHaveTextContent(/^Your quote request/);
  });

  it('names only what the link named, and a plain visit shows no summary and leaves focus and scroll alone', async () => {
    Element.prototype.scrollIntoView = scrolled;
    const { unmount } = render(<ContactForm title="Send us your requirement" contact={office} quote={{ ...cloudTeam, plan: '' }} />);
    await waitFor(() => expect(screen.getByRole('form')).toHaveAccessibleDescription('Your quote request Service Tally on Cloud'));
    expect(screen.queryByText('Plan')).toBeNull();
    unmount();
    scrolled.mockReset();

    render(<ContactForm title="Send us your requirement" contact={office} />);
    expect(screen.queryByText('Your quote request')).toBeNull();
    expect(screen.getByRole('form')).not.toHaveFocus();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('records the service, the plan and the page the visitor chose from', async () => {
    const posts = recordEnquiryPosts();
    const user = userEvent.setup();
    render(<ContactForm title="Send us your requirement" contact={office} quote={cloudTeam} />);
    await fill(user, { 'Full name': 'Asha Kulkarni', Phone: '+91 98220 45110', 'What do you need?': 'Ten users in two offices.' });
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      service_name: 'Tally on Cloud',
      plan_name: 'Cloud Team',
      sent_from_page: '/service/service-2',
      page_details: 'Quote for Tally on Cloud (plan: Cloud Team)',
    });
  });
});

describe('a phone or an e-mail', () => {
  it('a phone alone is enough', async () => {
    const posts = recordEnquiryPosts();
    const user = userEvent.setup();
    render(<ContactForm title="Send us your requirement" contact={office} />);
    await fill(user, { 'Full name': 'Asha Kulkarni', Phone: '020 2553 4110', 'What do you need?': 'Payroll for 40 staff.' });
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ phone: '020 2553 4110', email: '' });
  });

  it('an e-mail alone is enough', async () => {
    const posts = recordEnquiryPosts();
    const user = userEvent.setup();
    render(<ContactForm title="Send us your requirement" contact={office} />);
    await fill(user, { 'Full name': 'Asha Kulkarni', Email: 'asha@kulkarni-traders.in', 'What do you need?': 'Payroll for 40 staff.' });
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ phone: '', email: 'asha@kulkarni-traders.in' });
  });

  it('with neither, both fields say so, the phone takes focus and nothing is sent; a bad e-mail is still refused', async () => {
    const posts = recordEnquiryPosts();
    const user = userEvent.setup();
    render(<ContactForm title="Send us your requirement" contact={office} />);
    await fill(user, { 'Full name': 'Asha Kulkarni', 'What do you need?': 'Payroll for 40 staff.' });
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    const phone = screen.getByRole('textbox', { name: /^Phone/ });
    const email = screen.getByRole('textbox', { name: /^Email/ });
    expect(phone).toHaveAccessibleDescription(enquiryMessages.contactRequired);
    expect(email).toHaveAccessibleDescription(enquiryMessages.contactRequired);
    expect(phone).toHaveFocus();

    await user.click(phone);
    await user.paste('98220 45110');
    await user.click(email);
    await user.paste('asha@');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(email).toHaveAccessibleDescription(enquiryMessages.emailInvalid);
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(posts).toEqual([]);
  });
});

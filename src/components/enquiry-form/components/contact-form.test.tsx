import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { enquiryMessages } from '@common/enquiry-rules';
import { expectConsoleError } from '@common/testing/console';
import { recordEnquiryPosts } from '@/testing/enquiry-posts';
import { server } from '@/testing/msw-server';
import { apiPaths } from '@common/api-contract';

import { LanguageProvider } from '@/lib/language';
import mr from '@/i18n/mr.json';
import { formatterOf } from '@common/message-format';

import { contactFormCopy } from '../contact-form-copy';

import { ContactForm } from './contact-form';

const typed = {
  'Full name': 'Asha Kulkarni',
  Email: 'asha@kulkarni-traders.in',
  Phone: '+91 98220 45110',
  'Which service?': 'TallyPrime Gold',
  'What do you need?': 'Three branches, GST e-invoicing and payroll.',
};

/** The company's phone and e-mail, as the contact page passes them. */
const office = { phone: '+91 98220 45110', phoneHref: 'tel:+919822045110', email: 'info@dexterityconsultants.in' };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escaped(label)}`)) as HTMLInputElement;

function setup() {
  const user = userEvent.setup();
  render(<ContactForm title="Send us your requirement" contact={office} />);
  return user;
}

async function fillAll(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof typed> = typed) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value) {
      await user.click(field(label));
      await user.paste(value);
    }
  }
  const consent = screen.getByRole('checkbox', { name: /privacy notice/ });
  if (!(consent as HTMLInputElement).checked) await user.click(consent);
}

function expectFieldError(label: string, message: string) {
  const input = field(label);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(message);
  const id = input.getAttribute('aria-describedby')!;
  expect(document.getElementById(id)).toHaveTextContent(message);
  // Shown beside its field.
  expect(input.parentElement).toContainElement(document.getElementById(id));
}

function expectTypedTextKept() {
  for (const [label, value] of Object.entries(typed)) expect(field(label)).toHaveValue(value);
}

afterEach(() => {
  vi.useRealTimers();
});

// Typing and rendering run slowly on a busy machine: the default 5 s is too tight.
describe('ContactForm', { timeout: 30_000 }, () => {
  it('starts with the page details of a quote request, sends them, and keeps what the visitor changed', async () => {
    const bodies = recordEnquiryPosts();
    const user = userEvent.setup();
    const cloud = {
      service: 'Tally on Cloud',
      plan: 'Cloud Team',
      from: '/service/service-4',
      pageDetails: 'Quote for Tally on Cloud (plan: Cloud Team)',
    };
    const { rerender } = render(<ContactForm title="Send us your requirement" contact={office} quote={cloud} />);
    expect(field('Which service?')).toHaveValue('Quote for Tally on Cloud (plan: Cloud Team)');
    await fillAll(user, { 'Full name': typed['Full name'], Email: typed.Email, 'What do you need?': typed['What do you need?'] });
    await user.type(field('Which service?'), ', 8 users');
    // A new request while the visitor is typing does not overwrite the field.
    const basic = { service: '', plan: 'Basic Care', from: '/', pageDetails: 'Quote for the plan: Basic Care' };
    rerender(<ContactForm title="Send us your requirement" contact={office} quote={basic} />);
    expect(field('Which service?')).toHaveValue('Quote for Tally on Cloud (plan: Cloud Team), 8 users');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ page_details: 'Quote for Tally on Cloud (plan: Cloud Team), 8 users' });
  });

  it('has plainly labelled fields, a plain-text email input, a Send enquiry submit button and a hidden honeypot', () => {
    setup();
    for (const label of Object.keys(typed))
      expect(screen.getByRole('textbox', { name: new RegExp(`^${escaped(label)}`) })).toBeInTheDocument();
    // In the order a visitor fills them: the phone before the e-mail (the company calls back).
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual([
      'full_name',
      'phone',
      'email',
      'page_details',
      'project_brief',
    ]);
    expect(screen.queryByRole('button', { name: 'Learn More' })).toBeNull();
    expect(field('Email')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
    expect(screen.getAllByRole('textbox')).toHaveLength(5);

    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /empty/i })).toBeNull();
  });

  it('shows each required-field message beside its field, moves focus to the first and sends nothing', async () => {
    const posts = recordEnquiryPosts();
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    expectFieldError('Full name', enquiryMessages.fullNameRequired);
    // Neither a phone nor an e-mail: both fields say one of them is needed.
    expectFieldError('Phone', enquiryMessages.contactRequired);
    expectFieldError('Email', enquiryMessages.contactRequired);
    expectFieldError('What do you need?', enquiryMessages.projectBriefRequired);
    expect(field('Which service?')).not.toHaveAttribute('aria-invalid');
    expect(field('Which service?')).not.toHaveAttribute('aria-describedby');
    expect(field('Full name')).toHaveFocus();
    expect(posts).toEqual([]);
  });

  it('shows the format and length messages, focusing the first field in error', async () => {
    const posts = recordEnquiryPosts();
    const user = setup();
    await fillAll(user, { ...typed, Email: 'asha@', Phone: '98220 ext 5', 'Which service?': 'p'.repeat(501) });
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(field('Full name')).not.toHaveAttribute('aria-invalid');
    expectFieldError('Email', enquiryMessages.emailInvalid);
    expectFieldError('Phone', enquiryMessages.phoneCharacters);
    expectFieldError('Which service?', enquiryMessages.pageDetailsTooLong);
    // The phone comes before the e-mail on the form: it takes focus first.
    expect(field('Phone')).toHaveFocus();

    await fillAll(user, { Email: 'asha@example.in', Phone: '12345', 'Which service?': '' });
    await user.click(field('What do you need?'));
    await user.paste('b'.repeat(5000));
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expectFieldError('Phone', enquiryMessages.phoneLength);
    expectFieldError('What do you need?', enquiryMessages.projectBriefTooLong);
    expect(field('Phone')).toHaveFocus();
    expect(posts).toEqual([]);
  });

  it('limits the full name to 120 characters after trimming', async () => {
    const posts = recordEnquiryPosts();
    const user = setup();
    await fillAll(user, { ...typed, 'Full name': 'a'.repeat(121) });
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expectFieldError('Full name', enquiryMessages.fullNameTooLong);
    expect(posts).toEqual([]);
  });

  it('while sending, disables the button, keeps its name and shows progress; then confirms and clears the form', async () => {
    let answer: () => void = () => undefined;
    const posts = recordEnquiryPosts(async () => {
      await new Promise<void>((resolve) => (answer = resolve));
      return HttpResponse.json({ success: true, message: 'Thank you!' }, { status: 201 });
    });
    const user = setup();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    const button = screen.getByRole('button', { name: 'Send enquiry' });
    expect(button).toBeDisabled();
    expect(button.querySelector('.spinner-border')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(contactFormCopy.sending);
    expect(screen.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      full_name: typed['Full name'],
      email: typed.Email,
      phone: typed.Phone,
      page_details: typed['Which service?'],
      project_brief: typed['What do you need?'],
      website: '',
      consent_version: contactFormCopy.consent.version,
      sent_from_page: '/',
      service_name: '',
      plan_name: '',
    });

    act(() => answer());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(contactFormCopy.sent));
    for (const label of Object.keys(typed)) expect(field(label)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send enquiry' }).querySelector('.spinner-border')).toBeNull();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows the server’s field messages beside their fields when it refuses the enquiry', async () => {
    expectConsoleError(/API POST \/api\/contact\/ failed/);
    recordEnquiryPosts(() =>
      HttpResponse.json(
        {
          success: false,
          message: 'Please correct the highlighted fields and send the enquiry again.',
          errors: { email: 'This address cannot receive e-mail.', phone: 'That number looks incomplete.', unknown: 'ignored' },
        },
        { status: 400 },
      ),
    );
    const user = setup();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expectFieldError('Email', 'This address cannot receive e-mail.'));
    expectFieldError('Phone', 'That number looks incomplete.');
    expect(field('Phone')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(contactFormCopy.fieldsRefused);
    expectTypedTextKept();
  });

  it('keeps everything typed and shows an error when the server fails (500)', async () => {
    expectConsoleError(/API POST \/api\/contact\/ failed/);
    recordEnquiryPosts(() => HttpResponse.json({ success: false, message: 'The server could not answer.' }, { status: 500 }));
    const user = setup();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    const alert = await screen.findByText(contactFormCopy.unavailable);
    expect(screen.getByRole('alert')).toContainElement(alert);
    expect(within(screen.getByRole('alert')).getByRole('link', { name: /98220 45110/ })).toHaveAttribute('href', 'tel:+919822045110');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: office.email })).toHaveAttribute('href', `mailto:${office.email}`);
    expectTypedTextKept();
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps everything typed and shows an error on a network failure, and sends again on retry', async () => {
    expectConsoleError(/API POST \/api\/contact\/ failed/);
    server.use(http.post(`*${apiPaths.contact}`, () => HttpResponse.error(), { once: true }));
    const user = setup();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(contactFormCopy.unavailable);
    expect(screen.getByRole('alert')).toHaveTextContent(contactFormCopy.keptNote);
    expectTypedTextKept();

    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(contactFormCopy.sent));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('keeps everything typed and shows an error when the server does not answer within the timeout', async () => {
    expectConsoleError(/API POST \/api\/contact\/ failed/);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reached = false;
    server.use(
      http.post(`*${apiPaths.contact}`, async () => {
        reached = true;
        await delay('infinite');
        return HttpResponse.json({ success: true });
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<ContactForm title="Send us your requirement" contact={office} />);
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(reached).toBe(true));
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 100));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(contactFormCopy.timeout));
    expectTypedTextKept();
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
  });

  it('shows the server’s own message when it refuses the enquiry as a whole (too many)', async () => {
    expectConsoleError(/API POST \/api\/contact\/ failed/);
    const tooMany = 'You have sent several enquiries in a short time. Please try again in 10 minutes.';
    recordEnquiryPosts(() => HttpResponse.json({ success: false, message: tooMany }, { status: 429 }));
    const user = setup();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
    // The server said when: the note under it offers the phone and e-mail without saying "try again" once more.
    expect(screen.getByRole('alert')).toHaveTextContent(contactFormCopy.keptNoteLimited);
    expect(screen.getByRole('alert')).not.toHaveTextContent(/in a moment/);
    expectTypedTextKept();
  });

  it('says in Marathi on a Marathi page that too many enquiries were sent (the server says it in English)', async () => {
    expectConsoleError(/API POST \/api\/contact\/ failed/);
    recordEnquiryPosts(() => HttpResponse.json({ success: false, message: 'Please try again in 10 minutes.' }, { status: 429 }));
    const user = userEvent.setup();
    render(
      <LanguageProvider value={{ lang: 'mr', format: formatterOf(mr, 'mr') }}>
        <ContactForm title="Send us your requirement" contact={office} />
      </LanguageProvider>,
    );
    for (const [label, value] of Object.entries(typed)) await user.type(field(mr[label as keyof typeof mr]), value);
    await user.click(screen.getByRole('checkbox', { name: new RegExp(mr['privacy notice']) }));
    await user.click(screen.getByRole('button', { name: mr['Send enquiry'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      mr['You have sent several enquiries in a short time. Please try again later, or call or e-mail us directly.'],
    );
    expect(screen.getByRole('alert')).toHaveTextContent(mr['Everything you typed is still here. To reach us sooner, call or e-mail:']);
  });

  it('sends a filled honeypot along, so the server can drop it', async () => {
    const posts = recordEnquiryPosts();
    const user = setup();
    await fillAll(user);
    document.querySelector<HTMLInputElement>('input[name="website"]')!.value = 'https://spam.example';
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ website: 'https://spam.example' });
  });
});

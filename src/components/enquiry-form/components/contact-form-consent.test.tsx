// The contact form's consent box and the context an enquiry carries (consent version, page, utm_*).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { enquiryMessages } from '@common/enquiry-rules';
import { captureVisit } from '@/lib/visit-context';
import { recordEnquiryPosts } from '@/testing/enquiry-posts';

import { contactFormCopy } from '../contact-form-copy';

import { ContactForm } from './contact-form';

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Full name/), 'Asha Kulkarni');
  await user.type(screen.getByLabelText(/^Email/), 'asha@kulkarni-traders.in');
  await user.type(screen.getByLabelText(/^What do you need\?/), 'GST e-invoicing for three branches.');
}

const office = { phone: '+91 98220 45110', phoneHref: 'tel:+919822045110', email: 'info@dexterityconsultants.in' };

const consentBox = () => screen.getByRole('checkbox', { name: /privacy notice/ });

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the consent box', () => {
  it('starts unticked, links to the privacy notice, and is required: its message beside it, focus on it, nothing sent', async () => {
    const posts = recordEnquiryPosts();
    const user = userEvent.setup();
    render(<ContactForm title="Send us your requirement" contact={office} />);
    expect(consentBox()).not.toBeChecked();
    expect(screen.getByRole('link', { name: contactFormCopy.consent.link })).toHaveAttribute('href', '/privacy');

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(consentBox()).toHaveAttribute('aria-invalid', 'true');
    expect(consentBox()).toHaveAccessibleDescription(enquiryMessages.consentRequired);
    expect(consentBox()).toHaveFocus();
    expect(posts).toHaveLength(0);
  });

  it('sends the consent version, the page and the landing page’s utm_* kept for the visit', async () => {
    window.history.replaceState(null, '', '/service?utm_source=newsletter&utm_campaign=gst-2026&utm_id=ignored');
    captureVisit();
    window.history.replaceState(null, '', '/contact?utm_source=later');
    captureVisit();
    const posts = recordEnquiryPosts();
    const user = userEvent.setup();
    render(<ContactForm title="Send us your requirement" contact={office} />);
    await fillRequired(user);
    await user.click(consentBox());
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      consent_version: contactFormCopy.consent.version,
      sent_from_page: '/contact',
      utm_source: 'newsletter',
      utm_campaign: 'gst-2026',
    });
    expect(posts[0]).not.toHaveProperty('utm_id');
    expect(document.cookie).toBe('');
  });
});

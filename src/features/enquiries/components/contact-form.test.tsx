import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ContactForm } from './contact-form';

describe('ContactForm', () => {
  it('has labelled fields, a plain-text email input and a Learn More button', () => {
    render(<ContactForm title="Contact form" />);
    for (const label of [/Full name/, /Email/, /Phone/, /Page details/, /Project brief/]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Learn More' })).toHaveAttribute('type', 'submit');
  });

  it('sends nothing and keeps what was typed when submitted', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<ContactForm title="Contact form" />);
    await user.type(screen.getByLabelText(/Full name/), 'Asha Kulkarni');
    await user.type(screen.getByLabelText(/Project brief/), 'TallyPrime for three branches');
    const submitted = vi.fn((event: SubmitEvent) => event.defaultPrevented);
    document.addEventListener('submit', (event) => submitted(event as SubmitEvent));
    await user.click(screen.getByRole('button', { name: 'Learn More' }));
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted.mock.results[0]?.value).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Asha Kulkarni');
    expect(screen.getByLabelText(/Project brief/)).toHaveValue('TallyPrime for three branches');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { commentForm } from '@/samples/copy/blog-details';

import { CommentForm } from './comment-form';

describe('CommentForm', () => {
  it('keeps what was typed and cancels any submit', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    render(<CommentForm content={commentForm} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Anil Deshmukh');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'anil@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Very useful.');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '{Enter}');

    const form = screen.getByRole('form', { name: 'Leave A Reply' });
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    fireEvent(form, submit);
    expect(submit.defaultPrevented).toBe(true);

    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Anil Deshmukh');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('anil@example.com');
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Very useful.');
  });
});

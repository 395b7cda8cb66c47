import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { VideoModalButton } from './video-modal-button';

function renderButton() {
  render(<VideoModalButton videoId="abc123" videoTitle="TallyPrime in two minutes" label="Play video: TallyPrime in two minutes" />);
  return screen.getByRole('button', { name: 'Play video: TallyPrime in two minutes' });
}

describe('VideoModalButton', () => {
  it('opens a dialog with a titled privacy-enhanced iframe', async () => {
    const user = userEvent.setup();
    const button = renderButton();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(button);

    // The modal's code arrives with the first opening.
    const dialog = await screen.findByRole('dialog', { name: 'TallyPrime in two minutes' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const frame = screen.getByTitle('TallyPrime in two minutes');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc123?rel=0&autoplay=1');
  });

  it('closes with the close button, blanks the source and returns focus to the play button', async () => {
    const user = userEvent.setup();
    const button = renderButton();
    await user.click(button);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close the video' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTitle('TallyPrime in two minutes')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes with Escape and by clicking the overlay', async () => {
    const user = userEvent.setup();
    const button = renderButton();
    await user.click(button);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes from the keyboard on its close button', async () => {
    const user = userEvent.setup();
    const button = renderButton();
    await user.click(button);
    await screen.findByRole('dialog');
    screen.getByRole('button', { name: 'Close the video' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('loads a fresh source when opened again', async () => {
    const user = userEvent.setup();
    const button = renderButton();
    await user.click(button);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await user.click(button);
    expect(screen.getByTitle('TallyPrime in two minutes')).toHaveAttribute('src', expect.stringContaining('/embed/abc123'));
  });
});

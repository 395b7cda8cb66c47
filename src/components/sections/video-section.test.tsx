import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { VideoSection } from './video-section';

function renderVideo() {
  render(
    <VideoSection
      content={{
        videoId: 'abc123',
        videoTitle: 'How Dexterity implements TallyPrime',
        thumbnailSrc: '/thumb.svg',
        thumbnailAlt: 'A consultant walking a client through a TallyPrime dashboard',
        title: 'See how we work',
      }}
    />,
  );
}

describe('VideoSection', () => {
  it('starts with the thumbnail, a play button and no embed (no request to YouTube)', () => {
    renderVideo();
    expect(screen.getByRole('img', { name: /TallyPrime dashboard/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play video: How Dexterity implements TallyPrime' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.querySelector('[data-playing]')).toHaveAttribute('data-playing', 'false');
  });

  it('sets the privacy-enhanced source and the playing flag on click, and toggles back', async () => {
    const user = userEvent.setup();
    renderVideo();
    await user.click(screen.getByRole('button', { name: /Play video/ }));
    const frame = screen.getByTitle('How Dexterity implements TallyPrime');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc123?rel=0&autoplay=1');
    expect(document.querySelector('[data-playing]')).toHaveAttribute('data-playing', 'true');

    await user.click(screen.getByRole('button', { name: 'Close video' }));
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.querySelector('[data-playing]')).toHaveAttribute('data-playing', 'false');
    expect(screen.getByRole('button', { name: /Play video/ })).toBeInTheDocument();
  });
});

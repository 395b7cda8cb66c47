import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { portfolioProject } from '@/content/portfolio-details';

import { ProjectGallery } from './project-gallery';

const [first, second, third, fourth] = portfolioProject.gallery;

function mainImage() {
  return screen.getByRole('group', { name: 'Project gallery' }).querySelector('figure img');
}

describe('ProjectGallery', () => {
  it('changes the main image from the thumbnails, the arrow keys, Home, End and the previous/next buttons', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    render(<ProjectGallery label="Project gallery" images={portfolioProject.gallery} />);
    const thumbs = screen.getAllByRole('button', { name: /^Show image/ });
    expect(thumbs).toHaveLength(4);
    expect(mainImage()).toHaveAttribute('alt', first!.alt);
    expect(screen.getByText('Image 1 of 4')).toBeInTheDocument();

    await user.click(thumbs[2]!);
    expect(mainImage()).toHaveAttribute('alt', third!.alt);
    expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'false');

    await user.keyboard('{ArrowRight}');
    expect(thumbs[3]).toHaveFocus();
    expect(mainImage()).toHaveAttribute('alt', fourth!.alt);
    await user.keyboard('{ArrowRight}');
    expect(thumbs[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(thumbs[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(thumbs[0]).toHaveFocus();
    expect(mainImage()).toHaveAttribute('alt', first!.alt);

    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(mainImage()).toHaveAttribute('alt', fourth!.alt);
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(mainImage()).toHaveAttribute('alt', second!.alt);
    expect(screen.getByText('Image 2 of 4')).toBeInTheDocument();
  });
});

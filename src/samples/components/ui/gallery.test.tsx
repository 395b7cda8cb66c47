import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { GalleryImage, GalleryStepperCopy } from '@/samples/types/gallery';

import { Gallery } from './gallery';

const images: GalleryImage[] = ['dashboard', 'table', 'phone', 'training'].map((name) => ({
  src: `/images/${name}.webp`,
  alt: `The ${name} picture`,
  width: 960,
  height: 600,
}));
const [first, second, third, fourth] = images;

const stepperCopy: GalleryStepperCopy = {
  previous: 'Previous image',
  next: 'Next image',
  thumbnailsLabel: 'Choose an image',
  show: (index, total) => `Show image ${index} of ${total}`,
  position: (index, total) => `Image ${index} of ${total}`,
};

function mainImage(name: string) {
  return screen.getByRole('group', { name }).querySelector('figure img');
}

describe('Gallery', () => {
  it(
    'changes the main image from the thumbnails, the arrow keys, Home, End and the previous/next buttons',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup({ delay: null });
      render(<Gallery look="project" label="Project gallery" images={images} copy={stepperCopy} />);
      const thumbs = screen.getAllByRole('button', { name: /^Show image/ });
      expect(thumbs).toHaveLength(4);
      expect(screen.getByRole('list', { name: 'Choose an image' })).toBeInTheDocument();
      expect(mainImage('Project gallery')).toHaveAttribute('alt', first!.alt);
      expect(screen.getByText('Image 1 of 4')).toBeInTheDocument();

      await user.click(thumbs[2]!);
      expect(mainImage('Project gallery')).toHaveAttribute('alt', third!.alt);
      expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');
      expect(thumbs[0]).toHaveAttribute('aria-pressed', 'false');

      await user.keyboard('{ArrowRight}');
      expect(thumbs[3]).toHaveFocus();
      expect(mainImage('Project gallery')).toHaveAttribute('alt', fourth!.alt);
      await user.keyboard('{ArrowRight}');
      expect(thumbs[0]).toHaveFocus();
      await user.keyboard('{End}');
      expect(thumbs[3]).toHaveFocus();
      await user.keyboard('{Home}');
      expect(thumbs[0]).toHaveFocus();
      expect(mainImage('Project gallery')).toHaveAttribute('alt', first!.alt);

      await user.click(screen.getByRole('button', { name: 'Previous image' }));
      expect(mainImage('Project gallery')).toHaveAttribute('alt', fourth!.alt);
      await user.click(screen.getByRole('button', { name: 'Next image' }));
      await user.click(screen.getByRole('button', { name: 'Next image' }));
      expect(mainImage('Project gallery')).toHaveAttribute('alt', second!.alt);
      expect(screen.getByText('Image 2 of 4')).toBeInTheDocument();
    },
  );

  it('without stepper words shows thumbnails only, each showing its picture', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(
      <Gallery
        look="product"
        label="Product images"
        images={images}
        copy={{ show: (index, total) => `Show image ${index} of ${total}` }}
      />,
    );
    expect(container.firstElementChild).toHaveClass('product-gallery');
    expect(container.querySelector('.product-gallery__main img')).toHaveAttribute('src', first!.src);
    expect(screen.queryByRole('button', { name: /image$/ })).toBeNull();
    expect(screen.queryByText(/^Image \d of 4$/)).toBeNull();

    const thumbs = screen.getAllByRole('button', { name: /^Show image \d of 4$/ });
    expect(thumbs).toHaveLength(4);
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');
    await user.click(thumbs[1]!);
    expect(mainImage('Product images')).toHaveAttribute('src', second!.src);
    expect(mainImage('Product images')).toHaveAttribute('alt', second!.alt);
    expect(thumbs[1]).toHaveAttribute('aria-pressed', 'true');
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'false');
  });
});

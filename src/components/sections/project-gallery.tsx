import { useRef, useState, type KeyboardEvent } from 'react';

import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icon';
import { Image } from '@/components/ui/image';
import { galleryCopy, type GalleryImage } from '@/content/portfolio-details';

import './project-gallery.scss';

export interface ProjectGalleryProps {
  /** Accessible name of the gallery. */
  label: string;
  images: readonly GalleryImage[];
}

/**
 * A main image with previous/next buttons and a row of thumbnail buttons. Each thumbnail shows its
 * picture; the arrow keys, Home and End move between thumbnails (and the picture) while one has focus.
 */
export function ProjectGallery({ label, images }: ProjectGalleryProps) {
  const [active, setActive] = useState(0);
  const thumbRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const total = images.length;
  const current = images[active];

  const wrap = (index: number) => (index + total) % total;

  function handleThumbKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const targets: Record<string, number> = { ArrowLeft: wrap(index - 1), ArrowRight: wrap(index + 1), Home: 0, End: total - 1 };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setActive(target);
    thumbRefs.current[target]?.focus();
  }

  if (!current) return null;

  return (
    <div className="project-gallery" role="group" aria-roledescription="gallery" aria-label={label}>
      <figure className="project-gallery__main">
        <Image
          key={current.src}
          src={current.src}
          alt={current.alt}
          width={current.width}
          height={current.height}
          className="project-gallery__image"
          // The main picture opens the page (its largest content): loaded at once, with high priority.
          priority
        />
        <button type="button" className="project-gallery__arrow project-gallery__arrow--prev" aria-label={galleryCopy.previous} onClick={() => setActive(wrap(active - 1))}>
          <ChevronLeftIcon size={22} aria-hidden />
        </button>
        <button type="button" className="project-gallery__arrow project-gallery__arrow--next" aria-label={galleryCopy.next} onClick={() => setActive(wrap(active + 1))}>
          <ChevronRightIcon size={22} aria-hidden />
        </button>
        <figcaption className="project-gallery__position" aria-live="polite">
          {galleryCopy.position(active + 1, total)}
        </figcaption>
      </figure>
      <ul className="project-gallery__thumbs" aria-label={galleryCopy.thumbnailsLabel}>
        {images.map((image, index) => (
          <li key={image.src}>
            <button
              ref={(element) => {
                thumbRefs.current[index] = element;
              }}
              type="button"
              className="project-gallery__thumb"
              aria-label={galleryCopy.show(index + 1, total)}
              aria-pressed={index === active}
              onClick={() => setActive(index)}
              onKeyDown={(event) => handleThumbKeyDown(event, index)}
            >
              <Image src={image.src} alt="" width={image.width} height={image.height} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useRef, useState, type KeyboardEvent } from 'react';

import type { GalleryCopy, GalleryImage, GalleryLook } from '@/samples/types/gallery';

import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icon';
import { Image } from '../../../components/ui/image';

import './gallery.scss';

export interface GalleryProps {
  /** Accessible name of the gallery. */
  label: string;
  images: readonly GalleryImage[];
  copy: GalleryCopy;
  /** Names the class block (`project-gallery`, `product-gallery`) and so the frame of the main image. */
  look: GalleryLook;
}

/**
 * A main image and a row of thumbnail buttons, with previous/next buttons when the copy has them. Each
 * thumbnail shows its picture; the arrow keys, Home and End move between thumbnails (and the picture)
 * while one has focus.
 */
export function Gallery({ label, images, copy, look }: GalleryProps) {
  const [active, setActive] = useState(0);
  const thumbRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const total = images.length;
  const current = images[active];
  const block = `${look}-gallery`;
  const stepper = 'previous' in copy ? copy : undefined;

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
    <div className={block} role="group" aria-roledescription="gallery" aria-label={label}>
      <figure className={`${block}__main`}>
        <Image
          key={current.src}
          src={current.src}
          alt={current.alt}
          width={current.width}
          height={current.height}
          className={`${block}__image`}
          // The main picture opens the page (its largest content): loaded at once, with high priority.
          priority
        />
        {stepper && (
          <>
            <button
              type="button"
              className={`${block}__arrow ${block}__arrow--prev`}
              aria-label={stepper.previous}
              onClick={() => setActive(wrap(active - 1))}
            >
              <ChevronLeftIcon size={22} aria-hidden />
            </button>
            <button
              type="button"
              className={`${block}__arrow ${block}__arrow--next`}
              aria-label={stepper.next}
              onClick={() => setActive(wrap(active + 1))}
            >
              <ChevronRightIcon size={22} aria-hidden />
            </button>
            <figcaption className={`${block}__position`} aria-live="polite">
              {stepper.position(active + 1, total)}
            </figcaption>
          </>
        )}
      </figure>
      <ul className={`${block}__thumbs`} aria-label={copy.thumbnailsLabel}>
        {images.map((image, index) => (
          <li key={image.src}>
            <button
              ref={(element) => {
                thumbRefs.current[index] = element;
              }}
              type="button"
              className={`${block}__thumb`}
              aria-label={copy.show(index + 1, total)}
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

import { useState } from 'react';

import { Image } from '@/components/ui/image';
import { SHOP_IMAGE_SIZE, type ShopImage } from '@/content/shop';

import './shop.scss';

export interface ProductGalleryProps {
  images: readonly ShopImage[];
  label: string;
  thumbLabel: (index: number, total: number) => string;
}

/** The main product image and its thumbnails; a thumbnail button shows its image. */
export function ProductGallery({ images, label, thumbLabel }: ProductGalleryProps) {
  const [current, setCurrent] = useState(0);
  const main = images[current] ?? images[0];
  if (!main) return null;
  return (
    <section className="product-gallery" aria-label={label}>
      <div className="product-gallery__main">
        <Image src={main.src} alt={main.alt} width={SHOP_IMAGE_SIZE} height={SHOP_IMAGE_SIZE} priority />
      </div>
      <ul className="product-gallery__thumbs">
        {images.map((image, index) => (
          <li key={image.src}>
            <button
              type="button"
              className="product-gallery__thumb"
              aria-pressed={index === current}
              aria-label={thumbLabel(index + 1, images.length)}
              onClick={() => setCurrent(index)}
            >
              <Image src={image.src} alt="" width={SHOP_IMAGE_SIZE} height={SHOP_IMAGE_SIZE} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

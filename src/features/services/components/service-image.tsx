import { useState } from 'react';

import { Image, type ImageProps } from '@/components/ui/image';

import { uploadSrcset } from '@/lib/upload-srcset';

export interface ServiceImageProps extends Omit<ImageProps, 'src' | 'onError' | 'srcSet' | 'sizes'> {
  /** The image from the API; '' means none. */
  src: string;
  /** Our own artwork, shown when the API gave no image or it fails to load. */
  fallbackSrc: string;
  /** How wide the image shows at each viewport width: the browser picks an uploaded photo's copy by it. */
  sizes: string;
}

/**
 * An API image that never shows as broken: no URL or a failed load shows our artwork instead. A photo staff
 * uploaded comes in AVIF or WebP at the width the layout needs (JPEG for the rest); other images as they are.
 */
export function ServiceImage({ src, fallbackSrc, sizes, ...rest }: ServiceImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const useFallback = src === '' || failedSrc === src;
  const srcset = useFallback ? undefined : uploadSrcset(src);
  const onError = useFallback ? undefined : () => setFailedSrc(src);
  if (!srcset) return <Image {...rest} src={useFallback ? fallbackSrc : src} onError={onError} />;
  return (
    <picture>
      <source type="image/avif" srcSet={srcset('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcset('webp')} sizes={sizes} />
      <Image {...rest} src={src} srcSet={srcset('jpg')} sizes={sizes} onError={onError} />
    </picture>
  );
}

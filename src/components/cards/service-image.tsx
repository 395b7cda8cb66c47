import { useState } from 'react';

import { Image, type ImageProps } from '@/components/ui/image';

import { uploadSrcset } from '@/lib/upload-srcset';

/** Where an image shows: its intrinsic size, how wide it is at each viewport width, and the artwork in its place. */
export interface ImageFrame {
  readonly width: number;
  readonly height: number;
  /** How wide the image shows at each viewport width: the browser picks an uploaded photo's copy by it. */
  readonly sizes: string;
  /** Our own artwork, shown when the API gave no image or it fails to load. */
  readonly fallbackSrc: string;
}

export interface ServiceImageProps extends Omit<ImageProps, 'src' | 'onError' | 'srcSet' | 'sizes' | 'width' | 'height'> {
  /** The image from the API; '' means none. */
  src: string;
  /** The point that stays in view where the picture is cropped (CSS object-position). */
  focus: string;
  frame: ImageFrame;
}

/**
 * An API image that never shows as broken: no URL or a failed load shows our artwork instead. A photo staff
 * uploaded comes in AVIF or WebP at the width the layout needs (JPEG for the rest); other images as they are.
 */
export function ServiceImage({ src, focus, frame: { width, height, sizes, fallbackSrc }, style, ...props }: ServiceImageProps) {
  const rest = { ...props, width, height, style: { ...style, objectPosition: focus } };
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

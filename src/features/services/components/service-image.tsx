import { useState } from 'react';

import { Image, type ImageProps } from '@/components/ui/image';

export interface ServiceImageProps extends Omit<ImageProps, 'src' | 'onError'> {
  /** The image from the API; '' means none. */
  src: string;
  /** Our own artwork, shown when the API gave no image or it fails to load. */
  fallbackSrc: string;
}

/** An API image that never shows as broken: no URL or a failed load shows our artwork instead. */
export function ServiceImage({ src, fallbackSrc, ...rest }: ServiceImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const useFallback = src === '' || failedSrc === src;
  return <Image {...rest} src={useFallback ? fallbackSrc : src} onError={useFallback ? undefined : () => setFailedSrc(src)} />;
}

import type { ImgHTMLAttributes } from 'react';

import { useEnglishMark } from '@/lib/language';

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height' | 'loading'> {
  src: string;
  /** Required: describe the picture, or pass '' when it is purely decorative. */
  alt: string;
  width: number;
  height: number;
  /** Above-the-fold images (the page's LCP): loaded at once with high priority. Others are lazy. */
  priority?: boolean;
}

/**
 * Every image of the site goes through here: sized (no layout shift) and lazy below the fold. A description shown in
 * English on a Marathi or Hindi page (not translated yet) is marked English, unless the caller gives `lang` itself.
 */
export function Image({ src, alt, width, height, priority = false, ...rest }: ImageProps) {
  const english = useEnglishMark();
  // React 18 does not know fetchPriority yet; the lowercase attribute passes through unchanged.
  const priorityAttributes = priority ? ({ fetchpriority: 'high' } as Record<string, string>) : {};
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      lang={english(alt)}
      {...priorityAttributes}
      {...rest}
    />
  );
}

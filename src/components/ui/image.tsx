import type { ImgHTMLAttributes } from 'react';

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height' | 'loading'> {
  src: string;
  /** Required: describe the picture, or pass '' when it is purely decorative. */
  alt: string;
  width: number;
  height: number;
  /** Above-the-fold images (the page's LCP): loaded at once with high priority. Others are lazy. */
  priority?: boolean;
}

/** Every image of the site goes through here: sized (no layout shift) and lazy below the fold. */
export function Image({ src, alt, width, height, priority = false, ...rest }: ImageProps) {
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
      {...priorityAttributes}
      {...rest}
    />
  );
}

import { Image } from '@/components/ui/image';
import { resolveMediaUrl } from '@/lib/media-url';
import { uploadSrcset } from '@/lib/upload-srcset';

export interface BlockPictureProps {
  /** The stored picture: an upload's address, or '' for none (nothing is drawn). */
  src: unknown;
  alt: string;
  /** The box it is drawn in (CSS keeps the ratio: no layout shift while it loads). */
  width: number;
  height: number;
  /** How wide it shows at each viewport width: the browser picks an upload's copy by it. */
  sizes: string;
  className?: string;
  /** The page's first picture (its LCP): eager, high priority. */
  priority?: boolean;
}

/** A picture staff chose: an upload in AVIF or WebP at the width the layout needs, other images as they are. */
export function BlockPicture({ src, alt, width, height, sizes, className, priority = false }: BlockPictureProps) {
  const url = resolveMediaUrl(src);
  if (!url) return null;
  const srcset = uploadSrcset(url);
  const image = { src: url, alt, width, height, className, priority };
  if (!srcset) return <Image {...image} />;
  return (
    <picture>
      <source type="image/avif" srcSet={srcset('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcset('webp')} sizes={sizes} />
      <Image {...image} srcSet={srcset('jpg')} sizes={sizes} />
    </picture>
  );
}

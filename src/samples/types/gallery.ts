// What the one image gallery (src/samples/components/ui/gallery.tsx) shows and says; content modules fill it in.

import type { Picture } from '../../types/content';

export type GalleryImage = Picture;

/** The words of a gallery that shows thumbnails only. */
export interface GalleryThumbsCopy {
  /** A thumbnail button's name: 'Show image 2 of 4'. */
  show: (index: number, total: number) => string;
  /** The thumbnail list's name, when it has one. */
  thumbnailsLabel?: string;
}

/** The words of a gallery with previous/next buttons and an 'Image 2 of 4' caption. */
export interface GalleryStepperCopy extends GalleryThumbsCopy {
  previous: string;
  next: string;
  position: (index: number, total: number) => string;
}

export type GalleryCopy = GalleryThumbsCopy | GalleryStepperCopy;

/** 'project': wide photos cropped to one frame; 'product': square artwork shown whole. */
export type GalleryLook = 'project' | 'product';

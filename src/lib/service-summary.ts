// A service as the site draws it, read from the API's record: the public services pages and the staff
// editor's live preview both read services with it.
import { focusOf } from '@common/content-model/fields';

import { resolveMediaUrl } from '@/lib/media-url';
import { recordParser } from '@/lib/validate';
import { contentEndpoints } from '@common/api-contract';

/** A service as the views use it. */
export interface ServiceSummary {
  id: number;
  /** The API's `description`: the card's title. */
  title: string;
  /** The API's `heading`: the card's subtitle. */
  subtitle: string;
  /** A safe absolute or same-origin URL, or '' for the default image. */
  image: string;
  /** The media library's description of the picture ('' for none): its alt text where the page has no other. */
  imageAlt: string;
  /** The point of the picture that stays in view where it is cropped (CSS object-position), "50% 30%". */
  imageFocus: string;
  /** The page's title in search results and shares, when staff gave one apart from its heading. */
  searchTitle?: string;
  /** The page's description in search results and shares, when staff wrote one. */
  searchDescription?: string;
  /** The raw fields carried to the detail page in the route state (docs/requirements/spec.md §2). */
  raw: { id: number; heading: string; description: string; image: string; image_alt: string; image_focus: string };
}

/** A service from the API; dropped without an id, kept with empty texts otherwise. */
export const parseService = recordParser(contentEndpoints.services.list, (service): ServiceSummary | undefined => {
  const { id } = service;
  if (id === undefined) return undefined;
  const heading = service.heading.trim();
  const description = service.description.trim();
  const image = resolveMediaUrl(service.image);
  const imageFocus = focusOf(service.image_focus);
  const imageAlt = service.image_alt.trim();
  const searchTitle = service.search_title.trim();
  const searchDescription = service.search_description.trim();
  return {
    id,
    title: description,
    subtitle: heading,
    image,
    imageAlt,
    imageFocus,
    ...(searchTitle && { searchTitle }),
    ...(searchDescription && { searchDescription }),
    raw: { id, heading, description, image: service.image, image_alt: imageAlt, image_focus: imageFocus },
  };
});

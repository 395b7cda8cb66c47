// GET /api/get-overview-by-offering/?id=<service id>: the detail page's sections (docs/requirements/spec.md §7).
import { focusOf } from '@common/content-model/fields';

import { MAX_SERVICE_SECTIONS } from '@/config/constants';
import { apiGet } from '@/lib/api-client';
import type { ContentRead } from '@/lib/content-read';
import { contentQuery } from '@/lib/page-data';
import { isRecord, readRecord } from '@/lib/validate';
import { apiPaths, contentEndpoints, idQuery } from '@common/api-contract';

import { resolveMediaUrl } from '@/lib/media-url';

export interface ServiceSectionItem {
  /** A stable key: the server's id, or the position when it sent none. */
  key: string;
  title: string;
  description: string;
  /** A safe URL, or '' for the placeholder image. */
  image: string;
  /** The media library's description of the picture ('' for none). */
  imageAlt: string;
  /** The point of the picture that stays in view where it is cropped (CSS object-position). */
  imageFocus: string;
}

function parseSection(item: unknown, index: number): ServiceSectionItem | undefined {
  const section = readRecord(contentEndpoints.serviceSections.list, item);
  if (section === undefined) return undefined;
  const title = section.title.trim();
  const description = section.description.trim();
  if (title === '' && description === '') return undefined;
  const { id } = section;
  return {
    key: id === undefined ? `at-${index}` : String(id),
    title,
    description,
    image: resolveMediaUrl(section.image),
    imageAlt: section.image_alt.trim(),
    imageFocus: focusOf(section.image_focus),
  };
}

/** The data is an array or a single object; at most the first 7 usable sections are kept. */
export async function getServiceSections(serviceId: number, read: ContentRead = apiGet): Promise<ServiceSectionItem[]> {
  const data = await read(apiPaths.serviceSections, { params: idQuery('serviceSections', serviceId) });
  const items: unknown[] = Array.isArray(data) ? data : isRecord(data) ? [data] : [];
  const sections: ServiceSectionItem[] = [];
  items.forEach((item, index) => {
    const section = parseSection(item, index);
    if (section) sections.push(section);
  });
  return sections.slice(0, MAX_SERVICE_SECTIONS);
}

export const serviceSectionsQuery = (serviceId: number) =>
  contentQuery(`service-sections-${serviceId}`, (read) => getServiceSections(serviceId, read));

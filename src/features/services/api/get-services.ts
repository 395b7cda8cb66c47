// GET /api/get-offering-details/ (every service) and GET /api/get-by-offering/ (one offering's),
// checked on entry (docs/requirements/spec.md §7). The same list is the detail page's "services list".
import { apiGet } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';
import { focusOf } from '@common/content-model/fields';

import { listOf, recordParser } from '@/lib/validate';
import { apiPaths, idQuery, serviceShape } from '@/types/api';

import { resolveMediaUrl } from '@/lib/media-url';

/** A service as the views use it. */
export interface ServiceSummary {
  id: number;
  /** The API's `description`: the card's title. */
  title: string;
  /** The API's `heading`: the card's subtitle. */
  subtitle: string;
  /** A safe absolute or same-origin URL, or '' for the default image. */
  image: string;
  /** The point of the picture that stays in view where it is cropped (CSS object-position), "50% 30%". */
  imageFocus: string;
  /** The raw fields carried to the detail page in the route state (docs/requirements/spec.md §2). */
  raw: { id: number; heading: string; description: string; image: string; image_focus: string };
}

/** A service from the API; dropped without an id, kept with empty texts otherwise. */
export const parseService = recordParser(serviceShape, (service): ServiceSummary | undefined => {
  const { id } = service;
  if (id === undefined) return undefined;
  const heading = service.heading.trim();
  const description = service.description.trim();
  const image = resolveMediaUrl(service.image);
  const imageFocus = focusOf(service.image_focus);
  return { id, title: description, subtitle: heading, image, imageFocus, raw: { id, heading, description, image: service.image, image_focus: imageFocus } };
});

/**
 * Every service. Failures are the client's `ApiError`s; each view words its own message
 * (docs/requirements/spec.md §8).
 */
export async function getAllServices(): Promise<ServiceSummary[]> {
  return listOf(await apiGet(apiPaths.services), parseService);
}

export async function getServicesByOffering(offeringId: number): Promise<ServiceSummary[]> {
  return listOf(await apiGet(apiPaths.servicesByOffering, { params: idQuery('servicesByOffering', offeringId) }), parseService);
}

export const ALL_SERVICES_KEY = 'services-all';

/** Every service, shared by the Our Offerings page ('All') and the detail page (its services list). */
export function useAllServices(enabled = true) {
  return useApiQuery(enabled ? ALL_SERVICES_KEY : null, getAllServices);
}

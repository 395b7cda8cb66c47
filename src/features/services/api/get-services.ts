// GET /api/get-offering-details/ (every service) and GET /api/get-by-offering/ (one offering's),
// checked on entry (docs/requirements/spec.md §7). A detail page reads its one service (GET /api/get-service/?id=).
import { apiGet } from '@/lib/api-client';
import type { ContentRead } from '@/lib/content-read';
import { apiQuery, useQuery } from '@/lib/use-api-query';
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
export async function getAllServices(read: ContentRead = apiGet): Promise<ServiceSummary[]> {
  return listOf(await read(apiPaths.services), parseService);
}

export async function getServicesByOffering(offeringId: number, read: ContentRead = apiGet): Promise<ServiceSummary[]> {
  return listOf(await read(apiPaths.servicesByOffering, { params: idQuery('servicesByOffering', offeringId) }), parseService);
}

const ALL_SERVICES_KEY = 'services-all';

/**
 * The services of a tab of Our Offerings (every service without an offering), named after the history entry
 * it is shown on: each choice asks again, and Back shows that entry's earlier answer.
 */
export function offeringServicesQuery(offeringId: number | undefined, entry: string) {
  return offeringId === undefined
    ? apiQuery(`${ALL_SERVICES_KEY}@${entry}`, (read) => getAllServices(read))
    : apiQuery(`services-offering-${offeringId}@${entry}`, (read) => getServicesByOffering(offeringId, read));
}

/**
 * One service by its id (GET /api/get-service/?id=, a list of it or an empty list); null when there is none
 * (not undefined: the answer travels in the page as JSON).
 */
export async function getService(serviceId: number, read: ContentRead = apiGet): Promise<ServiceSummary | null> {
  return listOf(await read(apiPaths.service, { params: idQuery('service', serviceId) }), parseService).find((service) => service.id === serviceId) ?? null;
}

export const serviceQuery = (serviceId: number) => apiQuery(`service-${serviceId}`, (read) => getService(serviceId, read));

/** The service a detail page shows; waits while `serviceId` is undefined. */
export function useService(serviceId: number | undefined) {
  return useQuery(serviceId === undefined ? null : serviceQuery(serviceId));
}

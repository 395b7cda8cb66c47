// GET /api/get-offering/: the label tabs of the Our Offerings page (docs/requirements/spec.md §7), checked on entry.
import { apiGet } from '@/lib/api-client';
import type { ContentRead } from '@/lib/content-read';
import { contentQuery } from '@/lib/page-data';
import { listOf, recordParser } from '@/lib/validate';
import { ALL_OFFERING_NAME, apiPaths, contentEndpoints } from '@common/api-contract';

import { isUnsuccessful, serverMessage } from './api-failure';

/** A label tab: the offering's name and, when the server gave a valid one, its id. */
export interface OfferingLabel {
  /**
   * Undefined when the server sent a name without a usable id: choosing it is only logged
   * (docs/requirements/spec.md §8).
   */
  id?: number;
  name: string;
}

/** The first tab, served by the full services list: the contract's offering that stands for every offering. */
export const ALL_LABEL = ALL_OFFERING_NAME;

/** docs/requirements/spec.md §8: the server said no without a message of its own. */
export const LABELS_NO_MESSAGE_FAILURE = 'Failed to fetch labels';
/** docs/requirements/spec.md §8: every other labels failure (a server message, network, timeout, malformed answer). */
export const LABELS_FAILURE = 'Failed to load labels';

/** The query parameter that names the selected tab (docs/requirements/design.md §4.1): shareable, and Back works. */
export const OFFERING_PARAM = 'offering';

/** The tab a URL's query string names: 'All' without one. */
export function requestedLabel(search: URLSearchParams): string {
  return search.get(OFFERING_PARAM)?.trim() || ALL_LABEL;
}

/** The id of the offering a tab's name stands for; undefined for 'All' and for a name without a known id. */
export function offeringIdOf(labels: readonly OfferingLabel[] | undefined, name: string): number | undefined {
  return name === ALL_LABEL ? undefined : labels?.find((label) => label.name === name)?.id;
}

export const parseOfferingLabel = recordParser(contentEndpoints.offerings.list, ({ id, offering_name }): OfferingLabel | undefined => {
  const name = offering_name.trim();
  return name === '' ? undefined : { id, name };
});

/** The labels after 'All', in the server's order; a repeated name is kept once (the URL names a tab). */
export async function getOfferingLabels(read: ContentRead = apiGet): Promise<OfferingLabel[]> {
  let data: unknown;
  try {
    data = await read(apiPaths.offerings, { failureMessage: LABELS_NO_MESSAGE_FAILURE });
  } catch (error) {
    const message = isUnsuccessful(error) && serverMessage(error) === '' ? LABELS_NO_MESSAGE_FAILURE : LABELS_FAILURE;
    console.error('Error fetching labels:', message);
    throw new Error(message, { cause: error });
  }
  const seen = new Set<string>([ALL_LABEL]);
  return listOf(data, parseOfferingLabel).filter((label) => !seen.has(label.name) && Boolean(seen.add(label.name)));
}

export const offeringLabelsQuery = contentQuery('offering-labels', getOfferingLabels);

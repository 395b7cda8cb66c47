// Where the detail page's service comes from, and which docs/requirements/spec.md §8 message shows in which state.
import { useRead, useRetry, type Read } from '@/lib/page-data';

import { serviceFromRouteState } from '../lib/route-service';
import { serviceDetailsCopy } from '../services-copy';
import { isUnsuccessful, serverMessage } from './api-failure';
import type { PricingHeader } from './get-pricing-entry';
import type { QuickFactItem } from './get-quick-facts';
import type { ServiceSectionItem } from './get-service-sections';
import type { ServiceSummary } from './get-services';

/** What the detail page's loader reads for the service of the URL's id. */
export interface ServiceReads {
  /** Made only when the page shows it: not when a card's click brought the service along. */
  service: Read<ServiceSummary | null>;
  sections: Read<ServiceSectionItem[]>;
  facts: Read<QuickFactItem[]>;
  pricingHeader: Read<PricingHeader | null>;
}

export type ServiceDetailsState =
  | { status: 'loading' }
  | { status: 'error'; message: string; reload: () => void }
  | { status: 'not-found'; message: string }
  | { status: 'loaded'; service: ServiceSummary };

const { messages } = serviceDetailsCopy;

/**
 * The data source on arrival (docs/requirements/spec.md §4):
 * 1. Service data in the route state is used directly, without a request, when it is the service
 *    the URL names (a state left on another history entry never shows the wrong service).
 * 2. Otherwise the service of the id in the URL is read (GET /api/get-service/?id=, one service, not the
 *    whole list of docs/requirements/spec.md §4): the page's loader names the read, made only then.
 * 3. With neither a valid id nor data: 'Service not found'.
 *
 * Where the docs/requirements/spec.md §8 messages show:
 * - no id and no data, or an id with no service: 'Service not found', in the not-found state
 *   ('Service Not Found' + 'Return to Services'), because retrying cannot help;
 * - the API answered `success: false`: its message, or 'Failed to fetch services' without one, in
 *   the error state ('Unable to Load Service' + 'Try Again' + 'Go Back');
 * - any other failure fetching (network, timeout, HTTP error, malformed answer): 'Service details
 *   not available. Please try again later.', in the error state.
 */
export function useServiceDetails(
  urlId: number | undefined,
  routeState: unknown,
  service: Read<ServiceSummary | null> | undefined,
): ServiceDetailsState {
  const fromState = serviceFromRouteState(routeState);
  const passed = fromState && fromState.id === urlId ? fromState : undefined;
  const read = useRead(passed === undefined ? service : undefined);
  const retry = useRetry();

  if (passed) return { status: 'loaded', service: passed };
  if (urlId === undefined) return { status: 'not-found', message: messages.notFound };
  if (read.status === 'loading') return { status: 'loading' };
  if (read.status === 'error') {
    const message = isUnsuccessful(read.error) ? serverMessage(read.error) || messages.listFailure : messages.unavailable;
    return { status: 'error', message, reload: retry };
  }
  return read.data ? { status: 'loaded', service: read.data } : { status: 'not-found', message: messages.notFound };
}

// What the detail page learns from its URL and its route state (docs/requirements/spec.md §2, §4),
// checked like API data.
import { DEFAULT_FOCUS } from '@common/content-model/fields';

import { SERVICE_SLUG_PREFIX } from '@common/paths';
import { isRecord, toId, toText } from '@/lib/validate';

import { parseService, type ServiceSummary } from '../api/get-services';
import { resolveMediaUrl } from '@/lib/media-url';

/** 'service-12' → 12; anything else ('service-abc', 'service-0', '12', 'service-1.5') → undefined. */
export function serviceIdFromSlug(slug: string | undefined): number | undefined {
  if (!slug?.startsWith(SERVICE_SLUG_PREFIX)) return undefined;
  const rest = slug.slice(SERVICE_SLUG_PREFIX.length);
  return /^\d+$/.test(rest) ? toId(rest) : undefined;
}

/**
 * Service data carried by the navigation: the raw API item ({id, heading, description, image}) or
 * a prepared object ({id, number, title, subTitle, thumbnailSrc}). Anything else is ignored.
 */
export function serviceFromRouteState(state: unknown): ServiceSummary | undefined {
  if (!isRecord(state)) return undefined;
  const isPrepared = 'title' in state || 'subTitle' in state || 'thumbnailSrc' in state;
  if (!isPrepared) return parseService(state);
  const id = toId(state.id);
  if (id === undefined) return undefined;
  const title = toText(state.title).trim();
  const subtitle = toText(state.subTitle).trim();
  return {
    id,
    title,
    subtitle,
    image: resolveMediaUrl(state.thumbnailSrc),
    imageAlt: '',
    imageFocus: DEFAULT_FOCUS,
    raw: { id, heading: subtitle, description: title, image: toText(state.thumbnailSrc), image_alt: '', image_focus: DEFAULT_FOCUS },
  };
}

import { env } from '@/config/env';
import { toSafeUrl } from '@/lib/validate';

/**
 * An image URL from the API, made safe to use: http(s) URLs are kept, root-relative paths
 * (`/media/…`) are resolved against the API origin (the site's own origin when the API is served
 * from it), anything else (javascript:, data:, //host) becomes '' so the caller's fallback shows.
 */
export function resolveMediaUrl(value: unknown): string {
  const safe = toSafeUrl(value);
  if (safe.startsWith('/')) return `${env.apiBaseUrl}${safe}`;
  return safe;
}

// The site's build-time configuration, validated once. Components import `env`, never import.meta.env.

function httpOrigin(name: string, value: string | undefined, fallback: string): string {
  const raw = value && value.trim() !== '' ? value.trim() : fallback;
  if (raw === '') return '';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return url.origin;
}

export const env = {
  /** Where the content API lives; empty means the site's own origin. */
  apiBaseUrl: httpOrigin('VITE_API_BASE_URL', import.meta.env.VITE_API_BASE_URL, ''),
  /** The public origin used in canonical URLs, Open Graph tags and the sitemap. */
  siteOrigin: httpOrigin('SITE_ORIGIN', import.meta.env.VITE_SITE_ORIGIN, 'http://localhost:8080'),
} as const;

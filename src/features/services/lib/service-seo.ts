// What a service page tells search engines and link previews: its description and share picture (its
// structured data is built with the site's others, in src/lib/structured-data.ts).

/** Search results show about this many characters of a description. */
export const META_DESCRIPTION_MAX = 160;

/** Text trimmed to `max` characters at a word boundary, with an ellipsis when anything was cut. */
export function trimAtWord(text: string, max = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // A single word longer than the limit is cut inside the word rather than dropped.
  const head = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${head.replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The meta description: the service's heading, then its first section, trimmed at a word. */
export function serviceMetaDescription(heading: string, firstSection: string | undefined, fallback: string): string {
  const parts = [heading.trim(), firstSection?.trim() ?? ''].filter(Boolean);
  if (parts.length === 0) return fallback;
  const joined = parts.map((part, index) => (index < parts.length - 1 && !/[.!?]$/.test(part) ? `${part}.` : part)).join(' ');
  return trimAtWord(joined);
}

/** The path of a service's share picture (drawn by the server, 1200×630). */
export function serviceShareImagePath(serviceId: number): string {
  return `/og/service-${serviceId}.png`;
}

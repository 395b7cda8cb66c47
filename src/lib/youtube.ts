/** The privacy-enhanced YouTube host: no cookies until the visitor plays. Allowed by the CSP's frame-src. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** Embed address of a YouTube video; `autoplay` when the visitor has just asked to play it. */
export function youtubeEmbedUrl(videoId: string, { autoplay = false }: { autoplay?: boolean } = {}): string {
  const url = new URL(`/embed/${encodeURIComponent(videoId)}`, YOUTUBE_EMBED_ORIGIN);
  url.searchParams.set('rel', '0');
  if (autoplay) url.searchParams.set('autoplay', '1');
  return url.href;
}

/** The video id of a YouTube address (watch?v=, embed/, shorts/ or youtu.be/), or '' when it names none. */
export function youtubeVideoId(address: string): string {
  const match = /^https:\/\/(?:www\.)?(?:youtube\.com\/(?:watch\?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?:[?&#]|$)/.exec(
    address.trim(),
  );
  return match?.[1] ?? '';
}

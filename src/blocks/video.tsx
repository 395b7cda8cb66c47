import { VideoSection } from '@/components/sections/video-section';
import { youtubeVideoId } from '@/lib/youtube';
import videoThumbnail from '@/assets/home/video-thumbnail.svg';

import { anchorOf, textOf, type BlockProps } from './block-data';

/** A YouTube video behind the site's facade: nothing reaches YouTube until the visitor plays it. */
export function Component({ block }: BlockProps) {
  const videoId = youtubeVideoId(textOf(block, 'url'));
  if (!videoId) return null;
  const title = textOf(block, 'title');
  const caption = textOf(block, 'caption');
  return (
    <VideoSection
      id={anchorOf(block)}
      content={{
        videoId,
        videoTitle: caption || title || 'Video',
        thumbnailSrc: videoThumbnail,
        thumbnailAlt: '',
        title: title || undefined,
        subtitle: title ? caption || undefined : undefined,
      }}
    />
  );
}

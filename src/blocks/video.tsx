import { VideoSection } from '@/components/sections/video-section';
import { youtubeVideoId } from '@/lib/youtube';
import videoThumbnail from '@/assets/home/video-thumbnail.svg';
import { video } from '@common/blocks/declarations';

import { anchorOf, type BlockProps } from './block-data';
import { useMessages } from '@/lib/language';

/** A YouTube video behind the site's facade: nothing reaches YouTube until the visitor plays it. */
export const declaration = video;

export function Component({ block }: BlockProps<typeof video>) {
  const t = useMessages();
  const videoId = youtubeVideoId(block.url);
  if (!videoId) return null;
  const { title, caption } = block;
  return (
    <VideoSection
      id={anchorOf(block)}
      content={{
        videoId,
        videoTitle: caption || title || t('Video'),
        thumbnailSrc: videoThumbnail,
        thumbnailAlt: '',
        title: title || undefined,
        subtitle: title ? caption || undefined : undefined,
      }}
    />
  );
}

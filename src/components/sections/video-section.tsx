// The video block (docs/requirements/spec.md §2, §4): a thumbnail with a play button. The embed's source starts blank;
// a click sets it to the privacy-enhanced YouTube address and toggles the playing flag, so no
// request reaches YouTube before the visitor asks for the video.
import { useState } from 'react';

import { CloseIcon, PlayIcon } from '@/components/ui/icon';
import { Image } from '@/components/ui/image';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { youtubeEmbedUrl } from '@/lib/youtube';
import { useMessages } from '@/lib/language';
import type { VideoContent } from '@/types/sections/company';

import './video-section.scss';

export interface VideoSectionProps {
  id?: string;
  content: VideoContent;
}

export function VideoSection({ id, content }: VideoSectionProps) {
  const t = useMessages();
  const { videoId, videoTitle, thumbnailSrc, thumbnailAlt, eyebrow, title, subtitle } = content;
  const [src, setSrc] = useState('');
  const [playing, setPlaying] = useState(false);

  function toggle() {
    const next = !playing;
    setPlaying(next);
    setSrc(next ? youtubeEmbedUrl(videoId, { autoplay: true }) : '');
  }

  const headingId = `video-${videoId}-title`;
  return (
    <Section
      id={id}
      frame="untoned"
      className="video-section"
      labelledBy={title ? headingId : undefined}
      label={title ? undefined : videoTitle}
    >
      {title && <SectionHeading id={headingId} eyebrow={eyebrow} title={title} subtitle={subtitle} align="center" />}
      <div className="video-section__frame" data-playing={playing}>
        {playing ? (
          <>
            <iframe
              className="video-section__player"
              src={src}
              title={videoTitle}
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
            <button type="button" className="video-section__close" onClick={toggle}>
              <CloseIcon size={18} aria-hidden />
              <span>{t('Close video')}</span>
            </button>
          </>
        ) : (
          <>
            <Image className="video-section__thumbnail" src={thumbnailSrc} alt={thumbnailAlt} width={1200} height={675} />
            <button
              type="button"
              className="video-section__play"
              onClick={toggle}
              aria-label={t('Play video: {title}', { title: videoTitle })}
            >
              <PlayIcon size={34} aria-hidden />
            </button>
          </>
        )}
      </div>
    </Section>
  );
}

// The video block (SPEC §2, §4): a thumbnail with a play button. The embed's source starts blank;
// a click sets it to the privacy-enhanced YouTube address and toggles the playing flag, so no
// request reaches YouTube before the visitor asks for the video.
import { useState } from 'react';

import { CloseIcon, PlayIcon } from '@/components/ui/icon';
import { Image } from '@/components/ui/image';
import { youtubeEmbedUrl } from '@/lib/youtube';

import './video-section.scss';

export interface VideoSectionProps {
  /** The YouTube video id. */
  videoId: string;
  /** What the video is about: the iframe's title and part of the play button's name. */
  videoTitle: string;
  thumbnailSrc: string;
  thumbnailAlt: string;
  eyebrow?: string;
  title?: string;
  subtitle?: string;
}

export function VideoSection({ videoId, videoTitle, thumbnailSrc, thumbnailAlt, eyebrow, title, subtitle }: VideoSectionProps) {
  const [src, setSrc] = useState('');
  const [playing, setPlaying] = useState(false);

  function toggle() {
    const next = !playing;
    setPlaying(next);
    setSrc(next ? youtubeEmbedUrl(videoId, { autoplay: true }) : '');
  }

  const headingId = `video-${videoId}-title`;
  return (
    <section className="video-section page-section" aria-labelledby={title ? headingId : undefined} aria-label={title ? undefined : videoTitle}>
      <div className="container">
        {title && (
          <div className="section-heading section-heading--center">
            {eyebrow && <p className="section-heading__eyebrow">{eyebrow}</p>}
            <h2 id={headingId} className="section-heading__title">
              {title}
            </h2>
            {subtitle && <p className="section-heading__subtitle">{subtitle}</p>}
          </div>
        )}
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
                <span>Close video</span>
              </button>
            </>
          ) : (
            <>
              <Image className="video-section__thumbnail" src={thumbnailSrc} alt={thumbnailAlt} width={1200} height={675} />
              <button type="button" className="video-section__play" onClick={toggle} aria-label={`Play video: ${videoTitle}`}>
                <PlayIcon size={34} aria-hidden />
              </button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

// A play button that opens the video in a modal (react-modal-video). We pass our own iframe (titled,
// privacy-enhanced host) and fill the package's gaps under React 18 (DESIGN §6): Escape and the
// keyboard on the close button, aria-modal, and focus back on the play button after closing.
import { useEffect, useRef, useState } from 'react';
import ModalVideoImport from 'react-modal-video';
import 'react-modal-video/css/modal-video.min.css';

import { PlayIcon } from '@/components/ui/icon';
import { interopDefault } from '@/lib/interop-default';
import { youtubeEmbedUrl } from '@/lib/youtube';

import './video-modal-button.scss';

const ModalVideo = interopDefault(ModalVideoImport);

export interface VideoModalButtonProps {
  videoId: string;
  /** Title of the video: the iframe's title and the dialog's name. */
  videoTitle: string;
  /** Accessible name of the play button, e.g. 'Play video: …'. */
  label: string;
  className?: string;
}

export function VideoModalButton({ videoId, videoTitle, label, className = '' }: VideoModalButtonProps) {
  const [isOpen, setOpen] = useState(false);
  // The iframe source: set when the modal opens, blanked when it closes (SPEC §4 video modal).
  const [src, setSrc] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  const open = () => {
    setSrc(youtubeEmbedUrl(videoId, { autoplay: true }));
    setOpen(true);
  };
  const close = () => {
    setSrc('');
    setOpen(false);
  };

  useEffect(() => {
    if (!isOpen) {
      if (wasOpen.current) buttonRef.current?.focus();
      wasOpen.current = false;
      return undefined;
    }
    wasOpen.current = true;
    document.querySelector('.modal-video')?.setAttribute('aria-modal', 'true');
    // Capture phase: the package stops every key inside the dialog from propagating.
    const onKeyDown = (event: KeyboardEvent) => {
      const onCloseButton = event.target instanceof Element && event.target.classList.contains('modal-video-close-btn');
      if (event.key === 'Escape' || (onCloseButton && (event.key === 'Enter' || event.key === ' '))) {
        event.preventDefault();
        close();
      }
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [isOpen]);

  return (
    <>
      <button ref={buttonRef} type="button" className={`video-modal-button ${className}`.trim()} aria-label={label} aria-haspopup="dialog" onClick={open}>
        <PlayIcon size={28} aria-hidden fill="currentColor" />
      </button>
      <ModalVideo
        isOpen={isOpen}
        onClose={close}
        channel="custom"
        ratio="16:9"
        aria={{ openMessage: videoTitle, dismissBtnMessage: 'Close the video' }}
      >
        {src ? (
          <iframe
            title={videoTitle}
            src={src}
            width={960}
            height={540}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : null}
      </ModalVideo>
    </>
  );
}

// The modal half of `VideoModalButton`, in its own chunk: react-modal-video loads when a visitor first
// reaches for the play button, not with the page. We pass our own iframe (titled, privacy-enhanced
// host) and fill the package's gaps under React 18 (docs/requirements/design.md §6): Escape and the
// keyboard on the close button, and aria-modal.
import { useEffect } from 'react';
import ModalVideoImport from 'react-modal-video';
import 'react-modal-video/css/modal-video.min.css';

import { interopDefault } from '@/samples/lib/interop-default';

const ModalVideo = interopDefault(ModalVideoImport);

export interface VideoModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The embed URL while open; empty once closed, so the video stops (docs/requirements/spec.md §4 video modal). */
  src: string;
  /** Title of the video: the iframe's title and the dialog's name. */
  videoTitle: string;
}

export function VideoModal({ isOpen, onClose, src, videoTitle }: VideoModalProps) {
  useEffect(() => {
    if (!isOpen) return undefined;
    document.querySelector('.modal-video')?.setAttribute('aria-modal', 'true');
    // Capture phase: the package stops every key inside the dialog from propagating.
    const onKeyDown = (event: KeyboardEvent) => {
      const onCloseButton = event.target instanceof Element && event.target.classList.contains('modal-video-close-btn');
      if (event.key === 'Escape' || (onCloseButton && (event.key === 'Enter' || event.key === ' '))) {
        event.preventDefault();
        onClose();
      }
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [isOpen, onClose]);

  return (
    <ModalVideo
      isOpen={isOpen}
      onClose={onClose}
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
  );
}

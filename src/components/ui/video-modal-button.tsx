// A play button that opens the video in a modal. The modal (react-modal-video, video-modal.tsx) is
// loaded when the visitor points at or focuses the button, or at the latest on the click; focus goes
// back to the play button after closing.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';

import { PlayIcon } from '@/components/ui/icon';
import { youtubeEmbedUrl } from '@/lib/youtube';

import './video-modal-button.scss';

const loadModal = () => import('@/components/ui/video-modal');
const VideoModal = lazy(() => loadModal().then((module) => ({ default: module.VideoModal })));

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
  // The modal mounts with the first opening and stays, so closing can run its own transition.
  const [used, setUsed] = useState(false);
  // The iframe source: set when the modal opens, blanked when it closes (SPEC §4 video modal).
  const [src, setSrc] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  const open = () => {
    setSrc(youtubeEmbedUrl(videoId, { autoplay: true }));
    setUsed(true);
    setOpen(true);
  };
  const close = useCallback(() => {
    setSrc('');
    setOpen(false);
  }, []);

  useEffect(() => {
    if (isOpen) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      buttonRef.current?.focus();
    }
  }, [isOpen]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`video-modal-button ${className}`.trim()}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={open}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
      >
        <PlayIcon size={28} aria-hidden fill="currentColor" />
      </button>
      {used && (
        <Suspense fallback={null}>
          <VideoModal isOpen={isOpen} onClose={close} src={src} videoTitle={videoTitle} />
        </Suspense>
      )}
    </>
  );
}

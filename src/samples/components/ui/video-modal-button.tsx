// A play button that opens the video in a modal. The modal (react-modal-video, video-modal.tsx) is
// loaded when the visitor points at or focuses the button, or at the latest on the click; focus goes
// back to the play button after closing.
import { useCallback, useEffect, useRef, useState } from 'react';

import { PlayIcon } from '@/components/ui/icon';
import { useLoadOnIntent } from '@/lib/use-load-on-intent';
import { youtubeEmbedUrl } from '@/lib/youtube';

import './video-modal-button.scss';

const loadModal = () => import('@/samples/components/ui/video-modal');

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
  // The visitor has reached for the button (pointed at, focused or pressed it): fetch the modal.
  const [reached, setReached] = useState(false);
  const modal = useLoadOnIntent(loadModal, reached, 'The video player could not be loaded.');
  // The modal mounts with the first opening and stays, so closing can run its own transition.
  const [used, setUsed] = useState(false);
  // The iframe source: set when the modal opens, blanked when it closes (docs/requirements/spec.md §4 video modal).
  const [src, setSrc] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  const open = () => {
    setSrc(youtubeEmbedUrl(videoId, { autoplay: true }));
    setReached(true);
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
        onPointerEnter={() => setReached(true)}
        onFocus={() => setReached(true)}
      >
        <PlayIcon size={28} aria-hidden fill="currentColor" />
      </button>
      {used && modal && <modal.VideoModal isOpen={isOpen} onClose={close} src={src} videoTitle={videoTitle} />}
    </>
  );
}

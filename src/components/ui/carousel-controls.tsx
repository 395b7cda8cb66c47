import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/ui/icon';
import { useMessages } from '@/lib/language';

export interface CarouselControlsProps {
  navigation: boolean;
  /** Shows the pause/play button. */
  canAutoplay: boolean;
  playing: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onTogglePlaying: () => void;
}

/** Previous, pause/play and next buttons under a carousel. */
export function CarouselControls({ navigation, canAutoplay, playing, onPrevious, onNext, onTogglePlaying }: CarouselControlsProps) {
  const t = useMessages();
  if (!navigation && !canAutoplay) return null;
  return (
    <div className="carousel__controls">
      {navigation && (
        <button type="button" className="carousel__button" data-control="previous" aria-label={t('Previous slide')} onClick={onPrevious}>
          <ChevronLeftIcon size={20} aria-hidden />
        </button>
      )}
      {canAutoplay && (
        <button
          type="button"
          className="carousel__button"
          data-control="toggle"
          aria-label={playing ? t('Pause slideshow') : t('Play slideshow')}
          onClick={onTogglePlaying}
        >
          {playing ? <PauseIcon size={18} aria-hidden /> : <PlayIcon size={18} aria-hidden />}
        </button>
      )}
      {navigation && (
        <button type="button" className="carousel__button" data-control="next" aria-label={t('Next slide')} onClick={onNext}>
          <ChevronRightIcon size={20} aria-hidden />
        </button>
      )}
    </div>
  );
}

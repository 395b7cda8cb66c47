// Types for the two CommonJS effect packages that ship none. Only what we use is declared.
declare module 'react-water-wave' {
  import type { ComponentType, CSSProperties, ReactNode } from 'react';

  export interface WaterWaveMethods {
    pause: () => void;
    play: () => void;
    destroy: () => void;
  }

  export interface WaterWaveProps {
    imageUrl?: string;
    dropRadius?: number;
    perturbance?: number;
    resolution?: number;
    interactive?: boolean;
    crossOrigin?: string;
    className?: string;
    style?: CSSProperties;
    role?: string;
    'aria-label'?: string;
    children: (methods: WaterWaveMethods) => ReactNode;
  }

  const WaterWave: ComponentType<WaterWaveProps>;
  export default WaterWave;
}

declare module 'react-modal-video' {
  import type { ComponentType, ReactNode } from 'react';

  export interface ModalVideoProps {
    isOpen: boolean;
    onClose: () => void;
    channel?: 'youtube' | 'vimeo' | 'youku' | 'custom';
    videoId?: string;
    ratio?: string;
    animationSpeed?: number;
    aria?: { openMessage: string; dismissBtnMessage: string };
    children?: ReactNode;
  }

  const ModalVideo: ComponentType<ModalVideoProps>;
  export default ModalVideo;
}

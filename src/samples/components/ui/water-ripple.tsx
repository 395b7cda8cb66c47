// The water-ripple effect over a picture (react-water-wave over jquery.ripples). The static picture
// is what prerendering, the first client render, reduced motion and browsers without WebGL float
// textures get. The ripples answer the pointer, so the effect is fetched and mounted when the visitor
// first points at or touches the picture (after the page has loaded and the support check passes):
// until then it would only draw the same still picture, at a WebGL frame's cost every frame. It runs
// inside an error boundary that falls back to the picture.
import { Component, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { WaterWaveProps } from 'react-water-wave';

import { Image } from '@/components/ui/image';
import { interopDefault } from '@/samples/lib/interop-default';
import { supportsWaterRipple } from '@/samples/lib/supports-water-ripple';
import { useLoadOnIntent } from '@/lib/use-load-on-intent';
import { usePageLoaded } from '@/lib/use-page-loaded';
import { useReducedMotion } from '@/lib/use-reduced-motion';

import './water-ripple.scss';

export interface WaterRippleProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
}

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Holds a failing effect so it never takes the page down; the visitor sees the static picture. */
class RippleBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // A decoration failed: worth a warning in the console, not an error page.
    console.warn('Water ripple effect unavailable, showing the still image.', error.message, info.componentStack ?? '');
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const loadEffect = () =>
  import('react-water-wave').then((module) => ({ WaterWave: interopDefault<ComponentType<WaterWaveProps>>(module.default) }));

export function WaterRipple({ src, alt, width, height, priority = false, className = '' }: WaterRippleProps) {
  const reducedMotion = useReducedMotion();
  // Wait for the load event: the effect is a decoration and must not compete with the page.
  const loaded = usePageLoaded();
  const [woken, setWoken] = useState(false);
  // The support check builds a WebGL context: made once, and only when the effect is wanted.
  const wanted = useMemo(() => loaded && woken && !reducedMotion && supportsWaterRipple(), [loaded, woken, reducedMotion]);
  const effect = useLoadOnIntent(loadEffect, wanted, 'Water ripple effect could not be loaded.');
  const enabled = loaded && !reducedMotion && effect !== null;

  const picture = <Image src={src} alt={alt} width={width} height={height} priority={priority} className="water-ripple__image" />;

  return (
    <div
      className={`water-ripple ${className}`.trim()}
      data-ripple={enabled ? 'on' : 'off'}
      onPointerEnter={() => setWoken(true)}
      onPointerDown={() => setWoken(true)}
    >
      {enabled ? (
        <RippleBoundary fallback={picture}>
          <effect.WaterWave
            imageUrl={src}
            className="water-ripple__surface"
            style={{ backgroundImage: `url("${src}")`, aspectRatio: `${width} / ${height}` }}
            role="img"
            aria-label={alt}
            dropRadius={20}
            perturbance={0.02}
            resolution={256}
          >
            {() => null}
          </effect.WaterWave>
        </RippleBoundary>
      ) : (
        picture
      )}
    </div>
  );
}

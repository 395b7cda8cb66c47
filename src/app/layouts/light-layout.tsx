import { SiteFrame } from './site-frame';

export interface LightLayoutProps {
  /** 'shop' adds the cart icon to the header. */
  variant: 'light' | 'shop';
}

/** The light layout: its header has the Getting Started button (and the cart icon on shop pages). */
export function LightLayout({ variant }: LightLayoutProps) {
  return (
    <div className="layout-light">
      <SiteFrame variant={variant} />
    </div>
  );
}

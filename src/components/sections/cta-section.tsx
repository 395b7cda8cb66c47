import { Link } from 'react-router-dom';

import { ArrowRightIcon } from '@/components/ui/icon';

import './cta-section.scss';

export interface CtaSectionProps {
  title: string;
  btnText: string;
  /** A path inside the site, from config/paths. */
  btnUrl: string;
  /** Optional background artwork behind the banner. */
  bgUrl?: string;
  /** 'brand' is the blue banner; 'soft' the light one. */
  variant: 'brand' | 'soft';
  /** Hides the decorative shapes. */
  noShape?: boolean;
  subtitle?: string;
}

/** The call-to-action banner that closes a page. */
export function CtaSection({ title, btnText, btnUrl, bgUrl, variant, noShape = false, subtitle }: CtaSectionProps) {
  return (
    <section className={`cta-section cta-section--${variant}`} aria-labelledby="cta-title">
      <div className="container">
        <div className="cta-section__banner" style={bgUrl ? { backgroundImage: `url(${bgUrl})` } : undefined}>
          {!noShape && (
            <>
              <span className="cta-section__shape cta-section__shape--one" aria-hidden="true" />
              <span className="cta-section__shape cta-section__shape--two" aria-hidden="true" />
            </>
          )}
          <h2 id="cta-title" className="cta-section__title">
            {title}
          </h2>
          {subtitle && <p className="cta-section__subtitle">{subtitle}</p>}
          <Link to={btnUrl} className="btn btn-lg cta-section__button">
            {btnText}
            <ArrowRightIcon size={18} aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  );
}

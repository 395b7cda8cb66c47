import { Image } from '@/components/ui/image';
import { Section } from '@/components/ui/section';

import './brand-logos-section.scss';

export interface BrandLogo {
  name: string;
  /** Dark artwork, shown on the light theme. */
  darkSrc: string;
  /** Light artwork, shown on the dark theme. */
  lightSrc: string;
}

export const BRAND_LOGO_SIZE = { width: 240, height: 60 } as const;

export interface BrandLogosSectionProps {
  /** Accessible name of the row, e.g. 'Businesses that run on our work'. */
  title: string;
  logos: readonly BrandLogo[];
  tone?: 'default' | 'alt';
}

/**
 * Client logos in rows. Both variants are in the HTML and the theme's CSS shows one, so the
 * prerendered page and the hydrated one are the same whatever theme the visitor picked.
 */
export function BrandLogosSection({ title, logos, tone = 'default' }: BrandLogosSectionProps) {
  return (
    <Section tone={tone} className="brand-logos">
      <h2 className="visually-hidden">{title}</h2>
      <ul className="brand-logos__list">
        {logos.map((logo) => (
          <li key={logo.name} className="brand-logos__item">
            <BrandLogoImage logo={logo} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** One logo in both theme variants; CSS shows the right one. */
export function BrandLogoImage({ logo }: { logo: BrandLogo }) {
  return (
    <>
      <Image src={logo.darkSrc} alt={logo.name} {...BRAND_LOGO_SIZE} className="brand-logo brand-logo--on-light" />
      <Image src={logo.lightSrc} alt={logo.name} {...BRAND_LOGO_SIZE} className="brand-logo brand-logo--on-dark" />
    </>
  );
}

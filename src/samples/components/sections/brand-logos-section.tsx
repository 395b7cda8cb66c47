import { Image } from '@/components/ui/image';
import { Section, type SectionTone } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { BrandLogo, BrandLogosContent } from '@/samples/types/work';

import './brand-logos-section.scss';

export const BRAND_LOGO_SIZE = { width: 240, height: 60 } as const;

export interface BrandLogosSectionProps {
  id?: string;
  tone?: SectionTone;
  content: BrandLogosContent;
}

/**
 * Client logos in rows. Both variants are in the HTML and the theme's CSS shows one, so the
 * prerendered page and the hydrated one are the same whatever theme the visitor picked.
 */
export function BrandLogosSection({ id, tone, content }: BrandLogosSectionProps) {
  return (
    <Section id={id} tone={tone} className="brand-logos">
      <SectionHeading title={content.title} classes={{ title: 'visually-hidden' }} />
      <ul className="brand-logos__list">
        {content.logos.map((logo) => (
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

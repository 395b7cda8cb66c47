// The home page (business version, docs/requirements/spec.md §2): hero carousel, About Us, Our Offerings, Why,
// statistics, video, FAQ, pricing, call to action and the circular scroll-to-top button.
import { Helmet } from 'react-helmet-async';

import { CtaSection } from '@/components/sections/cta-section';
import { FaqSection } from '@/components/sections/faq-section';
import { HomeAboutSection } from '@/components/sections/home-about-section';
import { HomeHeroSection } from '@/components/sections/home-hero-section';
import { HomeOfferingsSection } from '@/components/sections/home-offerings-section';
import { HomeWhySection } from '@/components/sections/home-why-section';
import { StatsSection } from '@/components/sections/stats-section';
import { VideoSection } from '@/components/sections/video-section';
import { Seo, absoluteUrl } from '@/components/seo';
import { BackToTop } from '@/components/ui/back-to-top';
import { LayersIcon, RocketIcon, SupportIcon } from '@/components/ui/icon';
import { hrefs, paths } from '@/config/paths';
import { company } from '@/content/company';
import { HOME_ANCHORS, homeContent } from '@/content/home';
import { pageMeta } from '@/config/routes';
import { useOfferingsMenu } from '@/features/offerings/api/get-offerings-with-details';
import { PricingSection } from '@/features/pricing/components/pricing-section';
import { organizationJsonLd } from '@/lib/structured-data';

// React 18 does not know fetchPriority yet; the lowercase attribute passes through unchanged.
const highPriority = { fetchpriority: 'high' } as Record<string, string>;

const offeringIcons = { products: LayersIcon, services: SupportIcon, solutions: RocketIcon } as const;

/** Our Offerings with the card's tab chosen, when the offerings list (the header's) has that tab. */
function useOfferingHref(): (offering: string) => string {
  const offerings = useOfferingsMenu();
  return (offering) => {
    const match = offerings.find((item) => item.offering_name.toLowerCase() === offering.toLowerCase());
    return match ? hrefs.serviceOffering(match.offering_name) : paths.service;
  };
}

export function Component() {
  const meta = pageMeta.home;
  const offeringHref = useOfferingHref();
  const { hero, about, offerings, why, stats, video, faq, cta } = homeContent;
  const firstSlide = hero.slides[0];
  return (
    <>
      <Seo title={meta.title} description={meta.description} path={paths.home} jsonLd={organizationJsonLd(company, absoluteUrl)} />
      {firstSlide && (
        <Helmet>
          <link rel="preload" as="image" href={firstSlide.thumbnailSrc} {...highPriority} />
        </Helmet>
      )}
      <HomeHeroSection content={hero} />
      <HomeAboutSection id={HOME_ANCHORS.about} content={about} />
      <HomeOfferingsSection
        id={HOME_ANCHORS.service}
        content={{ ...offerings, cards: offerings.cards.map((card) => ({ ...card, href: offeringHref(card.offering), icon: offeringIcons[card.key] })) }}
      />
      <HomeWhySection id="why" content={why} />
      <StatsSection content={stats} />
      <VideoSection content={video} />
      <FaqSection content={faq} />
      <PricingSection id="pricing" content={homeContent.pricing} />
      <CtaSection content={cta} />
      <BackToTop label="Scroll to top" variant="circle" />
    </>
  );
}

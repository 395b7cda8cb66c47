// The home page (business version, SPEC §2): hero carousel, About Us, Our Offerings, Why,
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
import { heroImageSize, homeContent } from '@/content/home';
import { pageMeta } from '@/content/page-meta';
import { useOfferingsMenu } from '@/features/offerings/api/get-offerings-with-details';
import { PricingSection } from '@/features/pricing/components/pricing-section';

const ABOUT_ANCHOR = 'about';
const SERVICE_ANCHOR = 'service';

// React 18 does not know fetchPriority yet; the lowercase attribute passes through unchanged.
const highPriority = { fetchpriority: 'high' } as Record<string, string>;

/** The public logo file (fixed URL in public/), for structured data. */
const LOGO_PATH = '/logo.svg';

const offeringIcons = { products: LayersIcon, services: SupportIcon, solutions: RocketIcon } as const;

function organizationJsonLd() {
  const address = {
    '@type': 'PostalAddress',
    streetAddress: company.address.street,
    addressLocality: company.address.locality,
    addressRegion: company.address.region,
    postalCode: company.address.postalCode,
    addressCountry: company.address.country,
  };
  const url = absoluteUrl(paths.home);
  const logo = absoluteUrl(LOGO_PATH);
  const sameAs = Object.values(company.social);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${url}#organization`,
      name: company.name,
      legalName: company.legalName,
      url,
      logo,
      email: company.email,
      telephone: company.phones[0],
      address,
      sameAs,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': `${url}#business`,
      name: company.name,
      description: company.description,
      url,
      logo,
      image: logo,
      email: company.email,
      telephone: company.phones[0],
      address,
      areaServed: company.address.locality,
      foundingDate: String(company.partnerSince),
      sameAs,
      parentOrganization: { '@id': `${url}#organization` },
    },
  ];
}

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
      <Seo title={meta.title} description={meta.description} path={paths.home} jsonLd={organizationJsonLd()} />
      {firstSlide && (
        <Helmet>
          <link rel="preload" as="image" href={firstSlide.thumbnailSrc} {...highPriority} />
        </Helmet>
      )}
      <HomeHeroSection
        heading={hero.heading}
        label={hero.label}
        slides={hero.slides}
        imageSize={heroImageSize}
        primaryCta={{ text: hero.primaryCta, href: paths.contact }}
        secondaryCta={{ text: hero.secondaryCta, href: paths.service }}
        scrollTo={{ label: hero.scrollLabel, href: `#${SERVICE_ANCHOR}` }}
      />
      <HomeAboutSection
        id={ABOUT_ANCHOR}
        eyebrow={about.eyebrow}
        title={about.title}
        paragraphs={about.paragraphs}
        points={about.points}
        link={{ text: about.linkText, href: paths.about }}
        image={about.image}
      />
      <HomeOfferingsSection
        id={SERVICE_ANCHOR}
        eyebrow={offerings.eyebrow}
        title={offerings.title}
        subtitle={offerings.subtitle}
        cards={offerings.cards.map((card) => ({ ...card, href: offeringHref(card.offering), icon: offeringIcons[card.key] }))}
      />
      <HomeWhySection
        id="why"
        eyebrow={why.eyebrow}
        title={why.title}
        text={why.text}
        points={why.points}
        button={{ text: why.buttonText, href: paths.about }}
        processTitle={why.processTitle}
        processLabel={why.processLabel}
        process={why.process}
      />
      <StatsSection title={stats.title} items={stats.items} />
      <VideoSection
        videoId={video.videoId}
        videoTitle={video.videoTitle}
        thumbnailSrc={video.thumbnailSrc}
        thumbnailAlt={video.thumbnailAlt}
        eyebrow={video.eyebrow}
        title={video.title}
        subtitle={video.subtitle}
      />
      <FaqSection eyebrow={faq.eyebrow} title={faq.title} subtitle={faq.subtitle} items={faq.items} />
      <PricingSection id="pricing" content={homeContent.pricing} />
      <CtaSection title={cta.title} subtitle={cta.subtitle} btnText={cta.btnText} btnUrl={paths.contact} variant="brand" />
      <BackToTop label="Scroll to top" variant="circle" />
    </>
  );
}

// The home page (business version, docs/requirements/spec.md §2): hero carousel, About Us, Our Offerings, Why,
// statistics, video, FAQ, pricing, call to action and the circular scroll-to-top button.
import { useMemo } from 'react';

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
import { PreloadPicture } from '@/components/ui/preload-picture';
import { LayersIcon, RocketIcon, SupportIcon } from '@/components/ui/icon';
import { hrefs, paths } from '@common/paths';
import { useSiteContact } from '@/components/site-contact';
import { organizationOf } from '@/copy/company';
import { HOME_ANCHORS, homeContentFrom } from '@/copy/home';
import { pageMeta } from '@common/routes';
import { useFrameOfferings } from '@/app/layouts/site-frame-loader';
import { pageMetaAt, pageMetaQuery } from '@/features/company-pages/api/get-company-pages';
import { homeQuery } from '@/features/home/api/get-home';
import { menuOfferings } from '@/features/offerings/api/get-offerings-with-details';
import { pricingPlansQuery } from '@/features/pricing/api/get-pricing-plans';
import { PricingSection } from '@/features/pricing/components/pricing-section';
import { pageLoader, usePageData, useRead } from '@/lib/page-data';
import { organizationJsonLd } from '@/lib/structured-data';
import { useMessages } from '@/lib/language';

const offeringIcons = { products: LayersIcon, services: SupportIcon, solutions: RocketIcon } as const;

/** The site's built-in copy: a chunk of its own, loaded only when the published copy cannot be read. */
const loadBuiltInCopy = () => import('@common/copy/home-copy').then((module) => module.builtInHomeCopy);

export const loader = pageLoader((read) => ({
  pageMeta: read(pageMetaQuery),
  copy: read(homeQuery(loadBuiltInCopy)),
  plans: read(pricingPlansQuery),
}));

/** Our Offerings with the card's tab chosen, when the offerings list (the header's) has that tab. */
function useOfferingHref(): (offering: string) => string {
  const offerings = menuOfferings(useRead(useFrameOfferings()).data);
  return (offering) => {
    const match = offerings.find((item) => item.offering_name.toLowerCase() === offering.toLowerCase());
    return match ? hrefs.serviceOffering(match.offering_name) : paths.service;
  };
}

export function Component() {
  const t = useMessages();
  const reads = usePageData<typeof loader>();
  // The title and description as staff last published them, the company's details from the Site settings.
  const stored = pageMetaAt(useRead(reads.pageMeta).data, paths.home);
  const meta = stored ?? pageMeta.home;
  const contact = useSiteContact();
  const organization = organizationOf(contact, meta.description);
  const offeringHref = useOfferingHref();
  // The copy as staff last published it (the built-in copy when it cannot be read). A page rendered by the
  // server carries it; only a move to this page inside the app waits for it.
  const copy = useRead(reads.copy).data;
  const content = useMemo(() => copy && homeContentFrom(copy, contact.tagline), [copy, contact.tagline]);
  const seo = (
    <Seo
      title={meta.title}
      searchTitle={stored?.search_title}
      description={meta.description}
      path={paths.home}
      jsonLd={organizationJsonLd(organization, absoluteUrl)}
    />
  );
  if (!content) return seo;
  const { hero, about, offerings, why, stats, video, faq, pricing, cta } = content;
  return (
    <>
      {seo}
      <PreloadPicture src={hero.slides[0]?.thumbnailSrc ?? ''} />
      <HomeHeroSection content={hero} />
      <HomeAboutSection id={HOME_ANCHORS.about} content={about} />
      <HomeOfferingsSection
        id={HOME_ANCHORS.service}
        content={{
          ...offerings,
          cards: offerings.cards.map((card) => ({ ...card, href: offeringHref(card.offering), icon: offeringIcons[card.key] })),
        }}
      />
      <HomeWhySection id="why" content={why} />
      <StatsSection content={stats} />
      <VideoSection content={video} />
      <FaqSection content={faq} />
      <PricingSection id="pricing" content={pricing} plans={reads.plans} />
      <CtaSection content={cta} />
      <BackToTop label={t('Scroll to top')} variant="circle" />
    </>
  );
}

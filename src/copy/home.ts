// The home page's sections (business version, docs/requirements/spec.md §2 'Home page'), made from its copy:
// the copy staff keep in the content editor (Home page, Home: hero slides, statistics and questions), or the
// built-in copy (./home-copy.ts) when that cannot be read. Links, pictures and sizes are the site's own.
import aboutPartner from '@/assets/home/about-partner.svg';
import heroClassroom from '@/assets/home/hero-classroom.svg';
import heroCloud from '@/assets/home/hero-cloud.svg';
import heroDashboard from '@/assets/home/hero-dashboard.svg';
import heroLedger from '@/assets/home/hero-ledger.svg';
import videoThumbnail from '@/assets/home/video-thumbnail.svg';
import { paths } from '@common/paths';
import { resolveMediaUrl } from '@/lib/media-url';
import type { HomeCopy } from '@common/content-model/home-kinds';
import type {
  CtaContent,
  FaqContent,
  HomeAboutContent,
  HomeOfferingsCopy,
  HomeWhyContent,
  OfferingCardCopy,
  StatsContent,
  VideoContent,
} from '@/types/sections/company';
import type { HomeHeroContent } from '@/types/sections/heroes';
import type { PricingSectionContent } from '@/types/feature-sections';

/** Ids of the home sections that links on the page point at. */
export const HOME_ANCHORS = { about: 'about', service: 'service' } as const;

/** The hero's pictures by the name a slide stores (common/content-model/home-kinds.ts's HERO_PICTURES). */
const heroPictures: Readonly<Record<string, string>> = {
  ledger: heroLedger,
  dashboard: heroDashboard,
  cloud: heroCloud,
  classroom: heroClassroom,
};

/** The lines of a text written one item per line, without empty ones. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The paragraphs of a text, separated by an empty line. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

export interface HomeContent {
  hero: HomeHeroContent;
  about: HomeAboutContent;
  offerings: HomeOfferingsCopy;
  why: HomeWhyContent;
  stats: StatsContent;
  video: VideoContent;
  faq: FaqContent;
  pricing: PricingSectionContent;
  cta: CtaContent;
}

function cardOf(copy: HomeCopy, key: OfferingCardCopy['key']): OfferingCardCopy {
  const field = (name: string) => copy[`${key}_${name}` as keyof HomeCopy] as string;
  return {
    key,
    offering: field('offering'),
    title: field('title'),
    subTitle: field('text'),
    points: linesOf(field('points')),
    linkText: field('link'),
  };
}

/** The sections of the page, made from its copy. */
export function homeContentFrom(copy: HomeCopy, tagline: string): HomeContent {
  return {
    hero: {
      /** The page's h1: the company's tagline (Site settings; docs/requirements/spec.md §1). */
      heading: tagline,
      label: 'Highlights',
      imageSize: { width: 640, height: 520 },
      primaryCta: { text: copy.hero_primary_cta, href: paths.contact },
      secondaryCta: { text: copy.hero_secondary_cta, href: paths.service },
      scrollTo: { label: 'Scroll to our offerings', href: `#${HOME_ANCHORS.service}` },
      slides: copy.hero_slides.map((slide) => ({
        miniTitle: slide.mini_title,
        title: slide.title,
        subTitle: slide.text,
        // A picture staff uploaded, else the built-in one they chose.
        thumbnailSrc: resolveMediaUrl(slide.image) || (heroPictures[slide.picture] ?? heroLedger),
        imageAlt: slide.image_alt,
      })),
    },
    about: {
      eyebrow: copy.about_eyebrow,
      title: copy.about_title,
      paragraphs: paragraphsOf(copy.about_text),
      points: linesOf(copy.about_points),
      link: { text: copy.about_link, href: paths.about },
      image: { src: aboutPartner, alt: copy.about_image_alt, width: 560, height: 480 },
    },
    offerings: {
      eyebrow: copy.offerings_eyebrow,
      title: copy.offerings_title,
      subtitle: copy.offerings_text,
      cards: [cardOf(copy, 'products'), cardOf(copy, 'services'), cardOf(copy, 'solutions')],
    },
    why: {
      eyebrow: copy.why_eyebrow,
      title: copy.why_title,
      text: copy.why_text,
      points: linesOf(copy.why_points),
      button: { text: copy.why_button, href: paths.about },
      processTitle: copy.why_process_title,
      processLabel: copy.why_process_label,
      process: copy.why_process.flatMap((step) => Object.entries(step).map(([title, text]) => ({ title, text }))),
    },
    stats: { title: copy.statistics_title, items: copy.statistics.map(({ label, value }) => ({ title: label, number: value })) },
    video: {
      eyebrow: copy.video_eyebrow,
      title: copy.video_title,
      subtitle: copy.video_text,
      videoId: copy.video_id,
      videoTitle: copy.video_name,
      thumbnailSrc: videoThumbnail,
      thumbnailAlt: copy.video_image_alt,
    },
    faq: {
      eyebrow: copy.faq_eyebrow,
      title: copy.faq_title,
      subtitle: copy.faq_text,
      items: copy.faq.map(({ question, answer }) => ({ title: question, content: answer })),
    },
    pricing: { eyebrow: copy.pricing_eyebrow, title: copy.pricing_title, subtitle: copy.pricing_text },
    cta: { title: copy.cta_title, subtitle: copy.cta_text, btnText: copy.cta_button, btnUrl: paths.contact },
  };
}

// Content of the sections that tell who the company is: about blocks, reasons, figures, questions, awards.
import type { IconComponent, LinkContent, Picture, QuestionAnswer } from '@/types/content';

export interface AboutBlockContent {
  thumbnail: Picture;
  uperTitle: string;
  title: string;
  subTitle: string;
  featureList: readonly string[];
  btnText: string;
  btnUrl: string;
}

export interface HomeAboutContent {
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
  /** A checked list under the paragraphs; none on Our Story. */
  points: readonly string[];
  link: LinkContent;
  image: Picture;
}

export interface ChecklistContent {
  eyebrow: string;
  title: string;
  text: string;
  points: readonly string[];
  button: LinkContent;
}

export interface FeatureCard {
  title: string;
  text: string;
  icon: IconComponent;
}

/** A card as content writes it: the route gives it the icon its key names. */
export interface FeatureCardCopy<Key extends string = string> {
  key: Key;
  title: string;
  text: string;
}

export interface FeatureCardsContent {
  eyebrow: string;
  title: string;
  items: readonly FeatureCard[];
}

export interface HomeOfferingCard {
  title: string;
  subTitle: string;
  points: readonly string[];
  linkText: string;
  href: string;
  icon: IconComponent;
}

/** An offering card as content writes it: the route adds its icon and its link (from the offerings list). */
export interface OfferingCardCopy {
  key: 'products' | 'services' | 'solutions';
  /** The Our Offerings tab the card opens, when the offerings list has it. */
  offering: string;
  title: string;
  subTitle: string;
  points: readonly string[];
  linkText: string;
}

export interface HomeOfferingsContent {
  eyebrow: string;
  title: string;
  subtitle: string;
  cards: readonly HomeOfferingCard[];
}

export type HomeOfferingsCopy = Omit<HomeOfferingsContent, 'cards'> & { cards: readonly OfferingCardCopy[] };

export interface WhyStep {
  title: string;
  text: string;
}

export interface HomeWhyContent {
  eyebrow: string;
  title: string;
  text: string;
  points: readonly string[];
  button: LinkContent;
  processTitle: string;
  /** Accessible name of the process carousel. */
  processLabel: string;
  process: readonly WhyStep[];
}

export interface Statistic {
  title: string;
  /** The figure as written, e.g. '5K+'; counted up from 0 to its leading integer. */
  number: string;
}

export interface StatsContent {
  /** Accessible name of the row (read by screen readers, not shown). */
  title: string;
  items: readonly Statistic[];
}

export interface AccordionParallaxContent {
  uperTitle: string;
  title: string;
  items: readonly QuestionAnswer[];
  image: Picture;
}

export interface FaqContent {
  eyebrow: string;
  title: string;
  subtitle?: string;
  items: readonly QuestionAnswer[];
  /** Artwork beside the questions (wide screens). */
  aside?: Picture;
}

export interface Award {
  year: string;
  title: string;
  issuer: string;
  subTitle: string;
}

export interface AwardsContent {
  uperTitle: string;
  title: string;
  awards: readonly Award[];
}

export interface CtaContent {
  title: string;
  subtitle?: string;
  btnText: string;
  /** A path inside the site, from config/paths. */
  btnUrl: string;
  /** Background artwork behind the banner. */
  bgUrl?: string;
}

export interface VideoContent {
  /** The YouTube video id. */
  videoId: string;
  /** What the video is about: the iframe's title and part of the play button's name. */
  videoTitle: string;
  thumbnailSrc: string;
  thumbnailAlt: string;
  /** The heading above the video; without a title the section is named by the video. */
  eyebrow?: string;
  title?: string;
  subtitle?: string;
}
